/**
 * Polygon validity with the semantics of GEOS/JTS `IsValidOp` (the engine behind PostGIS, QGIS and shapely),
 * written out in docs/geometry.md. Rings arrive as corners (cornersOf: no repeats, no closing position), each
 * with at least 3 corners and not all on one line (other rules report those).
 *
 * - each ring must be simple: no crossing, touching, fold or corner visited twice (self-intersection.ts);
 * - two rings of one polygon may touch at isolated points only, must not cross or share an edge, holes lie
 *   inside their shell and not inside each other, and the touches must not cut the interior in two (a
 *   cycle of rings and touch points, e.g. a hole touching the shell twice);
 * - parts of a MultiPolygon may touch at isolated points only: crossing, sharing an edge or lying inside
 *   another part's interior is `overlapping-parts`.
 *
 * Orientation tests between rings use exact predicates (robust-predicates, Shewchuk's adaptive arithmetic),
 * so a vertex that lies on another ring's edge is decided the same way GEOS decides it.
 */
import { orient2d } from 'robust-predicates';
import type { Pos, Ring } from './geometry.ts';
import { crossingOfCorners } from './self-intersection.ts';

export interface TopologyError {
  code: 'self-intersection' | 'overlapping-parts';
  /** Where: a crossing point, a shared vertex, or a corner of the nested ring. */
  at: [number, number];
  /** Plain-language reason, completing "its boundary …" style messages. */
  why: string;
}

/** Positive when c lies to the left of a→b (counter-clockwise), exactly. */
const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number =>
  -orient2d(ax, ay, bx, by, cx, cy);

