import { describe, expect, it } from 'vitest';
import {
  detectionSearchSchema,
  effectiveMonth,
  isFutureMonth,
  monthLabel,
  rangeLabel,
  yearsUpTo,
} from './month.ts';

const now = new Date(Date.UTC(2026, 10, 21)); // 21 November 2026

describe('detection month', () => {
  it('defaults to the last complete month', () => {
    expect(effectiveMonth({}, now)).toEqual({ year: 2026, month: 10 });
    expect(effectiveMonth({}, new Date(Date.UTC(2027, 0, 5)))).toEqual({ year: 2026, month: 12 });
  });

  it('keeps a valid month and brings others into 2016-01 .. this month', () => {
    expect(effectiveMonth({ year: 2019, month: 7 }, now)).toEqual({ year: 2019, month: 7 });
    expect(effectiveMonth({ year: 2026, month: 11 }, now)).toEqual({ year: 2026, month: 11 });
    expect(effectiveMonth({ year: 2027, month: 1 }, now)).toEqual({ year: 2026, month: 11 });
    expect(effectiveMonth({ year: 2015, month: 6 }, now)).toEqual({ year: 2016, month: 1 });
    expect(effectiveMonth({ year: 2020, month: 13 }, now)).toEqual({ year: 2020, month: 12 });
  });

  it('knows future months, lists years newest first, and ignores junk in the URL', () => {
    expect(isFutureMonth({ year: 2026, month: 12 }, now)).toBe(true);
    expect(isFutureMonth({ year: 2026, month: 11 }, now)).toBe(false);
    expect(yearsUpTo(now)[0]).toBe(2026);
    expect(yearsUpTo(now).at(-1)).toBe(2016);
    expect(detectionSearchSchema.parse({ year: 'x', month: 3 })).toEqual({ year: undefined, month: 3 });
    expect(monthLabel({ year: 2024, month: 2 }, 'en')).toBe('February 2024');
  });

  it('names months in the reader’s language, and a range with the words it is given', () => {
    expect(monthLabel({ year: 2024, month: 2 }, 'fr')).toBe('février 2024');
    expect(monthLabel({ year: 2024, month: 12 }, 'id')).toBe('Desember 2024');
    const between = (a: string, b: string) => `${a} to ${b}`;
    const march = { year: 2026, month: 3 };
    expect(rangeLabel({ from: march, to: march }, 'en', between)).toBe('March 2026');
    expect(rangeLabel({ from: march, to: { year: 2026, month: 5 } }, 'en', between)).toBe(
      'March 2026 to May 2026',
    );
  });
});
