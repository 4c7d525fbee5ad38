/**
 * Human sizes for files and exports: 512 B, 1.2 KB, 70.0 MB, 1.05 GB in English (binary units, as file
 * managers show); in the other languages with their own decimal sign and unit words, from Intl ("1,05 Go" in
 * French, "1,05 GB" in Portuguese).
 */
import { currentLocale, type Locale } from '@core/i18n/locales.ts';

const UNITS = [
  { unit: 'byte', size: 1, digits: 0 },
  { unit: 'kilobyte', size: 1024, digits: 1 },
  { unit: 'megabyte', size: 1024 ** 2, digits: 1 },
  { unit: 'gigabyte', size: 1024 ** 3, digits: 2 },
] as const;
const ENGLISH = { byte: 'B', kilobyte: 'KB', megabyte: 'MB', gigabyte: 'GB' } as const;

const formats = new Map<string, Intl.NumberFormat>();

export function formatBytes(bytes: number, locale: Locale = currentLocale()): string {
  const { unit, size, digits } = [...UNITS].reverse().find((u) => bytes >= u.size) ?? UNITS[0];
  const value = bytes / size;
  // English as it always was (tests and the CLI's reports read "KB").
  if (locale === 'en') return `${unit === 'byte' ? value : value.toFixed(digits)} ${ENGLISH[unit]}`;
  const id = `${locale}:${unit}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(id, format);
  }
  return format.format(value);
}
