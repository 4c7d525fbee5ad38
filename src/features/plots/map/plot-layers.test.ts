import { describe, expect, it } from 'vitest';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import {
  centroidLayer,
  clusterLayer,
  fillLayer,
  outlineLayer,
  pointLayer,
  PLOT_SOURCE,
} from './plot-layers.ts';

describe('plot layers', () => {
  it('are valid MapLibre layers on the worker-cut vector tile source', () => {
    const style = {
      version: 8 as const,
      sources: {
        [PLOT_SOURCE]: { type: 'vector' as const, tiles: ['plots://1/1/{z}/{x}/{y}'], promoteId: 'id' },
      },
      layers: [fillLayer, outlineLayer, clusterLayer, centroidLayer, pointLayer].map((l) => ({
        ...l,
        source: PLOT_SOURCE,
      })),
    };
    expect(validateStyleMin(style as never)).toEqual([]);
  });
});
