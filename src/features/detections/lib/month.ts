/**
 * The month of detections in the URL (`?year=2026&month=9`): from January 2016, when monitoring starts,
 * up to the current month, never a future one (contract §7 answers 400). Without one, the last complete
 * month: the current one is still being observed.
 */
import { z } from 'zod';

export const FIRST_YEAR = 2016;

export const detectionSearchSchema = z.object({
  year: z.number().int().optional().catch(undefined),
  month: z.number().int().optional().catch(undefined),
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

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthLabel = ({ year, month }: YearMonth) => `${MONTH_NAMES[month - 1]} ${year}`;
