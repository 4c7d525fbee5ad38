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
import { INSIDE_SHARE, type ReviewItemKind } from '@core/api/review.ts';
import { ASSESSMENT_SIGNAL } from '@core/review/review-signals.ts';
import type { ReviewScope } from '../review/store.ts';
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
function itemRows({ set, scan, detections }: CountedCopy, decided: 'all' | 'decided') {
  const inside = (share: string) => sql.raw(`${share} >= ${INSIDE_SHARE}`);
  // Each source read whole, or only at the decided plots (by its index on the plot).
  const of = (alias: string, column: string) =>
    decided === 'all' ? sql.raw('') : sql.raw(`JOIN decided ON decided.plot_id = ${alias}.${column}`);
  return sql`
      SELECT p.supplier, s.plot_id, s.kind, '' AS other_id,
        CASE WHEN s.kind = 'deforestation' THEN ${ASSESSMENT_SIGNAL} ELSE '' END AS signal_id
      FROM portfolio_pack_signal s ${of('s', 'plot_id')}
      JOIN portfolio_pack p ON p.copy_key = s.copy_key AND p.walk_id = s.walk_id AND p.seq = s.seq
      WHERE s.copy_key = ${set.copy_key} AND s.walk_id = ${set.walk_id}
      UNION ALL
      SELECT o.a_supplier, o.a_id,
        CASE WHEN ${inside('o.a_share')} THEN 'inside-another'
          WHEN o.a_supplier = o.b_supplier THEN 'overlap-in-supplier' ELSE 'double-claim' END,
        o.b_id, ''
      FROM portfolio_overlap o ${of('o', 'a_id')}
      WHERE o.copy_key = ${scan.copy_key}
        AND (o.a_supplier <> o.b_supplier OR ${inside('o.a_share')} OR NOT ${inside('o.b_share')})
      UNION ALL
      SELECT o.b_supplier, o.b_id,
        CASE WHEN ${inside('o.b_share')} THEN 'inside-another'
          WHEN o.a_supplier = o.b_supplier THEN 'overlap-in-supplier' ELSE 'double-claim' END,
        o.a_id, ''
      FROM portfolio_overlap o ${of('o', 'b_id')}
      WHERE o.copy_key = ${scan.copy_key}
        AND (o.a_supplier <> o.b_supplier OR (${inside('o.b_share')} AND NOT ${inside('o.a_share')}))
      UNION ALL
      SELECT d.supplier, d.plot_id, 'deforestation', '', d.detection_id
      FROM portfolio_detection_signal d ${of('d', 'plot_id')}
      WHERE d.copy_key = ${detections.copy_key}`;
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

/**
 * The review counts of every supplier with an item, by supplier name: its items before any decision
 * (`tallies`, itemTallies of the same copy) with the team's decisions joined, in one query that reads only
 * the decided plots' items (by each source's index on the plot): what the decisions settle is taken off.
 * A supplier without items has none in the map.
 */
export async function reviewCountsBySupplier(
  db: Kysely<ReviewTables>,
  scope: ReviewScope,
  copy: CountedCopy,
  tallies: ReadonlyMap<string, ItemTally>,
): Promise<Map<string, SupplierReviewCounts>> {
  const team = scope.ownsLegacy
    ? sql`(team_id = ${scope.teamId} OR team_id IS NULL)`
    : sql`team_id = ${scope.teamId}`;
  const rows = await sql<Record<string, unknown>>`
    WITH newest AS (
      SELECT MAX(seq) AS seq FROM review_decision
      WHERE connection = ${scope.connection} AND project_id = ${scope.projectId} AND ${team}
      GROUP BY item_key
    ), current_decision AS (
      SELECT d.kind, d.plot_id, COALESCE(d.other_plot_id, '') AS other_id, COALESCE(d.signal_id, '') AS signal_id,
        d.verdict, d.decided_at, d.seq
      FROM review_decision d JOIN newest ON newest.seq = d.seq
    ), decided AS (
      SELECT DISTINCT plot_id FROM current_decision
    ), items AS (${itemRows(copy, 'decided')}
    ), verdicts AS (
      SELECT i.supplier, i.plot_id, i.kind,
        CASE
          WHEN alias.seq IS NULL THEN own.verdict
          WHEN own.seq IS NULL THEN alias.verdict
          WHEN alias.decided_at > own.decided_at OR (alias.decided_at = own.decided_at AND alias.seq < own.seq)
            THEN alias.verdict
          ELSE own.verdict
        END AS verdict
      FROM items i
      LEFT JOIN current_decision own ON own.kind = i.kind AND own.plot_id = i.plot_id
        AND own.other_id = i.other_id AND own.signal_id = i.signal_id
      LEFT JOIN current_decision alias ON i.kind = 'overlap-in-supplier' AND alias.kind = 'double-claim'
        AND alias.plot_id = i.plot_id AND alias.other_id = i.other_id AND alias.signal_id = ''
    ), strictness AS (
      SELECT supplier, plot_id,
        MAX(CASE verdict WHEN 'excluded' THEN 3 WHEN 'needs-information' THEN 1 WHEN 'cleared' THEN 0 ELSE 2 END)
          AS strictest
      FROM verdicts GROUP BY supplier, plot_id
    ), plot_states AS (
      SELECT s.supplier,
        CASE WHEN whole.verdict = 'excluded' THEN 3
          WHEN whole.verdict = 'needs-information' AND s.strictest < 1 THEN 1
          ELSE s.strictest END AS strictest
      FROM strictness s
      LEFT JOIN current_decision whole ON whole.kind = 'plot' AND whole.plot_id = s.plot_id
        AND whole.other_id = '' AND whole.signal_id = ''
    )
    SELECT supplier, kind,
      SUM(CASE WHEN verdict IS NOT NULL AND verdict <> 'needs-information' THEN 1 ELSE 0 END) AS settled,
      NULL AS calm
    FROM verdicts GROUP BY supplier, kind
    UNION ALL
    SELECT supplier, NULL, NULL, SUM(CASE WHEN strictest IN (0, 3) THEN 1 ELSE 0 END)
    FROM plot_states GROUP BY supplier`.execute(db);
  const settled = new Map<string, number>();
  const calm = new Map<string, number>();
  for (const r of rows.rows) {
    if (r.kind === null) calm.set(String(r.supplier), n(r.calm));
    else settled.set(JSON.stringify([r.supplier, r.kind]), n(r.settled));
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
