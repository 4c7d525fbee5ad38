import { describe, expect, it } from 'vitest';
import type { Plot, Supplier } from '@core/api/schemas.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { NO_OVERLAPS, type OverlapCounts, type ReviewCounts } from '@/lib/review/portfolio-counts.ts';
import {
  figuresOfPlots,
  figuresOfSummaries,
  searchAndSort,
  supplierRows,
  suppliersFromFigures,
} from './supplier-rows.ts';

const sup = (id: string, name: string, plotCount: number): Supplier => ({
  id,
  name,
  plotCount,
  projectId: 'p',
  createdAt: '',
});
const plot = (supplier: string, risk: 'high' | 'none', at: string): Plot =>
  ({
    id: `${supplier}-${at}`,
    name: 'Plot',
    supplier,
    projectId: 'p',
    country: 'CI',
    areaHa: 1,
    properties: {},
    geometry: { type: 'Point', coordinates: [0, 0] },
    createdAt: at,
    updatedAt: at,
    riskAssessment: { riskLevel: risk },
  }) as unknown as Plot;

const suppliers = [sup('1', 'Écolo', 2), sup('2', 'Beta', 1), sup('3', 'Empty', 0)];
const plotRecords = [
  plot('Écolo', 'high', '2025-03-01'),
  plot('Écolo', 'none', '2025-05-01'),
  plot('Beta', 'none', '2025-01-01'),
];
const plots = PlotList.of(plotRecords);

describe('supplierRows', () => {
  it('counts plots by risk and the latest change per supplier', () => {
    const rows = supplierRows(suppliers, figuresOfPlots(plots), [
      { uploadId: 'u', supplier: 'Beta', kind: 'k', status: 'evaluating', createdAt: '', isOverwrite: false },
    ]);
    expect(rows[0]).toMatchObject({
      byRisk: { high: 1, none: 1 },
      lastPlotChange: '2025-05-01T00:00:00.000Z',
      ongoingUpload: null,
    });
    expect(rows[1]).toMatchObject({ ongoingUpload: 'evaluating' });
    expect(rows[2]).toMatchObject({ byRisk: { high: 0, none: 0 }, lastPlotChange: null });
  });
  it('leaves risk counts unknown while the plots are loading', () => {
    expect(supplierRows(suppliers, null)[0]!.byRisk).toBeNull();
  });
});

describe('overlap counts per supplier', () => {
  /** Counts as overlapCountsBySupplier gives them: plots (all) in pairs with others and within. */
  const counts = (others: [number, number], within: [number, number], all: number): OverlapCounts => ({
    betweenSuppliers: { plots: others[0], pairs: others[1] },
    withinSupplier: { plots: within[0], pairs: within[1] },
    all: { plots: all, pairs: others[1] + within[1] },
    insideAnother: 0,
  });
  const report = new Map([
    ['Beta', counts([2, 2], [0, 0], 2)],
    ['Écolo', counts([1, 1], [3, 2], 4)],
  ]);
  it('come from the counts of the scan, zero for a supplier it does not name, unknown before the scan', () => {
    const rows = supplierRows(suppliers, figuresOfPlots(plots), [], report);
    expect(rows.find((r) => r.name === 'Beta')!.overlaps).toEqual(counts([2, 2], [0, 0], 2));
    expect(rows.find((r) => r.name === 'Empty')!.overlaps).toEqual(NO_OVERLAPS);
    expect(supplierRows(suppliers, figuresOfPlots(plots))[0]!.overlaps).toBeNull();
  });
  it('sort by plots in any overlap (Écolo 4, Beta 2, Empty 0), suppliers not scanned yet last', () => {
    const rows = supplierRows(suppliers, figuresOfPlots(plots), [], report);
    expect(searchAndSort(rows, undefined, 'overlaps', 'desc').map((r) => r.name)).toEqual([
      'Écolo',
      'Beta',
      'Empty',
    ]);
    expect(searchAndSort(rows, undefined, 'overlaps', 'asc').map((r) => r.name)).toEqual([
      'Empty',
      'Beta',
      'Écolo',
    ]);
  });
});

describe('searchAndSort', () => {
  const rows = supplierRows(suppliers, figuresOfPlots(plots));
  it('searches without accents or case', () => {
    expect(searchAndSort(rows, 'ECOLO').map((r) => r.name)).toEqual(['Écolo']);
  });
  it('sorts by name, plots, high-risk count and last upload', () => {
    expect(searchAndSort(rows, undefined, 'name').map((r) => r.name)).toEqual(['Beta', 'Écolo', 'Empty']);
    expect(searchAndSort(rows, undefined, 'plots', 'desc').map((r) => r.name)).toEqual([
      'Écolo',
      'Beta',
      'Empty',
    ]);
    expect(searchAndSort(rows, undefined, 'high', 'desc')[0]!.name).toBe('Écolo');
    expect(searchAndSort(rows, undefined, 'lastUpload', 'desc').map((r) => r.name)).toEqual([
      'Écolo',
      'Beta',
      'Empty',
    ]);
  });
});

