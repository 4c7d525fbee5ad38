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
    const dot = ux * vx + uy * vy;
    if (dot < 0 && Math.abs(cross) <= 1e-9 * Math.hypot(ux, uy) * Math.hypot(vx, vy)) return [b[0]!, b[1]!];
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
  const polygon = { type: 'Polygon', coordinates: cleaned } as unknown as GeoJSON.Feature;
  const points = sweeplineIntersections(polygon, false);
  const first = points[0];
  return first ? [first[0], first[1]] : null;
}
