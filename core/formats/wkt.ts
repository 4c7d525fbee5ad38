/**
 * Well-known text to GeoJSON geometry, without recursion on the input: a cell nested 200,000 parentheses
 * deep is refused after the fourth level instead of overflowing the stack (the `wellknown` library recurses,
 * and reads neither `MULTIPOLYGON Z` nor `POINT ZM`). Reads POINT, LINESTRING, POLYGON, their MULTI forms and
 * GEOMETRYCOLLECTION (4 levels at most), 2-D, Z, M and ZM (the extra values are kept here and cut by
 * bound-features.ts, which warns), `EMPTY`, and PostGIS's `SRID=n;` prefix.
 */

export class WktError extends Error {}

/**
 * A list of positions (a ring, a line) longer than a reader takes (ReadLimits.verticesPerRing): the positions
 * past the limit are counted in the text, never parsed (a CSV cell of a 3-million-vertex ring took the
 * preparing reader to 863 MB, parsed and then dropped).
 */
export class WktRingTooLong extends Error {
  constructor(readonly vertices: number) {
    super(`a ring of ${vertices} vertices`);
    this.name = 'WktRingTooLong';
  }
}

/** Positions from `at` (the start of one) to the end of its list: one more than the commas before `)`. */
function positionsFrom(s: string, at: number): number {
  let n = 1;
  for (let k = at; k < s.length && s.charCodeAt(k) !== 0x29; k++) if (s.charCodeAt(k) === 0x2c) n++;
  return n;
}

const TAG =
  /\s*(GEOMETRYCOLLECTION|MULTIPOLYGON|MULTILINESTRING|MULTIPOINT|POLYGON|LINESTRING|POINT)\s*(ZM|Z|M)?\s*/iy;
const NUMBER = /[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|inf(?:inity)?|nan)/iy;
const EMPTY = /EMPTY\s*/iy;
const MAX_COLLECTION_DEPTH = 4;
/** MULTIPOLYGON: list of polygons of rings of positions. */
const MAX_LIST_DEPTH = 3;

type Nested = (number[] | Nested)[];

const isPos = (x: unknown): x is number[] => Array.isArray(x) && typeof x[0] === 'number';
const allPos = (x: unknown): x is number[][] => Array.isArray(x) && x.every(isPos);
const allLines = (x: unknown): x is number[][][] => Array.isArray(x) && x.every(allPos);

function number(text: string): number {
  const t = text.toLowerCase();
  if (t.includes('inf')) return t.startsWith('-') ? -Infinity : Infinity;
  return t.includes('nan') ? NaN : Number(text);
}

