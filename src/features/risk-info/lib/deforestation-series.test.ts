import { describe, expect, it } from 'vitest';
import { monthlySeries, totalHa, yearlyTotals } from './deforestation-series.ts';

describe('monthly deforestation series', () => {
  it('orders months numerically (not as strings) and sums per year', () => {
    const series = monthlySeries({
      yearToMonthToDeforestationHa: {
        '2017': { '1': 1 },
        '2016': { '10': 2, '2': 3, '13': 99 },
        bogus: { '1': 5 },
      },
    });
    expect(series.map((p) => p.key)).toEqual(['2016-02', '2016-10', '2017-01']);
    expect(yearlyTotals(series)).toEqual([
      { year: 2016, ha: 5 },
      { year: 2017, ha: 1 },
    ]);
    expect(totalHa(series)).toBe(6);
  });
});
