/**
 * Duplicate detection's canonical form: the same plot written differently (started elsewhere, reversed,
 * with repeated or extra closing positions, holes or parts in another order, digits past the 6th) is
 * one geometry; a plot moved by one micro-degree is another. The fast path for one-ring polygons must hash
 * exactly like the general path.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalGeometryHash,
  canonicalGeometryString,
  hashInto,
  stringHash,
  stringHashInto,
} from './canonical.ts';

type Ring = number[][];
const poly = (...rings: Ring[]): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: rings });
const multi = (...parts: Ring[][]): GeoJSON.MultiPolygon => ({ type: 'MultiPolygon', coordinates: parts });
const close = (corners: Ring): Ring => [...corners, corners[0]!];
const rotate = (corners: Ring, k: number): Ring => [...corners.slice(k), ...corners.slice(0, k)];

/** Counter-clockwise corners, two of them on the smallest x (the start is the lower one). */
const CCW: Ring = [
  [-5.123456, 7.123456],
  [-5.120456, 7.123456],
  [-5.120456, 7.126456],
  [-5.121456, 7.127456],
  [-5.123456, 7.126456],
];

/** Every way of writing the same ring that the canonical form must forget. */
function variants(corners: Ring): Ring[] {
  const out: Ring[] = [];
  for (let k = 0; k < corners.length; k++) {
    const r = rotate(corners, k);
    out.push(close(r), close([...r].reverse()), r);
  }
  const [a, b, c, ...rest] = corners;
  out.push(close([a!, a!, b!, b!, b!, c!, ...rest]));
  out.push([...close(corners), corners[0]!, corners[0]!]);
  // Digits past the 6th are cut (TRACES truncates): -5.1234564 is -5.123456, 7.1234569 is 7.123456.
  out.push(close(corners.map(([x, y]) => [x! - 0.0000004, y! + 0.0000009])));
  return out;
}

const sameEverywhere = (ring: Ring, expected: string) => {
  const s = canonicalGeometryString(poly(ring));
  expect(s).toBe(expected);
  const h = canonicalGeometryHash(poly(ring));
  expect(canonicalGeometryString(multi([ring]))).toBe(expected);
  // The one-ring fast path and the general path (a one-part MultiPolygon) agree.
  expect(canonicalGeometryHash(multi([ring]))).toEqual(h);
  return h;
};

describe('canonical form of a ring', () => {
  const expected = '3:-5123456,7123456,-5120456,7123456,-5120456,7126456,-5121456,7127456,-5123456,7126456';

  it('starts at the smallest corner (lowest x, then lowest y), counter-clockwise, without closing position', () => {
    expect(canonicalGeometryString(poly(close(CCW)))).toBe(expected);
  });

  it('is the same for every way of writing the ring, on both hashing paths', () => {
    const h = sameEverywhere(close(CCW), expected);
    for (const v of variants(CCW)) expect(sameEverywhere(v, expected), JSON.stringify(v)).toEqual(h);
  });

  it('changes when any corner moves by one micro-degree, in x or in y', () => {
    const base = canonicalGeometryHash(poly(close(CCW)))!;
    for (let i = 0; i < CCW.length; i++) {
      for (const [dx, dy] of [
        [0.000001, 0],
        [0, 0.000001],
      ]) {
        const moved = CCW.map((p, j) => (j === i ? [p[0]! + dx!, p[1]! + dy!] : p));
        expect(canonicalGeometryHash(poly(close(moved)))).not.toEqual(base);
        expect(canonicalGeometryHash(multi([close(moved)]))).not.toEqual(base);
      }
    }
  });

  it('tells a ring from the same corners in another order', () => {
    const [a, b, c, d] = CCW;
    const crossed = close([a!, c!, b!, d!]);
    expect(canonicalGeometryString(poly(crossed))).not.toBe(
      canonicalGeometryString(poly(close([a!, b!, c!, d!]))),
    );
  });

  it('degenerate rings still hash the same on both paths', () => {
    const p = [-5.1, 7.1];
    for (const ring of [[p, p, p], [p], [], [p, [-5.2, 7.2], p], [p, [-5.2, 7.2], [-5.3, 7.3], p]]) {
      expect(canonicalGeometryHash(poly(ring)), JSON.stringify(ring)).toEqual(
        canonicalGeometryHash(multi([ring])),
      );
    }
    expect(canonicalGeometryString(poly([p, p, p]))).toBe('3:-5100000,7100000');
    // A Polygon without rings has no position, like one whose ring is empty.
    expect(canonicalGeometryString(poly())).toBe('3:');
    expect(canonicalGeometryHash(poly())).toEqual(canonicalGeometryHash(poly([])));
    expect(canonicalGeometryHash(poly())).not.toEqual(canonicalGeometryHash(poly([p])));
  });

  it('a long ring (past the scratch buffer) hashes the same on both paths', () => {
    const n = 700;
    const ring = close(
      Array.from({ length: n }, (_, i) => {
        const t = (2 * Math.PI * i) / n;
        return [-5 + 0.01 * Math.cos(t), 7 + 0.01 * Math.sin(t)];
      }),
    );
    expect(canonicalGeometryHash(poly(ring))).toEqual(canonicalGeometryHash(multi([ring])));
    expect(canonicalGeometryHash(poly([...ring].reverse()))).toEqual(canonicalGeometryHash(multi([ring])));
  });
});

