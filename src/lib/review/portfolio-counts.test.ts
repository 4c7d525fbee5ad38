import { describe, expect, it } from 'vitest';
import type { Decision } from '@core/api/review.ts';
import { testAssessment, testPlot } from '@tests/support/plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import type { OverlapPair, OverlapReport } from '@core/geo/overlap-report.ts';
import {
  NO_OVERLAPS,
  overlapCounts,
  overlapCountsBySupplier,
  overlapItemsOf,
  partialOverlaps,
  plotsAtRisk,
  portfolioCounts,
  reviewCounts,
  riskCounts,
} from './portfolio-counts.ts';
import { INSIDE_SHARE } from '@core/api/review.ts';
import { reviewItemsOf } from './review-items.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';

type Risk = 'high' | 'medium' | 'low' | 'none';
const assessed = (riskLevel: Risk) => testAssessment({ riskLevel });

const side = (id: string, supplier: string, share: number): OverlapPair['a'] => ({
  id,
  supplier,
  areaHa: 1,
  share,
  name: `Plot ${id}`,
  risk: 'none',
  statedHa: 1,
});
const pair = (a: OverlapPair['a'], b: OverlapPair['a'], overlapHa = 0.5): OverlapPair => ({
  a,
  b,
  overlapHa,
  sameSupplier: a.supplier === b.supplier,
});
const report = (pairs: OverlapPair[], totalPairs = pairs.length): OverlapReport => ({
  pairs,
  totalPairs,
  plotIds: [...new Set(pairs.flatMap((p) => [p.a.id, p.b.id]))],
  bySupplier: {},
  scanned: 10,
  ms: 1,
});

// A: a1–a2 within (a2 also overlaps B's b1), a3 inside B's b2 at exactly INSIDE_SHARE, a4 inside a5 just
// below it. B: b1–b3 within.
const A = 'Coop A';
const B = 'Coop B';
const pairs = [
  pair(side('a1', A, 0.3), side('a2', A, 0.2)),
  pair(side('a2', A, 0.1), side('b1', B, 0.4)),
  pair(side('a3', A, INSIDE_SHARE), side('b2', B, 0.05)),
  pair(side('a4', A, INSIDE_SHARE - 0.0001), side('a5', A, 0.1)),
  pair(side('b1', B, 0.2), side('b3', B, 0.2)),
];
const items = overlapItemsOf(report(pairs));

describe('overlapCounts', () => {
  it('counts a supplier’s pairs with others and within it, and only its own plots as plots', () => {
    expect(overlapCounts(reviewItemsOf(PlotList.EMPTY, report(pairs), A), { supplier: A })).toEqual({
      betweenSuppliers: { plots: 2, pairs: 2 }, // a2 (with b1), a3 (with b2)
      withinSupplier: { plots: 4, pairs: 2 }, // a1, a2, a4, a5
      all: { plots: 5, pairs: 4 }, // a2 in both kinds counts once
      insideAnother: 1, // a3 at INSIDE_SHARE; a4 just below is not
    });
    expect(overlapCounts(items, { supplier: B })).toEqual({
      betweenSuppliers: { plots: 2, pairs: 2 },
      withinSupplier: { plots: 2, pairs: 1 },
      all: { plots: 3, pairs: 3 },
      insideAnother: 0,
    });
  });

  it('counts both sides of a pair between suppliers for the project, and each pair once', () => {
    expect(overlapCounts(items)).toEqual({
      betweenSuppliers: { plots: 4, pairs: 2 },
      withinSupplier: { plots: 6, pairs: 3 },
      all: { plots: 8, pairs: 5 }, // a2 and b1 are in both kinds
      insideAnother: 1,
    });
  });

  it('gives the same counts from the project’s items as from the supplier’s own, supplier by supplier', () => {
    const bySupplier = overlapCountsBySupplier(items);
    for (const s of [A, B])
      expect(bySupplier.get(s)).toEqual(
        overlapCounts(reviewItemsOf(PlotList.EMPTY, report(pairs), s), { supplier: s }),
      );
    expect(bySupplier.has('Nobody')).toBe(false);
    expect(overlapCounts(items, { supplier: 'Nobody' })).toEqual(NO_OVERLAPS);
  });

  it('calls a plot inside another from INSIDE_SHARE, both sides of the line, either side of a pair', () => {
    const at = overlapItemsOf(report([pair(side('x', A, 0.01), side('y', B, INSIDE_SHARE))]));
    expect(overlapCounts(at, { supplier: B }).insideAnother).toBe(1);
    expect(overlapCounts(at, { supplier: A }).insideAnother).toBe(0);
    const below = overlapItemsOf(report([pair(side('x', A, 0.01), side('y', B, 0.9499))]));
    expect(overlapCounts(below).insideAnother).toBe(0);
  });

  it('counts one plot inside another for two copies within a supplier (one item), two across suppliers', () => {
    const within = overlapItemsOf(report([pair(side('x', A, 0.995), side('y', A, 0.995))]));
    expect(overlapCounts(within)).toMatchObject({ insideAnother: 1, withinSupplier: { plots: 2, pairs: 1 } });
    const across = overlapItemsOf(report([pair(side('x', A, 0.995), side('y', B, 0.995))]));
    expect(overlapCounts(across)).toMatchObject({
      insideAnother: 2,
      betweenSuppliers: { plots: 2, pairs: 1 },
    });
  });

  it('counts the plots a filter shows: a pair with one of them in, and only those plots', () => {
    expect(overlapCounts(items, { plotIds: new Set(['a2']) })).toEqual({
      betweenSuppliers: { plots: 1, pairs: 1 },
      withinSupplier: { plots: 1, pairs: 1 },
      all: { plots: 1, pairs: 2 },
      insideAnother: 0,
    });
    expect(overlapCounts(items, { plotIds: new Set() })).toEqual(NO_OVERLAPS);
  });

  it('ignores the items that are not about two plots', () => {
    const list = PlotList.of([testPlot('h', { supplier: A, riskAssessment: assessed('high') })]);
    expect(overlapCounts(reviewItemsOf(list, null))).toEqual(NO_OVERLAPS);
  });

  it('says when the scan listed only its largest pairs', () => {
    expect(partialOverlaps(report(pairs))).toBe(false);
    expect(partialOverlaps(report(pairs, pairs.length + 1))).toBe(true);
  });
});

