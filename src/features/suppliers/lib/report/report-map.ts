/**
 * The report's map: a supplier's plots projected onto a box of the page as vector shapes (no tiles, no
 * network), the same shapes for the PDF and the printable page. Equirectangular with the longitude scaled by
 * the cosine of the middle latitude (true shapes at plot scale), fitted to the plots' box. Bounded: outlines
 * stop at MAP_LIMITS.vertices corners in all; plots past the budget, and plots that shrink to under a point
 * at this scale, are drawn as one dot each, dots on the same spot of the same risk merged (so `dots` counts
 * spots, not plots). Pure.
 */
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { RISK_CLASSES, type RiskClass } from '@/lib/risk/risk-classes.ts';

export const MAP_LIMITS = {
  /** Outline corners drawn in all: ~1 MB of PDF path operators. */
  vertices: 60_000,
  /** Positions are rounded to this fraction of a point (1/72 inch): finer is invisible on paper. */
  grid: 0.25,
  /**
   * Dots are 2-point squares on a grid of this many points, one per grid cell and risk: at most ~40,000 on
   * the map however many plots a supplier has.
   */
  dotGrid: 2,
} as const;

export interface MapShape {
  risk: RiskClass;
  /** A closed outline; a dot is one position. */
  kind: 'ring' | 'dot';
  /** x, y pairs in page points from the box's top left. */
  points: number[];
}

export interface ReportMap {
  width: number;
  height: number;
  /** Less severe first, so the most severe are drawn on top; ties by plot id. */
  shapes: MapShape[];
  /** Plots drawn as outlines. */
  outlines: number;
  /** Dots drawn (one may stand for several plots on the same spot). */
  dots: number;
  /** Plots without a geometry (nothing to draw). */
  missing: number;
  /** [minLng, minLat, maxLng, maxLat] of the plots drawn; null when none has a position. */
  bounds: [number, number, number, number] | null;
}

type Ring = readonly (readonly number[])[];

/** The outer rings of a geometry (holes are not drawn at report scale); points as one-position rings. */
function outerRings(geometry: GeoJSON.Geometry | null | undefined): Ring[] {
  switch (geometry?.type) {
    case 'Polygon':
      return geometry.coordinates.slice(0, 1);
    case 'MultiPolygon':
      return geometry.coordinates.map((p) => p[0]!).filter(Boolean);
    case 'Point':
      return [[geometry.coordinates]];
    case 'MultiPoint':
      return geometry.coordinates.map((c) => [c]);
    default:
      return [];
  }
}

/** The map of the plots at `positions` of `list`, fitted to a box of `width` × `height` points. */
export function reportMap(
  list: PlotList,
  positions: ArrayLike<number>,
  width: number,
  height: number,
): ReportMap {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    const b = list.box(positions[i]!);
    if (!b) continue;
    minX = Math.min(minX, b[0]);
    minY = Math.min(minY, b[1]);
    maxX = Math.max(maxX, b[2]);
    maxY = Math.max(maxY, b[3]);
  }
  const map: ReportMap = { width, height, shapes: [], outlines: 0, dots: 0, missing: 0, bounds: null };
  if (minX > maxX) {
    map.missing = positions.length;
    return map;
  }
  map.bounds = [minX, minY, maxX, maxY];
  const kx = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  // A single point (or plots in one spot) still gets a scale: a box of ~100 m.
  const spanX = Math.max((maxX - minX) * kx, 1e-3);
  const spanY = Math.max(maxY - minY, 1e-3);
  const scale = Math.min(width / spanX, height / spanY);
  const offX = (width - (maxX - minX) * kx * scale) / 2;
  const offY = (height - (maxY - minY) * scale) / 2;
  const snap = (v: number) => Math.round(v / MAP_LIMITS.grid) * MAP_LIMITS.grid;
  const px = (lng: number) => snap(offX + (lng - minX) * kx * scale);
  const py = (lat: number) => snap(offY + (maxY - lat) * scale);

  // Draw order first (less severe under more severe, then by id), so the vertex budget goes the same way
  // whatever order the plots were loaded in.
  const order = Array.from({ length: positions.length }, (_, i) => positions[i]!);
  const ids = new Map(order.map((p) => [p, list.id(p)]));
  order.sort((a, b) => list.risk(b) - list.risk(a) || (ids.get(a)! < ids.get(b)! ? -1 : 1));

  let budget: number = MAP_LIMITS.vertices;
  const dotsSeen = new Set<string>();
  const dot = (risk: RiskClass, x0: number, y0: number) => {
    const x = Math.round(x0 / MAP_LIMITS.dotGrid) * MAP_LIMITS.dotGrid;
    const y = Math.round(y0 / MAP_LIMITS.dotGrid) * MAP_LIMITS.dotGrid;
    const key = `${risk} ${x} ${y}`;
    if (dotsSeen.has(key)) return;
    dotsSeen.add(key);
    map.shapes.push({ risk, kind: 'dot', points: [x, y] });
    map.dots++;
  };
  for (const position of order) {
    const risk = RISK_CLASSES[list.risk(position)]!;
    const rings = outerRings(list.geometry(position));
    const centroid = list.centroid(position);
    if (!rings.length && !centroid) {
      map.missing++;
      continue;
    }
    let drawn = false;
    for (const ring of rings) {
      if (ring.length < 3 || budget < ring.length) continue;
      const points: number[] = [];
      for (const c of ring) {
        const x = px(c[0]!);
        const y = py(c[1]!);
        if (points.length && points[points.length - 2] === x && points[points.length - 1] === y) continue;
        points.push(x, y);
      }
      // Closed rings repeat their first corner: three distinct corners are the least that has an area.
      if (points.length >= 8) {
        budget -= points.length / 2;
        map.shapes.push({ risk, kind: 'ring', points });
        drawn = true;
      }
    }
    if (drawn) map.outlines++;
    else if (centroid) dot(risk, px(centroid[0]), py(centroid[1]));
    else map.missing++;
  }
  return map;
}
