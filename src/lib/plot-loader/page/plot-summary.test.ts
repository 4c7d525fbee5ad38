import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { squarePolygon } from '@tests/support/geojson.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { PlotList, someRows } from './plot-list.ts';
import { summarizeBatch, summarizeList, summarizeRows } from './plot-summary.ts';

const plot = (
  id: string,
  supplier: string,
  country: string,
  risk: 'high' | 'low' | null,
  geometry: GeoJSON.Geometry | null = squarePolygon(Number(id), 1, 1),
): Plot =>
  ({
    id,
    name: id,
    supplier,
    projectId: 'p',
    country,
    areaHa: 1,
    createdAt: '',
    updatedAt: '',
    properties: {},
    geometry,
    riskAssessment: risk
      ? {
          riskLevel: risk,
          framework: 'EUDR',
          deforestation: { areaHa: 0, hasDeforestation: false },
          remainingForestHa: 0,
          protectedAreasHa: 0,
          indigenousTerritoriesHa: 0,
        }
      : null,
  }) as Plot;

const listOf = (...pages: Plot[][]) => new PlotList(pages.map((p) => packPlots(p)));

describe('plot summaries', () => {
  it('lists suppliers as people sort them (accents beside their letter) and countries by code', () => {
    const s = summarizeList(
      listOf([
        plot('1', 'Zeta Farms', 'GH', 'high'),
        plot('2', 'Émile Coop', 'CI', 'low'),
        plot('3', 'Abidjan Trade', 'CI', null),
        plot('4', 'Zeta Farms', 'BR', 'high'),
      ]),
    );
    expect(s.suppliers).toEqual(['Abidjan Trade', 'Émile Coop', 'Zeta Farms']);
    expect(s.countries).toEqual(['BR', 'CI', 'GH']);
    expect(s.byRisk).toEqual({ high: 2, medium: 0, low: 1, none: 0, unassessed: 1 });
  });

  it('frames every plot with a geometry, and nothing when none has one', () => {
    const list = listOf([
      plot('1', 'A', 'CI', 'low', squarePolygon(-6, 5, 0.5)),
      plot('2', 'A', 'CI', 'low', squarePolygon(3, 7, 0.5)),
    ]);
    expect(summarizeList(list).bounds).toEqual([-6, 5, 3.5, 7.5]);
    const empty = { type: 'MultiPolygon', coordinates: [] } as GeoJSON.Geometry;
    expect(summarizeList(listOf([plot('3', 'A', 'CI', 'low', empty)])).bounds).toBeNull();
    expect(summarizeList(PlotList.EMPTY).bounds).toBeNull();
    expect(summarizeList(PlotList.EMPTY).byRisk).toEqual({
      high: 0,
      medium: 0,
      low: 0,
      none: 0,
      unassessed: 0,
    });
  });

  it('merges the packs of a list into what one pass over all its plots gives', () => {
    const pages = [
      [plot('1', 'B', 'GH', 'high'), plot('2', 'A', 'CI', null)],
      [plot('3', 'C', 'CI', 'low')],
      [plot('4', 'A', 'BR', 'high', squarePolygon(-50, -20, 1))],
    ];
    expect(summarizeList(listOf(...pages))).toEqual(summarizeList(listOf(pages.flat())));
  });

  it('summarises filtered rows from their own plots only', () => {
    const list = listOf(
      [plot('1', 'B', 'GH', 'high', squarePolygon(10, 10, 1)), plot('2', 'A', 'CI', null)],
      [plot('3', 'C', 'CI', 'low', squarePolygon(-5, -5, 1))],
    );
    const s = summarizeRows(someRows(list, Uint32Array.of(0, 2)));
    expect(s.suppliers).toEqual(['B', 'C']);
    expect(s.countries).toEqual(['CI', 'GH']);
    expect(s.byRisk).toEqual({ high: 1, medium: 0, low: 1, none: 0, unassessed: 0 });
    expect(s.bounds).toEqual([-5, -5, 11, 11]);
    expect(summarizeRows(someRows(list, new Uint32Array(0))).bounds).toBeNull();
  });

  it('works a pack out once, and a list again only when it gained a pack', () => {
    const first = packPlots([plot('1', 'A', 'CI', 'low')]);
    const list = new PlotList([first]);
    expect(summarizeList(list)).toBe(summarizeList(list));
    expect(summarizeBatch(first)).toBe(summarizeBatch(first));
    const grown = new PlotList([first, packPlots([plot('2', 'B', 'GH', 'high')])]);
    expect(summarizeList(grown).suppliers).toEqual(['A', 'B']);
    expect(summarizeList(grown).byRisk.high).toBe(1);
  });
});
