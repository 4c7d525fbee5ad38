/**
 * Canonical form of a geometry for duplicate detection (docs/geometry.md): positions truncated to
 * 6 decimals as TRACES stores them (not rounded: 1.0000009 and 1.0000001 are the same plot there), repeats
 * and closing position dropped, counter-clockwise shells and clockwise holes (RFC 7946 §3.1.6; a ring
 * without area the way that reads first), each ring started at its smallest corner (at the pass that reads
 * first when it passes that corner more than once), holes and parts sorted. Positions become integer
 * micro-degrees so the form is exact and cheap to hash.
 */
import type { Pos } from './geometry.ts';

type IntRing = number[]; // x0, y0, x1, y1, ... (micro-degrees, no closing position)

/** Integer micro-degrees after truncation, with trunc6's detour via 1e9 (so 5.123456 stays 5123456). */
const micro = (v: number): number => Math.trunc(Math.round(v * 1e9) / 1000);

function intRing(ring: Pos[], clockwise: boolean): IntRing {
  const out: IntRing = [];
  for (const p of ring) {
    const x = micro(p[0]!);
    const y = micro(p[1]!);
    const n = out.length;
    if (n >= 2 && out[n - 2] === x && out[n - 1] === y) continue;
    out.push(x, y);
  }
  while (out.length > 2 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  const m = out.length / 2;
  const start = ringStart(out, m, clockwise);
  // Stryker disable next-line ArrayDeclaration: the length is only a size hint; every index is written below.
  const res: IntRing = new Array<number>(out.length);
  for (let k = 0; k < m; k++) {
    const i = cornerAt(start, k, m);
    res[2 * k] = out[i]!;
    res[2 * k + 1] = out[i + 1]!;
  }
  return res;
}

/**
 * Index in `c` (x0, y0, x1, y1, ...) of the k-th corner of reading r of an m-corner ring: r = i reads forward
 * from corner i, r = ~i backward from corner i.
 */
function cornerAt(r: number, k: number, m: number): number {
  return 2 * (r >= 0 ? (r + k) % m : (~r - k + m) % m);
}

/** Negative when reading a of the ring comes before reading b (corner by corner, x then y), 0 when equal. */
function compareReadings(c: ArrayLike<number>, m: number, a: number, b: number): number {
  // Stryker disable next-line EqualityOperator: at k = m both readings are back at their first corners, found equal at k = 0.
  for (let k = 0; k < m; k++) {
    const p = cornerAt(a, k, m);
    const q = cornerAt(b, k, m);
    const d = c[p]! - c[q]! || c[p + 1]! - c[q + 1]!;
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The reading (see cornerAt) that is the canonical form of a ring of m corners in `c` (no repeats in a
 * row, no closing position): counter-clockwise for a shell, clockwise for a hole, and a ring without area
 * (a line, a figure eight with equal loops) whichever way reads first; then the start that reads first.
 * That is the smallest corner (lowest x, then lowest y), and for a ring that passes it more than once, the
 * pass whose continuation reads first, so every way of writing the ring gives the same form.
 */
function ringStart(c: ArrayLike<number>, m: number, clockwise: boolean): number {
  // Orientation from the shoelace sum.
  // Relative to the first corner, so the products stay far below 2^53.
  let s = 0;
  const x0 = c[0]!;
  const y0 = c[1]!;
  for (let i = 1; i + 1 < m; i++) {
    s += (c[2 * i]! - x0) * (c[2 * i + 3]! - y0) - (c[2 * i + 2]! - x0) * (c[2 * i + 1]! - y0);
  }
  // > 0: the ring runs the wanted way as written; < 0: reversed; 0: either.
  const turn = clockwise ? -s : s;
  // Stryker disable next-line EqualityOperator: with no area (turn 0) either first guess serves; the loop compares both ways.
  let best = turn < 0 ? ~0 : 0;
  // Stryker disable next-line EqualityOperator: readings m and ~m are readings 0 and ~0 again (corners count mod m).
  for (let i = 0; i < m; i++) {
    // Stryker disable next-line EqualityOperator: an equal reading is the same sequence, so keeping either gives one form.
    if (turn >= 0 && compareReadings(c, m, i, best) < 0) best = i;
    // Stryker disable next-line EqualityOperator: an equal reading is the same sequence, so keeping either gives one form.
    if (turn <= 0 && compareReadings(c, m, ~i, best) < 0) best = ~i;
  }
  return best;
}

const compareInts = (a: IntRing, b: IntRing): number => {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** Canonical nested form: a type tag and a sorted list of parts (each a list of int rings). */
function canonicalParts(geometry: GeoJSON.Geometry): { tag: number; parts: IntRing[][] } | null {
  switch (geometry.type) {
    case 'Point':
      return { tag: 1, parts: [[[micro(geometry.coordinates[0]!), micro(geometry.coordinates[1]!)]]] };
    case 'MultiPoint': {
      const pts = geometry.coordinates.map((p) => [micro(p[0]!), micro(p[1]!)]).sort(compareInts);
      return { tag: 2, parts: [pts] };
    }
    case 'Polygon':
    case 'MultiPolygon': {
      const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      const parts = polys.map((rings) => {
        const shell = intRing(rings[0] ?? [], false);
        const holes = rings.slice(1).map((r) => intRing(r, true));
        holes.sort(compareInts);
        return [shell, ...holes];
      });
      parts.sort((a, b) => compareInts(a[0]!, b[0]!));
      return { tag: 3, parts };
    }
    // Stryker disable next-line ConditionalExpression: without it the function returns undefined, which both callers treat as null.
    default:
      return null;
  }
}

/** Human-readable canonical string (tests and debugging; the checker uses the hashes). */
export function canonicalGeometryString(geometry: GeoJSON.Geometry): string | null {
  const c = canonicalParts(geometry);
  if (!c) return null;
  return `${c.tag}:` + c.parts.map((part) => part.map((r) => r.join(',')).join('|')).join(';');
}

/**
 * Two independent 53-bit hashes of the canonical form (cyrb53 over integers, two seeds). The checker keeps
 * only these, not the canonical strings: for a 1 GB file the strings alone would take ~700 MB, while a
 * false match needs both hashes to collide (about n²/2^107).
 */
export function canonicalGeometryHash(geometry: GeoJSON.Geometry): [number, number] | null {
  if (!hashInto(geometry, HASH_OUT)) return null;
  return [HASH_OUT[1]! * 4294967296 + HASH_OUT[0]!, HASH_OUT[3]! * 4294967296 + HASH_OUT[2]!];
}

/**
 * The same two hashes as canonicalGeometryHash, written into `out` as four uint32 (low, high of the first,
 * low, high of the second) for the upload-wide table. Returns false for a type that has no canonical form.
 * A one-ring Polygon (nearly every plot) and a Point are hashed straight from the coordinates through a
 * reused scratch buffer: no per-position arrays, no canonical ring copy. Everything else takes the
 * general path (holes and parts need sorting); both feed the hasher the same sequence, so a Polygon and
 * the one-part MultiPolygon of the same ring still match.
 */
export function hashInto(geometry: GeoJSON.Geometry, out: Uint32Array): boolean {
  if (geometry.type === 'Polygon' && geometry.coordinates.length === 1) {
    hashStart();
    hashAdd(3);
    hashAdd(-1);
    hashAdd(-2);
    hashRingDirect(geometry.coordinates[0]!);
    hashEnd(out);
    return true;
  }
  if (geometry.type === 'Point') {
    hashStart();
    hashAdd(1);
    // Stryker disable next-line UnaryOperator: Points only ever take this path, and their first word (1) already sets them apart.
    hashAdd(-1);
    // Stryker disable next-line UnaryOperator: Points only ever take this path, and their first word (1) already sets them apart.
    hashAdd(-2);
    hashAdd(micro(geometry.coordinates[0]!));
    hashAdd(micro(geometry.coordinates[1]!));
    hashEnd(out);
    return true;
  }
  const c = canonicalParts(geometry);
  if (!c) return false;
  hashStart();
  hashAdd(c.tag);
  for (const part of c.parts) {
    hashAdd(-1);
    for (const ring of part) {
      hashAdd(-2);
      for (const v of ring) hashAdd(v);
    }
  }
  hashEnd(out);
  return true;
}

const HASH_OUT = new Uint32Array(4);
/** Scratch for hashRingDirect: x0, y0, x1, y1, ... in micro-degrees (grown on demand, never shrunk). */
let scratch = new Float64Array(1024);

/** Hashes a shell exactly as intRing(ring, false) followed by the loop over its values would. */
function hashRingDirect(ring: Pos[]): void {
  // Stryker disable next-line EqualityOperator,ConditionalExpression: growing a buffer that is already big enough only costs memory and time.
  if (scratch.length < ring.length * 2) scratch = new Float64Array(ring.length * 4);
  const out = scratch;
  let len = 0;
  for (let k = 0; k < ring.length; k++) {
    const p = ring[k]!;
    const x = micro(p[0]!);
    const y = micro(p[1]!);
    if (len >= 2 && out[len - 2] === x && out[len - 1] === y) continue;
    out[len++] = x;
    out[len++] = y;
  }
  while (len > 2 && out[0] === out[len - 2] && out[1] === out[len - 1]) len -= 2;
  const m = len / 2;
  const start = ringStart(out, m, false);
  // hashAdd inlined on locals: Chromium did not inline the call and spent ~13% of a check writing the
  // four module-level hash words once per coordinate.
  let h1 = a1;
  let h2 = a2;
  let h3 = b1;
  let h4 = b2;
  for (let k = 0; k < m; k++) {
    const i = cornerAt(start, k, m);
    const x = out[i]! | 0;
    h1 = Math.imul(h1 ^ x, 2654435761);
    h2 = Math.imul(h2 ^ x, 1597334677);
    h3 = Math.imul(h3 ^ x, 2654435761);
    h4 = Math.imul(h4 ^ x, 1597334677);
    const y = out[i + 1]! | 0;
    h1 = Math.imul(h1 ^ y, 2654435761);
    h2 = Math.imul(h2 ^ y, 1597334677);
    h3 = Math.imul(h3 ^ y, 2654435761);
    h4 = Math.imul(h4 ^ y, 1597334677);
  }
  a1 = h1;
  a2 = h2;
  b1 = h3;
  b2 = h4;
}

/** Hash pair of any string (names, property sets). */
export function stringHash(s: string): [number, number] {
  stringHashInto(s, HASH_OUT);
  return [HASH_OUT[1]! * 4294967296 + HASH_OUT[0]!, HASH_OUT[3]! * 4294967296 + HASH_OUT[2]!];
}

export function stringHashInto(s: string, out: Uint32Array): void {
  hashStart();
  // Stryker disable next-line EqualityOperator: one more word, charCodeAt(length) = NaN | 0 = 0, at the end of every string: equal strings still hash equal, different ones still differ.
  for (let i = 0; i < s.length; i++) hashAdd(s.charCodeAt(i));
  hashEnd(out);
}

// cyrb53 (bryc, public domain: https://github.com/bryc/code/blob/master/jshash/experimental/cyrb53.js),
// run twice with two seeds. Module state instead of a Hasher object: the hash runs once per feature and
// once per position, and plain variables stay in registers.
let a1 = 0;
let a2 = 0;
let b1 = 0;
let b2 = 0;

function hashStart(): void {
  a1 = 0xdeadbeef;
  a2 = 0x41c6ce57;
  b1 = 0xdeadbeef ^ 0x9e3779b9;
  b2 = 0x41c6ce57 ^ 0x85ebca6b;
}

function hashAdd(v: number): void {
  const ch = v | 0;
  a1 = Math.imul(a1 ^ ch, 2654435761);
  a2 = Math.imul(a2 ^ ch, 1597334677);
  b1 = Math.imul(b1 ^ ch, 2654435761);
  b2 = Math.imul(b2 ^ ch, 1597334677);
}

/** Writes the two 53-bit results as [lo1, hi1, lo2, hi2] (hi: 21 bits). */
function hashEnd(out: Uint32Array): void {
  fin(a1, a2, out, 0);
  fin(b1, b2, out, 2);
}

function fin(h1: number, h2: number, out: Uint32Array, at: number): void {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  out[at] = h1 >>> 0;
  out[at + 1] = 2097151 & h2;
}
