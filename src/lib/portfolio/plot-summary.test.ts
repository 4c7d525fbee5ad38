import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { squarePolygon } from '@tests/support/geojson.ts';
import { LoadedPlot } from './compact-plot.ts';
import { summarizePage, summarizePages } from './plot-summary.ts';

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

describe('plot summaries', () => {
  it('lists suppliers as people sort them (accents beside their letter) and countries by code', () => {
    const s = summarizePage([
      plot('1', 'Zeta Farms', 'GH', 'high'),
      plot('2', 'Émile Coop', 'CI', 'low'),
      plot('3', 'Abidjan Trade', 'CI', null),
      plot('4', 'Zeta Farms', 'BR', 'high'),
    ]);
    expect(s.suppliers).toEqual(['Abidjan Trade', 'Émile Coop', 'Zeta Farms']);
    expect(s.countries).toEqual(['BR', 'CI', 'GH']);
    expect(s.byRisk).toEqual({ high: 2, medium: 0, low: 1, none: 0, unassessed: 1 });
  });

  it('frames every plot with a geometry, loaded or as GeoJSON, and nothing when none has one', () => {
    const page = [
      plot('1', 'A', 'CI', 'low', squarePolygon(-6, 5, 0.5)),
      LoadedPlot.of(plot('2', 'A', 'CI', 'low', squarePolygon(3, 7, 0.5))),
    ];
    const [w, s, e, n] = summarizePage(page).bounds!;
    expect([w, s, e, n]).toEqual([-6, 5, 3.5, 7.5]);
    const empty = { type: 'MultiPolygon', coordinates: [] } as GeoJSON.Geometry;
    expect(summarizePage([plot('3', 'A', 'CI', 'low', empty)]).bounds).toBeNull();
    expect(summarizePages([]).bounds).toBeNull();
    expect(summarizePages([]).byRisk).toEqual({ high: 0, medium: 0, low: 0, none: 0, unassessed: 0 });
  });

  it('merges the pages of a set into what one pass over all its plots gives', () => {
    const pages = [
      [plot('1', 'B', 'GH', 'high'), plot('2', 'A', 'CI', null)],
      [plot('3', 'C', 'CI', 'low')],
      [plot('4', 'A', 'BR', 'high', squarePolygon(-50, -20, 1))],
    ];
    expect(summarizePages(pages)).toEqual(summarizePage(pages.flat()));
  });

  it('works a page out once, and a set again only when it gained a page', () => {
    const first = [plot('1', 'A', 'CI', 'low')];
    const pages = [first];
    expect(summarizePages(pages)).toBe(summarizePages(pages));
    expect(summarizePage(first)).toBe(summarizePage(first));
    const grown = [first, [plot('2', 'B', 'GH', 'high')]];
    expect(summarizePages(grown).suppliers).toEqual(['A', 'B']);
    expect(summarizePages(grown).byRisk.high).toBe(1);
  });
});
