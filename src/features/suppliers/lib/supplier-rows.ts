/**
 * Rows of the Suppliers table: the service's suppliers joined with what the loaded plots say about them
 * (plots by risk level, when their plots last changed, their overlaps) and any upload still in progress.
 * The counts are portfolio-counts.ts's, as on the supplier page, the Plots page and the report. Pure.
 */
import { z } from 'zod';
import type { SupplierSummary } from '@core/api/portfolio.ts';
import type { OngoingUpload, Supplier } from '@core/api/schemas.ts';
import { emptyTally, figuresBySupplier } from '@core/plot-packs/pack-figures.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import {
  NO_OVERLAPS,
  type OverlapCounts,
  type ReviewCounts,
  type RiskTally,
} from '@/lib/review/portfolio-counts.ts';

export interface SupplierRow {
  id: string;
  name: string;
  plotCount: number;
  /** null until the project's plots are loaded. */
  byRisk: RiskTally | null;
  /** Latest plot change (createdAt/updatedAt): when the last upload that touched the supplier landed. */
  lastPlotChange: string | null;
  /** Status of an upload of this supplier that is not over yet. */
  ongoingUpload: string | null;
  /**
   * The supplier's overlapping pairs and its plots in them, with other suppliers (double claims) and within
   * the supplier (overlapCountsBySupplier of the project's scan). null until the scan is done.
   */
  overlaps: OverlapCounts | null;
  /**
   * Its review items and the plots that need attention, with the team's decisions, as the server counts
   * them (server/portfolio/review-counts.ts); null until counted, or where the server does not count them.
   */
  review: ReviewCounts | null;
}

/** What the plots say about one supplier: how many, by risk class, and when they last changed. */
export interface SupplierFigures {
  plots: number;
  byRisk: RiskTally;
  /** ISO 8601; null when none of its plots has a date. */
  lastPlotChange: string | null;
}

/** Each supplier's figures, read from the loaded plots' columns (no plot is materialised). */
export function figuresOfPlots(plots: PlotList): Map<string, SupplierFigures> {
  return new Map(
    [...figuresBySupplier(plots.packs)].map(([supplier, f]) => [
      supplier,
      {
        plots: f.plots,
        byRisk: f.risk,
        lastPlotChange: f.changedAt !== null ? new Date(f.changedAt).toISOString() : null,
      },
    ]),
  );
}

/**
 * Each supplier's figures and overlap counts as the server counted them from its copy (GET …/suppliers):
 * the same as figuresOfPlots and overlapCountsBySupplier give for the same plots (a contract test compares);
 * overlaps null while the server scans.
 */
export function figuresOfSummaries(summaries: readonly SupplierSummary[]): {
  figures: Map<string, SupplierFigures>;
  overlaps: Map<string, OverlapCounts> | null;
  review: Map<string, ReviewCounts> | null;
} {
  const figures = new Map(
    summaries.map((s) => [
      s.supplier,
      { plots: s.plots, byRisk: s.byRisk, lastPlotChange: s.lastPlotChange },
    ]),
  );
  const scanned = summaries.every((s) => s.overlaps !== null);
  const reviewed = summaries.every((s) => s.review !== null);
  return {
    figures,
    overlaps: scanned ? new Map(summaries.map((s) => [s.supplier, s.overlaps!])) : null,
    review: reviewed ? new Map(summaries.map((s) => [s.supplier, s.review!])) : null,
  };
}

/**
 * The table's rows: `suppliers` joined with their figures (null until counted), their uploads under way,
 * their overlap counts (null until the scan is done) and their review counts (null until counted).
 */
export function supplierRows(
  suppliers: readonly Supplier[],
  figures: ReadonlyMap<string, SupplierFigures> | null,
  ongoing: readonly OngoingUpload[] = [],
  overlaps: ReadonlyMap<string, OverlapCounts> | null = null,
  review: ReadonlyMap<string, ReviewCounts> | null = null,
): SupplierRow[] {
  const uploads = new Map(ongoing.map((u) => [u.supplier, u.status]));
  return suppliers.map((s) => {
    const mine = figures?.get(s.name);
    return {
      id: s.id,
      name: s.name,
      plotCount: s.plotCount,
      byRisk: figures ? (mine?.byRisk ?? emptyTally()) : null,
      lastPlotChange: mine?.lastPlotChange ?? null,
      ongoingUpload: uploads.get(s.name) ?? null,
      overlaps: overlaps ? (overlaps.get(s.name) ?? NO_OVERLAPS) : null,
      review: review ? (review.get(s.name) ?? NO_REVIEW_ITEMS) : null,
    };
  });
}

/** A supplier none of whose plots has a review item (a name the server's copy does not hold yet). */
const NO_REVIEW_ITEMS: ReviewCounts = {
  total: 0,
  open: 0,
  byKind: {},
  plotsWithItems: 0,
  plotsNeedingAttention: 0,
};

export const SUPPLIER_SORTS = [
  'name',
  'plots',
  'high',
  'medium',
  'overlaps',
  'review',
  'lastUpload',
] as const;
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
        // Its plots in any overlap (each once); a supplier still being scanned sorts below every count.
        return r.overlaps ? r.overlaps.all.plots : -1;
      case 'review':
        // Its plots that need attention; a supplier not counted sorts below every count.
        return r.review ? r.review.plotsNeedingAttention : -1;
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
export function suppliersFromFigures(
  projectId: string,
  figures: ReadonlyMap<string, SupplierFigures>,
  ongoing: readonly OngoingUpload[] = [],
): Supplier[] {
  const counts = new Map([...figures].map(([name, f]) => [name, f.plots]));
  for (const u of ongoing) if (!counts.has(u.supplier)) counts.set(u.supplier, 0);
  return [...counts].map(([name, plotCount]) => ({
    id: `name:${name}`,
    name,
    projectId,
    plotCount,
    createdAt: '',
  }));
}