const decision = (
  plotId: string,
  verdict: Decision['verdict'],
  kind: Decision['kind'] = 'risk',
): Decision => ({
  id: `${kind}-${plotId}`,
  plotId,
  kind,
  verdict,
  reason: 'other',
  note: '',
  evidence: null,
  decidedBy: 'amara',
  decidedAt: '2026-01-01T00:00:00Z',
});

describe('reviewCounts and risk counts', () => {
  const plots = [
    testPlot('h1', { supplier: A, riskAssessment: assessed('high') }),
    testPlot('h2', { supplier: A, riskAssessment: assessed('high') }),
    testPlot('m1', { supplier: A, riskAssessment: assessed('medium') }),
    testPlot('m2', { supplier: A, riskAssessment: assessed('medium') }),
    testPlot('l1', { supplier: A, riskAssessment: assessed('low') }),
    testPlot('n1', { supplier: B, riskAssessment: assessed('none') }),
    testPlot('u1', { supplier: B, riskAssessment: null }),
  ];
  const list = PlotList.of(plots);
  const riskItems = reviewItemsOf(list, null, A).filter((i) => i.kind === 'risk');

  it('counts an item open until it is cleared or excluded: “needs information” stays open', () => {
    const decided = decisionIndex([
      decision('h1', 'cleared'),
      decision('h2', 'excluded'),
      decision('m1', 'needs-information'),
    ]);
    const counts = reviewCounts(riskItems, decided);
    expect(counts).toMatchObject({ total: 4, open: 2, plotsWithItems: 4, plotsNeedingAttention: 2 });
    expect(counts.byKind.risk).toEqual({ total: 4, open: 2 });
    expect(counts.byKind['double-claim']).toBeUndefined();
  });

  it('counts no plot as needing attention once it is excluded as a whole, whatever is open on it', () => {
    const decided = decisionIndex([decision('m2', 'excluded', 'plot')]);
    expect(reviewCounts(riskItems, decided)).toMatchObject({ open: 4, plotsNeedingAttention: 3 });
  });

  it('counts plots by the service’s class, high and medium at risk and low not', () => {
    expect(riskCounts(list, A)).toEqual({ high: 2, medium: 2, low: 1, none: 0, unassessed: 0 });
    expect(riskCounts(list)).toEqual({ high: 2, medium: 2, low: 1, none: 1, unassessed: 1 });
    expect(riskCounts(list, 'Nobody')).toEqual({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });
    expect(plotsAtRisk({ high: 1, medium: 0, low: 5, none: 5, unassessed: 5 })).toBe(1);
    expect(plotsAtRisk({ high: 0, medium: 1, low: 0, none: 0, unassessed: 0 })).toBe(1);
  });

  it('puts them together for a supplier, overlaps and review unknown until their inputs are in', () => {
    expect(portfolioCounts({ list, items: null, decisions: null, supplier: A })).toEqual({
      overlaps: null,
      review: null,
      risk: { high: 2, medium: 2, low: 1, none: 0, unassessed: 0 },
      atRisk: 4,
    });
    const all = portfolioCounts({ list, items: riskItems, decisions: decisionIndex([]), supplier: A });
    expect(all.overlaps).toEqual(NO_OVERLAPS);
    expect(all.review).toMatchObject({ total: 4, open: 4 });
  });
});