/** Corners on a 0.001° grid near -5.123456, 7.123456: (col, row) in grid steps. */
const grid = (...cells: [number, number][]): Ring =>
  cells.map(([c, r]) => [+(-5.123456 + c * 0.001).toFixed(6), +(7.123456 + r * 0.001).toFixed(6)]);
const formOf = (ring: Ring): string => canonicalGeometryString(poly(ring))!;

describe('canonical form of a ring that passes its smallest corner more than once', () => {
  // Two fields drawn as one ring that meets itself at their shared south-west corner (0,0).
  const BOW = grid([0, 0], [3, 0], [3, 3], [0, 0], [1, 4], [0, 3]);

  it('is the same however the ring is written, so the same plot started elsewhere is still a duplicate', () => {
    // Counter-clockwise from (0,0), the pass that reads on to (1,4) comes before the one to (3,0).
    const expected = formOf(close(BOW));
    expect(expected).toBe(
      '3:-5123456,7123456,-5122456,7127456,-5123456,7126456,-5123456,7123456,-5120456,7123456,-5120456,7126456',
    );
    const h = sameEverywhere(close(BOW), expected);
    for (const v of variants(BOW)) expect(sameEverywhere(v, expected), JSON.stringify(v)).toEqual(h);
  });

  it('is the same for every start of a ring through its smallest corner three times', () => {
    // (0,3) is the smallest corner: a triangle and two spikes start there. Counter-clockwise, the pass
    // that reads on to (1,1) comes first, then the spike to (1,2) before the one to (2,1).
    const corners = grid([1, 1], [0, 3], [2, 1], [0, 3], [1, 2], [0, 3], [3, 3]);
    const written = formOf(close(corners));
    expect(written).toBe(
      '3:-5123456,7126456,-5122456,7124456,-5120456,7126456,-5123456,7126456,-5122456,7125456,-5123456,7126456,-5121456,7124456',
    );
    const h = sameEverywhere(close(corners), written);
    for (const v of variants(corners)) expect(sameEverywhere(v, written), JSON.stringify(v)).toEqual(h);
    // The same corners in another order (the spikes swapped) are another ring.
    const other = grid([1, 1], [0, 3], [1, 2], [0, 3], [2, 1], [0, 3], [3, 3]);
    expect(canonicalGeometryHash(poly(close(other)))).not.toEqual(h);
    expect(canonicalGeometryHash(multi([close(other)]))).not.toEqual(h);
  });

  it('holes through their smallest corner twice: the same hole written from any pass is the same', () => {
    const shell = close(grid([-5, -5], [10, -5], [10, 10], [-5, 10]));
    const hole = grid([0, 0], [0, 3], [3, 3], [0, 0], [4, 1], [3, 0]);
    const expected = canonicalGeometryString(poly(shell, close(hole)));
    const h = canonicalGeometryHash(poly(shell, close(hole)));
    for (const v of variants(hole)) {
      expect(canonicalGeometryString(poly(shell, v)), JSON.stringify(v)).toBe(expected);
      expect(canonicalGeometryHash(poly(shell, v))).toEqual(h);
    }
  });
});

