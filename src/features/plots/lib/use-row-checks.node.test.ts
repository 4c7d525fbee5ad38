import { describe, expect, it } from 'vitest';
import { testPlot } from '@tests/support/plots.ts';
import { allRows, PlotList, someRows } from '@/lib/plot-loader/page/plot-list.ts';
import { checkedRows, idsOf } from './use-row-checks.ts';

const list = PlotList.of(['a', 'b', 'c', 'd'].map((id) => testPlot(id)));

describe('checkedRows', () => {
  it('is null when nothing is ticked: the export takes every row shown', () => {
    expect(checkedRows(allRows(list), new Set())).toBeNull();
  });

  it('keeps the ticked rows among those shown, in list order', () => {
    const rows = checkedRows(allRows(list), new Set(['d', 'b']))!;
    expect(rows.length).toBe(2);
    expect(Array.from(rows.positions!)).toEqual([1, 3]);
  });

  it('leaves out ticked rows a filter hides, and says none is shown when all are hidden', () => {
    const shown = someRows(list, Uint32Array.from([0, 1]));
    expect(Array.from(checkedRows(shown, new Set(['b', 'c']))!.positions!)).toEqual([1]);
    expect(checkedRows(shown, new Set(['c']))!.length).toBe(0);
  });
});

describe('idsOf', () => {
  it('lists the ids of the rows shown', () => {
    expect(idsOf(someRows(list, Uint32Array.from([2, 3])))).toEqual(['c', 'd']);
  });
});
