/**
 * Review items: what a reviewer must decide on, worked out from the project's loaded plots and the overlap
 * scan (src/lib/plot-loader/worker/overlaps.ts). Every plot the service assesses as high or medium risk is a `risk`
 * item; every plot overlapping another is a `double-claim` item, or an `inside-another` item when the other
 * plot covers nearly all of it (INSIDE_SHARE: a farm boundary drawn around the farm's own plots). A pair of
 * two suppliers gives each supplier its own item (A–B and B–A, core/api/review.ts); a pair within one
 * supplier gives one. Joined with the current decisions, they give what needs attention and each plot's
 * review state (the Plots page's filter). Pure.
 */
import { reviewItemKey, type Decision, type ReviewItemKind, type Verdict } from '@core/api/review.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { packText } from '@/lib/plot-loader/shared/pack-reader.ts';
import { packSize, TEXT_ID, TEXT_NAME, type PackedPlots } from '@/lib/plot-loader/shared/packed-plots.ts';
import type { OverlapPair, OverlapReport } from '@/lib/plot-loader/worker/overlaps.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';

/** Share of a plot another plot covers from which the plot counts as inside it (GPS noise on the rest). */
export const INSIDE_SHARE = 0.95;
/** The service's levels that make a plot a review item. */
export const AT_RISK: readonly RiskClass[] = ['high', 'medium'];

export interface ReviewItem {
  /** reviewItemKey of the item: what its current decision is found by. */
  key: string;
  kind: ReviewItemKind;
  plotId: string;
  plotName: string;
  supplier: string;
  risk: RiskClass;
  areaHa: number;
  /** Pairs only: the other plot, its supplier, the overlap and the share of this plot it covers. */
  otherPlotId?: string;
  otherPlotName?: string;
  otherSupplier?: string;
  overlapHa?: number;
  share?: number;
}

const KIND_ORDER: Record<ReviewItemKind, number> = {
  risk: 0,
  deforestation: 1,
  'protected-area': 2,
  'high-risk-country': 3,
  'traces-refused': 4,
  'inside-another': 5,
  'double-claim': 6,
  'overlap-in-supplier': 7,
  plot: 8,
};

/**
 * The review items of the project's plots, or of one supplier's (`supplier`, a name as plots carry it).
 * Risk items first (most severe first), then pairs by overlap, largest first.
 */
export function reviewItemsOf(
  list: PlotList,
  report: OverlapReport | null | undefined,
  supplier?: string,
): ReviewItem[] {
  const items = list.batches.flatMap((batch) => riskItemsOfBatch(batch, supplier));
  items.sort((a, b) => RISK_CLASSES.indexOf(a.risk) - RISK_CLASSES.indexOf(b.risk));
  const pairs = (report?.pairs ?? []).filter(
    (p) => supplier === undefined || p.a.supplier === supplier || p.b.supplier === supplier,
  );
  if (!pairs.length) return items;
  // Each side's name, risk and area come with the pair (the worker read them): no lookup in the list.
  const pairItems: ReviewItem[] = [];
  const add = (pair: OverlapPair, self: 'a' | 'b', kind: ReviewItemKind) => {
    const me = pair[self];
    const other = pair[self === 'a' ? 'b' : 'a'];
    pairItems.push({
      key: reviewItemKey({ kind, plotId: me.id, otherPlotId: other.id }),
      kind,
      plotId: me.id,
      plotName: me.name,
      supplier: me.supplier,
      risk: me.risk,
      areaHa: me.statedHa,
      otherPlotId: other.id,
      otherPlotName: other.name,
      otherSupplier: other.supplier,
      overlapHa: pair.overlapHa,
      share: me.share,
    });
  };
  for (const pair of pairs) {
    const inside = (side: 'a' | 'b') => pair[side].share >= INSIDE_SHARE;
    if (pair.sameSupplier) {
      // One item per pair: the plot inside the other when one is, else the first.
      const self = inside('a') ? 'a' : inside('b') ? 'b' : 'a';
      add(pair, self, inside(self) ? 'inside-another' : 'double-claim');
      continue;
    }
    for (const self of ['a', 'b'] as const)
      if (supplier === undefined || pair[self].supplier === supplier)
        add(pair, self, inside(self) ? 'inside-another' : 'double-claim');
  }
  pairItems.sort((p, q) => KIND_ORDER[p.kind] - KIND_ORDER[q.kind] || q.overlapHa! - p.overlapHa!);
  return items.concat(pairItems);
}