/** The nested lists from the `(` at `at` to its `)`, iteratively; returns them and the index after. */
function lists(s: string, at: number, maxPerRing: number): { value: Nested; end: number } {
  const root: Nested = [];
  const stack: Nested[] = [];
  let cur: Nested = root;
  let pos: number[] | null = null;
  let comma = false;
  let i = at;
  for (; i < s.length; i++) {
    const c = s[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') continue;
    if (c !== ',') comma = false;
    if (c === '(') {
      if (pos) throw new WktError(`a "(" after a number at character ${i + 1}`);
      if (stack.length >= MAX_LIST_DEPTH) throw new WktError('its parentheses are nested too deep');
      const next: Nested = [];
      cur.push(next);
      stack.push(cur);
      cur = next;
    } else if (c === ')') {
      if (comma) throw new WktError(`an empty element before character ${i + 1}`);
      pos = null;
      if (stack.length === 0) throw new WktError(`an unmatched ")" at character ${i + 1}`);
      cur = stack.pop()!;
      if (stack.length === 0) return { value: root[0] as Nested, end: i + 1 };
    } else if (c === ',') {
      if (comma || (!pos && cur.length === 0))
        throw new WktError(`an empty element before character ${i + 1}`);
      pos = null;
      comma = true;
      continue;
    } else {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(s);
      if (!m) throw new WktError(`"${s.slice(i, i + 12)}" where a number was expected`);
      if (!pos) {
        if (cur.length >= maxPerRing) throw new WktRingTooLong(cur.length + positionsFrom(s, i));
        cur.push((pos = []));
      }
      pos.push(number(m[0]));
      i += m[0].length - 1;
    }
  }
  throw new WktError('it ends before its last ")"');
}

function shape(type: string, v: Nested): GeoJSON.Geometry {
  const fail = (): never => {
    throw new WktError(`its ${type} has the wrong nesting of parentheses`);
  };
  switch (type) {
    case 'POINT':
      return v.length === 1 && isPos(v[0]) ? { type: 'Point', coordinates: v[0] } : fail();
    case 'LINESTRING':
      return allPos(v) ? { type: 'LineString', coordinates: v } : fail();
    case 'POLYGON':
      return allLines(v) ? { type: 'Polygon', coordinates: v } : fail();
    case 'MULTIPOINT':
      if (allPos(v)) return { type: 'MultiPoint', coordinates: v };
      return allLines(v) && v.every((p) => p.length === 1)
        ? { type: 'MultiPoint', coordinates: v.map((p) => p[0]!) }
        : fail();
    case 'MULTILINESTRING':
      return allLines(v) ? { type: 'MultiLineString', coordinates: v } : fail();
    default:
      return Array.isArray(v) && v.every(allLines)
        ? { type: 'MultiPolygon', coordinates: v as number[][][][] }
        : fail();
  }
}

function geometryAt(
  s: string,
  at: number,
  depth: number,
  maxPerRing: number,
): { g: GeoJSON.Geometry; end: number } {
  TAG.lastIndex = at;
  const tag = TAG.exec(s);
  if (!tag) throw new WktError(`no geometry type at character ${at + 1}`);
  const type = tag[1]!.toUpperCase();
  let i = TAG.lastIndex;
  EMPTY.lastIndex = i;
  if (EMPTY.test(s)) {
    const g =
      type === 'GEOMETRYCOLLECTION'
        ? { type: 'GeometryCollection', geometries: [] }
        : { type: shape(type, type === 'POINT' ? [[0, 0]] : []).type, coordinates: [] };
    return { g: g as GeoJSON.Geometry, end: EMPTY.lastIndex };
  }
  if (s[i] !== '(') throw new WktError(`no "(" after ${type}`);
  if (type !== 'GEOMETRYCOLLECTION') {
    const { value, end } = lists(s, i, maxPerRing);
    return { g: shape(type, value), end };
  }
  if (depth >= MAX_COLLECTION_DEPTH) throw new WktError('its geometry collections are nested too deep');
  const geometries: GeoJSON.Geometry[] = [];
  i++;
  for (;;) {
    while (s[i] === ' ') i++;
    if (s[i] === ')' && geometries.length === 0)
      return { g: { type: 'GeometryCollection', geometries }, end: i + 1 };
    const part = geometryAt(s, i, depth + 1, maxPerRing);
    geometries.push(part.g);
    i = part.end;
    while (s[i] === ' ' || s[i] === '\n' || s[i] === '\t' || s[i] === '\r') i++;
    if (s[i] === ',') i++;
    else if (s[i] === ')') return { g: { type: 'GeometryCollection', geometries }, end: i + 1 };
    else throw new WktError(`"${s.slice(i, i + 12)}" inside a GEOMETRYCOLLECTION`);
  }
}

/**
 * One WKT (or EWKT) text as a GeoJSON geometry; throws WktError saying what is wrong, or WktRingTooLong for a
 * list of more than `maxPerRing` positions.
 */
export function parseWkt(text: string, maxPerRing = Infinity): GeoJSON.Geometry {
  const s = text.replace(/^\s*SRID=\d+\s*;/i, '');
  const { g, end } = geometryAt(s, 0, 0, maxPerRing);
  if (s.slice(end).trim() !== '')
    throw new WktError(`text after the geometry ("${s.slice(end, end + 12).trim()}")`);
  return g;
}
