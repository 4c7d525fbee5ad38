/**
 * A plot drawn twice, a little differently (a supplier's file holding last year's boundary and this year's
 * walk of it): each copy covers 99 % or more of the other. The rule (within-file.ts, docs/plot-rules.md
 * "contains-plot") calls that the same plot drawn twice, an overlap, not one plot inside another: a plot is
 * inside another only when the other covers 99 % of it and it covers less than 99 % of the other.
 */
import { describe, expect, it } from 'vitest';
import { checkFileStream, createUploadCheckState, WITHIN_FILE_CODES, type Problem } from './index.ts';
import { chunksOf, collection, opts, plot } from './test-helpers.ts';

const W = 0.01; // ~1.1 km: the shifts below are a share of this width
const rect = (x: number, y: number, w: number, h: number): number[][][] => [
  [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
    [x, y],
  ],
];
const named = (name: string, rings: number[][][]) =>
  plot(rings, { ProductionPlace: name, ProducerCountry: 'CI', Area: undefined });
const original = named('Original', rect(-5, 7, W, W));

async function together(features: unknown[]): Promise<[string, number?, number?][]> {
  const summary = await checkFileStream(
    'plots.geojson',
    chunksOf(collection(features)),
    opts(),
    createUploadCheckState(),
  );
  return summary.problems
    .filter((p: Problem) => WITHIN_FILE_CODES.has(p.code))
    .map((p) => [p.code, p.featureIndex, p.relatedFeatureIndex]);
}

describe('a plot redrawn: overlap or containment', () => {
  it('a copy shifted by 0.5 % of its width (each covers 99.5 % of the other) is an overlap', async () => {
    const shifted = named('Redrawn', rect(-5 + 0.005 * W, 7, W, W));
    expect(await together([original, shifted])).toEqual([['overlapping-plots', 0, 1]]);
    // In either order: the pair is symmetric, so is the answer.
    expect(await together([shifted, original])).toEqual([['overlapping-plots', 0, 1]]);
  });

  it('a copy shifted by 1.5 % (each covers 98.5 %) is an overlap too: neither lies inside the other', async () => {
    const shifted = named('Redrawn', rect(-5 + 0.015 * W, 7, W, W));
    expect(await together([original, shifted])).toEqual([['overlapping-plots', 0, 1]]);
  });

  it('a copy grown by 0.5 % on one side holds the original whole, which covers 99.5 % of it: an overlap', async () => {
    const grown = named('Redrawn', rect(-5, 7, W * 1.005, W));
    expect(await together([original, grown])).toEqual([['overlapping-plots', 0, 1]]);
    expect(await together([grown, original])).toEqual([['overlapping-plots', 0, 1]]);
  });

  it('a copy grown by 1.5 % holds the original, which covers less than 99 % of it: it contains the original', async () => {
    const grown = named('Redrawn', rect(-5, 7, W * 1.015, W));
    // Reported on the enclosing plot, naming the enclosed one, whichever comes first in the file.
    expect(await together([original, grown])).toEqual([['contains-plot', 1, 0]]);
    expect(await together([grown, original])).toEqual([['contains-plot', 0, 1]]);
  });
});
