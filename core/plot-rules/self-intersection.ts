/**
 * Self-intersection of one polygon: ring edges that cross or touch. `sweepline-intersections@1.5.0` finds
 * proper crossings fast (a sweep over x-sorted vertices, not turf's O(n²) kinks); it skips pairs of edges of one ring that share an end point and
 * pairs of parallel edges (see its testSegmentIntersect), so two cases are checked here first:
 * a corner visited twice (a figure-eight through one vertex) and an edge that turns straight back over
 * the previous one (a spike or fold). @turf/boolean-valid misses bow-ties and @turf/kinks is O(n²) and
 * reverted to brute force after Turfjs/turf#2627: https://github.com/Turfjs/turf/issues/2627
 */
import { orient2d } from 'robust-predicates';
import sweeplineIntersections from 'sweepline-intersections';
import { closeCorners, cornersOf, type Ring } from './geometry.ts';

export type Crossing = [number, number];

/**
 * Corners of every ring of the polygon being checked, copied once into flat scratch arrays (grown on
 * demand, reused for every feature): the corner, spike and pairwise tests then read contiguous doubles
 * instead of chasing one small array per position, and allocate nothing.
 */
let XS = new Float64Array(256);
let YS = new Float64Array(256);

function load(corners: Ring, at: number): void {
  // Stryker disable next-line EqualityOperator: growing one call early changes nothing but memory.
  if (at + corners.length > XS.length) {
    // Stryker disable next-line ArithmeticOperator: how far ahead it grows changes nothing but memory.
    const doubled = XS.length * 2;
    const size = Math.max(doubled, at + corners.length);
    const xs = new Float64Array(size);
    const ys = new Float64Array(size);
    xs.set(XS.subarray(0, at));
    ys.set(YS.subarray(0, at));
    XS = xs;
    YS = ys;
  }
  for (let k = 0; k < corners.length; k++) {
    const p = corners[k]!;
    XS[at + k] = p[0]!;
    YS[at + k] = p[1]!;
  }
}

/** A corner that appears twice in the ring (corners at [from, from + n) of the scratch), or null. */
function repeatedCorner(from: number, n: number): Crossing | null {
  const xs = XS;
  const ys = YS;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: either search finds the same corner (tested with 11 and 110 corners); the pairwise one is faster for small rings.
  if (n <= 64) {
    const end = from + n;
    for (let i = from; i < end; i++) {
      const x = xs[i]!;
      const y = ys[i]!;
      for (let j = i + 1; j < end; j++) if (xs[j] === x && ys[j] === y) return [x, y];
    }
    return null;
  }
  // The same corner as the pairwise search: the earliest one that comes again (not the earliest second
  // visit), so the reported point does not change when a ring grows past 64 corners.
  const firstAt = new Map<string, number>();
  let earliest = Infinity;
  for (let i = from; i < from + n; i++) {
    const k = `${xs[i]},${ys[i]}`;
    const f = firstAt.get(k);
    if (f === undefined) firstAt.set(k, i);
    else earliest = Math.min(earliest, f);
  }
  return earliest === Infinity ? null : [xs[earliest]!, ys[earliest]!];
}

/** A corner where the boundary goes straight back along the edge it came from (zero-width spike). */
function spikeCorner(from: number, n: number): Crossing | null {
  const xs = XS;
  const ys = YS;
  for (let i = 0; i < n; i++) {
    const a = from + ((i + n - 1) % n);
    const b = from + i;
    const c = from + ((i + 1) % n);
    const bx = xs[b]!;
    const by = ys[b]!;
    const ux = bx - xs[a]!;
    const uy = by - ys[a]!;
    const vx = xs[c]! - bx;
    const vy = ys[c]! - by;
    const cross = ux * vy - uy * vx;
    // Float test first (cheap), then exactly: a spike that is not exactly straight back is a thin but
    // valid wedge for GEOS, and the pairwise test below decides whether it overlaps anything.
    if (
      ux * vx + uy * vy < 0 &&
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: only lets the exact test below skip corners that clearly turn; orient2d decides.
      Math.abs(cross) <= 1e-6 * Math.hypot(ux, uy) * Math.hypot(vx, vy) &&
      orient2d(xs[a]!, ys[a]!, bx, by, xs[c]!, ys[c]!) === 0
    )
      return [bx, by];
  }
  return null;
}

/**
 * First point where the polygon's rings cross or touch themselves or each other, or null. Rings may be
 * open or have repeated consecutive positions (other rules report those); they are cleaned first.
 */
export function findSelfIntersection(rings: Ring[]): Crossing | null {
  return crossingOfCorners(rings.map(cornersOf));
}

// Stryker disable next-line ArrayDeclaration: emptied at the start of every call
const starts: number[] = [];
// Stryker disable next-line ArrayDeclaration: emptied at the start of every call
const counts: number[] = [];

/**
 * First point where the polygon's rings cross or touch themselves or each other, or null. The rings are
 * already reduced to their corners (geometry.ts cornersOf: open, no repeated consecutive positions), as
 * the rules have them.
 */
