import { describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { Plot, RiskLevel } from '@core/api/schemas.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { PlotStore } from './plot-store.ts';
import { PLOT_TILE_LAYER, plotTile, TILE_EXTENT } from './plot-tiles.ts';

/** A square plot of `size` degrees with its south-west corner at lng, lat. */
function square(id: string, lng: number, lat: number, risk: RiskLevel | null, size = 0.001): Plot {
  return {
    id,
    name: id,
    supplier: 'S',
    projectId: 'p',
    country: 'CI',
    areaHa: 1,
    createdAt: 'c',
    updatedAt: 'u',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lng, lat],
          [lng + size, lat],
          [lng + size, lat + size],
          [lng, lat + size],
          [lng, lat],
        ],
      ],
    },
    riskAssessment: risk ? ({ riskLevel: risk } as Plot['riskAssessment']) : null,
  };
}

function storeOf(plots: Plot[]) {
  const store = new PlotStore();
  store.add(packPlots(plots.slice(0, 2)));
  store.add(packPlots(plots.slice(2)));
  return store.view();
}

function decode(bytes: Uint8Array) {
  if (!bytes.length) return [];
  const layer = new VectorTile(new PbfReader(bytes)).layers[PLOT_TILE_LAYER]!;
  return Array.from({ length: layer.length }, (_, i) => layer.feature(i));
}

/** The tile x/y that holds lng/lat at zoom z. */
function tileAt(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const s = Math.sin((lat * Math.PI) / 180);
  return [
    Math.floor(((lng + 180) / 360) * n),
    Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n),
  ];
}

const plots = [
  square('a', -5.5, 6.5, 'high'),
  square('b', -5.5005, 6.5005, 'low'),
  square('c', -5.4995, 6.4995, null),
  square('far', 100, -1, 'none'),
];
const ALL = { mask: null, clusterMaxZoom: -1 };

describe('plot tiles', () => {
  it('draw polygons with their id and risk from the polygon zoom, and nothing where no plot is', () => {
    const view = storeOf(plots);
    const [x, y] = tileAt(-5.5, 6.5, 12);
    const features = decode(plotTile(view, 12, x, y, ALL));
    expect(features.map((f) => f.properties.id).sort()).toEqual(['a', 'b', 'c']);
    expect(features.every((f) => f.type === 3)).toBe(true);
    expect(features.find((f) => f.properties.id === 'c')!.properties.risk).toBe('unassessed');
    const [ex, ey] = tileAt(0, 50, 12);
    expect(plotTile(view, 12, ex, ey, ALL)).toHaveLength(0);
  });

  it('draw one point per plot below the polygon zoom', () => {
    const view = storeOf(plots);
    const [x, y] = tileAt(-5.5, 6.5, 7);
    const features = decode(plotTile(view, 7, x, y, ALL));
    expect(features.map((f) => f.type)).toEqual([1, 1, 1]);
    const point = features.find((f) => f.properties.id === 'a')!.loadGeometry()[0]![0]!;
    expect(point.x).toBeGreaterThanOrEqual(0);
    expect(point.x).toBeLessThan(TILE_EXTENT);
  });

  it('group nearby plots into a cluster with their count and worst risk up to the cluster zoom', () => {
    const view = storeOf(plots);
    const [x, y] = tileAt(-5.5, 6.5, 5);
    const clustered = decode(plotTile(view, 5, x, y, { mask: null, clusterMaxZoom: 5 }));
    expect(clustered).toHaveLength(1);
    expect(clustered[0]!.properties).toMatchObject({ point_count: 3, worst: 4 });
    // One zoom past the cluster zoom, every plot has its own point again.
    const [x6, y6] = tileAt(-5.5, 6.5, 6);
    expect(decode(plotTile(view, 6, x6, y6, { mask: null, clusterMaxZoom: 5 }))).toHaveLength(3);
    // A lone plot stays a plot, not a cluster of one.
    const [fx, fy] = tileAt(100, -1, 5);
    const lone = decode(plotTile(view, 5, fx, fy, { mask: null, clusterMaxZoom: 5 }));
    expect(lone.map((f) => f.properties.id)).toEqual(['far']);
  });

  it('show only the plots the mask keeps (by load position, across batches)', () => {
    const view = storeOf(plots);
    const [x, y] = tileAt(-5.5, 6.5, 12);
    const mask = Uint8Array.from([0, 1, 1, 1]);
    const features = decode(plotTile(view, 12, x, y, { mask, clusterMaxZoom: -1 }));
    expect(features.map((f) => f.properties.id).sort()).toEqual(['b', 'c']);
    const [cx, cy] = tileAt(-5.5, 6.5, 5);
    const cluster = decode(plotTile(view, 5, cx, cy, { mask, clusterMaxZoom: 5 }));
    // The high-risk plot is filtered out: the cluster's worst risk is low (2), of two plots.
    expect(cluster[0]!.properties).toMatchObject({ point_count: 2, worst: 2 });
  });
});
