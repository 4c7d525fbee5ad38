/**
 * The land two plots share, in one home for every caller: the loader worker's double-claim scan
 * (src/lib/plot-loader/worker/overlaps.ts), the upload preview's comparison with the supplier's plots
 * (core/upload-diff) and the within-file rules (core/plot-rules/within-file.ts). Clipper2 (clipper2-ts,
 * loaded on first use) cuts the exact intersection on an integer grid of 1e-7 degree (about 1 cm, so shared
 * borders stay shared), and its area is measured on the sphere, like the plots' own areas.
 * Pure: no DOM, no Node.
 */
import area from '@turf/area';
import { earthRadius } from '@turf/helpers';
import type * as Clipper2 from 'clipper2-ts';

/** 100 m²: below this, two plots share a border, not land. */
export const MIN_OVERLAP_HA = 0.01;

export type Clip = typeof Clipper2;
type Rings = [number, number][][][];

/** Grid of the clipper: 1e-7 degree (~1 cm), finer than any plot file's 6-decimal positions. */
const SCALE = 1e7;
/** Square metres of one grid cell² at the equator, on turf's sphere (so areas agree with the plots' own). */
const CELL_M2 = ((Math.PI / 180 / SCALE) * earthRadius) ** 2;

/**
 * A plot ready to clip: every ring of every part, flat [x0, y0, x1, y1, ...] on the grid. Holes and parts
 * need no nesting: the even-odd fill rule reads a valid polygon's rings the same way GeoJSON does.
 */
export interface ClipShape {
  rings: Float64Array[];
  /** The rings in degrees, for the plot's own area. */
  geo: Rings;
}

/** Polygon or MultiPolygon as a clip shape; null for anything without area. */
export function clipShapeOf(g: GeoJSON.Geometry | null): ClipShape | null {
  let geo: Rings;
  if (g?.type === 'Polygon') geo = [g.coordinates as [number, number][][]];
  else if (g?.type === 'MultiPolygon') geo = g.coordinates as [number, number][][][];
  else return null;
  const rings: Float64Array[] = [];
  for (const poly of geo)
    for (const ring of poly) {
      if (ring.length < 3) continue;
      const flat = new Float64Array(ring.length * 2);
      ring.forEach(([x, y], k) => {
        flat[2 * k] = Math.round(x * SCALE);
        flat[2 * k + 1] = Math.round(y * SCALE);
      });
      rings.push(flat);
    }
  return rings.length ? { rings, geo } : null;
}

/** The shape's own area (ha). */
export const shapeHa = (s: ClipShape): number =>
  s.geo.length ? area({ type: 'MultiPolygon', coordinates: s.geo }) / 10_000 : 0;

/** [minX, minY, maxX, maxY] of the shape's outer rings (degrees). */
export function shapeBox(s: ClipShape): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const poly of s.geo)
    for (const [x, y] of poly[0] ?? []) {
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
    }
  return [minX, minY, maxX, maxY];
}

/**
 * The overlap (ha) of two shapes. Coordinates are shifted to the first vertex of `a` before clipping, so
 * Clipper2's products stay in exact double range; the planar area on the grid becomes hectares at the
 * overlap's latitude (exact to ~1e-8 for plots of a few km).
 */
export function overlapHa(clip: Clip, a: ClipShape, b: ClipShape): number {
  // Clipper rounds each crossing to the grid from the edges in the order given: the same two plots in the
  // other order can differ by a grid step along the cut (a fraction of a square metre). One order for a
  // pair, whichever side asks, so the browser's scan and the server's give the same hectares.
  if (precedes(b, a)) [a, b] = [b, a];
  const ox = a.rings[0]![0]!;
  const oy = a.rings[0]![1]!;
  const paths = (s: ClipShape): Clipper2.Paths64 =>
    s.rings.map((flat) => {
      const path = new Array<Clipper2.Point64>(flat.length / 2);
      for (let k = 0; k < path.length; k++) path[k] = { x: flat[2 * k]! - ox, y: flat[2 * k + 1]! - oy };
      return path;
    });
  const out = clip.Clipper.intersect(paths(a), paths(b), clip.FillRule.EvenOdd);
  if (!out.length) return 0;
  let ySum = 0;
  let n = 0;
  for (const path of out)
    for (const p of path) {
      ySum += p.y;
      n++;
    }
  const lat = ((ySum / n + oy) / SCALE) * (Math.PI / 180);
  return (Math.abs(clip.Clipper.areaPaths(out)) * CELL_M2 * Math.cos(lat)) / 10_000;
}

/** A fixed order of two shapes: by their grid positions, ring after ring, then by their ring count. */
function precedes(a: ClipShape, b: ClipShape): boolean {
  const rings = Math.min(a.rings.length, b.rings.length);
  for (let r = 0; r < rings; r++) {
    const x = a.rings[r]!;
    const y = b.rings[r]!;
    const n = Math.min(x.length, y.length);
    for (let k = 0; k < n; k++) if (x[k] !== y[k]) return x[k]! < y[k]!;
    if (x.length !== y.length) return x.length < y.length;
  }
  return a.rings.length < b.rings.length;
}

export const loadClipper = (): Promise<Clip> => import('clipper2-ts');
