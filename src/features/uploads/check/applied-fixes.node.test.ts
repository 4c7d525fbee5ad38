/**
 * What a fix run records for the upload: each kind with exactly the plots it changed, numbered from 1 as
 * the page shows them, kinds that changed nothing left out, refused repairs named by no kind, and the plot
 * list cut at the record's bound while the count stays true.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@core/api/review.ts';
import { said } from '@core/i18n/messages.ts';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { appliedFixesOf, appliedFixOf, leftOutFix, LEAVE_OUT_KIND } from './applied-fixes.ts';
import { runFix } from './run-fix.ts';

const square = (x: number, y: number, d = 0.01) => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];
const plot = (name: string, ring: number[][]) => ({
  type: 'Feature',
  properties: { ProductionPlace: name, ProducerCountry: 'CI', Area: 1 },
  geometry: { type: 'Polygon', coordinates: [ring] },
});

describe('appliedFixesOf (from a real fix run)', () => {
  it('names the plots each fix changed, from 1, in the order the fixes run', async () => {
    const open = square(-5.3, 7.3).slice(0, -1); // plot 2: ring not closed
    const repeated = square(-5.2, 7.3);
    repeated.splice(2, 0, repeated[1]!); // plot 3: a vertex repeated
    const both = square(-5.1, 7.3).slice(0, -1);
    both.splice(1, 0, both[0]!); // plot 5: both
    const features = [
      plot('A', square(-5.4, 7.3)),
      plot('B', open),
      plot('C', repeated),
      plot('D', square(-5.0, 7.3)),
      plot('E', both),
      plot('B2', square(-5.4, 7.3)), // plot 6: not an exact duplicate of plot 1 (its name differs)
      plot('A', square(-5.4, 7.3)), // plot 7: exact duplicate of plot 1
    ];
    const file = new File([JSON.stringify({ type: 'FeatureCollection', features })], 'farms.geojson');
    const r = await runFix(
      file,
      ['close-rings', 'drop-duplicate-vertices', 'remove-exact-duplicates', 'truncate-6-decimals'],
      DEFAULT_CHECK_OPTIONS,
    );
    expect(r.applied).toEqual([
      // -5.4 + 0.01 is -5.390000000000001 in floating point: the squares at -5.4 (plots 1, 6, 7) are cut.
      { kind: 'truncate-6-decimals', plotCount: 3, plots: ['1', '6', '7'] },
      { kind: 'drop-duplicate-vertices', plotCount: 2, plots: ['3', '5'] },
      { kind: 'close-rings', plotCount: 2, plots: ['2', '5'] },
      { kind: 'remove-exact-duplicates', plotCount: 1, plots: ['7'] },
    ]);
    // Plot 4 was changed by no fix and is named by none.
    expect(r.changedFeatures).toBe(6);
  });

  it('credits snapping to the grid to the shape repair chosen, and names no plot whose repair was refused', () => {
    const changes = new Map([
      [0, [said('fix.on-grid')]],
      [1, [said('fix.refused', { reason: 'crossing' })]],
      [2, [said('fix.made-valid', { parts: 2 })]],
    ]);
    expect(appliedFixesOf(changes, ['make-valid'])).toEqual([
      { kind: 'make-valid', plotCount: 2, plots: ['1', '3'] },
    ]);
    // A note from a fix that was not chosen (it cannot happen; if it did, no kind takes the credit).
    expect(appliedFixesOf(new Map([[0, [said('fix.swapped')]]]), ['close-rings'])).toEqual([]);
  });
});

describe('bounds', () => {
  const indexes = (n: number) => Array.from({ length: n }, (_, i) => n - 1 - i);

  it(`names every plot up to ${REVIEW_LIMITS.maxFixPlots}, sorted and once each`, () => {
    const f = appliedFixOf('close-rings', [...indexes(REVIEW_LIMITS.maxFixPlots), 0, 5]);
    expect(f.plotCount).toBe(REVIEW_LIMITS.maxFixPlots);
    expect(f.plots).toHaveLength(REVIEW_LIMITS.maxFixPlots);
    expect(f.plots[0]).toBe('1');
    expect(f.plots.at(-1)).toBe(String(REVIEW_LIMITS.maxFixPlots));
  });

  it('one plot more: the list stops at the bound, the count stays true', () => {
    const f = appliedFixOf('make-valid', indexes(REVIEW_LIMITS.maxFixPlots + 1));
    expect(f.plotCount).toBe(REVIEW_LIMITS.maxFixPlots + 1);
    expect(f.plots).toHaveLength(REVIEW_LIMITS.maxFixPlots);
    expect(f.plots.at(-1)).toBe(String(REVIEW_LIMITS.maxFixPlots));
  });

  it('plots left out as already uploaded are recorded under their own kind', () => {
    expect(leftOutFix(new Set([4, 0]))).toEqual({ kind: LEAVE_OUT_KIND, plotCount: 2, plots: ['1', '5'] });
  });
});
