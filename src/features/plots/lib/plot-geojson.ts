/**
 * The map's data, built once per change of the (filtered) plot list: polygons for close zooms and one
 * centroid point per plot for far zooms, where geojson-vt's simplification would erase plots of a few
 * hectares (ecosystem.md §4). Properties are slim (id and risk class) because every byte is copied to the
 * map's worker; geometries are shared with the loaded plots, not copied.
 */
import bbox from '@turf/bbox';
import type { Plot } from '@core/api/schemas.ts';
import { LoadedPlot } from '@/lib/portfolio/compact-plot.ts';
import { riskClassOf, type RiskClass } from '@/lib/risk/risk-classes.ts';

export interface PlotFeatureProps {
  id: string;
  risk: RiskClass;
  /** 1 when the plot itself is a point (it has no polygon to show at close zooms). */
  point: 0 | 1;
}

type PolygonFeature = GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon, PlotFeatureProps>;

export interface PlotMapData {
  /** Every plot drawn as a polygon; the map gets only those near the view (see polygonsInView). */
  polygonPlots: Plot[];
  /** [minLng, minLat, maxLng, maxLat] of each polygon plot, flat (4 numbers per plot), for culling. */
  polygonBoxes: Float64Array;
  centroids: GeoJSON.FeatureCollection<GeoJSON.Point, PlotFeatureProps>;
}

/** Mean of the outer ring's corners (the closing position counted once): cheap and inside for the compact shapes plots have. */
export function plotCentroid(geometry: GeoJSON.Geometry): [number, number] | null {
  let ring: GeoJSON.Position[] | undefined;
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates[0]!, geometry.coordinates[1]!];
    case 'MultiPoint':
      ring = geometry.coordinates;
      break;
    case 'Polygon':
      ring = geometry.coordinates[0]?.slice(0, -1);
      break;
    case 'MultiPolygon': {
      // The polygon with most corners stands for the plot: good enough to place a marker.
      let best: GeoJSON.Position[] | undefined;
      for (const poly of geometry.coordinates)
        if (!best || (poly[0]?.length ?? 0) > best.length) best = poly[0];
      ring = best?.slice(0, -1);
      break;
    }
    default:
      return null;
  }
  if (!ring?.length) return null;
  let x = 0;
  let y = 0;
  for (const p of ring) {
    x += p[0]!;
    y += p[1]!;
  }
  return [x / ring.length, y / ring.length];
}

function ringBox(geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon, box: Float64Array, at: number): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const poly of polys) {
    // The outer ring bounds the polygon; holes lie inside it.
    for (const p of poly[0] ?? []) {
      const x = p[0]!;
      const y = p[1]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  box[at] = minX;
  box[at + 1] = minY;
  box[at + 2] = maxX;
  box[at + 3] = maxY;
}

const propsOf = (plot: Plot, isPoint: boolean): PlotFeatureProps => ({
  id: plot.id,
  risk: riskClassOf(plot),
  point: isPoint ? 1 : 0,
});

export function buildPlotMapData(plots: readonly Plot[]): PlotMapData {
  const polygonPlots: Plot[] = [];
  const boxes: number[] = [];
  const centroids: PlotMapData['centroids']['features'] = [];
  for (const plot of plots) {
    // Loaded plots carry their type, centroid and box: reading them never rebuilds the GeoJSON.
    const loaded = plot instanceof LoadedPlot ? plot : null;
    const type = loaded?.kind ?? plot.geometry.type;
    const isPolygon = type === 'Polygon' || type === 'MultiPolygon';
    if (isPolygon) {
      polygonPlots.push(plot);
      // An empty polygon keeps its slot (boxes line up with polygonPlots) with a box that meets no view.
      boxes.push(...(plotBox(plot) ?? NO_BOX));
    }
    const c = loaded ? loaded.centroid : plotCentroid(plot.geometry);
    if (c) {
      centroids.push({
        type: 'Feature',
        properties: propsOf(plot, type === 'Point' || type === 'MultiPoint'),
        geometry: { type: 'Point', coordinates: [c[0], c[1]] },
      });
    }
  }
  return {
    polygonPlots,
    polygonBoxes: Float64Array.from(boxes),
    centroids: { type: 'FeatureCollection', features: centroids },
  };
}

/**
 * [minLng, minLat, maxLng, maxLat] of the plots (their outer rings or points, so the outermost plots are not
 * cut in half at close zooms), or null when there are none.
 */
export function plotsBounds(plots: readonly Plot[]): Bounds | null {
  const bounds: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const plot of plots) {
    const box = plotBox(plot);
    if (!box) continue;
    if (box[0] < bounds[0]) bounds[0] = box[0];
    if (box[1] < bounds[1]) bounds[1] = box[1];
    if (box[2] > bounds[2]) bounds[2] = box[2];
    if (box[3] > bounds[3]) bounds[3] = box[3];
  }
  return bounds[0] <= bounds[2] ? bounds : null;
}

const NO_BOX: Bounds = [Infinity, Infinity, -Infinity, -Infinity];

/** A plot's box: worked out on arrival for loaded plots, from its GeoJSON otherwise. */
function plotBox(plot: Plot): Bounds | null {
  if (plot instanceof LoadedPlot) return plot.box;
  const geometry = plot.geometry;
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
    const box = new Float64Array(4);
    ringBox(geometry, box, 0);
    return box[0]! <= box[2]! ? [box[0]!, box[1]!, box[2]!, box[3]!] : null;
  }
  const c = plotCentroid(geometry);
  return c ? [c[0], c[1], c[0], c[1]] : null;
}

type Bounds = [number, number, number, number];

/**
 * The polygons whose box meets `view` (west, south, east, north). Polygons are drawn only from zoom 8,
 * where a view holds a few hundred plots: handing the map only those keeps its worker from tiling 100,000
 * polygons nobody can see (the centroid circles stand for them further out).
 */
export function polygonsInView(data: PlotMapData, view: Bounds): Plot[] {
  const [w, s, e, n] = view;
  const out: Plot[] = [];
  const b = data.polygonBoxes;
  for (let i = 0; i < data.polygonPlots.length; i++) {
    const j = i * 4;
    if (b[j]! <= e && b[j + 2]! >= w && b[j + 1]! <= n && b[j + 3]! >= s) out.push(data.polygonPlots[i]!);
  }
  return out;
}

/** The map feature of a polygon plot (its GeoJSON is rebuilt here, for the few plots near the view). */
export function polygonFeature(plot: Plot): PolygonFeature {
  return {
    type: 'Feature',
    properties: propsOf(plot, false),
    geometry: plot.geometry as GeoJSON.Polygon | GeoJSON.MultiPolygon,
  };
}

/** Bounds of one plot, to fly the map to it. */
export function plotBounds(plot: Plot): [number, number, number, number] {
  return bbox(plot.geometry) as [number, number, number, number];
}
