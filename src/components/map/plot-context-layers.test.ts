import { describe, expect, it } from 'vitest';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { TILE_POLYGON_MIN_ZOOM } from '@/lib/plot-loader/worker/plot-tiles.ts';
import { plotContextLayers } from './plot-context-layers.ts';

describe('plot context layers', () => {
  const layers = plotContextLayers('ctx');

  it('are valid MapLibre layers on the worker-cut vector tile source', () => {
    const style = {
      version: 8 as const,
      sources: { plots: { type: 'vector' as const, tiles: ['plots://1/1/{z}/{x}/{y}'], promoteId: 'id' } },
      layers: layers.map((l) => ({ ...l, source: 'plots' })),
    };
    expect(validateStyleMin(style as never)).toEqual([]);
  });

  it('draw points and clusters below the polygon zoom, polygons and point plots from it', () => {
    const range = (id: string) => {
      const l = layers.find((x) => x.id === id) as { minzoom?: number; maxzoom?: number };
      return [l.minzoom ?? 0, l.maxzoom ?? 24];
    };
    expect(range('ctx-plots-points')).toEqual([0, TILE_POLYGON_MIN_ZOOM]);
    expect(range('ctx-plots-clusters')).toEqual([0, TILE_POLYGON_MIN_ZOOM]);
    expect(range('ctx-plots-fill')).toEqual([TILE_POLYGON_MIN_ZOOM, 24]);
    expect(range('ctx-plots-line')).toEqual([TILE_POLYGON_MIN_ZOOM, 24]);
    expect(range('ctx-plots-point-plots')).toEqual([TILE_POLYGON_MIN_ZOOM, 24]);
  });
});
