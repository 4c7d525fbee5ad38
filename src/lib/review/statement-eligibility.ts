/**
 * Which plots a TRACES export or a statement package may take (issue 50, "Statements built from
 * decisions"), worked out from the plots to export, their review items (review-items.ts), the current
 * decisions (decisionIndex) and the overrides in force (core/api/statements.ts):
 * - excluded: a decision excluded one of the plot's items, or the plot as a whole (a `plot` decision). Such a
 *   plot never goes in: no override lets it through, since the reviewer said the land must not be declared;
 * - held: an item of the plot has no decision yet, or its decision asks for information (that is a question,
 *   not an answer), and no override covers it. An override covers the item keys it names, so an item that
 *   opens later (a new detection) holds the plot again;
 * - overridden: every open item is covered by an override an approver recorded with a reason;
 * - included: nothing open, nothing excluded (a plot without items is in).
 * A `plot` decision of "needs information" counts as one more open item of the plot; a `plot` decision of
 * "cleared" answers only itself: each item keeps its own decision.
 *
 * Pure: no React, no requests; linear in plots + items + decisions (100,000 plots in one pass).
 */
import type { Decision, ReviewItemKind } from '@core/api/review.ts';
import type { StatementOverride } from '@core/api/statements.ts';
import type { ReviewItem } from './review-items.ts';
import { plotDecisionKey } from '@core/review/review-decisions.ts';

/**
 * Why an open item holds a plot, as the dialog names it: the item's kind, with the service's risk items
 * told apart by level ("open high-risk item" reads differently from a medium one).
 */
export type HoldReason = Exclude<ReviewItemKind, 'risk'> | 'high-risk' | 'medium-risk';

/** The order reasons are listed in: the most serious first. */
export const HOLD_REASONS: readonly HoldReason[] = [
  'high-risk',
  'deforestation',
  'protected-area',
  'medium-risk',
  'high-risk-country',
  'traces-refused',
  'double-claim',
  'inside-another',
  'overlap-in-supplier',
  'plot',
];

export interface EligibilityPlot {
  id: string;
  supplierId?: string;
}

export interface OpenItem {
  key: string;
  kind: ReviewItemKind;
  reason: HoldReason;
  /** `open`: no decision yet. */
  state: 'open' | 'needs-information';
}

export type PlotEligibility =
  | { plotId: string; status: 'included' }
  | { plotId: string; status: 'overridden'; openItems: OpenItem[]; overrides: StatementOverride[] }
  | { plotId: string; status: 'excluded'; decisions: Decision[] }
  | {
      plotId: string;
      status: 'held';
      openItems: OpenItem[];
      /** The open items no override covers: what keeps the plot out. */
      uncovered: OpenItem[];
    };

export type HeldPlot = Extract<PlotEligibility, { status: 'held' }>;
export type ExcludedPlot = Extract<PlotEligibility, { status: 'excluded' }>;
export type OverriddenPlot = Extract<PlotEligibility, { status: 'overridden' }>;

export interface StatementEligibility {
  /** Every plot given, in the order given. */
  plots: PlotEligibility[];
  /** The ids of the plots that go in (included or overridden). */
  eligible: Set<string>;
  excluded: ExcludedPlot[];
  held: HeldPlot[];
  overridden: OverriddenPlot[];
  /**
   * The held plots by the reason of their uncovered items, most serious first: a plot with a high-risk item
   * and an overlap counts under both (the dialog says "1 plot held: open high-risk item").
   */
  heldByReason: { reason: HoldReason; plots: HeldPlot[] }[];
  /**
   * The held plots by the set of reasons of their uncovered items, each plot once (the dialog's lines:
   * "1 plot held: open high-risk item, open deforestation item"), most plots first.
   */
  heldGroups: { reasons: HoldReason[]; plots: HeldPlot[] }[];
}

export const holdReasonOf = (item: Pick<ReviewItem, 'kind' | 'risk'>): HoldReason =>
  item.kind === 'risk' ? (item.risk === 'high' ? 'high-risk' : 'medium-risk') : item.kind;

