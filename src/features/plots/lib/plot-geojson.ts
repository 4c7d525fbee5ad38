/**
 * Geometry helpers of the plots feature: a plot's marker position, the box that frames a list of plots, the
 * bounds to fly to. The map's data itself is cut into tiles by the loader worker (plot-tiles.ts).
 */
import bbox from '@turf/bbox';
import type { Plot } from '@core/api/schemas.ts';
import { LoadedPlot } from '@/lib/portfolio/compact-plot.ts';

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

/** Bounds of one plot, to fly the map to it. */
export function plotBounds(plot: Plot): [number, number, number, number] {
  return bbox(plot.geometry) as [number, number, number, number];
}
