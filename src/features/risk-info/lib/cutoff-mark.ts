/**
 * The framework's cut-off date on the monthly chart: the month that holds it (a bar's key, "2020-12"),
 * or where it lies relative to the series when the series does not reach it, and the hectares cleared
 * after it. The service's figures are per month, so "after" counts the months after the cut-off's month,
 * and the cut-off's month too when the date is its first day (EUDR's 31 December 2020: from January 2021).
 * Pure.
 */
import { FRAMEWORK_CUTOFF, type Framework } from '@core/api/schemas.ts';
import type { MonthPoint } from './deforestation-series.ts';

export interface CutoffMark {
  framework: Framework;
  /** ISO date, "2020-12-31". */
  date: string;
  /** The bar the mark stands on; null when the date is before or after every month of the series. */
  key: string | null;
  /** Where the date lies relative to the series' months. */
  place: 'before' | 'within' | 'after';
  /** Hectares cleared in months after the cut-off. */
  afterHa: number;
}

export function cutoffMark(series: readonly MonthPoint[], framework: Framework): CutoffMark {
  const date = FRAMEWORK_CUTOFF[framework];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = year * 12 + month;
  const firstAfter = day === 1 ? at : at + 1;
  let afterHa = 0;
  let key: string | null = null;
  for (const p of series) {
    const i = p.year * 12 + p.month;
    if (i >= firstAfter) afterHa += p.ha;
    if (i === at) key = p.key;
  }
  const first = series[0];
  const last = series[series.length - 1];
  const place =
    first && at < first.year * 12 + first.month
      ? 'before'
      : last && at > last.year * 12 + last.month
        ? 'after'
        : 'within';
  return { framework, date, key, place, afterHa };
}
