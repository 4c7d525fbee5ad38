/**
 * A plot boundary written as text in one table cell, as field-data tools export it: an ODK/KoboToolbox
 * geoshape ("lat lon alt acc;lat lon alt acc;…") or a list of coordinate pairs with `:`, `,` or a space inside
 * each pair ("5.4:-4 5.5:-4 …", "5.4,-4 5.5,-4 …", "5.4 -4, 5.5 -4, …"). Which value of a pair is the latitude
 * is decided from the values, as for latitude/longitude columns (table.ts): a value beyond ±90 can only be a
 * longitude; when none is, the ODK order (latitude first) is taken and the reader says so.
 */

/** A number as field tools write it (no thousands separators; a decimal point). */
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function pairOf(tokens: string[], most: number): [number, number] | null {
  if (tokens.length < 2 || tokens.length > most || !tokens.every((t) => NUMBER.test(t))) return null;
  return [Number(tokens[0]), Number(tokens[1])];
}

/** The pairs of a cell in the order written, or null when it is not a list of at least 3 pairs. */
export function parseCoordinateList(cell: string): [number, number][] | null {
  const text = cell.trim().replace(/;\s*$/, '');
  if (text.length < 11) return null;
  let pairs: ([number, number] | null)[];
  if (text.includes(';'))
    // ODK: "lat lon altitude accuracy" per vertex; a pair may also be written "a,b" or "a:b".
    pairs = text.split(';').map((p) => pairOf(p.trim().split(/\s*[\s,:]\s*/), 4));
  else if (text.includes(':'))
    pairs = text
      .replace(/\s*:\s*/g, ':')
      .split(/[\s,]+/)
      .map((p) => pairOf(p.split(':'), 2));
  else {
    const tight = text.replace(/\s*,\s*/g, ',');
    const bySpace = tight.split(/\s+/);
    pairs = bySpace.every((p) => p.split(',').length === 2)
      ? bySpace.map((p) => pairOf(p.split(','), 2))
      : text.split(',').map((p) => pairOf(p.trim().split(/\s+/), 2));
  }
  if (pairs.length < 3 || pairs.some((p) => p === null)) return null;
  return pairs as [number, number][];
}

export type PairOrder = 'lat-lon' | 'lon-lat';

/**
 * Latitude first unless the values say otherwise: a first value beyond ±90 where no second value is.
 * `byValues` tells whether the values decided (else the ODK order was assumed).
 */
export function pairOrder(lists: readonly (readonly [number, number][])[]): {
  order: PairOrder;
  byValues: boolean;
} {
  let firstBeyond = false;
  let secondBeyond = false;
  for (const list of lists)
    for (const [a, b] of list) {
      if (Math.abs(a) > 90) firstBeyond = true;
      if (Math.abs(b) > 90) secondBeyond = true;
    }
  if (firstBeyond && !secondBeyond) return { order: 'lon-lat', byValues: true };
  return { order: 'lat-lon', byValues: secondBeyond && !firstBeyond };
}

/** A closed GeoJSON ring ([lon, lat] positions) from the pairs in their order. */
export function ringOf(pairs: readonly [number, number][], order: PairOrder): number[][] {
  const ring = pairs.map(([a, b]) => (order === 'lat-lon' ? [b, a] : [a, b]));
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([...first]);
  return ring;
}