describe('suppliersFromFigures (a service without supplier management)', () => {
  it('makes one supplier per name in the plots and ongoing uploads, with its plot count', () => {
    const derived = suppliersFromFigures('p1', figuresOfPlots(plots), [
      {
        uploadId: 'u',
        supplier: 'Newcomer',
        kind: 'orgPlotsForSupplier',
        status: 'evaluating',
        createdAt: '',
        isOverwrite: false,
      },
    ]);
    const counts = new Map<string, number>();
    for (const p of plotRecords) counts.set(p.supplier, (counts.get(p.supplier) ?? 0) + 1);
    expect(derived.map((s) => [s.name, s.plotCount])).toEqual([...counts, ['Newcomer', 0]]);
    expect(derived.every((s) => s.projectId === 'p1')).toBe(true);
    expect(suppliersFromFigures('p1', figuresOfPlots(PlotList.EMPTY))).toEqual([]);
  });
});

describe('figuresOfSummaries (the server counted them)', () => {
  const overlaps: OverlapCounts = {
    betweenSuppliers: { plots: 2, pairs: 2 },
    withinSupplier: { plots: 0, pairs: 0 },
    all: { plots: 2, pairs: 2 },
    insideAnother: 1,
  };
  const summary = (supplier: string, scanned: boolean, review: ReviewCounts | null = null) => ({
    supplier,
    plots: 3,
    byRisk: { high: 1, medium: 0, low: 2, none: 0, unassessed: 0 },
    lastPlotChange: '2026-11-02T10:00:00.000Z',
    overlaps: scanned ? overlaps : null,
    review,
  });

  it('gives the rows the same figures as the plots would, and the overlaps once every supplier has them', () => {
    const { figures, overlaps: counts } = figuresOfSummaries([summary('Beta', true), summary('Écolo', true)]);
    const rows = supplierRows(suppliers, figures, [], counts);
    const beta = rows.find((r) => r.name === 'Beta')!;
    expect(beta.byRisk).toEqual({ high: 1, medium: 0, low: 2, none: 0, unassessed: 0 });
    expect(beta.lastPlotChange).toBe('2026-11-02T10:00:00.000Z');
    expect(beta.overlaps).toEqual(overlaps);
    // A supplier the copy has no plot of: counted, with nothing.
    const empty = rows.find((r) => r.name === 'Empty')!;
    expect(empty.byRisk).toEqual({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });
    expect(empty.lastPlotChange).toBeNull();
    expect(empty.overlaps).toEqual(NO_OVERLAPS);
  });

  it('has no overlap counts while any supplier waits for the scan', () => {
    const { figures, overlaps: counts } = figuresOfSummaries([
      summary('Beta', true),
      summary('Écolo', false),
    ]);
    expect(counts).toBeNull();
    expect(figures.get('Écolo')!.plots).toBe(3);
    expect(supplierRows(suppliers, figures, [], counts).every((r) => r.overlaps === null)).toBe(true);
  });

  const counted = (plotsNeedingAttention: number): ReviewCounts => ({
    total: plotsNeedingAttention + 1,
    open: plotsNeedingAttention,
    byKind: { risk: { total: plotsNeedingAttention + 1, open: plotsNeedingAttention } },
    plotsWithItems: plotsNeedingAttention + 1,
    plotsNeedingAttention,
  });

  it('gives each row its review counts once every supplier has them, nothing to review for one it lacks', () => {
    const {
      figures,
      overlaps: counts,
      review,
    } = figuresOfSummaries([summary('Beta', true, counted(1)), summary('Écolo', true, counted(4))]);
    const rows = supplierRows(suppliers, figures, [], counts, review);
    expect(rows.find((r) => r.name === 'Écolo')!.review).toEqual(counted(4));
    expect(rows.find((r) => r.name === 'Empty')!.review).toEqual({
      total: 0,
      open: 0,
      byKind: {},
      plotsWithItems: 0,
      plotsNeedingAttention: 0,
    });
    // Sorted by plots that need attention; a supplier the counts do not name has none to review.
    expect(searchAndSort(rows, undefined, 'review', 'desc').map((r) => r.name)).toEqual([
      'Écolo',
      'Beta',
      'Empty',
    ]);
    const partly = supplierRows(suppliers, figures, [], counts, new Map([['Beta', counted(1)]]));
    expect(searchAndSort(partly, undefined, 'review', 'asc').map((r) => r.name)).toEqual([
      'Écolo',
      'Empty',
      'Beta',
    ]);
  });

  it('has no review counts while any supplier waits for them', () => {
    const { review } = figuresOfSummaries([summary('Beta', true, counted(1)), summary('Écolo', true, null)]);
    expect(review).toBeNull();
    const { figures } = figuresOfSummaries([summary('Beta', true)]);
    expect(supplierRows(suppliers, figures).every((r) => r.review === null)).toBe(true);
  });
});
