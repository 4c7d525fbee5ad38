/**
 * Each supplier's review counts (docs/portfolio.md, "Review counts"), from one query over what the server
 * keeps anyway, joined with the team's decisions: the counts the page makes from its review items
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

/** SUM and COUNT are bigint on PostgreSQL (a string through its driver). */
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * The review counts of every supplier with an item, by supplier name; `set`, `scan` and `detections` of
 * the same walk (the caller checks). A supplier without items has none in the map.
 */
export async function reviewCountsBySupplier(
  db: Kysely<ReviewTables>,
  scope: ReviewScope,
  set: PortfolioPackSetRow,
  scan: PortfolioScanRow,
  detections: PortfolioDetectionSetRow,
): Promise<Map<string, SupplierReviewCounts>> {
  const copy = set.copy_key;
  const inside = (share: string) => sql.raw(`${share} >= ${INSIDE_SHARE}`);
  const team = scope.ownsLegacy
    ? sql`(team_id = ${scope.teamId} OR team_id IS NULL)`
    : sql`team_id = ${scope.teamId}`;
  const rows = await sql<Record<string, unknown>>`
    WITH items AS (
      SELECT p.supplier, s.plot_id, s.kind, '' AS other_id,
        CASE WHEN s.kind = 'deforestation' THEN ${ASSESSMENT_SIGNAL} ELSE '' END AS signal_id
      FROM portfolio_pack_signal s
      JOIN portfolio_pack p ON p.copy_key = s.copy_key AND p.walk_id = s.walk_id AND p.seq = s.seq
      WHERE s.copy_key = ${copy} AND s.walk_id = ${set.walk_id}
      UNION ALL
      SELECT a_supplier, a_id,
        CASE WHEN ${inside('a_share')} THEN 'inside-another'
          WHEN a_supplier = b_supplier THEN 'overlap-in-supplier' ELSE 'double-claim' END,
        b_id, ''
      FROM portfolio_overlap
      WHERE copy_key = ${scan.copy_key} AND (a_supplier <> b_supplier OR ${inside('a_share')} OR NOT ${inside('b_share')})
      UNION ALL
      SELECT b_supplier, b_id,
        CASE WHEN ${inside('b_share')} THEN 'inside-another'
          WHEN a_supplier = b_supplier THEN 'overlap-in-supplier' ELSE 'double-claim' END,
        a_id, ''
      FROM portfolio_overlap
      WHERE copy_key = ${scan.copy_key} AND (a_supplier <> b_supplier OR (${inside('b_share')} AND NOT ${inside('a_share')}))
      UNION ALL
      SELECT supplier, plot_id, 'deforestation', '', detection_id
      FROM portfolio_detection_signal WHERE copy_key = ${detections.copy_key}
    ), newest AS (
      SELECT MAX(seq) AS seq FROM review_decision
      WHERE connection = ${scope.connection} AND project_id = ${scope.projectId} AND ${team}
      GROUP BY item_key
    ), current_decision AS (
      SELECT d.kind, d.plot_id, COALESCE(d.other_plot_id, '') AS other_id, COALESCE(d.signal_id, '') AS signal_id,
        d.verdict, d.decided_at, d.seq
      FROM review_decision d JOIN newest ON newest.seq = d.seq
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
    SELECT supplier, kind, COUNT(*) AS total,
      SUM(CASE WHEN verdict IS NULL OR verdict = 'needs-information' THEN 1 ELSE 0 END) AS open_items,
      NULL AS plots, NULL AS attention
    FROM verdicts GROUP BY supplier, kind
    UNION ALL
    SELECT supplier, NULL, NULL, NULL, COUNT(*), SUM(CASE WHEN strictest IN (1, 2) THEN 1 ELSE 0 END)
    FROM plot_states GROUP BY supplier`.execute(db);
  const counts = new Map<string, SupplierReviewCounts>();
  const of = (supplier: string) => {
    let c = counts.get(supplier);
    if (!c)
      counts.set(
        supplier,
        (c = { total: 0, open: 0, byKind: {}, plotsWithItems: 0, plotsNeedingAttention: 0 }),
      );
    return c;
  };
  for (const r of rows.rows) {
    const c = of(String(r.supplier));
    if (r.kind === null) {
      c.plotsWithItems = n(r.plots);
      c.plotsNeedingAttention = n(r.attention);
      continue;
    }
    const total = n(r.total);
    const open = n(r.open_items);
    c.byKind[r.kind as ReviewItemKind] = { total, open };
    c.total += total;
    c.open += open;
  }
  return counts;
}
