/**
 * One count per concept (issue 50, point 5): for the same plots, the Suppliers table's row, the supplier
 * page's figures, the Plots page's overlap panel (filtered to the supplier, as the supplier's links open it)
 * and the supplier report give the same overlaps, review items and plots at risk. Here in the app shell, the
 * one folder that may import both features. The plots are real squares, scanned by the loader worker's own
 * overlap scan (the project's scan for the Suppliers table and the Plots page, the supplier's own for its
 * page and report, as those pages ask for them).
 */
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { Decision } from '@core/api/review.ts';
import type { Supplier } from '@core/api/schemas.ts';
import { testAssessment, testPlot } from '@tests/support/plots.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { OverlapsPanel, overlapCountsInView } from '@/features/plots/components/overlaps-panel.tsx';
import { overlapsInView } from '@/features/plots/lib/overlaps-in-view.ts';
import { filterRows } from '@/features/plots/lib/plot-filters.ts';
import { SupplierOverlaps } from '@/features/suppliers/components/supplier-overlaps.tsx';
import { SuppliersTable } from '@/features/suppliers/components/suppliers-table.tsx';
import { supplierReport } from '@/features/suppliers/lib/report/report-model.ts';
import { overlapCounts as reportOverlapText, wordsIn } from '@/features/suppliers/lib/report/report-text.ts';
import { supplierProfile } from '@/features/suppliers/lib/supplier-profile.ts';
import { figuresOfPlots, supplierRows } from '@/features/suppliers/lib/supplier-rows.ts';
import type { SupplierActions } from '@/features/suppliers/lib/use-supplier-actions.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { loadClipper, scanOverlaps } from '@/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '@/lib/plot-loader/worker/plot-store.ts';
import {
  overlapCounts,
  overlapCountsBySupplier,
  overlapItemsOf,
  plotsAtRisk,
  reviewCounts,
  riskCounts,
} from '@/lib/review/portfolio-counts.ts';
import { reviewItemsOf } from '@/lib/review/review-items.ts';
import { decisionIndex } from '@core/review/review-decisions.ts';

const d = 0.01; // ~1.1 km: plots of ~120 ha
const X = -5.5; // inland Côte d'Ivoire
const Y = 7;
const square = (x: number, y: number, w = d): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [X + x, Y + y],
      [X + x + w, Y + y],
      [X + x + w, Y + y + w],
      [X + x, Y + y + w],
      [X + x, Y + y],
    ],
  ],
});
const assessed = (riskLevel: 'high' | 'medium' | 'low' | 'none') =>
  testAssessment({ riskLevel, assessedAt: '2026-03-01T00:00:00Z' });
const N = 'North Coop';
const S = 'South Coop';
const plot = (
  id: string,
  supplier: string,
  geometry: GeoJSON.Polygon,
  risk: 'high' | 'medium' | 'low' | 'none',
) => testPlot(id, { name: `Field ${id}`, supplier, geometry, riskAssessment: assessed(risk) });

const plots = [
  // n1 and s1 claim the same half: a double claim between the suppliers.
  plot('n1', N, square(0, 0), 'high'),
  plot('s1', S, square(d / 2, 0), 'low'),
  // n2 and n3: an overlap within North (half of each).
  plot('n2', N, square(1, 0), 'medium'),
  plot('n3', N, square(1 + d / 2, 0), 'low'),
  // n4 lies wholly inside n5: within North, and n4 inside another.
  plot('n5', N, square(2, 0), 'none'),
  plot('n4', N, square(2 + d / 4, d / 4, d / 4), 'high'),
  // s3 lies wholly inside n6: between the suppliers, South's plot inside another (not North's).
  plot('n6', N, square(3, 0), 'low'),
  plot('s3', S, square(3 + d / 4, d / 4, d / 4), 'none'),
  // s2 and s4: an overlap within South only.
  plot('s2', S, square(4, 0), 'medium'),
  plot('s4', S, square(4 + d / 2, 0), 'none'),
  // n7 overlaps nothing.
  plot('n7', N, square(5, 0), 'medium'),
];
const suppliers: Supplier[] = [
  { id: 'sup-n', name: N, projectId: 'p', plotCount: 7, createdAt: '' },
  { id: 'sup-s', name: S, projectId: 'p', plotCount: 4, createdAt: '' },
];

async function scans() {
  const clip = await loadClipper();
  const store = new PlotStore();
  store.add(packPlots(plots));
  const view = store.view();
  return {
    // The Suppliers table and the Plots page read the project's scan; the supplier page and its report
    // scan the supplier's plots against those near them.
    project: await scanOverlaps(view, clip),
    supplier: await scanOverlaps(view, clip, undefined, N),
  };
}

const decision = (
  kind: Decision['kind'],
  plotId: string,
  verdict: Decision['verdict'],
  otherPlotId?: string,
) =>
  ({
    id: `${kind}-${plotId}-${otherPlotId ?? ''}`,
    plotId,
    kind,
    otherPlotId,
    verdict,
    reason: 'other',
    note: '',
    evidence: null,
    decidedBy: 'Amara',
    decidedAt: '2026-04-01T10:00:00Z',
  }) satisfies Decision;

/** Links need a router: the component as the one page of a memory router. */
async function renderRouted(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const rendered = renderWithProviders(<RouterProvider router={router} />, { locale: 'en' });
  await screen.findAllByText(/overlapping pair/);
  return rendered;
}

const lines = (list: HTMLElement) => [...list.querySelectorAll('li')].map((li) => li.textContent);

