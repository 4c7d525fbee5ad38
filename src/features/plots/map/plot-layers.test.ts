import { describe, expect, it } from 'vitest';
import { createExpression, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import {
  centroidLayer,
  clusterLayer,
  clusterProperties,
  fillLayer,
  outlineLayer,
  pointLayer,
} from './plot-layers.ts';

describe('plot layers', () => {
  it('are valid MapLibre layers on a clustered GeoJSON source', () => {
    const style = {
      version: 8 as const,
      sources: {
        plots: { type: 'geojson' as const, data: { type: 'FeatureCollection', features: [] } },
        'plot-centroids': {
          type: 'geojson' as const,
          data: { type: 'FeatureCollection', features: [] },
          cluster: true,
          clusterProperties,
        },
      },
      layers: [
        { ...fillLayer, source: 'plots' },
        { ...outlineLayer, source: 'plots' },
        { ...clusterLayer, source: 'plot-centroids' },
        { ...centroidLayer, source: 'plot-centroids' },
        { ...pointLayer, source: 'plot-centroids' },
      ],
    };
    expect(validateStyleMin(style as never)).toEqual([]);
  });

  it("a cluster's worst risk: high over everything, not assessed over no risk", () => {
    const [reduce, map] = clusterProperties.worst as unknown as [string, unknown];
    expect(reduce).toBe('max');
    const severity = createExpression(map);
    if (severity.result !== 'success') throw new Error('invalid map expression');
    const of = (risk: string) =>
      severity.value.evaluate({ zoom: 0 }, { type: 'Point', properties: { risk } } as never);
    expect(['high', 'medium', 'low', 'unassessed', 'none'].map(of)).toEqual([4, 3, 2, 1, 0]);
  });
});
