/**
 * Dates, numbers and country names in the reader's language, in one home (Intl only). Dates are written with
 * the month in words ("3 Feb 2025", "3 févr. 2025", "3 de fev. de 2025"), never as "2/3/2025", which reads
 * as two different days on either side of the Atlantic; and in UTC, so a date never shifts by a day.
 * Pure: no DOM, no Node.
 */
import { currentLocale, type Locale } from './locales.ts';

export { formatHa } from '@core/geo/hectares.ts';

// Formatters are made once per locale and kind: a table of plots calls them thousands of times.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(
  id: string,
  make: () => T,
): T {
  let f = cache.get(id) as T | undefined;
  if (!f) {
    f = make();
    cache.set(id, f);
  }
  return f;
}

const asDate = (value: string | number | Date): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A calendar day: "3 Feb 2025" (en), "3 févr. 2025" (fr). Unreadable input is shown as given. */
export function formatDate(value: string | number | Date, locale: Locale = currentLocale()): string {
  const d = asDate(value);
  if (!d) return String(value);
  return cached(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(d);
}

/** A moment: "3 Feb 2025, 14:05 UTC". */
export function formatDateTime(value: string | number | Date, locale: Locale = currentLocale()): string {
  const d = asDate(value);
  if (!d) return String(value);
  const f = cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
  );
  return `${f.format(d)} UTC`;
}

/**
 * A calendar month: "February 2024" (en, `long`), "Feb 2024" (`short`); "février 2024", "fevereiro de 2024".
 * `month` is 1–12. In UTC, like every date here.
 */
export function formatMonth(
  year: number,
  month: number,
  locale: Locale = currentLocale(),
  width: 'long' | 'short' = 'long',
): string {
  return cached(
    `month:${width}:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: width, year: 'numeric', timeZone: 'UTC' }),
  ).format(Date.UTC(year, month - 1, 1));
}

/** The twelve month names, January first: "January" (en), "janvier" (fr), "Januari" (id). */
export function monthNames(locale: Locale = currentLocale()): string[] {
  const f = cached(
    `month-name:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
  );
  return Array.from({ length: 12 }, (_, i) => f.format(Date.UTC(2000, i, 1)));
}

/** A time of day on the reader's own clock ("14:05"), for "loaded at" notes of the current session. */
export function formatTime(value: number | Date, locale: Locale = currentLocale()): string {
  const d = asDate(value);
  if (!d) return String(value);
  return cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { hour: '2-digit', minute: '2-digit' }),
  ).format(d);
}

/** A count with the locale's digit grouping: 12,345 (en), 12 345 (fr), 12.345 (pt, es, id). */
export function formatCount(n: number, locale: Locale = currentLocale()): string {
  return cached(`count:${locale}`, () => new Intl.NumberFormat(locale)).format(n);
}

/**
 * A share of a whole (0.125) as a percentage: "12.5%" (en), "12,5 %" (fr), with at most `digits` decimals.
 * Made once per locale and precision: a list of a hundred review items wrote one formatter per row.
 */
export function formatPercent(share: number, digits = 0, locale: Locale = currentLocale()): string {
  return cached(
    `percent:${digits}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }),
  ).format(share);
}

/** A country's name from its ISO 3166-1 alpha-2 code ("CI" → "Côte d’Ivoire"); unknown codes as given. */
export function countryName(code: string, locale: Locale = currentLocale()): string {
  try {
    const names = cached(`region:${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' }));
    const name = names.of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}
