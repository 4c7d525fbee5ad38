/**
 * Review items: every sign of risk a reviewer must decide on (issue 50), worked out from the project's
 * loaded plots, the overlap scan (src/lib/plot-loader/worker/overlaps.ts) and, when given, the deforestation
 * detections that touch or lie near a plot (use-review-detections.ts). The one definition every page, the
 * report and the exports use:
 * - `risk`: the service assesses the plot as high or medium risk (AT_RISK);
 * - `protected-area`: the assessment finds more than 0 ha of protected area or indigenous territory in the
 *   plot, whatever its risk class (a plot rated "low" can lie inside a national park);
 * - `deforestation`: the assessment itself finds deforestation after the cut-off (signalId "assessment"), or
 *   a deforestation detection dated after the cut-off (CUTOFF_DATE) touches or lies near the plot (signalId:
 *   the detection's id; a new detection is a new item, so a plot cleared before is open again);
 * - `high-risk-country`: the plot's country is in the EU's high-risk tier (core/eu-benchmark);
 * - `traces-refused`: the Information System's rules refuse the plot's geometry (the loader worker's packed
 *   `tracesRefused` column, core/plot-packs/traces-refusals.ts);
 * - pairs: `double-claim` when two suppliers' plots overlap (each supplier gets its own item, A–B and B–A),
 *   `overlap-in-supplier` for two plots of one supplier (one item per pair), `inside-another` when the other
 *   plot covers nearly all of this one (INSIDE_SHARE: a farm boundary drawn around the farm's own plots).
 * `plot` (a decision on a plot as a whole) is no signal: any plot can get one, and reviewStates reads it.
 * Joined with the current decisions (core/review/review-decisions.ts), they give what needs attention (cleared and excluded settle an item;
 * "needs information" does not) and each plot's review state (the Plots page's filter). Pure.
 */
import {
  INSIDE_SHARE,
  reviewItemKey,
  type Decision,
  type ReviewItemKind,
  type ReviewItemRef,
} from '@core/api/review.ts';
import {
  ASSESSMENT_SIGNAL,
  highRiskCodes,
  isAfterCutoff,
  plotSignalKinds,
  type DetectionSignal,
} from '@core/review/review-signals.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { packText } from '@/lib/plot-loader/shared/pack-reader.ts';
import { packSize, TEXT_ID, TEXT_NAME, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import type { OverlapPair, OverlapReport } from '@core/geo/overlap-report.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { isSettled, type ReviewState } from '@core/review/review-decisions.ts';

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
  /** `protected-area`: the hectares of each (0 when none; NaN never: only assessed plots have the item). */
  protectedHa?: number;
  indigenousHa?: number;
  /** `deforestation`: the signal (ASSESSMENT_SIGNAL or a detection's id) and what it found. */
  signalId?: string;
  deforestedHa?: number;
  detection?: Omit<DetectionSignal, 'plotId' | 'detectionId'>;
  /** `high-risk-country`: the plot's country code. */
  country?: string;
}

/** The order kinds are listed in (and the report's), most telling first. */
export const KIND_ORDER: Record<ReviewItemKind, number> = {
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

const bySeverity = (a: ReviewItem, b: ReviewItem) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || RISK_CLASSES.indexOf(a.risk) - RISK_CLASSES.indexOf(b.risk);

/**
 * The review items of the project's plots, or of one supplier's (`supplier`, a name as plots carry it).
 * The plots' own signals first (by kind, then most severe risk first), then detections, then pairs by kind
 * and overlap, largest first. `detections` (optional): the deforestation detections near the plots
 * (use-review-detections.ts); without them only the service's own deforestation figure is a signal.
 */
export function reviewItemsOf(
  list: PlotList,
  report: OverlapReport | null | undefined,
  supplier?: string,
  detections?: readonly DetectionSignal[] | null,
): ReviewItem[] {
  const items = list.packs.flatMap((pack) => riskItemsOfPack(pack, supplier));
  items.push(...detectionItemsOf(list, detections, supplier));
  items.sort(bySeverity);
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
      // One item per pair: the plot inside the other when one is, else the first. Not a double claim: one
      // supplier mapped the land twice (or a plot and its farm), no one else claims it.
      const self = inside('a') ? 'a' : inside('b') ? 'b' : 'a';
      add(pair, self, inside(self) ? 'inside-another' : 'overlap-in-supplier');
      continue;
    }
    for (const self of ['a', 'b'] as const)
      if (supplier === undefined || pair[self].supplier === supplier)
        add(pair, self, inside(self) ? 'inside-another' : 'double-claim');
  }
  pairItems.sort((p, q) => KIND_ORDER[p.kind] - KIND_ORDER[q.kind] || q.overlapHa! - p.overlapHa!);
  return items.concat(pairItems);
}

/**
 * One `deforestation` item per detection and plot it touches or lies near, dated after the cut-off (a
 * detection twice in the answer counts once); plots not in the list (gone since) are left out.
 */