describe('canonical form of a ring without area', () => {
  // Every corner on one line: A, B, C and back.
  const LINE = grid([0, 0], [1, 1], [2, 2]);
  // A figure eight whose two loops are equal, turning opposite ways: its shoelace sum is 0.
  const EIGHT = grid([0, 0], [2, 2], [2, 0], [0, 2]);

  it('is the same whichever way it runs, so the same degenerate plot written backwards is a duplicate', () => {
    const line = formOf(close(LINE));
    // From the smallest corner towards its smaller neighbour.
    expect(line).toBe('3:-5123456,7123456,-5122456,7124456,-5121456,7125456');
    const hl = sameEverywhere(close(LINE), line);
    for (const v of variants(LINE)) expect(sameEverywhere(v, line), JSON.stringify(v)).toEqual(hl);

    const eight = formOf(close(EIGHT));
    expect(eight).toBe('3:-5123456,7123456,-5123456,7125456,-5121456,7123456,-5121456,7125456');
    const he = sameEverywhere(close(EIGHT), eight);
    for (const v of variants(EIGHT)) expect(sameEverywhere(v, eight), JSON.stringify(v)).toEqual(he);
    expect(he).not.toEqual(hl);
  });

  it('as a hole, too', () => {
    const shell = close(grid([-5, -5], [10, -5], [10, 10], [-5, 10]));
    for (const hole of [LINE, EIGHT]) {
      const expected = canonicalGeometryString(poly(shell, close(hole)));
      for (const v of variants(hole)) {
        expect(canonicalGeometryString(poly(shell, v)), JSON.stringify(v)).toBe(expected);
      }
    }
  });
});

describe('the one-ring fast path after a longer ring', () => {
  it('hashes a short ring exactly as when nothing was hashed before it', () => {
    // Positive coordinates, started away from the smallest corner, counter-clockwise and clockwise.
    const short = [
      [102.500002, 0.500001],
      [102.500001, 0.500002],
      [102.5, 0.500001],
      [102.500001, 0.5],
    ];
    const rings = [close(short), close([...short].reverse())];
    const fresh = rings.map((r) => canonicalGeometryHash(multi([r])));
    expect(fresh[1]).toEqual(fresh[0]);
    // Longer rings first, whose corners past the short ring's end are smaller, or far to one side.
    const longer = (x: number, y: number): Ring =>
      close(
        Array.from({ length: 40 }, (_, i) => [x + 0.0001 * Math.cos(i / 6), y + 0.0001 * Math.sin(i / 6)]),
      );
    for (const [x, y] of [
      [-179, -89],
      [179, 89],
      [179, -89],
      [-179, 89],
    ]) {
      for (const r of rings) {
        canonicalGeometryHash(poly(longer(x!, y!)));
        expect(canonicalGeometryHash(poly(r)), `after a ring at ${x}, ${y}`).toEqual(fresh[0]);
      }
    }
  });
});

