/** Percentages in the reader's language, from formatters kept per locale and precision. */
import { describe, expect, it } from 'vitest';
import { formatPercent } from './format.ts';

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
