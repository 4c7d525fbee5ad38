/**
 * The Plots page's filters: their URL form (validated by the route) and the pure filtering over loaded plots.
 * The service only filters by supplier and risk level; country, deforestation and name search exist only
 * here, so every filter runs client-side over the one cached list of the project (no refetch per filter),
 * on its columns (plot-list.ts): a filter gives positions, not plots.
 */
import { z } from 'zod';
import { foldText } from '@core/text/fold-text.ts';
import { allRows, someRows, type PlotList, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';
import { plotIdsInState, REVIEW_FILTERS, type ReviewFilter } from '@/lib/review/review-items.ts';
import type { ReviewState } from '@core/review/review-decisions.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));

/** URL search of /plots. Anything malformed in a shared link is dropped rather than breaking the page. */
export const plotsSearchSchema = z.object({
  supplier: optionalText,
  /** Comma list of risk classes, e.g. `high,medium`. */
  risk: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => {
      const list = (v ?? '')
        .split(',')
        .filter((r): r is RiskClass => (RISK_CLASSES as readonly string[]).includes(r));
      return list.length ? [...new Set(list)].join(',') : undefined;
    }),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  deforestation: z.enum(['yes', 'no']).optional().catch(undefined),
  q: optionalText,
  /** `yes`: only plots that overlap another plot (double claims). */
  overlaps: z.enum(['yes']).optional().catch(undefined),
  /**
   * Review state of the plot's review items (`open`: some item has no decision yet), or `not-excluded`:
   * every plot but the excluded ones, with or without items.
   */
  review: z
    .enum(REVIEW_FILTERS as [ReviewFilter, ...ReviewFilter[]])
    .optional()
    .catch(undefined),
  selected: optionalText,
});
export type PlotsSearch = z.infer<typeof plotsSearchSchema>;

export interface PlotFilters {
  supplier?: string;
  risk?: RiskClass[];
  country?: string;
  deforestation?: 'yes' | 'no';
  q?: string;
  /** Only these plots (the overlapping ones, when the Overlaps filter is on). */
  onlyIds?: ReadonlySet<string>;
}

export function filtersFromSearch(search: PlotsSearch): PlotFilters {
  return {
    supplier: search.supplier,
    risk: search.risk ? (search.risk.split(',') as RiskClass[]) : undefined,
    country: search.country,
    deforestation: search.deforestation,
    q: search.q,
  };
}

export const hasFilters = (f: PlotFilters): boolean =>
  Boolean(f.supplier || f.risk?.length || f.country || f.deforestation || f.q || f.onlyIds);

/** The rows of `list` the filters keep (all of them, without a copy, when no filter is set). */
export function filterRows(list: PlotList, f: PlotFilters): PlotRows {
  if (!hasFilters(f)) return allRows(list);
  return someRows(
    list,
    list.positionsWhere({
      supplier: f.supplier,
      risk: f.risk,
      country: f.country,
      deforestation: f.deforestation,
      text: f.q ? foldText(f.q) : undefined,
      ids: f.onlyIds,
    }),
  );
}

/**
 * The plots the review filter keeps: those in a state, or for `not-excluded` every plot of the list but
 * the excluded ones (a plot without items has no state and is kept).
 */
export function plotIdsInReview(
  list: PlotList,
  states: ReadonlyMap<string, ReviewState>,
  filter: ReviewFilter,
): Set<string> {
  if (filter !== 'not-excluded') return plotIdsInState(states, filter);
  const ids = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    const id = list.id(i);
    if (states.get(id) !== 'excluded') ids.add(id);
  }
  return ids;
}
