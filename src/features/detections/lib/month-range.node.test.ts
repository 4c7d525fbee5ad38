import { describe, expect, it } from 'vitest';
import { detectionSearchSchema, effectiveRange, MAX_RANGE_MONTHS, rangeLabel } from './month.ts';
import { confidenceMeaning } from './confidence.ts';

const now = new Date(Date.UTC(2026, 10, 21)); // 21 November 2026
const between = (from: string, to: string) => `${from} to ${to}`;

describe('a range of detection months', () => {
  it('is the single month without a "to"', () => {
    const r = effectiveRange({ year: 2026, month: 3 }, now);
    expect(r.months).toEqual([{ year: 2026, month: 3 }]);
    expect(rangeLabel(r, 'en', between)).toBe('March 2026');
  });

  it('lists every month across a year boundary, oldest first', () => {
    const r = effectiveRange({ year: 2025, month: 11, toYear: 2026, toMonth: 2 }, now);
    expect(r.months).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
    expect(rangeLabel(r, 'en', between)).toBe('November 2025 to February 2026');
    expect(rangeLabel(r, 'pt', (a, b) => `${a} a ${b}`)).toBe('novembro de 2025 a fevereiro de 2026');
  });

  it('is cut at MAX_RANGE_MONTHS months: 12 kept, a 13th dropped', () => {
    const twelve = effectiveRange({ year: 2024, month: 1, toYear: 2024, toMonth: 12 }, now);
    expect(twelve.months).toHaveLength(MAX_RANGE_MONTHS);
    const thirteen = effectiveRange({ year: 2024, month: 1, toYear: 2025, toMonth: 1 }, now);
    expect(thirteen.months).toHaveLength(MAX_RANGE_MONTHS);
    expect(thirteen.to).toEqual({ year: 2024, month: 12 });
  });

  it('never reaches past this month, nor before its start', () => {
    expect(effectiveRange({ year: 2026, month: 9, toYear: 2027, toMonth: 5 }, now).to).toEqual({
      year: 2026,
      month: 11,
    });
    const backwards = effectiveRange({ year: 2026, month: 9, toYear: 2026, toMonth: 2 }, now);
    expect(backwards.months).toEqual([{ year: 2026, month: 9 }]);
  });

  it('ignores junk in the URL', () => {
    expect(detectionSearchSchema.parse({ year: 2026, month: 1, toYear: 'x', toMonth: 3 })).toEqual({
      year: 2026,
      month: 1,
      toYear: undefined,
      toMonth: 3,
    });
    expect(effectiveRange({ year: 2026, month: 1, toMonth: 3 }, now).months).toHaveLength(1);
  });
});

describe('confidence labels', () => {
  it('explains the service’s labels, whatever their case, and says when one is unknown', () => {
    expect(confidenceMeaning('nominal', 'en')).toMatch(
      /^nominal confidence: a clear signal in one observation/,
    );
    expect(confidenceMeaning('High', 'en')).toMatch(/^high confidence: confirmed by more than one/);
    expect(confidenceMeaning('low', 'en')).toMatch(/weak signal/);
    expect(confidenceMeaning('toString', 'en')).toMatch(/does not know/);
    expect(confidenceMeaning('85', 'en')).toBe(
      '85 confidence: a confidence label this dashboard does not know; read it as the service gives it.',
    );
    expect(confidenceMeaning('nominal', 'fr')).toBe(
      'Confiance nominale : un signal net dans une observation, pas encore confirmé par une autre ; probable, à vérifier.',
    );
    // The known words in the reader's language (issue 52), an unknown label as the service gave it.
    expect(confidenceMeaning('high', 'id')).toMatch(/^Keyakinan tinggi: /);
    expect(confidenceMeaning('85', 'fr')).toMatch(/^Confiance 85 : /);
  });
});
