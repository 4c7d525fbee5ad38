import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { squarePolygon } from '@tests/support/geojson.ts';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { allRows, PlotList, rowOfPosition, rowPlots, rowPosition, someRows } from './plot-list.ts';

const assessed = (risk: 'high' | 'low', deforestedHa: number): Plot['riskAssessment'] => ({
  riskLevel: risk,
  assessedAt: '2025-01-01',
  framework: 'EUDR',
  deforestation: { areaHa: deforestedHa, hasDeforestation: deforestedHa > 0 },
  remainingForestHa: 0,
  protectedAreasHa: 0,
  indigenousTerritoriesHa: 0,
});

// Three packs, as the loader hands them over: positions run on across packs.
const packs = [
  [
    testPlot('a', { name: 'Coopérative Nord', supplier: 'Coop A', riskAssessment: assessed('high', 2) }),
    testPlot('b', { name: 'Plot b', supplier: 'Coop B', country: 'GH', riskAssessment: assessed('low', 0) }),
  ],
  [testPlot('c', { name: 'Plot c', supplier: 'Coop A', geometry: squarePolygon(3, 4, 1) })],
  [
    testPlot('d-ÿ', { name: 'Plot d', supplier: 'Coop C', country: 'GH', areaHa: 4 }),
    testPlot('e', { name: 'Plot e', supplier: 'Coop B', riskAssessment: assessed('high', 0) }),
  ],
];
const list = new PlotList(packs.map((b) => packPlots(b)));
const ids = (positions: ArrayLike<number>) => Array.from(positions, (p) => list.id(p));

