import { describe, expect, it } from 'vitest';
import { cutoffMark } from './cutoff-mark.ts';
import { monthlySeries } from './deforestation-series.ts';

const series = monthlySeries({
  yearToMonthToDeforestationHa: {
    '2016': { '1': 100 },
    '2018': { '10': 1, '11': 2, '12': 4 },
    '2019': { '12': 8 },
    '2020': { '1': 16, '12': 32 },
    '2021': { '1': 64 },
  },
});

describe('the cut-off mark on the monthly chart', () => {
  it('stands on the month holding the cut-off and counts the months after it (EUDR, 31 Dec 2020)', () => {
    expect(cutoffMark(series, 'EUDR')).toEqual({
      framework: 'EUDR',
      date: '2020-12-31',
      key: '2020-12',
      place: 'within',
      afterHa: 64,
    });
  });

  it('counts the cut-off’s own month when the date is its first day (CFI, 1 Jan 2020)', () => {
    const mark = cutoffMark(series, 'CFI');
    expect(mark.key).toBe('2020-01');
    expect(mark.afterHa).toBe(16 + 32 + 64);
  });

  it('RSPO’s mid-month cut-off (15 Nov 2018) counts from December', () => {
    const mark = cutoffMark(series, 'RSPO');
    expect(mark.key).toBe('2018-11');
    expect(mark.afterHa).toBe(4 + 8 + 16 + 32 + 64);
  });

  it('a cut-off before the series (NPDE, 2015) has no bar and counts every month', () => {
    const mark = cutoffMark(series, 'NPDE');
    expect(mark.key).toBeNull();
    expect(mark.place).toBe('before');
    expect(mark.afterHa).toBe(100 + 1 + 2 + 4 + 8 + 16 + 32 + 64);
  });

  it('a cut-off after the series has no bar and nothing after it', () => {
    const short = monthlySeries({ yearToMonthToDeforestationHa: { '2016': { '1': 5, '2': 7 } } });
    const mark = cutoffMark(short, 'EUDR');
    expect(mark).toMatchObject({ key: null, place: 'after', afterHa: 0 });
  });

  it('a cut-off month missing from a series that spans it still reads as within, without a bar', () => {
    const gap = monthlySeries({ yearToMonthToDeforestationHa: { '2020': { '1': 1 }, '2021': { '6': 2 } } });
    expect(cutoffMark(gap, 'EUDR')).toMatchObject({ key: null, place: 'within', afterHa: 2 });
  });
});
