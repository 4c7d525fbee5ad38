import { describe, expect, it } from 'vitest';
import { BENCHMARK_SOURCE, CHECK_SHARE, LISTED_COUNTS, benchmarkTier } from './country-benchmark.ts';

describe('EU country benchmark (Implementing Regulation (EU) 2025/1093)', () => {
  it('puts exactly Belarus, North Korea, Myanmar and Russia in high', () => {
    expect(['BY', 'KP', 'MM', 'RU'].map(benchmarkTier)).toEqual(['high', 'high', 'high', 'high']);
    expect(LISTED_COUNTS.high).toBe(4);
  });

  it('does not put the cocoa and palm producers of the demo data in high', () => {
    // The case: the service's own assessment said "high" for Côte d'Ivoire; the benchmark does not.
    expect(benchmarkTier('CI')).toBe('standard');
    expect(benchmarkTier('ID')).toBe('standard');
    expect(benchmarkTier('BR')).toBe('standard');
    expect(benchmarkTier('MY')).toBe('standard');
    expect(benchmarkTier('GH')).toBe('low');
  });

  it('lists every EU member state as low', () => {
    const eu = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');
    expect(eu).toHaveLength(27);
    expect(eu.every((c) => benchmarkTier(c) === 'low')).toBe(true);
    expect(LISTED_COUNTS.low).toBe(140);
  });

  it('puts the standard-risk producers of the public reproductions of the annex in standard, not low', () => {
    const standard =
      'AO AR BZ BJ BO BW BR BF KH CM TD CO CI CD EC SV GQ ER ET GM GT GN GW HT HN ID IL LR MW MY MR MX MZ NA NI NE NG PK PA PY PE SN SL SO SD UG TZ VE ZM ZW'.split(
        ' ',
      );
    expect(standard.filter((c) => benchmarkTier(c) !== 'standard')).toEqual([]);
  });

  it('gives Northern Ireland (XI, the EU’s code the Information System accepts) the United Kingdom’s tier', () => {
    expect(benchmarkTier('GB')).toBe('low');
    expect(benchmarkTier('xi')).toBe('low');
    // Only XI borrows a tier: another code outside the annex stays standard.
    expect(benchmarkTier('XK')).toBe('standard');
  });

  it('tells the Republic of the Congo (low) from the DR Congo (standard)', () => {
    expect(benchmarkTier('CG')).toBe('low');
    expect(benchmarkTier('CD')).toBe('standard');
  });

  it('reads codes in any case and refuses what is not a two-letter code', () => {
    expect(benchmarkTier(' ru ')).toBe('high');
    expect(benchmarkTier('')).toBeNull();
    expect(benchmarkTier(null)).toBeNull();
    expect(benchmarkTier('RUS')).toBeNull();
    expect(benchmarkTier('R')).toBeNull();
    expect(benchmarkTier('1A')).toBeNull();
  });

  it('names its source and the checks per tier', () => {
    expect(BENCHMARK_SOURCE.adopted).toBe('2025-05-22');
    expect(BENCHMARK_SOURCE.title).toContain('2025/1093');
    expect(CHECK_SHARE).toEqual({ low: '1 %', standard: '3 %', high: '9 %' });
  });
});
