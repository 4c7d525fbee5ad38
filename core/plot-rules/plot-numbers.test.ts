/**
 * Plots are numbered from 1 wherever a person reads a message (issue 52: "persil 0 tidak punya nama"): the
 * first plot of a file is plot 1 in every language, the earlier copy a duplicate names too, and the plot a
 * fix note names. The data keeps the 0-based index the rules and the evaluation count with
 * (`featureIndex`, `relatedFeatureIndex`).
 */
import { describe, expect, it } from 'vitest';
import { messageIn } from '@core/i18n/messages.ts';
import { checkFileStream } from './check-file.ts';
import { featureRef } from './rule-catalog.ts';
import { render } from '@core/i18n/messages.ts';
import { SQUARE, chunksOf, collection, opts, plot } from './test-helpers.ts';
import { UploadMemory } from './upload-state.ts';

const check = async (text: string) =>
  (await checkFileStream('plots.geojson', chunksOf(text), opts(), new UploadMemory(), {})).problems;

describe('plot numbers in messages', () => {
  it('calls the first plot of a file plot 1, in Indonesian as in English', async () => {
    const [p] = await check(collection([plot(undefined, { ProductionPlace: '' })]));
    expect(p).toMatchObject({ code: 'missing-name', featureIndex: 0 });
    expect(p!.message).toMatch(/^feature 1 has no name/);
    expect(messageIn('id', p!)).toMatch(/^persil 1 tidak punya nama/);
    expect(messageIn('fr', p!)).not.toMatch(/\b0\b/);
  });

  it('numbers both plots of a duplicate from 1', async () => {
    const moved = [SQUARE.map(([x, y]) => [x! + 0.1, y!])];
    const problems = await check(
      collection([plot(moved, { ProductionPlace: 'A' }), plot(), plot(undefined, { ProductionPlace: 'B' })]),
    );
    const dup = problems.find((p) => p.code === 'duplicate-geometry')!;
    expect(dup).toMatchObject({ featureIndex: 2, relatedFeatureIndex: 1 });
    expect(dup.message).toMatch(/^feature 3 \("B"\) has the same geometry as feature 2\./);
    expect(messageIn('id', dup)).toMatch(/^persil 3 \("B"\) .* persil 2\b/);
  });

  it('names a plot by its 1-based position wherever a label is made', () => {
    expect(render('en', featureRef(0, null))).toBe('feature 1');
    expect(render('id', featureRef(11, 'Kouassi 3'))).toBe('persil 12 ("Kouassi 3")');
  });
});
