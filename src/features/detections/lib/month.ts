/**
 * The months of detections in the URL (`?year=2026&month=9`, and for a range `&toYear=2026&toMonth=11`):
 * from January 2016, when monitoring starts, up to the current month, never a future one (contract §7
 * answers 400). Without one, the last complete month: the current one is still being observed. A range
 * holds at most MAX_RANGE_MONTHS months (one export and two files each).
 */
import { z } from 'zod';
import type { Locale } from '@core/i18n/locales.ts';
import { formatMonth } from '@/lib/format/dates.ts';

export const FIRST_YEAR = 2016;

export const detectionSearchSchema = z.object({
  year: z.number().int().optional().catch(undefined),
  month: z.number().int().optional().catch(undefined),
  toYear: z.number().int().optional().catch(undefined),
  toMonth: z.number().int().optional().catch(undefined),
});
export type DetectionSearch = z.infer<typeof detectionSearchSchema>;

export interface YearMonth {
  year: number;
  month: number;
}

const index = ({ year, month }: YearMonth) => year * 12 + (month - 1);
const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

export const currentMonth = (now: Date): YearMonth => ({
  year: now.getUTCFullYear(),
  month: now.getUTCMonth() + 1,
});

export const isFutureMonth = (ym: YearMonth, now: Date) => index(ym) > index(currentMonth(now));

/** The month to show: the URL's, moved into 2016-01..this month, or the last complete month. */
export function effectiveMonth(search: DetectionSearch, now: Date): YearMonth {
  const current = index(currentMonth(now));
  if (search.year === undefined || search.month === undefined)
    return fromIndex(Math.max(current - 1, FIRST_YEAR * 12));
  const month = Math.min(12, Math.max(1, search.month));
  const wanted = index({ year: search.year, month });
  return fromIndex(Math.min(current, Math.max(FIRST_YEAR * 12, wanted)));
}

export const yearsUpTo = (now: Date): number[] => {
  const years: number[] = [];
  for (let y = now.getUTCFullYear(); y >= FIRST_YEAR; y--) years.push(y);
  return years;
};

/** "February 2024" (en), "février 2024" (fr), "fevereiro de 2024" (pt). */
export const monthLabel = ({ year, month }: YearMonth, locale: Locale) => formatMonth(year, month, locale);

export const MAX_RANGE_MONTHS = 12;

export interface MonthRange {
  from: YearMonth;
  /** The same as `from` for a single month. */
  to: YearMonth;
  /** Every month from `from` to `to`, oldest first. */
  months: YearMonth[];
}

/**
 * The months to show: `from` as effectiveMonth; `to` from the URL moved into `from`..this month and to at
 * most MAX_RANGE_MONTHS months in all; without `to`, the single month.
 */
export function effectiveRange(search: DetectionSearch, now: Date): MonthRange {
  const from = effectiveMonth(search, now);
  const start = index(from);
  let end = start;
  if (search.toYear !== undefined && search.toMonth !== undefined) {
    const wanted = index({ year: search.toYear, month: Math.min(12, Math.max(1, search.toMonth)) });
    end = Math.min(index(currentMonth(now)), start + MAX_RANGE_MONTHS - 1, Math.max(start, wanted));
  }
  const months: YearMonth[] = [];
  for (let i = start; i <= end; i++) months.push(fromIndex(i));
  return { from, to: fromIndex(end), months };
}

/**
 * "March 2026", or for a range both months joined by `between` (the page's "March 2026 to May 2026", in the
 * reader's words).
 */
export const rangeLabel = (
  { from, to }: Pick<MonthRange, 'from' | 'to'>,
  locale: Locale,
  between: (from: string, to: string) => string,
) =>
  index(from) === index(to)
    ? monthLabel(from, locale)
    : between(monthLabel(from, locale), monthLabel(to, locale));
