/** The service's year → month → hectares object as a flat, ordered monthly series, and its totals. */
import type { RiskInfo } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { formatMonth } from '@/lib/format/dates.ts';

export interface MonthPoint {
  /** "2016-01" */
  key: string;
  year: number;
  month: number;
  ha: number;
}

export function monthlySeries(info: Pick<RiskInfo, 'yearToMonthToDeforestationHa'>): MonthPoint[] {
  const points: MonthPoint[] = [];
  for (const [yearKey, months] of Object.entries(info.yearToMonthToDeforestationHa)) {
    const year = Number(yearKey);
    if (!Number.isInteger(year)) continue;
    for (const [monthKey, ha] of Object.entries(months)) {
      const month = Number(monthKey);
      if (!Number.isInteger(month) || month < 1 || month > 12) continue;
      points.push({ key: `${year}-${String(month).padStart(2, '0')}`, year, month, ha });
    }
  }
  return points.sort((a, b) => a.year - b.year || a.month - b.month);
}

export function yearlyTotals(series: readonly MonthPoint[]): { year: number; ha: number }[] {
  const byYear = new Map<number, number>();
  for (const p of series) byYear.set(p.year, (byYear.get(p.year) ?? 0) + p.ha);
  return [...byYear].map(([year, ha]) => ({ year, ha }));
}

export const totalHa = (series: readonly MonthPoint[]) => series.reduce((sum, p) => sum + p.ha, 0);

/** A bar's month in words, "Mar 2024" (en), "mars 2024" (fr); the key as given when it is not "YYYY-MM". */
export function monthName(key: string, locale: Locale): string {
  const [y, m] = key.split('-').map(Number);
  if (!Number.isInteger(y) || !Number.isInteger(m) || m! < 1 || m! > 12) return key;
  return formatMonth(y!, m!, locale, 'short');
}