describe('one count per concept', () => {
  it('the Suppliers table, the supplier page, the Plots page and the report agree on every count', async () => {
    const { project, supplier } = await scans();
    const list = PlotList.of(plots);

    // The expected figures of North, worked out by hand from the squares above.
    const expected = {
      betweenSuppliers: { plots: 2, pairs: 2 }, // n1 (with s1), n6 (with s3)
      withinSupplier: { plots: 4, pairs: 2 }, // n2–n3, n4–n5
      all: { plots: 6, pairs: 4 },
      insideAnother: 1, // n4 (s3 is South's)
    };
    const betweenText = '2 plots in 2 overlapping pairs with other suppliers (double claims)';
    const withinText = '4 plots in 2 overlapping pairs within the supplier';
    const insideText = '1 plot inside another plot';

    // Suppliers table (use-suppliers-view.ts): the project's scan, counted per supplier.
    const rows = supplierRows(
      suppliers,
      figuresOfPlots(list),
      [],
      overlapCountsBySupplier(overlapItemsOf(project)),
    );
    const row = rows.find((r) => r.name === N)!;
    expect(row.overlaps).toEqual(expected);
    const table = await renderRouted(
      <SuppliersTable
        rows={rows}
        sort="name"
        dir="asc"
        onSort={() => {}}
        countingLabel="…"
        overlapsLabel="…"
        reviewLabel="Counting…"
        actions={{ renaming: null } as unknown as SupplierActions}
      />,
    );
    const cell = screen.getByRole('link', { name: new RegExp(`^Overlapping plots of ${N}`) });
    expect(cell).toHaveTextContent(betweenText);
    expect(cell).toHaveTextContent(withinText);
    table.unmount();

    // Supplier page (use-supplier-review.ts, supplier-overlaps.tsx): its items from its own scan.
    const items = reviewItemsOf(list, supplier, N);
    expect(overlapCounts(items, { supplier: N })).toEqual(expected);
    const page = await renderRouted(
      <SupplierOverlaps items={items} report={{ data: supplier, error: null }} name={N} loaded={null} />,
    );
    const figures = within(screen.getByRole('region', { name: 'Overlaps' })).getByRole('list');
    expect(lines(figures)).toEqual([betweenText, withinText, insideText]);
    page.unmount();

    // Plots page, as the supplier's overlap link opens it: its plots, overlapping ones only.
    const filtered = filterRows(list, { supplier: N, onlyIds: new Set(project.plotIds) });
    const inView = overlapsInView(project, filtered, true)!;
    expect(overlapCountsInView(inView)).toEqual(expected);
    const panel = renderWithProviders(
      <OverlapsPanel
        report={inView}
        pending={false}
        error={null}
        plotOf={() => undefined}
        onlyOverlaps
        onToggle={() => {}}
        onShowPair={() => {}}
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^6 plots in 4 overlapping pairs$/);
    expect(lines(screen.getAllByRole('list')[0]!)).toEqual([
      '2 plots in 2 overlapping pairs between suppliers (double claims)',
      '4 plots in 2 overlapping pairs within a supplier',
      insideText,
    ]);
    panel.unmount();

    // Review items and decisions: n1's risk cleared, n2's waiting for information (still open), the
    // n4–n5 overlap excluded.
    const decisions = [
      decision('risk', 'n1', 'cleared'),
      decision('risk', 'n2', 'needs-information'),
      decision(items.find((i) => i.plotId === 'n4' && i.otherPlotId === 'n5')!.kind, 'n4', 'excluded', 'n5'),
    ];
    const pageReview = reviewCounts(items, decisionIndex(decisions));
    // Risk n1, n2, n4, n7; pairs n1–s1, n6–s3, n2–n3, n4–n5 (one item each for North): on 5 plots, of
    // which n4 is excluded (whatever else is open on it) and the 4 others need attention.
    expect(pageReview).toMatchObject({ total: 8, open: 6, plotsWithItems: 5, plotsNeedingAttention: 4 });
    expect(items.some((i) => i.kind === 'overlap-in-supplier' && i.plotId === 'n2')).toBe(true);
    expect(items.some((i) => i.kind === 'double-claim' && i.otherSupplier === N)).toBe(false);

    // The report (its job is built from the supplier page's view: use-supplier-report.ts).
    const report = supplierReport({
      projectName: 'Project',
      supplierName: N,
      list,
      items,
      overlapScan: { totalPairs: supplier.totalPairs, listedPairs: supplier.pairs.length },
      decisions,
      history: { entries: decisions, truncated: false },
      uploads: [],
      conclusions: [],
      generatedAt: '2026-04-02T00:00:00Z',
      appVersion: 'test',
      rulesVersion: 'test',
    });
    expect(report.overlaps).toMatchObject({
      checked: true,
      withOthers: expected.betweenSuppliers.plots,
      withinSupplier: expected.withinSupplier.plots,
      insideAnother: expected.insideAnother,
      partial: false,
    });
    expect(report.overlaps.figures).toEqual(expected);
    // In the same words as the table and the supplier page.
    expect(reportOverlapText(wordsIn('en'), report.overlaps)).toBe(
      `${betweenText}. ${withinText}. ${insideText}.`,
    );
    expect(report.openItems.total).toBe(pageReview.open);

    // Plots at risk: the service's high and medium, alike on the table, the supplier page and the report.
    const risk = riskCounts(list, N);
    expect(risk).toEqual({ high: 2, medium: 2, low: 2, none: 1, unassessed: 0 });
    expect(row.byRisk).toEqual(risk);
    const profile = supplierProfile(list, N);
    expect(Object.fromEntries(Object.entries(profile.byRisk).map(([r, t]) => [r, t.plots]))).toEqual(risk);
    expect(report.atRisk.total).toBe(plotsAtRisk(risk));
    expect(plotsAtRisk(risk)).toBe(4);
  });
});