describe('PlotList', () => {
  it('reads every plot by its position across packs, as the service sent it', () => {
    expect(list.length).toBe(5);
    expect([0, 1, 2, 3, 4].map((i) => list.id(i))).toEqual(['a', 'b', 'c', 'd-ÿ', 'e']);
    expect(list.name(0)).toBe('Coopérative Nord');
    expect(list.supplier(3)).toBe('Coop C');
    expect(list.country(3)).toBe('GH');
    expect(list.areaHa(3)).toBe(4);
    expect(list.risk(0)).toBe(0); // high: most severe first
    expect(list.risk(2)).toBe(4); // not assessed: last
    expect(list.deforestedHa(0)).toBe(2);
    expect(list.deforestedHa(2)).toBeNaN();
    expect(list.box(2)).toEqual([3, 4, 4, 5]);
    expect(list.centroid(2)).toEqual([3.5, 4.5]);
    const c = list.at(2);
    expect({ ...c, geometry: c.geometry, seq: undefined }).toEqual({ ...packs[1]![0], seq: undefined });
    expect(c.seq).toBe(2);
    // The same object while it is kept, so rows in view keep their identity between renders.
    expect(list.at(2)).toBe(c);
    expect([...list].map((p) => p.id)).toEqual(['a', 'b', 'c', 'd-ÿ', 'e']);
    expect(PlotList.EMPTY.length).toBe(0);
    expect([...PlotList.EMPTY]).toEqual([]);
  });

  it('has no centroid or box for a plot without a geometry, wherever it sits in its pack', () => {
    const empty = testPlot('z', { geometry: { type: 'MultiPolygon', coordinates: [] } });
    const l = new PlotList([packPlots([testPlot('y'), empty]), packPlots([empty, testPlot('x')])]);
    expect([0, 1, 2, 3].map((i) => l.centroid(i))).toEqual([[0, 0], null, null, [0, 0]]);
    expect([0, 1, 2, 3].map((i) => l.box(i))).toEqual([[0, 0, 0, 0], null, null, [0, 0, 0, 0]]);
  });

  it('finds plots by id, exactly (not a prefix, not another pack)', () => {
    expect(list.indexOfId('a')).toBe(0);
    expect(list.indexOfId('d-ÿ')).toBe(3);
    expect(list.indexOfId('e')).toBe(4);
    expect(list.indexOfId('d')).toBe(-1);
    expect(list.indexOfId('')).toBe(-1);
    expect(PlotList.EMPTY.indexOfId('a')).toBe(-1);
    expect([...list.positionsOfIds(new Set(['e', 'a', 'zz']))]).toEqual([
      ['a', 0],
      ['e', 4],
    ]);
    expect(list.positionsOfIds(new Set()).size).toBe(0);
    // Matched on the packed bytes: a non-ASCII id, and ids that differ in one byte or in length.
    expect([...list.positionsOfIds(new Set(['d-ÿ', 'd-y', 'd', 'aa']))]).toEqual([['d-ÿ', 3]]);
  });

  it('selects positions by supplier, country, risk, deforestation, text and ids, in list order', () => {
    expect(ids(list.positionsWhere({}))).toEqual(['a', 'b', 'c', 'd-ÿ', 'e']);
    expect(ids(list.positionsWhere({ supplier: 'Coop A' }))).toEqual(['a', 'c']);
    expect(ids(list.positionsWhere({ supplier: 'Coop Z' }))).toEqual([]);
    expect(ids(list.positionsWhere({ country: 'GH' }))).toEqual(['b', 'd-ÿ']);
    expect(ids(list.positionsWhere({ risk: ['high'] }))).toEqual(['a', 'e']);
    expect(ids(list.positionsWhere({ risk: ['unassessed', 'low'] }))).toEqual(['b', 'c', 'd-ÿ']);
    expect(ids(list.positionsWhere({ risk: [] }))).toEqual(['a', 'b', 'c', 'd-ÿ', 'e']);
    // Unassessed plots are neither with nor without deforestation.
    expect(ids(list.positionsWhere({ deforestation: 'yes' }))).toEqual(['a']);
    expect(ids(list.positionsWhere({ deforestation: 'no' }))).toEqual(['b', 'e']);
    // Text is folded already (foldText); it matches the folded name or the lower-case id.
    expect(ids(list.positionsWhere({ text: 'cooperative' }))).toEqual(['a']);
    expect(ids(list.positionsWhere({ text: 'd-ÿ' }))).toEqual(['d-ÿ']);
    expect(ids(list.positionsWhere({ text: 'plot' }))).toEqual(['b', 'c', 'd-ÿ', 'e']);
    expect(ids(list.positionsWhere({ text: 'nord\nb' }))).toEqual([]);
    // A match is a whole run of the needle inside one plot's search text.
    expect(ids(list.positionsWhere({ text: 'xlot' }))).toEqual([]);
    expect(ids(list.positionsWhere({ text: 'e["' }))).toEqual([]);
    expect(ids(list.positionsWhere({ text: 'plot ee' }))).toEqual([]);
    expect(ids(list.positionsWhere({ ids: new Set(['e', 'c']) }))).toEqual(['c', 'e']);
    expect(ids(list.positionsWhere({ ids: new Set(['d-ÿ', 'E', 'c ']) }))).toEqual(['d-ÿ']);
    expect(ids(list.positionsWhere({ supplier: 'Coop B', risk: ['high'] }))).toEqual(['e']);
  });

  it('counts the plots of each country across packs, and names no word that is not a country', () => {
    expect(Object.fromEntries(list.countByCountry())).toEqual({ CI: 3, GH: 2 });
    expect(PlotList.EMPTY.countByCountry().size).toBe(0);
  });
});

describe('rows of a list', () => {
  const some = someRows(list, Uint32Array.of(1, 3, 4));

  it('map rows to list positions and back', () => {
    expect(rowPosition(some, 0)).toBe(1);
    expect(rowPosition(some, 2)).toBe(4);
    expect([0, 1, 2, 3, 4].map((p) => rowOfPosition(some, p))).toEqual([-1, 0, -1, 1, 2]);
    const all = allRows(list);
    expect(all.length).toBe(5);
    expect(rowPosition(all, 3)).toBe(3);
    expect(rowOfPosition(all, 4)).toBe(4);
    expect(rowOfPosition(all, 5)).toBe(-1);
    expect(rowOfPosition(someRows(list, new Uint32Array(0)), 0)).toBe(-1);
  });

  it('materialise their plots in row order', () => {
    expect([...rowPlots(some)].map((p) => p.id)).toEqual(['b', 'd-ÿ', 'e']);
    expect([...rowPlots(allRows(PlotList.EMPTY))]).toEqual([]);
  });
});