interface RingInfo {
  corners: Ring;
  part: number;
  /** 0 for the shell, ≥ 1 for holes. */
  index: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function ringInfo(corners: Ring, part: number, index: number): RingInfo {
  let minX = Infinity;
  let minY = Infinity;
  // Stryker disable next-line UnaryOperator: a box open to the right only lets more pairs through to the exact tests; boxesMeet is a speed-up.
  let maxX = -Infinity;
  // Stryker disable next-line UnaryOperator: a box open to the top only lets more pairs through to the exact tests; boxesMeet is a speed-up.
  let maxY = -Infinity;
  for (const p of corners) {
    const x = p[0]!;
    const y = p[1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { corners, part, index, minX, minY, maxX, maxY };
}

const boxesMeet = (a: RingInfo, b: RingInfo): boolean =>
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a speed-up only; rings whose boxes are apart neither meet nor contain each other's points, so the exact tests give the same answer for the pairs it lets through.
  !(a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY);

const keyOf = (x: number, y: number): string => `${x},${y}`;

/**
 * First topology error of a polygon (one part) or a MultiPolygon (several parts), or null when GEOS would
 * call it valid. `parts[i][0]` is the shell of part i, the rest its holes, all as corners.
 */
export function topologyError(parts: Ring[][]): TopologyError | null {
  // The common case, one ring: only its own simplicity matters (the fast path of self-intersection.ts).
  // Stryker disable next-line ConditionalExpression,BlockStatement: the fast path; for one ring the general walk below makes the same crossingOfCorners call and finds nothing else.
  if (parts.length === 1 && parts[0]!.length === 1) {
    const hit = crossingOfCorners(parts[0]!);
    return hit ? { code: 'self-intersection', at: hit, why: 'crosses or touches itself' } : null;
  }
  const rings: RingInfo[] = [];
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    for (let r = 0; r < part.length; r++) {
      const corners = part[r]!;
      const hit = crossingOfCorners([corners]);
      if (hit) return { code: 'self-intersection', at: hit, why: 'crosses or touches itself' };
      rings.push(ringInfo(corners, p, r));
    }
  }
  // Touch points between rings: per pair, for interior connectivity and for picking test points.
  const touches: { a: number; b: number; at: Pos }[] = [];
  const touchKeys = new Set<string>();
  // Stryker disable next-line EqualityOperator: with a = rings.length the inner loop has no b, so nothing is read.
  for (let a = 0; a < rings.length; a++) {
    for (let b = a + 1; b < rings.length; b++) {
      const A = rings[a]!;
      const B = rings[b]!;
      // Stryker disable next-line ConditionalExpression: a speed-up only; rings whose boxes are apart have no contact.
      if (!boxesMeet(A, B)) continue;
      const samePart = A.part === B.part;
      const err = ringPairContacts(A.corners, B.corners, (at) => {
        touches.push({ a, b, at });
        touchKeys.add(keyOf(at[0]!, at[1]!));
      });
      if (err) {
        return {
          code: samePart ? 'self-intersection' : 'overlapping-parts',
          at: err.at,
          why: samePart
            ? `${describe(A)} and ${describe(B)} ${err.why}`
            : `parts ${A.part + 1} and ${B.part + 1} ${err.why}`,
        };
      }
    }
  }
  // Touches that close a cycle (ring – point – ring – point – ring) cut a polygon's interior in two.
  const disconnected = findTouchCycle(rings, touches);
  if (disconnected) {
    return {
      code: 'self-intersection',
      at: pos2(disconnected),
      why: 'touch each other at more than one point, which cuts the polygon in two',
    };
  }
  // Containment: nothing crosses any more, so one point of a ring off the other's boundary decides.
  for (const H of rings) {
    if (H.index === 0) continue;
    const shell = rings.find((r) => r.part === H.part && r.index === 0)!;
    const probe = probePoint(H.corners, touchKeys);
    if (!insideRing(probe, shell.corners))
      return {
        code: 'self-intersection',
        at: pos2(probe),
        why: `${describe(H)} lies outside the outer ring`,
      };
    for (const G of rings) {
      if (G === H || G.part !== H.part || G.index === 0 || !boxesMeet(G, H)) continue;
      if (insideRing(probe, G.corners))
        return {
          code: 'self-intersection',
          at: pos2(probe),
          why: `${describe(H)} lies inside ${describe(G)}`,
        };
    }
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with one part the only shell is skipped against itself.
  if (parts.length > 1) {
    const shells = rings.filter((r) => r.index === 0);
    for (const S of shells) {
      const probe = probePoint(S.corners, touchKeys);
      for (const T of shells) {
        if (T === S || !boxesMeet(S, T)) continue;
        if (!insideRing(probe, T.corners)) continue;
        const inHole = rings.some(
          (h) => h.part === T.part && h.index > 0 && boxesMeet(h, S) && insideRing(probe, h.corners),
        );
        if (!inHole)
          return {
            code: 'overlapping-parts',
            at: pos2(probe),
            why: `part ${S.part + 1} lies inside part ${T.part + 1}`,
          };
      }
    }
  }
  return null;
}

const pos2 = (p: Pos): [number, number] => [p[0]!, p[1]!];

const describe = (r: RingInfo): string => (r.index === 0 ? 'the outer ring' : `hole ${r.index}`);

/** A corner of the ring that touches no other ring, else the middle of its first edge that touches none. */
function probePoint(corners: Ring, touchKeys: Set<string>): Pos {
  for (const p of corners) if (!touchKeys.has(keyOf(p[0]!, p[1]!))) return p;
  const n = corners.length;
  const middle = (i: number): Pos => {
    const a = corners[i]!;
    const b = corners[(i + 1) % n]!;
    return [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
  };
  const touching = (m: Pos): boolean => touchKeys.has(keyOf(m[0]!, m[1]!));
  // A middle can lie on another ring too (a corner of that ring touching this edge). When every middle
  // does, the last one is used.
  let i = 0;
  while (i < n - 1 && touching(middle(i))) i++;
  return middle(i);
}

/** Strictly inside (crossing-number test; points on the boundary are not asked for). */
export function insideRing(p: Pos, corners: Ring): boolean {
  const x = p[0]!;
  const y = p[1]!;
  let inside = false;
  const n = corners.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = corners[i]![0]!;
    const yi = corners[i]![1]!;
    const xj = corners[j]![0]!;
    const yj = corners[j]![1]!;
    if (yi > y !== yj > y) {
      // Which side of edge j→i the point lies on, exactly: the edge crosses the horizontal line at y.
      const o = orient(xj, yj, xi, yi, x, y);
      if (yi > yj ? o > 0 : o < 0) inside = !inside;
    }
  }
  return inside;
}

/**
 * Walks every pair of edges of two rings (box-rejected; a sweep over x when the rings are large). Returns the
 * first crossing or shared stretch, or reports each isolated contact point through `onTouch` (once per point)
 * after checking that the rings do not cross there.
 */
function ringPairContacts(
  A: Ring,
  B: Ring,
  onTouch: (at: Pos) => void,
): { at: [number, number]; why: string } | null {
  const na = A.length;
  const nb = B.length;
  const seen = new Set<string>();
  let found: { at: [number, number]; why: string } | null = null;
  const visit = (i: number, j: number): boolean => {
    const a0 = A[i]!;
    const a1 = A[(i + 1) % na]!;
    const b0 = B[j]!;
    const b1 = B[(j + 1) % nb]!;
    const c = classify(a0, a1, b0, b1);
    if (c === null) return false;
    if (c.kind !== 'touch') {
      found = { at: pos2(c.at), why: c.kind === 'cross' ? 'cross each other' : 'share an edge' };
      return true;
    }
    const k = keyOf(c.at[0]!, c.at[1]!);
    // Stryker disable next-line ConditionalExpression: a point met again gives the same crossAt answer, and findTouchCycle links each ring to a point once.
    if (seen.has(k)) return false;
    seen.add(k);
    if (crossAt(c.at, A, B)) {
      found = { at: pos2(c.at), why: 'cross each other' };
      return true;
    }
    onTouch(c.at);
    return false;
  };
  if (na * nb <= 4096) {
    for (let i = 0; i < na; i++) {
      const a0 = A[i]!;
      const a1 = A[(i + 1) % na]!;
      const minX = Math.min(a0[0]!, a1[0]!);
      const maxX = Math.max(a0[0]!, a1[0]!);
      const minY = Math.min(a0[1]!, a1[1]!);
      const maxY = Math.max(a0[1]!, a1[1]!);
      for (let j = 0; j < nb; j++) {
        const b0 = B[j]!;
        const b1 = B[(j + 1) % nb]!;
        // Stryker disable next-line ConditionalExpression,LogicalOperator: a speed-up only; classify finds no contact between edges whose x ranges are apart.
        if (Math.max(b0[0]!, b1[0]!) < minX || Math.min(b0[0]!, b1[0]!) > maxX) continue;
        // Stryker disable next-line ConditionalExpression,LogicalOperator: a speed-up only; classify finds no contact between edges whose y ranges are apart.
        if (Math.max(b0[1]!, b1[1]!) < minY || Math.min(b0[1]!, b1[1]!) > maxY) continue;
        if (visit(i, j)) return found;
      }
    }
    return found;
  }
  // Sweep: edges of both rings sorted by their left end; each meets the still-active edges of the other.
  const edges: { ring: 0 | 1; i: number; minX: number; maxX: number; minY: number; maxY: number }[] = [];
  const push = (R: Ring, ring: 0 | 1): void => {
    for (let i = 0; i < R.length; i++) {
      const p = R[i]!;
      const q = R[(i + 1) % R.length]!;
      edges.push({
        ring,
        i,
        minX: Math.min(p[0]!, q[0]!),
        maxX: Math.max(p[0]!, q[0]!),
        minY: Math.min(p[1]!, q[1]!),
        maxY: Math.max(p[1]!, q[1]!),
      });
    }
  };
  push(A, 0);
  push(B, 1);
  edges.sort((e, f) => e.minX - f.minX);
  const active: [typeof edges, typeof edges] = [[], []];
  for (const e of edges) {
    const other = active[e.ring === 0 ? 1 : 0];
    let w = 0;
    for (let r = 0; r < other.length; r++) {
      const o = other[r]!;
      // Stryker disable next-line ConditionalExpression: keeping a finished edge active only costs time; classify finds no contact with it.
      if (o.maxX < e.minX) continue; // finished: dropped from the active list
      other[w++] = o;
      // Stryker disable next-line ConditionalExpression,LogicalOperator: a speed-up only; classify finds no contact between edges whose y ranges are apart.
      if (o.maxY < e.minY || o.minY > e.maxY) continue;
      if (e.ring === 0 ? visit(e.i, o.i) : visit(o.i, e.i)) return found;
    }
    other.length = w;
    active[e.ring].push(e);
  }
  return found;
}

type Contact = { kind: 'cross' | 'overlap' | 'touch'; at: Pos } | null;

/** How segments a0a1 and b0b1 meet: a proper crossing, a shared stretch, a single touching point, or not. */
function classify(a0: Pos, a1: Pos, b0: Pos, b1: Pos): Contact {
  const o1 = orient(a0[0]!, a0[1]!, a1[0]!, a1[1]!, b0[0]!, b0[1]!);
  const o2 = orient(a0[0]!, a0[1]!, a1[0]!, a1[1]!, b1[0]!, b1[1]!);
  if ((o1 > 0 && o2 > 0) || (o1 < 0 && o2 < 0)) return null;
  const o3 = orient(b0[0]!, b0[1]!, b1[0]!, b1[1]!, a0[0]!, a0[1]!);
  const o4 = orient(b0[0]!, b0[1]!, b1[0]!, b1[1]!, a1[0]!, a1[1]!);
  if ((o3 > 0 && o4 > 0) || (o3 < 0 && o4 < 0)) return null;
  if (o1 === 0 && o2 === 0) {
    // Collinear: compare positions along the line's dominant axis.
    // Stryker disable next-line EqualityOperator: on a 45° line both axes order the points alike.
    const ax = Math.abs(a1[0]! - a0[0]!) >= Math.abs(a1[1]! - a0[1]!) ? 0 : 1;
    const aLo = Math.min(a0[ax]!, a1[ax]!);
    const aHi = Math.max(a0[ax]!, a1[ax]!);
    const bLo = Math.min(b0[ax]!, b1[ax]!);
    const bHi = Math.max(b0[ax]!, b1[ax]!);
    const lo = Math.max(aLo, bLo);
    const hi = Math.min(aHi, bHi);
    // Stryker disable next-line ConditionalExpression: unreachable; both walks only pair edges whose boxes overlap, so collinear edges overlap on either axis.
    if (lo > hi) return null;
    const at = [b0, b1, a0, a1].find((p) => p[ax] === lo)!;
    // Stryker disable next-line StringLiteral: any kind but 'cross' and 'touch' is reported as a shared edge.
    return lo < hi ? { kind: 'overlap', at } : { kind: 'touch', at };
  }
  if (o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) {
    // Proper crossing: report the point (computed; only for the message).
    const d = (a1[0]! - a0[0]!) * (b1[1]! - b0[1]!) - (a1[1]! - a0[1]!) * (b1[0]! - b0[0]!);
    const t = ((b0[0]! - a0[0]!) * (b1[1]! - b0[1]!) - (b0[1]! - a0[1]!) * (b1[0]! - b0[0]!)) / d;
    return { kind: 'cross', at: [a0[0]! + t * (a1[0]! - a0[0]!), a0[1]! + t * (a1[1]! - a0[1]!)] };
  }
  // A vertex of one segment lies on the other: the contact point is that vertex, exactly.
  const at = o1 === 0 ? b0 : o2 === 0 ? b1 : o3 === 0 ? a0 : a1;
  return { kind: 'touch', at };
}

/** The two neighbours of point p along a ring that passes through it (at a corner or inside an edge). */
function neighboursAt(p: Pos, R: Ring): [Pos, Pos] | null {
  const n = R.length;
  for (let i = 0; i < n; i++) {
    const c = R[i]!;
    if (c[0] === p[0] && c[1] === p[1]) return [R[(i + n - 1) % n]!, R[(i + 1) % n]!];
  }
  // Stryker disable next-line EqualityOperator: p lies on R (it is classify's contact point), so an edge is found before i reaches n.
  for (let i = 0; i < n; i++) {
    const a = R[i]!;
    const b = R[(i + 1) % n]!;
    if (
      orient(a[0]!, a[1]!, b[0]!, b[1]!, p[0]!, p[1]!) === 0 &&
      Math.min(a[0]!, b[0]!) <= p[0]! &&
      p[0]! <= Math.max(a[0]!, b[0]!) &&
      Math.min(a[1]!, b[1]!) <= p[1]! &&
      p[1]! <= Math.max(a[1]!, b[1]!)
    )
      return [a, b];
  }
  return null;
}

/** Quadrant 0..3 of direction (dx, dy), counter-clockwise from +x (as JTS's Quadrant). */
const quadrant = (dx: number, dy: number): number => (dx >= 0 ? (dy >= 0 ? 0 : 3) : dy >= 0 ? 1 : 2);

/** Compares the polar angles of p→a and p→b exactly: negative when a comes first counter-clockwise. */
function compareAngle(p: Pos, a: Pos, b: Pos): number {
  const qa = quadrant(a[0]! - p[0]!, a[1]! - p[1]!);
  const qb = quadrant(b[0]! - p[0]!, b[1]! - p[1]!);
  if (qa !== qb) return qa - qb;
  return -orient(p[0]!, p[1]!, a[0]!, a[1]!, b[0]!, b[1]!);
}

/** Whether ring B passes from one side of ring A to the other at their contact point p. */
function crossAt(p: Pos, A: Ring, B: Ring): boolean {
  const a = neighboursAt(p, A);
  const b = neighboursAt(p, B);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: p is classify's contact point, on both rings, so neither is null (the test is for the type).
  if (!a || !b) return false;
  let [lo, hi] = a;
  // Stryker disable next-line EqualityOperator: A's two neighbours at p never leave in the same direction (a simple ring has no spike; inside an edge they are opposite, in different quadrants), so the comparison is never 0.
  if (compareAngle(p, lo, hi) > 0) [lo, hi] = [hi, lo];
  // B leaving p along an edge of A shares that edge: the walk reports it as such, not as a crossing.
  if (b.some((e) => compareAngle(p, lo, e) === 0 || compareAngle(p, e, hi) === 0)) return false;
  // Stryker disable next-line EqualityOperator: the return above leaves no neighbour of B in the direction of lo or hi, so neither comparison is 0.
  const between = (e: Pos): boolean => compareAngle(p, lo, e) < 0 && compareAngle(p, e, hi) < 0;
  return between(b[0]) !== between(b[1]);
}

/** A touch point that closes a cycle of rings of one polygon (its interior is then disconnected). */
function findTouchCycle(rings: RingInfo[], touches: { a: number; b: number; at: Pos }[]): Pos | null {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  const linked = new Set<string>();
  for (const t of touches) {
    if (rings[t.a]!.part !== rings[t.b]!.part) continue;
    const node = `p${rings[t.a]!.part}:${keyOf(t.at[0]!, t.at[1]!)}`;
    for (const r of [t.a, t.b]) {
      const edge = `${r}|${node}`;
      if (linked.has(edge)) continue;
      linked.add(edge);
      const x = find(`r${r}`);
      const y = find(node);
      if (x === y) return t.at;
      parent.set(x, y);
    }
  }
  return null;
}
