/**
 * One count per concept (issue 50, point 5): how many plots overlap and in how many pairs, how many plots lie
 * inside another, how many review items there are and how many are open, and how many plots the service
 * rates at risk. The Suppliers table, the supplier page, the Plots page and the supplier report all take
 * their figures from here, so a supplier's "50 within the supplier", "1 + 24" and "50 plots in 25 pairs" can
 * no longer be three answers to one question. Pure.
 *
 * Overlaps are counted from the review items (reviewItemsOf, the one definition of what needs a decision),
 * not from the scan's pairs directly: the report's figures must agree with its own overlap list, which is
 * made of items. The scan lists its MAX_LISTED_PAIRS largest pairs; `partialOverlaps` says when counts from
 * them leave smaller ones out. "Open" and "needs attention" are review-items.ts's (isSettled, reviewStates):
 * "needs information" stays open until someone decides.
 */
import type { SupplierReviewCounts } from '@core/api/portfolio.ts';
import { INSIDE_SHARE, isPairKind, type Decision } from '@core/api/review.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { emptyTally, figuresBySupplier, type RiskTally } from '@core/plot-packs/pack-figures.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { reviewItemsOf, type ReviewItem } from './review-items.ts';
import { isSettled, NEEDS_ATTENTION, reviewStates } from '@core/review/review-decisions.ts';
import { AT_RISK } from '@core/review/review-signals.ts';

/** Overlapping pairs and the plots (of the scope counted) in them. */
export interface OverlapFigure {
  plots: number;
  pairs: number;
}

export interface OverlapCounts {
  /** Pairs of two suppliers' plots, and the scope's plots in them. */
  betweenSuppliers: OverlapFigure;
  /** Pairs of two plots of one supplier (not a double claim), and the scope's plots in them. */
  withinSupplier: OverlapFigure;
  /** Every pair, and the scope's plots in any (a plot in both kinds of pair counts once). */
  all: OverlapFigure;
  /**
   * The scope's plots that lie inside another plot (INSIDE_SHARE of them or more covered): the plots a
   * review item names as inside another, so a pair of copies within one supplier counts one plot, as its
   * one item does.
   */
  insideAnother: number;
}

/** Which plots a count is about: every plot, one supplier's, or those a filter shows (by id). */
export type CountScope = 'all' | { supplier: string } | { plotIds: ReadonlySet<string> };

interface Side {
  id: string;
  supplier: string;
}
interface Pair {
  a: Side;
  b: Side;
  same: boolean;
}

/** The pairs the items name, once each (a pair of two suppliers is two items, A–B and B–A). */
function pairsOf(items: readonly ReviewItem[]): { pairs: Pair[]; inside: Side[] } {
  const pairs = new Map<string, Pair>();
  const inside = new Map<string, Side>();
  for (const item of items) {
    if (!isPairKind(item.kind) || item.otherPlotId === undefined) continue;
    const me = { id: item.plotId, supplier: item.supplier };
    const other = { id: item.otherPlotId, supplier: item.otherSupplier ?? item.supplier };
    const key = JSON.stringify(me.id < other.id ? [me.id, other.id] : [other.id, me.id]);
    if (!pairs.has(key)) pairs.set(key, { a: me, b: other, same: me.supplier === other.supplier });
    if ((item.share ?? 0) >= INSIDE_SHARE) inside.set(me.id, me);
  }
  return { pairs: [...pairs.values()], inside: [...inside.values()] };
}

class Tally {
  betweenPairs = 0;
  withinPairs = 0;
  readonly between = new Set<string>();
  readonly within = new Set<string>();
  readonly inside = new Set<string>();

  addPair(pair: Pair, counted: (side: Side) => boolean) {
    if (pair.same) this.withinPairs++;
    else this.betweenPairs++;
    const plots = pair.same ? this.within : this.between;
    for (const side of [pair.a, pair.b]) if (counted(side)) plots.add(side.id);
  }

  counts(): OverlapCounts {
    const all = new Set([...this.between, ...this.within]);
    return {
      betweenSuppliers: { plots: this.between.size, pairs: this.betweenPairs },
      withinSupplier: { plots: this.within.size, pairs: this.withinPairs },
      all: { plots: all.size, pairs: this.betweenPairs + this.withinPairs },
      insideAnother: this.inside.size,
    };
  }
}

const inScope = (scope: CountScope) => (side: Side) =>
  scope === 'all'
    ? true
    : 'supplier' in scope
      ? side.supplier === scope.supplier
      : scope.plotIds.has(side.id);

/**
 * The overlap counts of a scope: a pair counts when one of its plots is in the scope, and only the scope's
 * plots count as plots (a supplier's pair with another supplier is one pair and one of its plots).
 */
export function overlapCounts(items: readonly ReviewItem[], scope: CountScope = 'all'): OverlapCounts {
  const counted = inScope(scope);
  const { pairs, inside } = pairsOf(items);
  const tally = new Tally();
  for (const pair of pairs) if (counted(pair.a) || counted(pair.b)) tally.addPair(pair, counted);
  for (const side of inside) if (counted(side)) tally.inside.add(side.id);
  return tally.counts();
}

