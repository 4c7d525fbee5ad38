/** Percentages and months in the reader's language, from formatters kept per locale and kind. */
import { describe, expect, it } from 'vitest';
import { formatMonth, formatPercent, monthNames } from './format.ts';

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
