/**
 * The review decisions' rules (issue 50): which decision answers for an item, what settles it, and a
 * plot's review state. The page's review items and counts (src/lib/review) and the server's review counts
 * (server/portfolio/review-counts.ts) both read them. Pure.
 */
import { reviewItemKey, type Decision, type Verdict } from '../api/review.ts';

/**
 * The current decisions by item key (the server answers one per item; the latest wins if it sent more).
 * A decision stored under `double-claim` before overlaps within one supplier were named apart also answers
 * for the `overlap-in-supplier` item of the same pair (its key is the same with the new kind): a pair of
 * two suppliers never makes that item, so the alias cannot answer for anything else. The pair's own
 * decision wins when it is newer.
 */
export function decisionIndex(decisions: readonly Decision[] | undefined): Map<string, Decision> {
  const index = new Map<string, Decision>();
  const put = (key: string, d: Decision) => {
    const seen = index.get(key);
    if (!seen || seen.decidedAt <= d.decidedAt) index.set(key, d);
  };
  for (const d of decisions ?? []) {
    put(reviewItemKey(d), d);
    if (d.kind === 'double-claim') put(reviewItemKey({ ...d, kind: 'overlap-in-supplier' }), d);
  }
  return index;
}

/** The key of a decision on the plot as a whole. */
export const plotDecisionKey = (plotId: string): string => reviewItemKey({ kind: 'plot', plotId });

/** Verdicts that settle an item: "needs information" waits for the supplier, and stays open until then. */
export const isSettled = (decision: Decision | undefined): boolean =>
  decision !== undefined && decision.verdict !== 'needs-information';

/**
 * A plot's review state. `excluded` when any decision on it (an item's or the plot's own) excludes it: an
 * excluded plot never goes into a statement, whatever else is open. Else `open` while any item has no
 * decision, `needs-information` while any waits for information (both still need attention), and
 * `cleared` when every item (and the plot's own decision, if any) is cleared.
 */
export type ReviewState = 'open' | Verdict;
const STRICTNESS: Record<ReviewState, number> = {
  excluded: 3,
  open: 2,
  'needs-information': 1,
  cleared: 0,
};

/** The review states of a plot that still needs someone: an item without a decision, or one waiting for information. */
export const NEEDS_ATTENTION: ReadonlySet<ReviewState> = new Set<ReviewState>(['open', 'needs-information']);

/**
 * Each plot with at least one review item or a decision on the plot as a whole, and its state. Decisions
 * on whole plots are all read: a caller scoped to some plots (a supplier's) keeps the ids it needs.
 */
export function reviewStates(
  items: readonly { plotId: string; key: string }[],
  decisions: ReadonlyMap<string, Decision>,
): Map<string, ReviewState> {
  const states = new Map<string, ReviewState>();
  const note = (plotId: string, state: ReviewState) => {
    const seen = states.get(plotId);
    if (!seen || STRICTNESS[state] > STRICTNESS[seen]) states.set(plotId, state);
  };
  for (const item of items) note(item.plotId, decisions.get(item.key)?.verdict ?? 'open');
  for (const [key, d] of decisions)
    if (d.kind === 'plot' && key === plotDecisionKey(d.plotId)) note(d.plotId, d.verdict);
  return states;
}
