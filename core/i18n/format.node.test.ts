/** Dates, percentages and months in the reader's language, from formatters kept per locale and kind. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatMonth, formatPercent, monthNames } from './format.ts';
import { setCurrentLocale } from './locales.ts';

describe('formatDate', () => {
  afterEach(() => {
    setCurrentLocale('en');
    vi.unstubAllEnvs();
  });

  // The last and the first millisecond of a UTC day, across a year, and across a leap day: a date is the UTC
  // day, so a plot decided late on 31 December reads 31 December in every language.
  it.each([
    ['en', '31 Dec 2024', '1 Jan 2025', '29 Feb 2024', '1 Mar 2024'],
    ['fr', '31 déc. 2024', '1 janv. 2025', '29 févr. 2024', '1 mars 2024'],
    ['es', '31 dic 2024', '1 ene 2025', '29 feb 2024', '1 mar 2024'],
    ['pt', '31 de dez. de 2024', '1 de jan. de 2025', '29 de fev. de 2024', '1 de mar. de 2024'],
    ['id', '31 Des 2024', '1 Jan 2025', '29 Feb 2024', '1 Mar 2024'],
  ] as const)(
    'writes the UTC day on both sides of midnight in %s',
    (locale, yearEnd, yearStart, leap, march) => {
      expect(formatDate('2024-12-31T23:59:59.999Z', locale)).toBe(yearEnd);
      expect(formatDate('2025-01-01T00:00:00.000Z', locale)).toBe(yearStart);
      expect(formatDate('2024-02-29T23:59:59.999Z', locale)).toBe(leap);
      expect(formatDate('2024-03-01T00:00:00.000Z', locale)).toBe(march);
    },
  );

  it('reads an offset as the moment it names: 00:30 in Paris on 1 January is still 31 December in UTC', () => {
    expect(formatDate('2025-01-01T00:30:00+01:00', 'en')).toBe('31 Dec 2024');
    expect(formatDate('2024-12-31T23:30:00-01:00', 'en')).toBe('1 Jan 2025');
  });

  it('takes an ISO day, milliseconds or a Date alike', () => {
    expect(formatDate('2025-02-03', 'en')).toBe('3 Feb 2025');
    expect(formatDate(Date.UTC(2025, 1, 3, 23, 59, 59, 999), 'en')).toBe('3 Feb 2025');
    expect(formatDate(new Date(Date.UTC(2025, 1, 4)), 'en')).toBe('4 Feb 2025');
  });

  it('writes in the current language when none is named, never the machine’s', () => {
    expect(formatDate('2025-02-03')).toBe('3 Feb 2025');
    setCurrentLocale('fr');
    expect(formatDate('2025-02-03')).toBe('3 févr. 2025');
  });

  it('shows unreadable input as given rather than "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate(Number.NaN, 'fr')).toBe('NaN');
  });

  it('keeps the UTC day on a machine far from UTC (UTC+14 and UTC−11)', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      vi.stubEnv('TZ', zone);
      // Formatters are kept per locale: import the module afresh so they are made in this zone.
      vi.resetModules();
      const fresh = await import('./format.ts');
      // The zone took effect, so a formatter in the machine's zone would write another day.
      expect(new Date(Date.UTC(2025, 0, 1)).getTimezoneOffset()).not.toBe(0);
      expect(fresh.formatDate('2024-12-31T23:59:59.999Z', 'en')).toBe('31 Dec 2024');
      expect(fresh.formatDate('2025-01-01T00:00:00.000Z', 'es')).toBe('1 ene 2025');
    }
  });
});

describe('formatPercent', () => {
  it('writes a share with at most the decimals asked for', () => {
    expect(formatPercent(0.125)).toBe('13%');
    expect(formatPercent(0.125, 1)).toBe('12.5%');
    expect(formatPercent(0.0025, 2)).toBe('0.25%');
    expect(formatPercent(0.4, 2)).toBe('40%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('keeps one formatter per locale and precision, never one for another', () => {
    expect(formatPercent(0.125, 0, 'en')).toBe('13%');
    expect(formatPercent(0.125, 1, 'en')).toBe('12.5%');
    expect(formatPercent(0.125, 1, 'fr')).toMatch(/^12,5\s%$/);
    expect(formatPercent(0.125, 0, 'fr')).toMatch(/^13\s%$/);
    expect(formatPercent(0.125, 1, 'id')).toBe('12,5%');
    expect(formatPercent(0.125, 1, 'en')).toBe('12.5%');
  });
});

describe('months', () => {
  it('write a month long or short, in the reader’s language', () => {
    expect(formatMonth(2024, 2, 'en')).toBe('February 2024');
    expect(formatMonth(2024, 3, 'en', 'short')).toBe('Mar 2024');
    expect(formatMonth(2024, 2, 'fr')).toBe('février 2024');
    expect(formatMonth(2024, 3, 'fr', 'short')).toBe('mars 2024');
    expect(formatMonth(2024, 2, 'pt')).toBe('fevereiro de 2024');
    expect(formatMonth(2024, 12, 'id')).toBe('Desember 2024');
    // January and December: the month is 1–12, in UTC whatever the machine's zone.
    expect(formatMonth(2021, 1, 'en')).toBe('January 2021');
    expect(formatMonth(2020, 12, 'en', 'short')).toBe('Dec 2020');
  });

  it('name the twelve months, January first', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect([monthNames('en')[0], monthNames('en')[11]]).toEqual(['January', 'December']);
    expect(monthNames('es')[4]).toBe('mayo');
    expect(monthNames('fr')[0]).toBe('janvier');
  });
});
