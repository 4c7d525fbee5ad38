/**
 * Self-intersection of one polygon: ring edges that cross or touch. `sweepline-intersections@1.5.0` finds
 * proper crossings fast (ecosystem.md §3); it skips pairs of edges of one ring that share an end point and
 * pairs of parallel edges (see its testSegmentIntersect), so two cases are checked here first:
 * a corner visited twice (a figure-eight through one vertex) and an edge that turns straight back over
 * the previous one (a spike or fold). @turf/boolean-valid misses bow-ties and @turf/kinks is O(n²) and
 * reverted to brute force after Turfjs/turf#2627: https://github.com/Turfjs/turf/issues/2627
 */
import sweeplineIntersections from 'sweepline-intersections';
import { closeCorners, cornersOf, type Pos, type Ring } from './geometry.ts';

export type Crossing = [number, number];

/** A corner that appears twice in the ring (not consecutively), or null. */
function repeatedCorner(corners: Ring): Crossing | null {
  const n = corners.length;
  if (n <= 64) {
    for (let i = 0; i < n; i++) {
      const a = corners[i]!;
      for (let j = i + 1; j < n; j++) {
        const b = corners[j]!;
        if (a[0] === b[0] && a[1] === b[1]) return [a[0]!, a[1]!];
      }
    }
    return null;
  }
  const seen = new Set<string>();
  for (const p of corners) {
    const k = `${p[0]},${p[1]}`;
    if (seen.has(k)) return [p[0]!, p[1]!];
    seen.add(k);
  }
  return null;
}

/** A corner where the boundary goes straight back along the edge it came from (zero-width spike). */
function spikeCorner(corners: Ring): Crossing | null {
  const n = corners.length;
  if (n < 3) return null;
  for (let i = 0; i < n; i++) {
    const a: Pos = corners[(i + n - 1) % n]!;
    const b: Pos = corners[i]!;
    const c: Pos = corners[(i + 1) % n]!;
    const ux = b[0]! - a[0]!;
    const uy = b[1]! - a[1]!;
    const vx = c[0]! - b[0]!;
    const vy = c[1]! - b[1]!;
    const cross = ux * vy - uy * vx;
    if (ux * vx + uy * vy < 0 && Math.abs(cross) <= 1e-9 * Math.hypot(ux, uy) * Math.hypot(vx, vy))
      return [b[0]!, b[1]!];
  }
  return null;
}

/**
 * First point where the polygon's rings cross or touch themselves or each other, or null. Rings may be
 * open or have repeated consecutive positions (other rules report those); they are cleaned first.
 */
export function findSelfIntersection(rings: Ring[]): Crossing | null {
  const cleaned: Ring[] = [];
  for (const ring of rings) {
    const corners = cornersOf(ring);
    if (corners.length < 3) continue; // too-few-vertices reports it
    const hit = repeatedCorner(corners) ?? spikeCorner(corners);
    if (hit) return hit;
    cleaned.push(closeCorners(corners));
  }
  if (cleaned.length === 0) return null;
  let total = 0;
  for (const r of cleaned) total += r.length;
  if (total <= BRUTE_FORCE_MAX) return bruteForceCrossing(cleaned);
  const polygon = { type: 'Polygon', coordinates: cleaned } as unknown as GeoJSON.Feature;
  const points = sweeplineIntersections(polygon, false);
  const first = points[0];
  return first ? [first[0], first[1]] : null;
}

/**
 * Below this many positions a plain pairwise test with a bounding-box reject beats the sweep, which
 * allocates an event and a segment object per edge. Measured on 100k 24-vertex plots (bench/checker.ts):
 * sweepline 588 ms, this loop ~100 ms. Large rings still go through the sweep (O(n log n + k)).
 */
const BRUTE_FORCE_MAX = 96;

/** First crossing or touching of two non-adjacent edges of the (closed, cleaned) rings, or null. */
function bruteForceCrossing(rings: Ring[]): Crossing | null {
  for (let ra = 0; ra < rings.length; ra++) {
    const A = rings[ra]!;
    const na = A.length - 1; // edges
    for (let rb = ra; rb < rings.length; rb++) {
      const B = rings[rb]!;
      const nb = B.length - 1;
      for (let i = 0; i < na; i++) {
        const p = A[i]!;
        const q = A[i + 1]!;
        const x1 = p[0]!;
        const y1 = p[1]!;
        const x2 = q[0]!;
        const y2 = q[1]!;
        const minX = x1 < x2 ? x1 : x2;
        const maxX = x1 < x2 ? x2 : x1;
        const minY = y1 < y2 ? y1 : y2;
        const maxY = y1 < y2 ? y2 : y1;
        for (let j = ra === rb ? i + 1 : 0; j < nb; j++) {
          // Adjacent edges of one ring share a corner by construction: not a crossing.
          if (ra === rb && (j === i + 1 || (i === 0 && j === na - 1))) continue;
          const r = B[j]!;
          const s = B[j + 1]!;
          const x3 = r[0]!;
          const y3 = r[1]!;
          const x4 = s[0]!;
          const y4 = s[1]!;
          if ((x3 < minX && x4 < minX) || (x3 > maxX && x4 > maxX)) continue;
          if ((y3 < minY && y4 < minY) || (y3 > maxY && y4 > maxY)) continue;
          const hit = segmentHit(x1, y1, x2, y2, x3, y3, x4, y4);
          if (hit) return hit;
        }
      }
    }
  }
  return null;
}

/** Intersection point of two segments (touching and collinear overlap included), or null. */
function segmentHit(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
  x4: number,
  y4: number,
): Crossing | null {
  const denom = (y4 - y3) * (x2 - x1) - (x4 - x3) * (y2 - y1);
  const numA = (x4 - x3) * (y1 - y3) - (y4 - y3) * (x1 - x3);
  const numB = (x2 - x1) * (y1 - y3) - (y2 - y1) * (x1 - x3);
  if (denom === 0) {
    if (numA !== 0 || numB !== 0) return null; // parallel, apart
    // Collinear: overlapping when a segment's end lies within the other (the box test passed already).
    const within = (x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean =>
      Math.min(ax, bx) <= x && x <= Math.max(ax, bx) && Math.min(ay, by) <= y && y <= Math.max(ay, by);
    if (within(x3, y3, x1, y1, x2, y2)) return [x3, y3];
    if (within(x4, y4, x1, y1, x2, y2)) return [x4, y4];
    if (within(x1, y1, x3, y3, x4, y4)) return [x1, y1];
    return null;
  }
  const uA = numA / denom;
  const uB = numB / denom;
  if (uA < 0 || uA > 1 || uB < 0 || uB > 1) return null;
  return [x1 + uA * (x2 - x1), y1 + uA * (y2 - y1)];
}
