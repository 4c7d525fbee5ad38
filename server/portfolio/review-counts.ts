/**
 * Each supplier's review counts (docs/portfolio.md, "Review counts"), from SQL over what the server keeps
 * anyway, joined with the team's decisions: the counts the page makes from its review items
 * (src/lib/review/portfolio-counts.ts reviewCounts, with review-items.ts's decisionIndex and reviewStates),
 * without sending the page a plot. The items, by the page's rules:
 * - a plot's own signals (risk, the assessment's deforestation, protected area, high-risk country, TRACES
 *   refusal), kept with each pack (core/review/review-signals.ts packSignals);
 * - the pairs of the overlap scan: `double-claim` for each side of two suppliers' plots, one
 *   `overlap-in-supplier` for two plots of one supplier (on the plot inside the other when one is, else the
 *   first), `inside-another` for a side with INSIDE_SHARE of it covered;
 * - the deforestation detections after the cut-off on or near a plot (detection-signals.ts).
 * An item's decision is the newest of its own (by the decision's kind, plot, other plot and signal, as
 * reviewItemKey names it); an `overlap-in-supplier` item also takes a `double-claim` decision of the same
 * pair, stored before the two kinds were named apart, when it is newer. Settled: cleared or excluded; a
 * plot's state is the strictest of its items' and of a decision on the plot as a whole.
 *
 * The items are tallied once per copy (itemTallies); on each ask, only the decided plots' items are read
 * again and joined with the decisions (a few thousand rows where the copy has a hundred thousand).
 *
 * Pairs are all the scan found, not only the MAX_LISTED_PAIRS largest the report lists (as the supplier
 * summaries count them). A contract test compares both on the same plots, detections and decisions
 * (tests/contract/portfolio-review-counts.test.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { SupplierReviewCounts } from '@core/api/portfolio.ts';
import { INSIDE_SHARE, reviewItemKey, type ReviewItemKind } from '@core/api/review.ts';
import { decisionIndex, isSettled, NEEDS_ATTENTION, reviewStates } from '@core/review/review-decisions.ts';
import { ASSESSMENT_SIGNAL } from '@core/review/review-signals.ts';
import { currentDecisions, type ReviewScope } from '../review/store.ts';
import type { ReviewTables } from '../review/database.ts';
import type { PortfolioDetectionSetRow, PortfolioPackSetRow, PortfolioScanRow } from './schema.ts';

/** SUM and COUNT are bigint on PostgreSQL (a string through its driver); null where no row joined. */
export const sqlNumber = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const n = sqlNumber;

/** What a copy's counts are made of: its pack set, its scan and its detections, all of one walk. */
export interface CountedCopy {
  set: PortfolioPackSetRow;
  scan: PortfolioScanRow;
  detections: PortfolioDetectionSetRow;
}

/** A supplier's items before any decision: by kind, and its plots with at least one. */
export interface ItemTally {
  byKind: Partial<Record<ReviewItemKind, number>>;
  plots: number;
}

/**
 * The items of the copy (or, with `decided`, of the plots it names only), as rows of (supplier, plot_id,
 * kind, other_id, signal_id): '' where an item has no other plot or no signal, as the decisions are
 * compared.
 */
function itemRows({ set, scan, detections }: CountedCopy, plots: 'all' | readonly string[]) {
  const inside = (share: string) => sql.raw(`${share} >= ${INSIDE_SHARE}`);
  // Each source read whole, or only at the given plots (by its index on the plot).
  const of = (column: string) =>
    plots === 'all' ? sql`` : sql`AND ${sql.ref(column)} IN (${sql.join(plots)})`;
  return sql`
      SELECT p.supplier, s.plot_id, s.kind, '' AS other_id,
        CASE WHEN s.kind = 'deforestation' THEN ${ASSESSMENT_SIGNAL} ELSE '' END AS signal_id
      FROM portfolio_pack_signal s
      JOIN portfolio_pack p ON p.copy_key = s.copy_key AND p.walk_id = s.walk_id AND p.seq = s.seq
      WHERE s.copy_key = ${set.copy_key} AND s.walk_id = ${set.walk_id} ${of('s.plot_id')}
      UNION ALL
      SELECT o.a_supplier, o.a_id,
        CASE WHEN ${inside('o.a_share')} THEN 'inside-another'
          WHEN o.a_supplier = o.b_supplier THEN 'overlap-in-supplier' ELSE 'double-claim' END,
        o.b_id, ''
      FROM portfolio_overlap o
      WHERE o.copy_key = ${scan.copy_key} ${of('o.a_id')}
        AND (o.a_supplier <> o.b_supplier OR ${inside('o.a_share')} OR NOT ${inside('o.b_share')})
      UNION ALL
      SELECT o.b_supplier, o.b_id,
        CASE WHEN ${inside('o.b_share')} THEN 'inside-another'
          WHEN o.a_supplier = o.b_supplier THEN 'overlap-in-supplier' ELSE 'double-claim' END,
        o.a_id, ''
      FROM portfolio_overlap o
      WHERE o.copy_key = ${scan.copy_key} ${of('o.b_id')}
        AND (o.a_supplier <> o.b_supplier OR (${inside('o.b_share')} AND NOT ${inside('o.a_share')}))
      UNION ALL
      SELECT d.supplier, d.plot_id, 'deforestation', '', d.detection_id
      FROM portfolio_detection_signal d
      WHERE d.copy_key = ${detections.copy_key} ${of('d.plot_id')}`;
}

