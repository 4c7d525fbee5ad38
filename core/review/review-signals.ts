/**
 * The signals that make review items (src/lib/review/review-items.ts holds the items; issue 50), where the
 * page and the server both read them: the server counts each supplier's items with the team's decisions
 * (server/portfolio/review-counts.ts), so both must see the same signals.
 * - A plot's own signals, from its packed columns (plotSignalKinds): risk, the assessment's deforestation,
 *   protected or indigenous area, a high-risk country, a TRACES refusal.
 * - Deforestation detections (contract §7, the monthly exports) dated after the cut-off that touch a plot or
 *   lie within NEAR_M of it (signalsOf), over the REVIEW_MONTHS months up to the current one: bounded,
 *   whatever the portfolio's age, and long enough that a clearing seen in the last year is never missed
 *   between two reviews. Older clearings after the cut-off are in the service's own assessment (the
 *   `deforestation` item with signal ASSESSMENT_SIGNAL). Fires are no review item (a fire is not clearing).
 * Pure.
 */
import type { ReviewItemKind } from '../api/review.ts';
import { RISK_CLASSES, type RiskClass } from '../api/risk-classes.ts';
import { FRAMEWORK_CUTOFF } from '../api/schemas.ts';
import { footprintsOf, type Detection } from '../detections/detections.ts';
import { nearFootprint } from '../detections/near-footprint.ts';
import { benchmarkTier } from '../eu-benchmark/country-benchmark.ts';
import { DEFORESTED_YES, packSize, TRACES_REFUSED, type PackedPlots } from '../plot-packs/packed-plots.ts';

/** The service's levels that make a plot a review item. */
export const AT_RISK: readonly RiskClass[] = ['high', 'medium'];
/** The EUDR's cut-off: deforestation detected after this day (ISO date) is a signal; on it or before, not. */
export const CUTOFF_DATE = FRAMEWORK_CUTOFF.EUDR;
/** The signalId of the service's own assessment finding deforestation. */
export const ASSESSMENT_SIGNAL = 'assessment';

/** Whether an ISO date (YYYY-MM-DD, or a longer timestamp) is after the cut-off day; false when malformed. */
export const isAfterCutoff = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}/.test(date) && date.slice(0, 10) > CUTOFF_DATE;

const AT_RISK_CODES = new Set(AT_RISK.map((r) => RISK_CLASSES.indexOf(r)));

/** The word codes of a pack's high-risk countries (core/eu-benchmark), read once per pack, not per plot. */
export function highRiskCodes(pack: PackedPlots): Set<number> {
  const codes = new Set<number>();
  pack.words.forEach((w, k) => benchmarkTier(w) === 'high' && codes.add(k));
  return codes;
}

/**
 * The items plot `j` of a pack raises by itself (not pairs, not detections), in the order review-items.ts
 * lists them: risk, the assessment's deforestation, protected or indigenous area, a high-risk country
 * (`highRisk`: highRiskCodes of the pack), a TRACES refusal.
 */
export function plotSignalKinds(
  pack: PackedPlots,
  j: number,
  highRisk: ReadonlySet<number>,
): ReviewItemKind[] {
  const kinds: ReviewItemKind[] = [];
  if (AT_RISK_CODES.has(pack.risk[j]!)) kinds.push('risk');
  if (pack.deforested[j] === DEFORESTED_YES) kinds.push('deforestation');
  // NaN (not assessed) is not above 0.
  if (pack.protectedAreasHa[j]! > 0 || pack.indigenousTerritoriesHa[j]! > 0) kinds.push('protected-area');
  if (highRisk.has(pack.country[j]!)) kinds.push('high-risk-country');
  if (pack.tracesRefused[j] === TRACES_REFUSED) kinds.push('traces-refused');
  return kinds;
}

/** Each signal a pack's plots raise by themselves: the plot's index in the pack and the item's kind. */
export function packSignals(pack: PackedPlots): { index: number; kind: ReviewItemKind }[] {
  const highRisk = highRiskCodes(pack);
  const signals: { index: number; kind: ReviewItemKind }[] = [];
  const n = packSize(pack);
  for (let j = 0; j < n; j++)
    for (const kind of plotSignalKinds(pack, j, highRisk)) signals.push({ index: j, kind });
  return signals;
}

/**
 * A deforestation detection on or near a plot (dates are the detection's, ISO YYYY-MM-DD). Those dated on
 * or before CUTOFF_DATE are no signal and are left out.
 */
export interface DetectionSignal {
  plotId: string;
  detectionId: string;
  date: string;
  /** The detection's area (ha), when its file states one. */
  areaHa: number | null;
  /** True when it touches the plot; false when it lies within the "near" distance only. */
  touches: boolean;
}

/** How many months of exports are read, the current one included. */
export const REVIEW_MONTHS = 12;
/**
 * A clearing this close to a plot (metres, edge to edge) is a review item even when it does not touch it: a
 * plot's boundary drawn a little off, or a clearing that will grow into it, is still a question to ask the
 * supplier. 500 m is about the width of a smallholder's holding and well above the exports' positional error.
 */
export const NEAR_M = 500;

/** The REVIEW_MONTHS months up to `now`'s (UTC), newest first. */
export function reviewMonths(now: Date): { year: number; month: number }[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return Array.from({ length: REVIEW_MONTHS }, (_, k) => ({
    year: Math.floor((current - k) / 12),
    month: ((current - k) % 12) + 1,
  }));
}

/**
 * The signals of `detections` from which plots their footprints touch: footprints [0, n) are the detections
 * as they are, [n, 2n) the same grown by NEAR_M (`touches`: the id of each plot and the footprints that
 * touch it). Only clearings after the cut-off are kept.
 */
export function signalsOf(
  detections: readonly Detection[],
  touches: readonly { id: string; footprints: readonly number[] }[],
): DetectionSignal[] {
  const n = detections.length;
  const signals: DetectionSignal[] = [];
  for (const t of touches) {
    const touching = new Set(t.footprints.filter((k) => k < n));
    const near = new Set(t.footprints.filter((k) => k >= n).map((k) => k - n));
    for (const k of new Set([...touching, ...near])) {
      const d = detections[k]!;
      if (d.kind !== 'deforestation' || !isAfterCutoff(d.date)) continue;
      signals.push({
        plotId: t.id,
        detectionId: d.id,
        date: d.date,
        areaHa: d.areaHa,
        touches: touching.has(k),
      });
    }
  }
  return signals;
}

/** The exact footprints, then the same grown by NEAR_M. */
export function reviewFootprints(detections: readonly Detection[]) {
  const exact = footprintsOf(detections);
  return [...exact, ...exact.map((f) => nearFootprint(f, NEAR_M))];
}
