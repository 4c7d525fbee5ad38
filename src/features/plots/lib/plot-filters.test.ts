import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { filterPlots, filtersFromSearch, plotsSearchSchema } from './plot-filters.ts';
import { plotCentroid, plotCentroidPoints, plotsBounds } from '@/lib/geo/plot-features.ts';
import { LoadedPlot } from '@/lib/portfolio/compact-plot.ts';

const mk = (
  id: string,
  over: Partial<Plot> & { risk?: 'high' | 'low' | null; defo?: boolean } = {},
): Plot => {
  const { risk = 'low', defo = false, ...rest } = over;
  return {
    id,
    name: `Parcelle ${id}`,
    supplier: 'A',
    projectId: 'p',
    country: 'CI',
    areaHa: 1,
    createdAt: '',
    updatedAt: '',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    },
    riskAssessment:
      risk === null
        ? null
        : {
            riskLevel: risk,
            assessedAt: '',
            framework: 'EUDR',
            deforestation: { areaHa: defo ? 1 : 0, hasDeforestation: defo },
            remainingForestHa: 0,
            protectedAreasHa: 0,
            indigenousTerritoriesHa: 0,
          },
    ...rest,
  };
};

const plots = [
  mk('1', { risk: 'high', defo: true, name: 'Coopérative Nord' }),
  mk('2', { supplier: 'B', country: 'GH' }),
  mk('3', { risk: null }),
];

describe('plotsSearchSchema', () => {
  it('keeps valid filters and drops malformed ones instead of failing', () => {
    const s = plotsSearchSchema.parse({
      risk: 'high,bogus,high',
      country: 'ci',
      deforestation: 'maybe',
      q: '  nord ',
      supplier: 'A',
    });
    expect(s).toEqual({
      risk: 'high',
      country: undefined,
      deforestation: undefined,
      q: 'nord',
      supplier: 'A',
      selected: undefined,
    });
  });
});

describe('filterPlots', () => {
  it('returns the same array when no filter is set (no re-render of the map)', () => {
    expect(filterPlots(plots, {})).toBe(plots);
  });
  it('combines filters', () => {
    const ids = (f: Parameters<typeof filterPlots>[1]) => filterPlots(plots, f).map((p) => p.id);
    expect(ids({ supplier: 'B' })).toEqual(['2']);
    expect(ids({ risk: ['high', 'unassessed'] })).toEqual(['1', '3']);
    expect(ids({ country: 'CI' })).toEqual(['1', '3']);
    expect(ids({ deforestation: 'yes' })).toEqual(['1']);
    // An unassessed plot is neither with nor without deforestation.
    expect(ids({ deforestation: 'no' })).toEqual(['2']);
    expect(ids({ q: 'cooperative' })).toEqual(['1']);
    expect(ids(filtersFromSearch(plotsSearchSchema.parse({ risk: 'low', country: 'GH' })))).toEqual(['2']);
  });
});

describe('map data', () => {
  it('has one centroid per plot and the bounds, as loaded or as GeoJSON', () => {
    const d = plotCentroidPoints(plots, (p) => ({ id: p.id }));
    expect(d.features).toHaveLength(3);
    expect(d.features[0]!.properties).toEqual({ id: '1' });
    expect(plotsBounds(plots)).toEqual([0, 0, 2, 2]);
    expect(plotCentroid(plots[0]!.geometry)).toEqual([1, 1]);
    // Compact plots (as loaded) give the same centroids and bounds without rebuilding their GeoJSON.
    const loaded = plots.map((p) => LoadedPlot.of(p));
    expect(plotsBounds(loaded)).toEqual(plotsBounds(plots));
    expect(plotCentroidPoints(loaded, () => ({})).features.map((f) => f.geometry.coordinates)).toEqual(
      d.features.map((f) => f.geometry.coordinates),
    );
    expect(plotsBounds([])).toBeNull();
  });

  it('frames points and polygons alike, as loaded or as GeoJSON', () => {
    const point = mk('p', { geometry: { type: 'Point', coordinates: [5, -3] } });
    const mixed = [...plots, point];
    expect(plotsBounds(mixed)).toEqual([0, -3, 5, 2]);
    expect(plotsBounds(mixed.map((p) => LoadedPlot.of(p)))).toEqual([0, -3, 5, 2]);
    expect(plotsBounds([])).toBeNull();
  });
});
