/**
 * The Suppliers table from the copy (docs/portfolio.md, "Supplier summaries"): per supplier its plots, its
 * plots by risk class, when its plots last changed, and its overlaps with other suppliers and within
 * itself, in one query over what the packing and the overlap scan keep: each pack's figures
 * (core/plot-packs/pack-figures.ts) and each pair's ends. The page draws the table without being sent the
 * project's plots; at 100,000 plots those are 22 MB.
 *
 * The overlap figures are those the page counts from review items (src/lib/review/portfolio-counts.ts,
 * overlapCountsBySupplier), counted here from every pair the scan found, not only the MAX_LISTED_PAIRS
 * largest the report lists: a plot is inside another when its side of a pair has INSIDE_SHARE of it
 * covered; of two plots of one supplier each inside the other (copies), only the first is, as its one review
 * item names only that one. A contract test compares both on the same plots
 * (tests/contract/portfolio-summaries.test.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { SupplierReviewCounts, SupplierSummary } from '@core/api/portfolio.ts';
import { INSIDE_SHARE } from '@core/api/review.ts';
import { RISK_CLASSES } from '@core/api/risk-classes.ts';
import type { ReviewTables } from '../review/database.ts';
import { newestDecisionSeq, type ReviewScope } from '../review/store.ts';
import type { PortfolioDetections } from './detection-signals.ts';
import type { MirrorKey } from './mirror-store.ts';
import { copyKeyOf, type PortfolioOverlaps } from './overlaps.ts';
import {
  itemTallies,
  reviewCountsBySupplier,
  sqlNumber,
  type CountedCopy,
  type ItemTally,
} from './review-counts.ts';
import type { PortfolioPacks } from './packs.ts';
import type {
  PortfolioOverlapTables,
  PortfolioPackSetRow,
  PortfolioPackTables,
  PortfolioScanRow,
  PortfolioWalkRow,
} from './schema.ts';

type SummaryTables = PortfolioPackTables & PortfolioOverlapTables;

/** A supplier's summary but its review counts: what depends only on the packing and the scan. */
export type CountedSummary = Omit<SupplierSummary, 'review'>;

/** A copy's summaries, with the pack set they count and the scan their overlaps come from (null: under way). */
export interface CopySummaries {
  walkId: string;
  set: PortfolioPackSetRow;
  scan: PortfolioScanRow | null;
  suppliers: CountedSummary[];
}

/** The summaries with the team's review counts, and the detections those take (null: being read). */
export interface SummariesAnswer extends Omit<CopySummaries, 'suppliers'> {
  reviewedAt: string | null;
  reviewError: string | null;
  suppliers: SupplierSummary[];
}

/** The counts of a supplier none of whose plots has a review item. */
const NO_ITEMS: SupplierReviewCounts = {
  total: 0,
  open: 0,
  byKind: {},
  plotsWithItems: 0,
  plotsNeedingAttention: 0,
};

/** A reading of the detections that failed is begun again on an ask this long after, not sooner. */
export const DETECTIONS_RETRY_MS = 30_000;

/** What a copy's tallied items are of: its packs, its scan and its reading of the detections. */
const tallyKey = (copy: CountedCopy) =>
  JSON.stringify([copy.set.walk_id, copy.set.packed_at, copy.scan.scanned_at, copy.detections.read_at]);

export class PortfolioSummaries {
  /**
   * The last summaries counted per copy, with the pack set and scan they count: they change only when
   * those do (a walk packed, a scan ended), and the query takes most of a second at 100,000 plots and as
   * many pairs (bench/server-overlaps.ts), on SQLite with the event loop held.
   */
  private readonly counted = new Map<string, { of: string; summaries: CopySummaries }>();

  /**
   * The items tallied per copy (review-counts.ts itemTallies), with the pack set, scan and detections they
   * count: as costly as the summaries, and as rarely changed; the decisions are joined on each ask.
   */
  private readonly tallied = new Map<string, { of: string; tallies: Map<string, ItemTally> }>();

  /**
   * The review counts last made per copy, with the tallies and the team's newest decision they were made
   * from: each ask reads the decisions again only when one was added (at 5,000 decisions the counts take
   * 204 ms on SQLite with the event loop held, 0.94 s on PostgreSQL; the page asks on every visit).
   */
  private readonly reviewed = new Map<string, { of: string; counts: Map<string, SupplierReviewCounts> }>();

  /** Why the copy's last reading of the detections failed, and when. */
  private readonly unread = new Map<string, { message: string; at: number }>();

