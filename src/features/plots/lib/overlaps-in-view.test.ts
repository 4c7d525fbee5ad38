import { describe, expect, it } from 'vitest';
import { testPlot } from '@tests/support/plots.ts';
import { allRows, PlotList, someRows } from '@/lib/plot-loader/page/plot-list.ts';
import type { OverlapPair, OverlapReport } from '@core/geo/overlap-report.ts';
import { overlapsInView } from './overlaps-in-view.ts';

const list = PlotList.of([
  testPlot('a1', { supplier: 'A' }),
  testPlot('a2', { supplier: 'A' }),
  testPlot('b1', { supplier: 'B' }),
  testPlot('c1', { supplier: 'C' }),
]);
const pair = (a: string, sa: string, b: string, sb: string, overlapHa: number): OverlapPair => ({
  a: { id: a, supplier: sa, areaHa: 1, share: 0.5, name: a, risk: 'none', statedHa: 1 },
  b: { id: b, supplier: sb, areaHa: 1, share: 0.5, name: b, risk: 'none', statedHa: 1 },
  overlapHa,
  sameSupplier: sa === sb,
});
const report: OverlapReport = {
  pairs: [pair('a1', 'A', 'b1', 'B', 0.5), pair('b1', 'B', 'c1', 'C', 0.3), pair('a1', 'A', 'a2', 'A', 0.1)],
  totalPairs: 3,
  plotIds: ['a1', 'a2', 'b1', 'c1'],
  bySupplier: {},
  scanned: 4,
  ms: 1,
};

describe('overlapsInView', () => {
  it('is the report itself without a filter', () => {
    expect(overlapsInView(report, allRows(list), false)).toBe(report);
    expect(overlapsInView(undefined, allRows(list), true)).toBeUndefined();
  });

  it('keeps the pairs with a plot among the filtered rows, and only those rows’ plots', () => {
    // Supplier A's rows: positions 0 and 1.
    const view = overlapsInView(report, someRows(list, Uint32Array.of(0, 1)), true)!;
    expect(view.pairs.map((p) => `${p.a.id}-${p.b.id}`)).toEqual(['a1-b1', 'a1-a2']);
    expect(view.totalPairs).toBe(2);
    expect(view.plotIds).toEqual(['a1', 'a2']);
    expect(view.scanned).toBe(2);
  });

  it('keeps nothing when no filtered plot overlaps', () => {
    const view = overlapsInView(report, someRows(list, Uint32Array.of()), true)!;
    expect(view.pairs).toEqual([]);
    expect(view.totalPairs).toBe(0);
    expect(view.plotIds).toEqual([]);
  });
});