export function crossingOfCorners(cornerRings: Ring[]): Crossing | null {
  starts.length = 0;
  counts.length = 0;
  let at = 0;
  for (const corners of cornerRings) {
    const n = corners.length;
    if (n < 3) continue; // too-few-vertices reports it (spikeCorner needs 3)
    load(corners, at);
    const hit = repeatedCorner(at, n) ?? spikeCorner(at, n);
    if (hit) return hit;
    starts.push(at);
    counts.push(n);
    at += n;
  }
  // Closed rings have one more position than corners. (No ring left: the pairwise search finds nothing.)
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: which of two searches runs is a matter of speed; both find the same crossings (tested above and below the limit).
  if (at + starts.length <= BRUTE_FORCE_MAX) return bruteForceCrossing();
  const cleaned = cornerRings.filter((c) => c.length >= 3).map(closeCorners);
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

/**
 * Bounding box of every edge of the scratch rings (edge k runs from corner k to the next one); the pairwise
 * search only ever sees up to BRUTE_FORCE_MAX corners.
 */
const E_MIN_X = new Float64Array(BRUTE_FORCE_MAX);
const E_MAX_X = new Float64Array(BRUTE_FORCE_MAX);
const E_MIN_Y = new Float64Array(BRUTE_FORCE_MAX);
const E_MAX_Y = new Float64Array(BRUTE_FORCE_MAX);

/**
 * First crossing or touching of two non-adjacent edges of the rings in the scratch (`starts`/`counts`;
 * edge i of a ring runs from corner i to corner i + 1, the last one back to corner 0), or null. Pairs are
 * visited in the same order as before (ring a, ring b ≥ a, edge i, edge j), so the reported point is the
 * same; edge boxes are computed once, so rejecting a pair is four comparisons.
 */
function bruteForceCrossing(): Crossing | null {
  const xs = XS;
  const ys = YS;
  const minXs = E_MIN_X;
  const maxXs = E_MAX_X;
  const minYs = E_MIN_Y;
  const maxYs = E_MAX_Y;
  const rings = starts.length;
  // Stryker disable next-line ConditionalExpression,BlockStatement: boxes never written stay 0 and then reject no pair; segmentHit decides every pair the same way.
  for (let r = 0; r < rings; r++) {
    const s = starts[r]!;
    const n = counts[r]!;
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator,BlockStatement: boxes never written stay 0 and reject no pair; one written past the ring is the next ring's first edge or never read.
    for (let k = s; k < s + n; k++) {
      const k2 = k + 1 === s + n ? s : k + 1;
      const x1 = xs[k]!;
      const x2 = xs[k2]!;
      const y1 = ys[k]!;
      const y2 = ys[k2]!;
      minXs[k] = x1 < x2 ? x1 : x2;
      maxXs[k] = x1 < x2 ? x2 : x1;
      minYs[k] = y1 < y2 ? y1 : y2;
      maxYs[k] = y1 < y2 ? y2 : y1;
    }
  }
  for (let ra = 0; ra < rings; ra++) {
    const sa = starts[ra]!;
    const na = counts[ra]!; // edges = corners
    for (let rb = ra; rb < rings; rb++) {
      const sb = starts[rb]!;
      const nb = counts[rb]!;
      for (let i = 0; i < na; i++) {
        const a = sa + i;
        const minX = minXs[a]!;
        const maxX = maxXs[a]!;
        const minY = minYs[a]!;
        const maxY = maxYs[a]!;
        // Adjacent edges of one ring share a corner by construction: not a crossing. So within one ring
        // edge i meets edges i + 2 .. n - 1, except that edge 0 and edge n - 1 are adjacent too.
        const from = ra === rb ? i + 2 : 0;
        const to = ra === rb && i === 0 ? nb - 1 : nb;
        for (let j = from; j < to; j++) {
          const b = sb + j;
          // Stryker disable next-line ConditionalExpression,LogicalOperator: the box test only skips pairs that cannot meet; segmentHit decides the rest.
          if (maxXs[b]! < minX || minXs[b]! > maxX || maxYs[b]! < minY || minYs[b]! > maxY) continue;
          const i2 = i + 1 === na ? sa : a + 1;
          const j2 = j + 1 === nb ? sb : b + 1;
          const hit = segmentHit(xs[a]!, ys[a]!, xs[i2]!, ys[i2]!, xs[b]!, ys[b]!, xs[j2]!, ys[j2]!);
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
    // Stryker disable next-line LogicalOperator: for parallel segments numA and numB are 0 together (collinear) or not at all.
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
  // Stryker disable next-line EqualityOperator: a contact at the very end of an edge is also at the end of the next edge, which the search meets with the other bound; the verdict and the point stay.
  if (uA < 0 || uA > 1 || uB < 0 || uB > 1) return null;
  return [x1 + uA * (x2 - x1), y1 + uA * (y2 - y1)];
}
