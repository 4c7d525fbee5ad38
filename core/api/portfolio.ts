/**
 * The wire shape of the dashboard server's portfolio mirror (docs/portfolio.md): a project's plots, walked
 * once by the server and kept in its database, served to the team's people in one request under
 * /api/portfolio/{connection}/projects/{projectId}/plots. The answer is NDJSON (one JSON value per line), so
 * the browser packs each page as it arrives, as it did each page of its own walk:
 *
 *   {"type":"walking","plots":1200}          while the server walks (no set yet, or one known to be out of
 *                                            date): how many plots it has so far; one at once, then one a second
 *   {"type":"copy","walkedAt":"…","plotCount":1000,"refreshing":false}
 *   {"type":"plots","plots":[Plot, …]}       up to PLOTS_PAGE_SIZE plots a line, the service's own shape
 *   {"type":"end","plotCount":1000}          the last line: an answer without it was cut off
 *   {"type":"error",…}                       instead, when the walk it waited for failed
 *
 * Pure module: no DOM, no Node imports.
 */
import { z } from 'zod';
import { reviewItemKindSchema } from './review.ts';
import { plotSchema, RISK_LEVELS } from './schemas.ts';

export const portfolioLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('walking'), plots: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('copy'),
    /** When the walk served here ended (ISO 8601). */
    walkedAt: z.string(),
    plotCount: z.number().int().nonnegative(),
    /** A newer walk is under way; this copy is served meanwhile. */
    refreshing: z.boolean(),
  }),
  z.object({ type: z.literal('plots'), plots: z.array(plotSchema) }),
  z.object({ type: z.literal('end'), plotCount: z.number().int().nonnegative() }),
  /** The walk failed after the answer had begun (its status already sent): the copy is not served. */
  z.object({ type: z.literal('error'), errorCode: z.string(), errorMessage: z.string() }),
]);
export type PortfolioLine = z.infer<typeof portfolioLineSchema>;

/** The state of a project's mirror (GET …/plots/freshness, and the answer of a refresh). */
export const portfolioFreshnessSchema = z.object({
  /** When the served copy's walk ended; null: none yet. */
  walkedAt: z.string().nullable(),
  plotCount: z.number().int().nonnegative(),
  /** A walk is under way, with this many plots so far. */
  walking: z.object({ plots: z.number().int().nonnegative(), startedAt: z.string() }).nullable(),
  /** The service changed since the served copy's walk began (an upload, an edit): the next read waits. */
  outOfDate: z.boolean(),
});
export type PortfolioFreshness = z.infer<typeof portfolioFreshnessSchema>;

const overlapPlotSchema = z.object({
  id: z.string(),
  supplier: z.string(),
  areaHa: z.number(),
  share: z.number(),
  name: z.string(),
  risk: z.enum([...RISK_LEVELS, 'unassessed']),
  // NaN (no stated area) crosses JSON as null.
  statedHa: z
    .number()
    .nullable()
    .transform((n) => n ?? NaN),
});

/** A report of double claims as core/geo/overlap-scan.ts makes it (core/geo/overlap-report.ts). */
export const overlapReportSchema = z.object({
  pairs: z.array(
    z.object({
      a: overlapPlotSchema,
      b: overlapPlotSchema,
      overlapHa: z.number(),
      sameSupplier: z.boolean(),
    }),
  ),
  totalPairs: z.number().int().nonnegative(),
  plotIds: z.array(z.string()),
  bySupplier: z.record(
    z.string(),
    z.object({ withOthers: z.number().int().nonnegative(), withinSupplier: z.number().int().nonnegative() }),
  ),
  scanned: z.number().int().nonnegative(),
  ms: z.number().nonnegative(),
});

/**
 * GET …/overlaps[?supplier=NAME]: the double claims of the served copy (server/portfolio/overlaps.ts), every
 * pair or those with a plot of NAME in them, as the browser's scan of the same plots reports them.
 */
export const portfolioOverlapsSchema = z.object({
  /** When the walk of the plots scanned ended, and when they were scanned (ISO 8601). */
  walkedAt: z.string(),
  scannedAt: z.string(),
  report: overlapReportSchema,
});
export type PortfolioOverlaps = z.infer<typeof portfolioOverlapsSchema>;

const overlapFigureSchema = z.object({
  plots: z.number().int().nonnegative(),
  pairs: z.number().int().nonnegative(),
});

/** Review items, and those still open (no decision, or waiting for information). */
const itemFigureSchema = z.object({
  total: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
});

/**
 * The review counts of a scope (a supplier, the project): src/lib/review/portfolio-counts.ts reviewCounts
 * on the page, server/portfolio/review-counts.ts on the server, the same figures.
 */
export const reviewCountsSchema = z.object({
  /** Review items, and those still open. */
  total: z.number().int().nonnegative(),
  open: z.number().int().nonnegative(),
  /** The same by kind (kinds with no item are left out). */
  byKind: z.partialRecord(reviewItemKindSchema, itemFigureSchema),
  /**
   * Plots with at least one item, and those that need attention: their review state is open or waiting
   * for information; a plot excluded as a whole needs none, whatever else is open.
   */
  plotsWithItems: z.number().int().nonnegative(),
  plotsNeedingAttention: z.number().int().nonnegative(),
});
export type SupplierReviewCounts = z.infer<typeof reviewCountsSchema>;

/** One supplier's row of the Suppliers table, as the server counts it from its copy. */
export const supplierSummarySchema = z.object({
  /** The supplier's name, as its plots carry it. */
  supplier: z.string(),
  plots: z.number().int().nonnegative(),
  /** Plots by the service's risk class (core/plot-packs/pack-figures.ts). */
  byRisk: z.object({
    high: z.number().int().nonnegative(),
    medium: z.number().int().nonnegative(),
    low: z.number().int().nonnegative(),
    none: z.number().int().nonnegative(),
    unassessed: z.number().int().nonnegative(),
  }),
  /** When its plots last changed (ISO 8601); null when no plot has a date. */
  lastPlotChange: z.string().nullable(),
  /**
   * Its overlaps, counted from every pair of the copy's scan as the page counts them from review items
   * (src/lib/review/portfolio-counts.ts); null while the copy is being scanned.
   */
  overlaps: z
    .object({
      betweenSuppliers: overlapFigureSchema,
      withinSupplier: overlapFigureSchema,
      all: overlapFigureSchema,
      insideAnother: z.number().int().nonnegative(),
    })
    .nullable(),
  /**
   * Its review counts with the team's decisions (server/portfolio/review-counts.ts); null until the copy is
   * scanned and its detections read (`reviewedAt`).
   */
  review: reviewCountsSchema.nullable(),
});
export type SupplierSummary = z.infer<typeof supplierSummarySchema>;

/**
 * GET …/suppliers: every supplier with plots in the served copy, in the copy's order, from one query
 * (server/portfolio/supplier-summaries.ts). `scannedAt` null: the overlap scan of this walk is under way,
 * and each `overlaps` is null until it ends (ask again).
 */
export const portfolioSuppliersSchema = z.object({
  walkedAt: z.string(),
  scannedAt: z.string().nullable(),
  /**
   * When the deforestation detections the review counts take were read from the service; null while they
   * are read (each `review` is null then: ask again).
   */
  reviewedAt: z.string().nullable(),
  /** Why the detections could not be read, when they could not (the counts wait; ask again). */
  reviewError: z.string().nullable(),
  suppliers: z.array(supplierSummarySchema),
});
export type PortfolioSuppliers = z.infer<typeof portfolioSuppliersSchema>;