describe('canonical form of holes, parts and points', () => {
  // Two clockwise holes, the first a prefix of the second once started at their smallest corner.
  const holeA = close([
    [1, 1],
    [1, 3],
    [3, 1],
  ]);
  const holeB = close([
    [1, 1],
    [1, 3],
    [3, 1],
    [2, 0.5],
  ]);
  const shell = close([
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ]);

  it('holes turn clockwise and are sorted; their order in the file does not matter', () => {
    const s = canonicalGeometryString(poly(shell, holeA, holeB));
    expect(s).toBe(
      '3:0,0,10000000,0,10000000,10000000,0,10000000|1000000,1000000,1000000,3000000,3000000,1000000|1000000,1000000,1000000,3000000,3000000,1000000,2000000,500000',
    );
    expect(canonicalGeometryString(poly(shell, holeB, holeA))).toBe(s);
    expect(canonicalGeometryString(poly(shell, [...holeB].reverse(), [...holeA].reverse()))).toBe(s);
    expect(canonicalGeometryHash(poly(shell, holeB, holeA))).toEqual(
      canonicalGeometryHash(poly(shell, holeA, holeB)),
    );
    expect(canonicalGeometryHash(poly(shell, holeA))).not.toEqual(canonicalGeometryHash(poly(shell, holeB)));
    expect(canonicalGeometryHash(poly(shell, holeA))).not.toEqual(canonicalGeometryHash(poly(shell)));
  });

  it('parts are sorted by their shell; a hole is not a part', () => {
    const other = close([
      [20, 0],
      [30, 0],
      [30, 10],
    ]);
    const s = canonicalGeometryString(multi([shell], [other]));
    expect(canonicalGeometryString(multi([other], [shell]))).toBe(s);
    expect(s).toBe('3:0,0,10000000,0,10000000,10000000,0,10000000;20000000,0,30000000,0,30000000,10000000');
    expect(canonicalGeometryHash(multi([shell], [other]))).not.toEqual(
      canonicalGeometryHash(poly(shell, other)),
    );
    expect(canonicalGeometryString(poly(shell, other))).not.toBe(s);
  });

  it('points: a Point, and a MultiPoint in any order, by micro-degrees', () => {
    expect(canonicalGeometryString({ type: 'Point', coordinates: [-5.1234564, 7.1] })).toBe(
      '1:-5123456,7100000',
    );
    const mp = (...c: number[][]): GeoJSON.MultiPoint => ({ type: 'MultiPoint', coordinates: c });
    const s = canonicalGeometryString(mp([2, 1], [1, 5], [1, 2]));
    expect(s).toBe('2:1000000,2000000|1000000,5000000|2000000,1000000');
    expect(canonicalGeometryString(mp([1, 2], [2, 1], [1, 5]))).toBe(s);
    expect(canonicalGeometryHash(mp([1, 2], [2, 1], [1, 5]))).toEqual(
      canonicalGeometryHash(mp([2, 1], [1, 5], [1, 2])),
    );
    const point = canonicalGeometryHash({ type: 'Point', coordinates: [1, 2] });
    expect(point).not.toEqual(canonicalGeometryHash(mp([1, 2])));
    expect(point).not.toEqual(canonicalGeometryHash({ type: 'Point', coordinates: [2, 1] }));
    expect(point).not.toEqual(canonicalGeometryHash({ type: 'Point', coordinates: [1, 2.000001] }));
    expect(point).toEqual(canonicalGeometryHash({ type: 'Point', coordinates: [1.0000004, 2] }));
  });

  it('has no form for other types', () => {
    const line: GeoJSON.LineString = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    };
    expect(canonicalGeometryString(line)).toBeNull();
    expect(canonicalGeometryHash(line)).toBeNull();
    const out = new Uint32Array([1, 2, 3, 4]);
    expect(hashInto(line, out)).toBe(false);
    expect([...out]).toEqual([1, 2, 3, 4]);
  });
});

describe('hashes', () => {
  it('are two different non-negative 53-bit integers, different for different input', () => {
    const all = [
      stringHash(''),
      stringHash('Plot 1'),
      stringHash('Plot 2'),
      canonicalGeometryHash(poly(close(CCW)))!,
      canonicalGeometryHash({ type: 'Point', coordinates: [1, 2] })!,
    ];
    for (const [a, b] of all) {
      for (const v of [a, b]) {
        expect(Number.isSafeInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
      }
      expect(a).not.toBe(b);
    }
    expect(new Set(all.map((h) => h.join(':'))).size).toBe(all.length);
    // Over many inputs each of the two hashes uses its high bits too (53 bits each: a false match needs both).
    const many = Array.from({ length: 64 }, (_, i) => stringHash(`p${i}`));
    expect(many.some(([a]) => a > 2 ** 52)).toBe(true);
    expect(many.some(([, b]) => b > 2 ** 52)).toBe(true);
    const geometries = Array.from({ length: 64 }, (_, i) =>
      canonicalGeometryHash({ type: 'Point', coordinates: [i, i] }),
    );
    expect(geometries.some((h) => h![0] > 2 ** 52)).toBe(true);
    expect(geometries.some((h) => h![1] > 2 ** 52)).toBe(true);
    expect(stringHash('Plot 1')).toEqual(stringHash('Plot 1'));
  });

  it('hashInto writes the same two hashes as four 32-bit words', () => {
    const out = new Uint32Array(4);
    expect(hashInto(poly(close(CCW)), out)).toBe(true);
    const [h1, h2] = canonicalGeometryHash(poly(close(CCW)))!;
    expect(out[1]! * 2 ** 32 + out[0]!).toBe(h1);
    expect(out[3]! * 2 ** 32 + out[2]!).toBe(h2);
  });

  it('stringHashInto writes the same two hashes as stringHash, into any four words', () => {
    for (const s of ['', 'Plot 1', 'Kouassi Yao – parcelle 7']) {
      const out = new Uint32Array(4);
      stringHashInto(s, out);
      const [h1, h2] = stringHash(s);
      expect([out[1]! * 2 ** 32 + out[0]!, out[3]! * 2 ** 32 + out[2]!], s).toEqual([h1, h2]);
    }
  });
});
