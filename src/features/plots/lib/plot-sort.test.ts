import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { allRows, PlotList, someRows } from '@/lib/plot-loader/page/plot-list.ts';
import { naturalKey, nextSort, sortOrder } from './plot-sort.ts';

const mk = (
  id: string,
  over: Partial<Plot> & { risk?: 'high' | 'medium' | 'low' | null; defo?: number } = {},
): Plot => {
  const { risk = 'low', defo, ...rest } = over;
  return testPlot(id, {
    riskAssessment:
      risk === null
        ? null
        : {
            riskLevel: risk,
            assessedAt: '',
            framework: 'EUDR',
            deforestation: { areaHa: defo ?? 0, hasDeforestation: (defo ?? 0) > 0 },
            remainingForestHa: 0,
            protectedAreasHa: 0,
            indigenousTerritoriesHa: 0,
          },
    ...rest,
  });
};

const ids = (plots: Plot[], order: Uint32Array | null) =>
  order ? Array.from(order, (i) => plots[i]!.id) : plots.map((p) => p.id);

describe('nextSort', () => {
  it('starts text and risk ascending, then descending, then unsorted', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', desc: false });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', desc: true });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(null, 'risk')).toEqual({ column: 'risk', desc: false });
  });

  it('starts areas largest first, then smallest first, then unsorted', () => {
    const first = nextSort(null, 'area');
    expect(first).toEqual({ column: 'area', desc: true });
    const second = nextSort(first, 'area');
    expect(second).toEqual({ column: 'area', desc: false });
    expect(nextSort(second, 'area')).toBeNull();
    expect(nextSort(null, 'deforestation')).toEqual({ column: 'deforestation', desc: true });
  });

  it('a click on another column starts that column afresh', () => {
    expect(nextSort({ column: 'name', desc: true }, 'area')).toEqual({ column: 'area', desc: true });
  });
});

describe('naturalKey', () => {
  it('compares digit runs by value, ignoring case, accents and leading zeros', () => {
    expect(naturalKey('Plot 9') < naturalKey('plot 10')).toBe(true);
    expect(naturalKey('Plot 10') < naturalKey('Plot 9')).toBe(false);
    expect(naturalKey('Plot 007')).toBe(naturalKey('plot 7'));
    expect(naturalKey('Éléphant')).toBe(naturalKey('elephant'));
  });
});

describe('sortOrder', () => {
  const plots = [
    mk('a', { name: 'Plot 10', areaHa: 5, risk: 'low', supplier: 'Zeta', country: 'GH' }),
    mk('b', { name: 'plot 9', areaHa: 7, risk: 'high', defo: 2, supplier: 'alpha', country: 'CI' }),
    mk('c', { name: 'Plot 11', areaHa: 5, risk: null, supplier: 'Beta', country: 'CI' }),
    mk('d', { name: 'Árbol 1', areaHa: 1, risk: 'medium', defo: 0, supplier: 'beta', country: 'ID' }),
  ];
  const rows = allRows(PlotList.of(plots));

  it('is null when unsorted: the list keeps its own order', () => {
    expect(sortOrder(rows, null)).toBeNull();
  });

  it('sorts names naturally, case- and accent-insensitive, both ways', () => {
    expect(ids(plots, sortOrder(rows, { column: 'name', desc: false }))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(plots, sortOrder(rows, { column: 'name', desc: true }))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts risk most severe first and "not assessed" last', () => {
    expect(ids(plots, sortOrder(rows, { column: 'risk', desc: false }))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('keeps load order among equal keys in both directions', () => {
    expect(ids(plots, sortOrder(rows, { column: 'area', desc: true }))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(plots, sortOrder(rows, { column: 'area', desc: false }))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(plots, sortOrder(rows, { column: 'supplier', desc: false }))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('puts unknown deforestation below "none"', () => {
    expect(ids(plots, sortOrder(rows, { column: 'deforestation', desc: true }))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ]);
    expect(ids(plots, sortOrder(rows, { column: 'country', desc: false }))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('sorts a filtered list by its own rows (indexes of the rows, not of the list)', () => {
    // Rows: plots b and d (list positions 1 and 3).
    const some = someRows(rows.list, Uint32Array.of(1, 3));
    expect(Array.from(sortOrder(some, { column: 'name', desc: false })!)).toEqual([1, 0]);
    expect(Array.from(sortOrder(some, { column: 'area', desc: true })!)).toEqual([0, 1]);
  });
});
