/**
 * Canonical form of a geometry for duplicate detection (ecosystem.md §3 "Duplicate geometry"):
 * 6 decimals, repeats and closing position dropped, counter-clockwise shells and clockwise holes
 * (RFC 7946 §3.1.6), each ring started at its smallest corner, holes and parts sorted. Positions become
 * integer micro-degrees so the form is exact and cheap to hash.
 */
import type { Pos } from './geometry.ts';

type IntRing = number[]; // x0, y0, x1, y1, ... (micro-degrees, no closing position)

const micro = (v: number): number => Math.round(v * 1e6);

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
  // Orientation from the shoelace sum.
  // Relative to the first corner, so the products stay far below 2^53.
  let s = 0;
  const x0 = out[0] ?? 0;
  const y0 = out[1] ?? 0;
  for (let i = 1; i + 1 < m; i++) {
    s += (out[2 * i]! - x0) * (out[2 * i + 3]! - y0) - (out[2 * i + 2]! - x0) * (out[2 * i + 1]! - y0);
  }
  const reverse = clockwise ? s > 0 : s < 0;
  let start = 0;
  for (let i = 1; i < m; i++) {
    const x = out[2 * i]!;
    const y = out[2 * i + 1]!;
    const sx = out[2 * start]!;
    if (x < sx || (x === sx && y < out[2 * start + 1]!)) start = i;
  }
  const res: IntRing = new Array<number>(out.length);
  for (let k = 0; k < m; k++) {
    const i = reverse ? (start - k + m) % m : (start + k) % m;
    res[2 * k] = out[2 * i]!;
    res[2 * k + 1] = out[2 * i + 1]!;
  }
  return res;
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
  const c = canonicalParts(geometry);
  if (!c) return null;
  const h = new Hasher();
  h.add(c.tag);
  for (const part of c.parts) {
    h.add(-1);
    for (const ring of part) {
      h.add(-2);
      for (const v of ring) h.add(v);
    }
  }
  return h.digest();
}

/** Hash pair of any string (names, property sets). */
export function stringHash(s: string): [number, number] {
  const h = new Hasher();
  for (let i = 0; i < s.length; i++) h.add(s.charCodeAt(i));
  return h.digest();
}

/** cyrb53 (bryc, public domain: https://github.com/bryc/code/blob/master/jshash/experimental/cyrb53.js), run twice. */
class Hasher {
  private a1 = 0xdeadbeef;
  private a2 = 0x41c6ce57;
  private b1 = 0xdeadbeef ^ 0x9e3779b9;
  private b2 = 0x41c6ce57 ^ 0x85ebca6b;

  add(v: number): void {
    const ch = v | 0;
    this.a1 = Math.imul(this.a1 ^ ch, 2654435761);
    this.a2 = Math.imul(this.a2 ^ ch, 1597334677);
    this.b1 = Math.imul(this.b1 ^ ch, 2654435761);
    this.b2 = Math.imul(this.b2 ^ ch, 1597334677);
  }

  digest(): [number, number] {
    return [fin(this.a1, this.a2), fin(this.b1, this.b2)];
  }
}

function fin(h1: number, h2: number): number {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