export function detectionItemsOf(
  list: PlotList,
  detections: readonly DetectionSignal[] | null | undefined,
  supplier?: string,
): ReviewItem[] {
  const after = (detections ?? []).filter((d) => isAfterCutoff(d.date));
  if (!after.length) return [];
  const positions = list.positionsOfIds(new Set(after.map((d) => d.plotId)));
  const items = new Map<string, ReviewItem>();
  for (const d of after) {
    const position = positions.get(d.plotId);
    if (position === undefined) continue;
    const plotSupplier = list.supplier(position);
    if (supplier !== undefined && plotSupplier !== supplier) continue;
    const key = reviewItemKey({ kind: 'deforestation', plotId: d.plotId, signalId: d.detectionId });
    const seen = items.get(key);
    // Touching beats lying near, should one detection be reported both ways.
    if (seen && (seen.detection!.touches || !d.touches)) continue;
    items.set(key, {
      key,
      kind: 'deforestation',
      plotId: d.plotId,
      plotName: list.name(position),
      supplier: plotSupplier,
      risk: RISK_CLASSES[list.risk(position)]!,
      areaHa: list.areaHa(position),
      signalId: d.detectionId,
      detection: { date: d.date, areaHa: d.areaHa, touches: d.touches },
    });
  }
  return [...items.values()].sort((a, b) => b.detection!.date.localeCompare(a.detection!.date));
}

/** Per-plot items by pack, then by supplier ('\0' for every supplier): packs never change once packed. */
const riskItems = new WeakMap<PackedPlots, Map<string, readonly ReviewItem[]>>();

/**
 * The items the plots of one pack raise by themselves (of `supplier`'s only, when given), in pack order,
 * worked out once per pack. A page that calls it as each pack arrives (a supplier's page) spreads the
 * decoding of their ids and names over the packs' own tasks: all at once, when the supplier's last plot
 * came in, it held the page for most of a second (bench/supplier-page.ts). The name is older than the
 * kinds beyond risk: every per-plot signal is here.
 */
export function riskItemsOfPack(pack: PackedPlots, supplier?: string): readonly ReviewItem[] {
  let bySupplier = riskItems.get(pack);
  if (!bySupplier) riskItems.set(pack, (bySupplier = new Map()));
  const key = supplier ?? '\0';
  const known = bySupplier.get(key);
  if (known) return known;
  const items: ReviewItem[] = [];
  const code = supplier === undefined ? -1 : pack.words.indexOf(supplier);
  const n = supplier !== undefined && code < 0 ? 0 : packSize(pack);
  const highRisk = highRiskCodes(pack);
  for (let j = 0; j < n; j++) {
    if (supplier !== undefined && pack.supplier[j] !== code) continue;
    const kinds = plotSignalKinds(pack, j, highRisk);
    if (!kinds.length) continue;
    const plotId = packText(pack, j, TEXT_ID);
    const base = {
      plotId,
      plotName: packText(pack, j, TEXT_NAME),
      supplier: pack.words[pack.supplier[j]!]!,
      risk: RISK_CLASSES[pack.risk[j]!]!,
      areaHa: pack.areaHa[j]!,
    };
    for (const kind of kinds) {
      const item: ReviewItem = { key: '', kind, ...base };
      const ref: Pick<ReviewItemRef, 'kind' | 'plotId' | 'signalId'> = { kind, plotId };
      if (kind === 'deforestation') {
        item.signalId = ref.signalId = ASSESSMENT_SIGNAL;
        item.deforestedHa = pack.deforestedHa[j]!;
      } else if (kind === 'protected-area') {
        item.protectedHa = pack.protectedAreasHa[j]! || 0;
        item.indigenousHa = pack.indigenousTerritoriesHa[j]! || 0;
      } else if (kind === 'high-risk-country') {
        item.country = pack.words[pack.country[j]!]!;
      }
      item.key = reviewItemKey(ref);
      items.push(item);
    }
  }
  bySupplier.set(key, items);
  return items;
}

/** The items that still need attention: no decision yet, or waiting for information. */
export const needingAttention = (
  items: readonly ReviewItem[],
  decisions: ReadonlyMap<string, Decision>,
): ReviewItem[] => items.filter((i) => !isSettled(decisions.get(i.key)));

/** The review states (core/review/review-decisions.ts), in the Plots page's filter's order. */
export const REVIEW_STATES: readonly ReviewState[] = ['open', 'needs-information', 'excluded', 'cleared'];
/** The Plots page's review filter: a state, or every plot but the excluded ones (with or without items). */
export type ReviewFilter = ReviewState | 'not-excluded';
export const REVIEW_FILTERS: readonly ReviewFilter[] = [...REVIEW_STATES, 'not-excluded'];

/** The ids of the plots in `state`. */
export function plotIdsInState(states: ReadonlyMap<string, ReviewState>, state: ReviewState): Set<string> {
  const ids = new Set<string>();
  for (const [id, s] of states) if (s === state) ids.add(id);
  return ids;
}