/**
 * Each supplier's items before any decision, by supplier name: one query over every item of the copy
 * (at 100,000 plots, most of a second: counted once per packing, scan and reading of the detections).
 */
export async function itemTallies(
  db: Kysely<ReviewTables>,
  copy: CountedCopy,
): Promise<Map<string, ItemTally>> {
  const rows = await sql<Record<string, unknown>>`
    WITH items AS (${itemRows(copy, 'all')})
    SELECT supplier, kind, COUNT(*) AS total, NULL AS plots FROM items GROUP BY supplier, kind
    UNION ALL
    SELECT supplier, NULL, NULL, COUNT(DISTINCT plot_id) FROM items GROUP BY supplier`.execute(db);
  const tallies = new Map<string, ItemTally>();
  for (const r of rows.rows) {
    const supplier = String(r.supplier);
    let t = tallies.get(supplier);
    if (!t) tallies.set(supplier, (t = { byKind: {}, plots: 0 }));
    if (r.kind === null) t.plots = n(r.plots);
    else t.byKind[r.kind as ReviewItemKind] = n(r.total);
  }
  return tallies;
}

/** Decided plots whose items are read per statement (four sources: 4 × this many parameters, under SQLite's 32,766 and PostgreSQL's 65,535). */
const PLOT_BATCH = 2000;

/**
 * The review counts of every supplier with an item, by supplier name: its items before any decision
 * (`tallies`, itemTallies of the same copy), less what the team's current decisions settle. The decisions
 * are read as the page reads them (currentDecisions), then only the decided plots' items (by each source's
 * index on the plot, PLOT_BATCH plots a statement), and joined by the page's own rules
 * (core/review/review-decisions.ts: decisionIndex, isSettled, reviewStates). Small, simple statements: one
 * query joining it all in SQL took 6 s on PostgreSQL, its planner misled by the decisions' row estimates
 * (bench/portfolio-scale.ts). A supplier without items has none in the map.
 */
export async function reviewCountsBySupplier(
  db: Kysely<ReviewTables>,
  scope: ReviewScope,
  copy: CountedCopy,
  tallies: ReadonlyMap<string, ItemTally>,
): Promise<Map<string, SupplierReviewCounts>> {
  const decisions = await currentDecisions(db, scope);
  const index = decisionIndex(decisions);
  const decided = [...new Set(decisions.map((d) => d.plotId))];
  const settled = new Map<string, number>();
  const calm = new Map<string, number>();
  for (let k = 0; k < decided.length; k += PLOT_BATCH) {
    const rows = await sql<
      Record<string, string>
    >`${itemRows(copy, decided.slice(k, k + PLOT_BATCH))}`.execute(db);
    // A plot's items are all in the batch of the plot.
    const items = rows.rows.map((r) => ({
      supplier: r.supplier!,
      kind: r.kind as ReviewItemKind,
      plotId: r.plot_id!,
      key: reviewItemKey({
        kind: r.kind as ReviewItemKind,
        plotId: r.plot_id!,
        ...(r.other_id ? { otherPlotId: r.other_id } : {}),
        ...(r.signal_id ? { signalId: r.signal_id } : {}),
      }),
    }));
    for (const item of items)
      if (isSettled(index.get(item.key))) {
        const key = JSON.stringify([item.supplier, item.kind]);
        settled.set(key, (settled.get(key) ?? 0) + 1);
      }
    const states = reviewStates(items, index);
    const supplierOf = new Map(items.map((i) => [i.plotId, i.supplier]));
    for (const [plotId, supplier] of supplierOf)
      if (!NEEDS_ATTENTION.has(states.get(plotId)!)) calm.set(supplier, (calm.get(supplier) ?? 0) + 1);
  }
  const counts = new Map<string, SupplierReviewCounts>();
  for (const [supplier, tally] of tallies) {
    const c: SupplierReviewCounts = {
      total: 0,
      open: 0,
      byKind: {},
      plotsWithItems: tally.plots,
      plotsNeedingAttention: tally.plots - (calm.get(supplier) ?? 0),
    };
    for (const [kind, total] of Object.entries(tally.byKind) as [ReviewItemKind, number][]) {
      const open = total - (settled.get(JSON.stringify([supplier, kind])) ?? 0);
      c.byKind[kind] = { total, open };
      c.total += total;
      c.open += open;
    }
    counts.set(supplier, c);
  }
  return counts;
}