const AT_RISK_CODES = new Set(AT_RISK.map((r) => RISK_CLASSES.indexOf(r)));
/** Risk items by batch, then by supplier ('\0' for every supplier): batches never change once packed. */
const riskItems = new WeakMap<PackedPlots, Map<string, readonly ReviewItem[]>>();

/**
 * The risk items of one batch's plots (of `supplier`'s only, when given), in batch order, worked out once
 * per batch. A page that calls it as each batch arrives (a supplier's page) spreads the decoding of their
 * ids and names over the batches' own tasks: all at once, when the supplier's last plot came in, it held the
 * page for most of a second (bench/supplier-page.ts).
 */
export function riskItemsOfBatch(batch: PackedPlots, supplier?: string): readonly ReviewItem[] {
  let bySupplier = riskItems.get(batch);
  if (!bySupplier) riskItems.set(batch, (bySupplier = new Map()));
  const key = supplier ?? '\0';
  const known = bySupplier.get(key);
  if (known) return known;
  const items: ReviewItem[] = [];
  const code = supplier === undefined ? -1 : batch.words.indexOf(supplier);
  const n = supplier !== undefined && code < 0 ? 0 : packSize(batch);
  for (let j = 0; j < n; j++) {
    if (!AT_RISK_CODES.has(batch.risk[j]!)) continue;
    if (supplier !== undefined && batch.supplier[j] !== code) continue;
    const plotId = packText(batch, j, TEXT_ID);
    items.push({
      key: reviewItemKey({ kind: 'risk', plotId }),
      kind: 'risk',
      plotId,
      plotName: packText(batch, j, TEXT_NAME),
      supplier: batch.words[batch.supplier[j]!]!,
      risk: RISK_CLASSES[batch.risk[j]!]!,
      areaHa: batch.areaHa[j]!,
    });
  }
  bySupplier.set(key, items);
  return items;
}

/** The current decisions by item key (the server answers one per item; the latest wins if it sent more). */
export function decisionIndex(decisions: readonly Decision[] | undefined): Map<string, Decision> {
  const index = new Map<string, Decision>();
  for (const d of decisions ?? []) {
    const key = reviewItemKey(d);
    const seen = index.get(key);
    if (!seen || seen.decidedAt <= d.decidedAt) index.set(key, d);
  }
  return index;
}

/** A plot's review state: `open` while any of its items has no decision; else the strictest verdict. */
export type ReviewState = 'open' | Verdict;
export const REVIEW_STATES: readonly ReviewState[] = ['open', 'needs-information', 'excluded', 'cleared'];
const STRICTNESS: Record<ReviewState, number> = {
  open: 3,
  excluded: 2,
  'needs-information': 1,
  cleared: 0,
};

/** Each plot with at least one review item, and its state. */
export function reviewStates(
  items: readonly ReviewItem[],
  decisions: ReadonlyMap<string, Decision>,
): Map<string, ReviewState> {
  const states = new Map<string, ReviewState>();
  for (const item of items) {
    const state: ReviewState = decisions.get(item.key)?.verdict ?? 'open';
    const seen = states.get(item.plotId);
    if (!seen || STRICTNESS[state] > STRICTNESS[seen]) states.set(item.plotId, state);
  }
  return states;
}

/** The ids of the plots in `state`. */
export function plotIdsInState(states: ReadonlyMap<string, ReviewState>, state: ReviewState): Set<string> {
  const ids = new Set<string>();
  for (const [id, s] of states) if (s === state) ids.add(id);
  return ids;
}