export function statementEligibility({
  plots,
  items,
  decisions,
  overrides,
}: {
  plots: readonly EligibilityPlot[];
  /** The review items of (at least) these plots; others are ignored. */
  items: readonly Pick<ReviewItem, 'key' | 'kind' | 'plotId' | 'risk'>[];
  /** The current decision of each item, by item key (decisionIndex). */
  decisions: ReadonlyMap<string, Decision>;
  /** The overrides in force (the store's answer). */
  overrides: readonly StatementOverride[];
}): StatementEligibility {
  const wanted = new Set(plots.map((p) => p.id));
  const itemsOf = new Map<string, Pick<ReviewItem, 'key' | 'kind' | 'plotId' | 'risk'>[]>();
  for (const item of items) {
    if (!wanted.has(item.plotId)) continue;
    const list = itemsOf.get(item.plotId);
    if (list) list.push(item);
    else itemsOf.set(item.plotId, [item]);
  }
  const overridesOf = new Map<string, StatementOverride[]>();
  for (const o of overrides) {
    if (!wanted.has(o.plotId)) continue;
    const list = overridesOf.get(o.plotId);
    if (list) list.push(o);
    else overridesOf.set(o.plotId, [o]);
  }

  const result: StatementEligibility = {
    plots: [],
    eligible: new Set(),
    excluded: [],
    held: [],
    overridden: [],
    heldByReason: [],
    heldGroups: [],
  };
  const byReason = new Map<HoldReason, HeldPlot[]>();
  for (const { id } of plots) {
    const own = itemsOf.get(id) ?? [];
    const excludedBy: Decision[] = [];
    const open: OpenItem[] = [];
    const seen = new Set<string>();
    const consider = (key: string, kind: ReviewItemKind, reason: HoldReason) => {
      if (seen.has(key)) return;
      seen.add(key);
      const decision = decisions.get(key);
      if (decision?.verdict === 'excluded') excludedBy.push(decision);
      else if (!decision && kind !== 'plot') open.push({ key, kind, reason, state: 'open' });
      else if (decision?.verdict === 'needs-information')
        open.push({ key, kind, reason, state: 'needs-information' });
    };
    for (const item of own) consider(item.key, item.kind, holdReasonOf(item));
    // The decision on the plot as a whole, whether or not it is among the items (any plot can be decided on).
    consider(plotDecisionKey(id), 'plot', 'plot');

    let entry: PlotEligibility;
    if (excludedBy.length) {
      entry = { plotId: id, status: 'excluded', decisions: excludedBy };
      result.excluded.push(entry);
    } else if (!open.length) {
      entry = { plotId: id, status: 'included' };
      result.eligible.add(id);
    } else {
      const mine = overridesOf.get(id) ?? [];
      const covered = new Set(mine.flatMap((o) => o.itemKeys));
      const uncovered = open.filter((i) => !covered.has(i.key));
      if (!uncovered.length) {
        entry = {
          plotId: id,
          status: 'overridden',
          openItems: open,
          // Only the overrides that cover one of the open items: older ones about closed items say nothing here.
          overrides: mine.filter((o) => o.itemKeys.some((k) => open.some((i) => i.key === k))),
        };
        result.overridden.push(entry);
        result.eligible.add(id);
      } else {
        const held: HeldPlot = { plotId: id, status: 'held', openItems: open, uncovered };
        entry = held;
        result.held.push(held);
        for (const reason of new Set(uncovered.map((i) => i.reason))) {
          const list = byReason.get(reason);
          if (list) list.push(held);
          else byReason.set(reason, [held]);
        }
      }
    }
    result.plots.push(entry);
  }
  result.heldByReason = HOLD_REASONS.filter((r) => byReason.has(r)).map((reason) => ({
    reason,
    plots: byReason.get(reason)!,
  }));
  const groups = new Map<string, { reasons: HoldReason[]; plots: HeldPlot[] }>();
  for (const held of result.held) {
    const reasons = HOLD_REASONS.filter((r) => held.uncovered.some((i) => i.reason === r));
    const key = reasons.join();
    const group = groups.get(key);
    if (group) group.plots.push(held);
    else groups.set(key, { reasons, plots: [held] });
  }
  result.heldGroups = [...groups.values()].sort(
    (a, b) =>
      b.plots.length - a.plots.length ||
      HOLD_REASONS.indexOf(a.reasons[0]!) - HOLD_REASONS.indexOf(b.reasons[0]!),
  );
  return result;
}

/** Longest `why` an evidence snapshot takes (core/api/statements.ts). */
const MAX_WHY = 64;

/**
 * The plots left out, as an evidence snapshot records them: `excluded`, or `held:` and the reasons of the
 * uncovered items (e.g. "held:high-risk,protected-area").
 */
export function leftOutOf(eligibility: StatementEligibility): { plotId: string; why: string }[] {
  const out: { plotId: string; why: string }[] = [];
  for (const p of eligibility.plots) {
    if (p.status === 'excluded') out.push({ plotId: p.plotId, why: 'excluded' });
    else if (p.status === 'held') {
      const reasons = HOLD_REASONS.filter((r) => p.uncovered.some((i) => i.reason === r));
      out.push({ plotId: p.plotId, why: `held:${reasons.join(',')}`.slice(0, MAX_WHY) });
    }
  }
  return out;
}