  constructor(
    private readonly db: Kysely<ReviewTables>,
    private readonly packs: PortfolioPacks,
    private readonly overlaps: PortfolioOverlaps,
    private readonly detections: PortfolioDetections,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The summaries with the review counts of the team whose copy it is (`scope`), counted on each ask: the
   * decisions change between two. They wait for the scan and for the detections of the same walk; the
   * detections are read (with `token`) when there are none of this walk or they are out of date, and those
   * of the walk kept meanwhile still count.
   */
  async answer(
    key: MirrorKey,
    walk: PortfolioWalkRow,
    scope: ReviewScope,
    token: string,
  ): Promise<SummariesAnswer> {
    const summaries = await this.of(key, walk);
    const kept = await this.detections.kept(key);
    const current = kept?.walk_id === summaries.set.walk_id ? kept : null;
    if (!current || !this.detections.isFresh(current)) void this.readDetections(key, walk, token);
    const counts =
      current && summaries.scan
        ? await this.reviewCounts(copyKeyOf(key), scope, {
            set: summaries.set,
            scan: summaries.scan,
            detections: current,
          })
        : null;
    return {
      ...summaries,
      reviewedAt: counts ? current!.read_at : null,
      reviewError: this.unread.get(copyKeyOf(key))?.message ?? null,
      suppliers: summaries.suppliers.map((s) => ({
        ...s,
        review: counts ? (counts.get(s.supplier) ?? NO_ITEMS) : null,
      })),
    };
  }

  /**
   * What the answers of this walk of the copy need, made now rather than on the first ask: its summaries,
   * its detections (read with `token`; a failure is kept for the answers to say) and its items tallied.
   */
  async prepare(key: MirrorKey, walk: PortfolioWalkRow, token: string): Promise<void> {
    const summaries = await this.of(key, walk);
    await this.readDetections(key, walk, token);
    const kept = await this.detections.kept(key);
    if (summaries.scan && kept?.walk_id === summaries.set.walk_id)
      await this.talliesOf(copyKeyOf(key), { set: summaries.set, scan: summaries.scan, detections: kept });
  }

  /**
   * The review counts of the copy with the team's decisions, the items tallied once per copy, counted again
   * only when the tallies or the team's decisions changed.
   */
  private async reviewCounts(copyKey: string, scope: ReviewScope, copy: CountedCopy) {
    const tallies = await this.talliesOf(copyKey, copy);
    const of = JSON.stringify([tallyKey(copy), scope, await newestDecisionSeq(this.db, scope)]);
    const kept = this.reviewed.get(copyKey);
    if (kept?.of === of) return kept.counts;
    const counts = await reviewCountsBySupplier(this.db, scope, copy, tallies);
    this.reviewed.set(copyKey, { of, counts });
    return counts;
  }

  private async talliesOf(copyKey: string, copy: CountedCopy) {
    const of = tallyKey(copy);
    let tallied = this.tallied.get(copyKey);
    if (tallied?.of !== of) {
      tallied = { of, tallies: await itemTallies(this.db, copy) };
      this.tallied.set(copyKey, tallied);
    }
    return tallied.tallies;
  }

  /**
   * Reads the copy's detections (after any reading under way), unless the last failed moments ago: its
   * failure is kept for the answers to say, not thrown. The answers do not wait for it.
   */
  private async readDetections(key: MirrorKey, walk: PortfolioWalkRow, token: string): Promise<void> {
    const copyKey = copyKeyOf(key);
    const failed = this.unread.get(copyKey);
    if (failed && this.now() - failed.at < DETECTIONS_RETRY_MS) return;
    await this.detections.signalsOf(key, walk, token).then(
      () => this.unread.delete(copyKey),
      (e: unknown) => {
        if (!this.detections.stopped)
          this.unread.set(copyKey, { message: (e as Error).message, at: this.now() });
      },
    );
  }

  /**
   * The summaries of this walk of the copy, once it is packed (at once when it is; the packing under way or
   * one begun now otherwise: seconds at 100,000 plots). The overlaps wait for no scan: without a scan of the
   * same walk they are null, and one is begun (if none is under way) for the next ask.
   */
  async of(key: MirrorKey, walk: PortfolioWalkRow): Promise<CopySummaries> {
    const set = await this.packs.packsOf(key, walk);
    const lastScan = (await this.overlaps.kept(key)) ?? null;
    const scan = lastScan?.walk_id === set.walk_id ? lastScan : null;
    // Its failure shows to whoever asks for the overlaps themselves; here the figures stay null.
    if (!scan) this.overlaps.scanOf(key, walk).catch(() => undefined);
    const copyKey = copyKeyOf(key);
    const of = JSON.stringify([set.walk_id, set.packed_at, scan?.scanned_at ?? null]);
    const counted = this.counted.get(copyKey);
    if (counted?.of === of) return counted.summaries;
    const summaries = {
      walkId: set.walk_id,
      set,
      scan,
      suppliers: await supplierSummaries(this.db, set, scan),
    };
    this.counted.set(copyKey, { of, summaries });
    return summaries;
  }
}

const n = sqlNumber;

/**
 * The summaries of the set's suppliers, in the copy's order (by supplier, as packed); `scan` the copy's
 * kept scan when it is of the same walk, else null and no overlap figures (the scan is under way).
 */
export async function supplierSummaries(
  db: Kysely<SummaryTables>,
  set: PortfolioPackSetRow,
  scan: PortfolioScanRow | null,
): Promise<CountedSummary[]> {
  const scanned = scan !== null && scan.walk_id === set.walk_id;
  // A copy key that matches no pair when the scan is of another walk: its pairs are not these plots'.
  const pairsOf = scanned ? set.copy_key : '';
  const rows = await sql<Record<string, unknown>>`
    WITH sides AS (
      SELECT a_id AS id, a_supplier AS supplier,
        CASE WHEN a_supplier = b_supplier THEN 1 ELSE 0 END AS same,
        CASE WHEN a_share >= ${INSIDE_SHARE} THEN 1 ELSE 0 END AS inside
      FROM portfolio_overlap WHERE copy_key = ${pairsOf}
      UNION ALL
      SELECT b_id, b_supplier,
        CASE WHEN a_supplier = b_supplier THEN 1 ELSE 0 END,
        CASE WHEN b_share >= ${INSIDE_SHARE} AND (a_supplier <> b_supplier OR NOT (a_share >= ${INSIDE_SHARE}))
          THEN 1 ELSE 0 END
      FROM portfolio_overlap WHERE copy_key = ${pairsOf}
    ), marks AS (
      SELECT supplier, MAX(1 - same) AS across, MAX(same) AS within_one, MAX(inside) AS inside
      FROM sides GROUP BY id, supplier
    ), plot_marks AS (
      SELECT supplier, SUM(across) AS between_plots, SUM(within_one) AS within_plots, COUNT(*) AS all_plots,
        SUM(inside) AS inside_plots
      FROM marks GROUP BY supplier
    ), pair_marks AS (
      SELECT supplier, SUM(1 - same) AS between_pairs, SUM(same) AS within_sides FROM sides GROUP BY supplier
    ), packs AS (
      SELECT supplier, MIN(seq) AS first_seq, SUM(plots) AS plots, SUM(risk_high) AS high,
        SUM(risk_medium) AS medium, SUM(risk_low) AS low, SUM(risk_none) AS none_,
        SUM(risk_unassessed) AS unassessed, MAX(changed_at) AS changed_at
      FROM portfolio_pack WHERE copy_key = ${set.copy_key} AND walk_id = ${set.walk_id} GROUP BY supplier
    )
    SELECT packs.*, between_plots, within_plots, all_plots, inside_plots, between_pairs, within_sides
    FROM packs
    LEFT JOIN plot_marks ON plot_marks.supplier = packs.supplier
    LEFT JOIN pair_marks ON pair_marks.supplier = packs.supplier
    ORDER BY first_seq`.execute(db);
  return rows.rows.map((r) => {
    const betweenPairs = n(r.between_pairs);
    // Both ends of a pair within one supplier are that supplier's sides.
    const withinPairs = n(r.within_sides) / 2;
    const changedAt = r.changed_at === null ? null : Number(r.changed_at);
    return {
      supplier: String(r.supplier),
      plots: n(r.plots),
      byRisk: Object.fromEntries(
        RISK_CLASSES.map((c) => [c, n(r[c === 'none' ? 'none_' : c])]),
      ) as SupplierSummary['byRisk'],
      lastPlotChange: changedAt === null ? null : new Date(changedAt).toISOString(),
      overlaps: scanned
        ? {
            betweenSuppliers: { plots: n(r.between_plots), pairs: betweenPairs },
            withinSupplier: { plots: n(r.within_plots), pairs: withinPairs },
            all: { plots: n(r.all_plots), pairs: betweenPairs + withinPairs },
            insideAnother: n(r.inside_plots),
          }
        : null,
    };
  });
}