/** Each supplier's overlap counts (as overlapCounts with its scope), in one pass over the project's items. */
export function overlapCountsBySupplier(items: readonly ReviewItem[]): Map<string, OverlapCounts> {
  const { pairs, inside } = pairsOf(items);
  const tallies = new Map<string, Tally>();
  const tallyOf = (supplier: string) => {
    let t = tallies.get(supplier);
    if (!t) tallies.set(supplier, (t = new Tally()));
    return t;
  };
  for (const pair of pairs)
    for (const supplier of new Set([pair.a.supplier, pair.b.supplier]))
      tallyOf(supplier).addPair(pair, (side) => side.supplier === supplier);
  for (const side of inside) tallyOf(side.supplier).inside.add(side.id);
  return new Map([...tallies].map(([supplier, t]) => [supplier, t.counts()]));
}

/**
 * The pair items of an overlap report alone (no plot's own signals): what the Suppliers table and the Plots
 * page count overlaps from, made by the same reviewItemsOf as every review list.
 */
export const overlapItemsOf = (report: OverlapReport | null | undefined): ReviewItem[] =>
  reviewItemsOf(PlotList.EMPTY, report);

/** No overlap at all (a supplier the scan found in no pair). */
export const NO_OVERLAPS: OverlapCounts = {
  betweenSuppliers: { plots: 0, pairs: 0 },
  withinSupplier: { plots: 0, pairs: 0 },
  all: { plots: 0, pairs: 0 },
  insideAnother: 0,
};

/** Whether counts from the scan's listed pairs may leave smaller pairs out (it lists the largest only). */
export const partialOverlaps = (report: Pick<OverlapReport, 'pairs' | 'totalPairs'>): boolean =>
  report.totalPairs > report.pairs.length;

/** One shape for the page's counts and the server's (server/portfolio/review-counts.ts). */
export type ReviewCounts = SupplierReviewCounts;

/** The review items' counts, joined with the current decisions (decisionIndex). */
export function reviewCounts(
  items: readonly ReviewItem[],
  decisions: ReadonlyMap<string, Decision>,
): ReviewCounts {
  const byKind: ReviewCounts['byKind'] = {};
  let open = 0;
  for (const item of items) {
    const k = (byKind[item.kind] ??= { total: 0, open: 0 });
    k.total++;
    if (!isSettled(decisions.get(item.key))) {
      k.open++;
      open++;
    }
  }
  const states = reviewStates(items, decisions);
  const plots = new Set(items.map((i) => i.plotId));
  let attention = 0;
  for (const id of plots) if (NEEDS_ATTENTION.has(states.get(id)!)) attention++;
  return { total: items.length, open, byKind, plotsWithItems: plots.size, plotsNeedingAttention: attention };
}

export type { RiskTally };

/** Plots by the service's risk class, per supplier (as plots carry its name), read from the packed columns. */
export function riskCountsBySupplier(list: PlotList): Map<string, RiskTally> {
  return new Map([...figuresBySupplier(list.packs)].map(([supplier, f]) => [supplier, f.risk]));
}

/** Plots by the service's risk class, of one supplier or of the project. */
export function riskCounts(list: PlotList, supplier?: string): RiskTally {
  const all = riskCountsBySupplier(list);
  if (supplier !== undefined) return all.get(supplier) ?? emptyTally();
  const sum = emptyTally();
  for (const t of all.values()) for (const r of RISK_CLASSES) sum[r] += t[r];
  return sum;
}

/** Plots at risk: those the service rates at a level that makes a review item (AT_RISK, high and medium). */
export const plotsAtRisk = (tally: RiskTally): number => AT_RISK.reduce((n, r) => n + tally[r], 0);

export interface PortfolioCounts {
  /** null until the overlap scan has ended. */
  overlaps: OverlapCounts | null;
  /** null until the decisions are in. */
  review: ReviewCounts | null;
  risk: RiskTally;
  atRisk: number;
}

/**
 * Every count of a supplier (or of the project, without `supplier`): what the supplier page and the
 * report show. `items` are the scope's review items (reviewItemsOf with the same supplier); null while the
 * overlap scan runs.
 */
export function portfolioCounts(input: {
  list: PlotList;
  items: readonly ReviewItem[] | null;
  decisions: ReadonlyMap<string, Decision> | null;
  supplier?: string;
}): PortfolioCounts {
  const risk = riskCounts(input.list, input.supplier);
  const scope: CountScope = input.supplier === undefined ? 'all' : { supplier: input.supplier };
  return {
    overlaps: input.items ? overlapCounts(input.items, scope) : null,
    review: input.items && input.decisions ? reviewCounts(input.items, input.decisions) : null,
    risk,
    atRisk: plotsAtRisk(risk),
  };
}
