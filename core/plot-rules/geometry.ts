/** Small geometry helpers shared by the rules and the fixes. Positions are [lng, lat, ...] as in GeoJSON. */
import { orient2d } from 'robust-predicates';

export type Pos = number[];
export type Ring = Pos[];

export const SUPPORTED_TYPES = new Set(['Point', 'MultiPoint', 'Polygon', 'MultiPolygon']);

// Plain loops rather than `every` with a callback: these run on every position of every feature.
const isPos = (p: unknown): p is Pos =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number';
function isRing(r: unknown): r is Ring {
  if (!Array.isArray(r)) return false;
  for (let i = 0; i < r.length; i++) if (!isPos(r[i])) return false;
  return true;
}
function isPolygonCoords(c: unknown): c is Ring[] {
  if (!Array.isArray(c) || c.length === 0) return false;
  for (let i = 0; i < c.length; i++) if (!isRing(c[i])) return false;
  return true;
}
function allOf(c: unknown, test: (v: unknown) => boolean): boolean {
  if (!Array.isArray(c) || c.length === 0) return false;
  for (let i = 0; i < c.length; i++) if (!test(c[i])) return false;
  return true;
}

/** Why the coordinates do not have the shape their type needs, or null when they do. */
export function coordinateShapeProblem(type: string, coords: unknown): string | null {
  switch (type) {
    case 'Point':
      return isPos(coords) ? null : 'a Point needs one position [longitude, latitude]';
    case 'MultiPoint':
      return allOf(coords, isPos) ? null : 'a MultiPoint needs a list of positions';
    case 'Polygon':
      return isPolygonCoords(coords) ? null : 'a Polygon needs a list of rings, each a list of positions';
    case 'MultiPolygon':
      return allOf(coords, isPolygonCoords)
        ? null
        : 'a MultiPolygon needs a list of polygons, each a list of rings';
    default:
      return 'unsupported type';
  }
}

/** The polygons of a Polygon or MultiPolygon (already shape-checked), as lists of rings. */
export function polygonsOf(geometry: GeoJSON.Geometry): Ring[][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** Every position of a plot's geometry, in order (the TRACES preview measures what truncation moves). */
export function forEachPosition(geometry: GeoJSON.Geometry, fn: (p: Pos) => void): void {
  switch (geometry.type) {
    case 'Point':
      fn(geometry.coordinates);
      return;
    case 'MultiPoint':
      for (const p of geometry.coordinates) fn(p);
      return;
    default:
      for (const poly of polygonsOf(geometry)) for (const ring of poly) for (const p of ring) fn(p);
  }
}

export const samePos = (a: Pos, b: Pos): boolean => a[0] === b[0] && a[1] === b[1];

export function isClosed(ring: Ring): boolean {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first !== undefined && last !== undefined && samePos(first, last);
}

/**
 * The ring's corners: consecutive repeats and the closing position dropped (an open ring is treated as
 * if closed). Returns the input array itself when there is nothing to drop, to save an allocation.
 */
export function cornersOf(ring: Ring): Ring {
  let clean = true;
  for (let i = 1; i < ring.length; i++) if (samePos(ring[i]!, ring[i - 1]!)) clean = false;
  if (clean) return isClosed(ring) && ring.length > 1 ? ring.slice(0, -1) : ring;
  const out: Ring = [];
  for (const p of ring) if (out.length === 0 || !samePos(out[out.length - 1]!, p)) out.push(p);
  while (out.length > 1 && samePos(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

/** Closed copy of a list of corners. */
export const closeCorners = (corners: Ring): Ring => (corners.length ? [...corners, corners[0]!] : corners);

/**
 * True when every corner lies on one straight line (zero-area "straight-line shape"), decided exactly as
 * written: positions with at most 6 decimals are compared as integer micro-degrees (so [-5.099999, 7.100001]
 * … is a line even though its binary doubles are a 1e-19 sliver), others as the doubles they are, like GEOS
 * (robust-predicates' orient2d; a sliver 1e-13 wide is still a polygon). The float cross product only picks
 * the candidates, so ordinary rings cost one multiplication per corner.
 */
export function allCollinear(corners: Ring): boolean {
  const n = corners.length;
  if (n < 3) return true;
  const a = corners[0]!;
  const b = corners[1]!;
  const dx = b[0]! - a[0]!;
  const dy = b[1]! - a[1]!;
  const len1 = Math.hypot(dx, dy);
  for (let i = 2; i < n; i++) {
    const c = corners[i]!;
    const ex = c[0]! - a[0]!;
    const ey = c[1]! - a[1]!;
    if (Math.abs(dx * ey - dy * ex) > 1e-6 * len1 * Math.hypot(ex, ey)) return false;
    if (!exactlyCollinear(a, b, c)) return false;
  }
  return true;
}

const onMicroGrid = (v: number): boolean => Math.round(v * 1e6) / 1e6 === v;

function exactlyCollinear(a: Pos, b: Pos, c: Pos): boolean {
  if ([a[0]!, a[1]!, b[0]!, b[1]!, c[0]!, c[1]!].every(onMicroGrid)) {
    const m = (v: number): number => Math.round(v * 1e6);
    return orient2d(m(a[0]!), m(a[1]!), m(b[0]!), m(b[1]!), m(c[0]!), m(c[1]!)) === 0;
  }
  return orient2d(a[0]!, a[1]!, b[0]!, b[1]!, c[0]!, c[1]!) === 0;
}

/** Truncates (not rounds) to 6 decimals, as TRACES does; the detour via 1e9 avoids 5.123456*1e6=5123455.99. */
export const trunc6 = (v: number): number => Math.trunc(Math.round(v * 1e9) / 1000) / 1e6;

/** Whether a value has at most 5 decimals. */
export const fewerThan6Decimals = (v: number): boolean => {
  const s = v * 1e5;
  return Math.abs(s - Math.round(s)) < 1e-6;
};
