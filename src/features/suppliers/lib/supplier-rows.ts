/**
 * Rows of the Suppliers table: the service's suppliers joined with what the loaded plots say about them
 * (plots by risk level, when their plots last changed) and any upload still in progress. Pure.
 */
import { z } from 'zod';
import type { OngoingUpload, Supplier } from '@core/api/schemas.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';

export interface SupplierRow {
  id: string;
  name: string;
  plotCount: number;
  /** null until the project's plots are loaded. */
  byRisk: Record<RiskClass, number> | null;
  /** Latest plot change (createdAt/updatedAt): when the last upload that touched the supplier landed. */
  lastPlotChange: string | null;
  /** Status of an upload of this supplier that is not over yet. */
  ongoingUpload: string | null;
  /**
   * Plots of the supplier in a double claim, from the loader worker's overlap scan (report.bySupplier):
   * overlapping another supplier's plot, and overlapping another plot of the same supplier. null until the
   * scan is done.
   */
  overlaps: { withOthers: number; withinSupplier: number } | null;
}

/** Counts per supplier name, as the overlap scan reports them (OverlapReport.bySupplier). */
export type OverlapCounts = Readonly<Record<string, { withOthers: number; withinSupplier: number }>>;

export function supplierRows(
  suppliers: readonly Supplier[],
  plots: PlotList | null,
  ongoing: readonly OngoingUpload[] = [],
  overlaps: OverlapCounts | null = null,
): SupplierRow[] {
  const stats = new Map<string, { byRisk: Record<RiskClass, number>; last: number }>();
  // Read from the plots' columns: no plot is materialised.
  plots?.forEach((batch, j) => {
    const supplier = batch.words[batch.supplier[j]!]!;
    let s = stats.get(supplier);
    if (!s)
      stats.set(
        supplier,
        (s = { byRisk: { high: 0, medium: 0, low: 0, none: 0, unassessed: 0 }, last: -Infinity }),
      );
    s.byRisk[RISK_CLASSES[batch.risk[j]!]!]++;
    // NaN (a date that does not parse) is never later.
    if (batch.changedAt[j]! > s.last) s.last = batch.changedAt[j]!;
  });
  const uploads = new Map(ongoing.map((u) => [u.supplier, u.status]));
  return suppliers.map((s) => {
    const st = stats.get(s.name);
    return {
      id: s.id,
      name: s.name,
      plotCount: s.plotCount,
      byRisk: plots ? (st?.byRisk ?? { high: 0, medium: 0, low: 0, none: 0, unassessed: 0 }) : null,
      lastPlotChange: st && st.last > -Infinity ? new Date(st.last).toISOString() : null,
      ongoingUpload: uploads.get(s.name) ?? null,
      overlaps: overlaps ? (overlaps[s.name] ?? { withOthers: 0, withinSupplier: 0 }) : null,
    };
  });
}

export const SUPPLIER_SORTS = ['name', 'plots', 'high', 'medium', 'overlaps', 'lastUpload'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

export const suppliersSearchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  sort: z.enum(SUPPLIER_SORTS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Search (accent-insensitive, on the name) and sort; ties fall back to the name so the order is stable. */
export function searchAndSort(
  rows: readonly SupplierRow[],
  q: string | undefined,
  sort: SupplierSort = 'name',
  dir: 'asc' | 'desc' = 'asc',
): SupplierRow[] {
  const needle = q ? fold(q) : '';
  const found = needle ? rows.filter((r) => fold(r.name).includes(needle)) : [...rows];
  const key = (r: SupplierRow): number | string => {
    switch (sort) {
      case 'plots':
        return r.plotCount;
      case 'high':
      case 'medium':
        return r.byRisk?.[sort] ?? -1;
      case 'overlaps':
        // Plots in a double claim, of either kind; a supplier still being scanned sorts below every count.
        return r.overlaps ? r.overlaps.withOthers + r.overlaps.withinSupplier : -1;
      case 'lastUpload':
        return r.lastPlotChange ?? '';
      default:
        return fold(r.name);
    }
  };
  const sign = dir === 'asc' ? 1 : -1;
  return found.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const c =
      typeof ka === 'number' && typeof kb === 'number' ? ka - kb : String(ka).localeCompare(String(kb));
    return c !== 0 ? sign * c : a.name.localeCompare(b.name);
  });
}

/**
 * Suppliers as plots and uploads name them, for a service that does not offer supplier management
 * (contract §9): one per supplier name, with its number of plots. Read-only: ids are the names.
 */
export function suppliersFromPlots(
  projectId: string,
  plots: PlotList,
  ongoing: readonly OngoingUpload[] = [],
): Supplier[] {
  const counts = new Map<string, number>();
  plots.forEach((batch, j) => {
    const supplier = batch.words[batch.supplier[j]!]!;
    counts.set(supplier, (counts.get(supplier) ?? 0) + 1);
  });
  for (const u of ongoing) if (!counts.has(u.supplier)) counts.set(u.supplier, 0);
  return [...counts].map(([name, plotCount]) => ({
    id: `name:${name}`,
    name,
    projectId,
    plotCount,
    createdAt: '',
  }));
}
