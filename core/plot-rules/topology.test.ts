/**
 * GEOS/JTS validity semantics of the checker (docs/geometry.md), each boundary tested from both sides:
 * touching at one point vs two, touching vs sharing an edge, a part inside another vs inside its hole,
 * truncation that pushes a vertex onto a long edge vs one that does not, truncated vs rounded duplicates.
 */
import { describe, expect, it } from 'vitest';
import { canonicalGeometryHash } from './canonical.ts';
import { checkFeature } from './feature-rules.ts';
import { opts, plot } from './test-helpers.ts';
import { topologyError } from './topology.ts';

/** Shape problems only: these round-number test shapes have few decimals and no meaningful Area. */
const NOISE = new Set(['low-precision', 'area-mismatch', 'area-too-small']);
const check = (f: GeoJSON.Feature) =>
  checkFeature(f, 0, { fileName: 'x', options: opts(), land: null }).problems.filter(
    (p) => !NOISE.has(p.code),
  );
const codes = (f: GeoJSON.Feature) => check(f).map((p) => p.code);
/** A ring from integer micro-degree corners around (-5.1, 7.1), closed. */
const ring = (...pts: [number, number][]) =>
  [...pts, pts[0]!].map(([x, y]) => [-5.1 + x / 1e6, 7.1 + y / 1e6]);
const SHELL = ring([0, 0], [1000, 0], [1000, 1000], [0, 1000]);
const poly = (...rings: number[][][]) => plot(rings, { Area: 1 });
const multi = (...parts: number[][][][]) => plot(parts, { Area: 1 }, 'MultiPolygon');

describe('holes (GEOS: a hole may touch its shell or another hole at single points)', () => {
  it('a hole touching the shell at one point is reported as a hole only', () => {
    expect(codes(poly(SHELL, ring([0, 500], [300, 400], [300, 600])))).toEqual(['hole']);
  });
  it('a hole touching the shell at two points cuts the plot in two: self-intersection', () => {
    const p = check(poly(SHELL, ring([0, 500], [500, 400], [1000, 500], [500, 600])));
    expect(p.map((x) => x.code)).toEqual(['hole', 'self-intersection']);
    expect(p[1]!.message).toMatch(/touch each other at more than one point/);
  });
  it('two holes meeting at one corner are fine; sharing a stretch of edge is not', () => {
    const a = ring([200, 200], [500, 200], [500, 500], [200, 500]);
    expect(codes(poly(SHELL, a, ring([500, 500], [800, 500], [800, 800], [500, 800])))).toEqual(['hole']);
    const shared = check(poly(SHELL, a, ring([500, 300], [800, 300], [800, 600], [500, 600])));
    expect(shared.map((x) => x.code)).toEqual(['hole', 'self-intersection']);
    expect(shared[1]!.message).toMatch(/hole 1 and hole 2 share an edge/);
  });
  it('a hole crossing the shell, outside it or inside another hole is an error', () => {
    expect(check(poly(SHELL, ring([900, 400], [1100, 400], [1100, 600], [900, 600])))[1]!.message).toMatch(
      /cross each other/,
    );
    expect(check(poly(SHELL, ring([1000, 400], [1100, 400], [1100, 600])))[1]!.message).toMatch(
      /hole 1 lies outside the outer ring/,
    );
    const nested = check(
      poly(
        SHELL,
        ring([100, 100], [900, 100], [900, 900], [100, 900]),
        ring([400, 400], [600, 400], [600, 600]),
      ),
    );
    expect(nested[1]!.message).toMatch(/hole 2 lies inside hole 1/);
  });
  it('a hole tip crossing the shell at a shared corner is a crossing, not a touch', () => {
    // The hole's corner sits on the shell's corner and its edges leave on both sides of the shell.
    expect(codes(poly(SHELL, ring([0, 0], [-100, 300], [300, 300])))).toContain('self-intersection');
  });
});

describe('MultiPolygon parts (overlapping-parts)', () => {
  const A = ring([0, 0], [1000, 0], [1000, 1000], [0, 1000]);
  it('parts touching at one point are fine; sharing an edge is an error at the shared stretch', () => {
    expect(codes(multi([A], [ring([1000, 1000], [2000, 1000], [2000, 2000])]))).toEqual([]);
    const p = check(multi([A], [ring([1000, 200], [2000, 200], [2000, 800], [1000, 800])]));
    expect(p.map((x) => x.code)).toEqual(['overlapping-parts']);
    expect(p[0]!.message).toMatch(/parts 1 and 2 share an edge at \[-5\.099, 7\.1002\]/);
    expect(p[0]!.coordinate![0]).toBeCloseTo(-5.099, 9);
    expect(p[0]!.coordinate![1]).toBeCloseTo(7.1002, 9);
  });
  it('a part sharing the left edge says so too (it does not read as a crossing)', () => {
    const p = check(multi([A], [ring([-1000, 200], [0, 200], [0, 800], [-1000, 800])]));
    expect(p.map((x) => x.code)).toEqual(['overlapping-parts']);
    expect(p[0]!.message).toMatch(/parts 1 and 2 share an edge at \[-5\.1, 7\.1002\]/);
  });
  it('overlapping parts are an error with the crossing point', () => {
    const p = check(multi([A], [ring([500, 500], [1500, 500], [1500, 1500], [500, 1500])]));
    expect(p.map((x) => x.code)).toEqual(['overlapping-parts']);
    expect(p[0]!.message).toMatch(/cross each other/);
  });
  it('a part inside another is an error; a part inside the other part’s hole is fine', () => {
    const inner = ring([400, 400], [600, 400], [600, 600], [400, 600]);
    expect(check(multi([A], [inner]))[0]!.message).toMatch(/part 2 lies inside part 1/);
    const hole = ring([300, 300], [700, 300], [700, 700], [300, 700]);
    expect(codes(multi([A, hole], [inner]))).toEqual(['hole']);
  });
  it('blocks the evaluation only with validateForTraces, like self-intersection', async () => {
    const { isBlockingForEvaluation } = await import('./evaluation.ts');
    const p = check(multi([A], [ring([500, 500], [1500, 500], [1500, 1500])]))[0]!;
    expect(isBlockingForEvaluation(p, opts())).toBe(false);
    expect(isBlockingForEvaluation(p, opts({ validateForTraces: true }))).toBe(true);
  });
});

describe('collapses-at-6-decimals checks the truncated shape fully', () => {
  // A long bottom edge from x=0 to x=0.01°, and a notch whose tip comes within 0.0000004° of it.
  const shape = (tipY: number) =>
    plot([
      [
        [-5.1, 7.1],
        [-5.09, 7.1],
        [-5.09, 7.11],
        [-5.095, 7.11],
        [-5.0950005, 7.1 + tipY],
        [-5.096, 7.11],
        [-5.1, 7.11],
        [-5.1, 7.1],
      ],
    ]);
  it('a vertex pushed onto a long edge by truncation is caught', () => {
    const p = check(shape(0.0000004));
    expect(p.map((x) => x.code)).toEqual(['collapses-at-6-decimals']);
    expect(p[0]!.message).toMatch(/once truncated, the boundary crosses or touches itself/);
  });
  it('one that stays a micro-degree off the edge is not', () => {
    expect(codes(shape(0.0000014))).toEqual([]);
  });
});

describe('duplicate-geometry compares truncated positions, as TRACES stores them', () => {
  const at = (x: number) => ({ type: 'Point', coordinates: [x, 7.1] }) as GeoJSON.Point;
  it('1.0000009 and 1.0000001 are the same plot; 1.000001 is another', () => {
    expect(canonicalGeometryHash(at(-5.1000009))).toEqual(canonicalGeometryHash(at(-5.1000001)));
    expect(canonicalGeometryHash(at(-5.100001))).not.toEqual(canonicalGeometryHash(at(-5.1000009)));
    // Rounding would have matched these two; truncation does not.
    expect(canonicalGeometryHash(at(5.1000006))).not.toEqual(canonicalGeometryHash(at(5.100001)));
  });
});

describe('messages name the rings and parts involved, and where', () => {
  const A = ring([0, 0], [1000, 0], [1000, 1000], [0, 1000]);
  it('the outer ring and a hole crossing, at the crossing point', () => {
    const p = check(poly(SHELL, ring([900, 400], [1100, 400], [1100, 600], [900, 600])))[1]!;
    expect(p.code).toBe('self-intersection');
    expect(p.message).toMatch(/the outer ring and hole 1 cross each other at \[-5\.099, 7\.1004\]/);
    expect(p.coordinate![0]).toBeCloseTo(-5.099, 9);
    expect(p.coordinate![1]).toBeCloseTo(7.1004, 9);
  });
  it('parts crossing, by number', () => {
    const p = check(multi([A], [ring([500, 500], [1500, 500], [1500, 1500], [500, 1500])]))[0]!;
    expect(p.message).toMatch(/parts 1 and 2 cross each other/);
  });
  it('parts sharing a stretch of a horizontal edge', () => {
    const p = check(multi([A], [ring([200, 0], [800, 0], [800, -500], [200, -500])]));
    expect(p.map((x) => x.code)).toEqual(['overlapping-parts']);
    expect(p[0]!.message).toMatch(/parts 1 and 2 share an edge/);
  });
  it('a part inside another, whichever comes first', () => {
    const inner = ring([400, 400], [600, 400], [600, 600], [400, 600]);
    expect(check(multi([inner], [A]))[0]!.message).toMatch(/part 1 lies inside part 2/);
  });
  it('parts far apart, or side by side in one box, are fine', () => {
    expect(codes(multi([A], [ring([5000, 5000], [6000, 5000], [6000, 6000])]))).toEqual([]);
    // An L-shaped part around a square part, touching it nowhere.
    const L = ring([0, 0], [3000, 0], [3000, 1000], [1000, 1000], [1000, 3000], [0, 3000]);
    expect(codes(multi([L], [ring([1500, 1500], [2500, 1500], [2500, 2500], [1500, 2500])]))).toEqual([]);
  });
  it('a part in another part’s hole, touching the hole at a corner, is fine', () => {
    const hole = ring([300, 300], [700, 300], [700, 700], [300, 700]);
    expect(codes(multi([A, hole], [ring([300, 300], [500, 400], [400, 500])]))).toEqual(['hole']);
  });
});

describe('holes: more ways to touch', () => {
  it('three holes touching in a ring of touches cut the plot: self-intersection', () => {
    const h1 = ring([200, 200], [500, 200], [350, 400]);
    const h2 = ring([500, 200], [800, 200], [650, 400]);
    const h3 = ring([350, 400], [650, 400], [500, 600]);
    const p = check(poly(SHELL, h1, h2, h3));
    expect(p.map((x) => x.code)).toEqual(['hole', 'self-intersection']);
    expect(p[1]!.message).toMatch(/touch each other at more than one point/);
    // Two of them touching once is fine.
    expect(codes(poly(SHELL, h1, h2))).toEqual(['hole']);
  });
  it('a hole corner on the middle of a shell edge whose edges leave on both sides crosses it', () => {
    expect(check(poly(SHELL, ring([0, 500], [-100, 300], [300, 300])))[1]!.message).toMatch(
      /the outer ring and hole 1 cross each other/,
    );
  });
  it('a hole whose corners all touch the shell at single points still cuts the plot', () => {
    const p = check(poly(SHELL, ring([500, 0], [1000, 500], [500, 1000], [0, 500])));
    expect(p.map((x) => x.code)).toEqual(['hole', 'self-intersection']);
  });
  it('a hole turning the other way is the same hole', () => {
    expect(codes(poly(SHELL, ring([300, 300], [300, 600], [600, 600], [600, 300])))).toEqual(['hole']);
    expect(codes(poly(SHELL, ring([600, 300], [600, 600], [300, 600], [300, 300])))).toEqual(['hole']);
  });
});

describe('large rings (the sweep instead of every pair of edges)', () => {
  /** A square from (x0, y0), side d, with n corners per side (4n corners in all). */
  const bigSquare = (x0: number, y0: number, d: number, n: number) => {
    const pts: [number, number][] = [];
    for (let i = 0; i < n; i++) pts.push([x0 + (d * i) / n, y0]);
    for (let i = 0; i < n; i++) pts.push([x0 + d, y0 + (d * i) / n]);
    for (let i = 0; i < n; i++) pts.push([x0 + d - (d * i) / n, y0 + d]);
    for (let i = 0; i < n; i++) pts.push([x0, y0 + d - (d * i) / n]);
    return ring(...pts);
  };
  /** A diamond around (cx, cy), corners r away along the axes, with n corners per side. */
  const bigDiamond = (cx: number, cy: number, r: number, n: number) => {
    const tips: [number, number][] = [
      [cx, cy - r],
      [cx + r, cy],
      [cx, cy + r],
      [cx - r, cy],
    ];
    const pts: [number, number][] = [];
    for (let k = 0; k < 4; k++) {
      const [ax, ay] = tips[k]!;
      const [bx, by] = tips[(k + 1) % 4]!;
      for (let i = 0; i < n; i++) pts.push([ax + ((bx - ax) * i) / n, ay + ((by - ay) * i) / n]);
    }
    return ring(...pts);
  };
  const BIG = bigSquare(0, 0, 4000, 25);
  it('a hole inside is only a hole; touching once is fine; crossing or sharing an edge is not', () => {
    expect(codes(poly(BIG, bigSquare(1000, 1000, 2000, 25)))).toEqual(['hole']);
    // A diamond hole with its bottom corner on the shell's bottom edge: one touch; as wide as the shell:
    // four touches, the plot is cut.
    expect(codes(poly(BIG, bigDiamond(2000, 1000, 1000, 25)))).toEqual(['hole']);
    expect(check(poly(BIG, bigDiamond(2000, 2000, 2000, 25)))[1]!.message).toMatch(
      /touch each other at more than one point/,
    );
    expect(check(poly(BIG, bigSquare(3000, 1000, 2000, 25)))[1]!.message).toMatch(/cross each other/);
    expect(check(poly(BIG, bigSquare(2000, 2000, 2000, 25)))[1]!.message).toMatch(/share an edge/);
  });
  it('large parts: touching at a corner is fine, overlapping is not', () => {
    expect(codes(multi([BIG], [bigSquare(4000, 4000, 2000, 25)]))).toEqual([]);
    expect(check(multi([BIG], [bigSquare(3000, 3000, 2000, 25)]))[0]!.message).toMatch(
      /parts 1 and 2 cross each other/,
    );
    expect(check(multi([BIG], [bigSquare(4000, 1000, 2000, 25)]))[0]!.message).toMatch(
      /parts 1 and 2 share an edge/,
    );
  });
});

/**
 * topologyError itself, on corner rings in plain integer coordinates (no closing position), so each verdict,
 * message and contact point can be read off the shapes. Every verdict here matches GEOS (shapely's
 * explain_validity); where GEOS names another point of the same contact, the comment says so.
 */
type P = [number, number];
const SQ: P[] = [
  [0, 0],
  [1000, 0],
  [1000, 1000],
  [0, 1000],
];
const DIAMOND: P[] = [
  [500, 0],
  [1000, 500],
  [500, 1000],
  [0, 500],
];
/** Turns corners by a quarter counter-clockwise around the middle of SQ, k times. */
const turn = (pts: P[], k: number): P[] =>
  pts.map((p) => {
    let [x, y] = p;
    for (let i = 0; i < k; i++) [x, y] = [1000 - y, x];
    return [x, y];
  });
const SIDES = ['bottom', 'right', 'top', 'left'] as const;

describe('topologyError: one ring, and rings that cross themselves', () => {
  it('a bow-tie crosses itself at its middle', () => {
    expect(
      topologyError([
        [
          [
            [0, 0],
            [10, 10],
            [10, 0],
            [0, 10],
          ],
        ],
      ]),
    ).toEqual({ code: 'self-intersection', at: [5, 5], why: 'crosses or touches itself' });
  });
  it('a simple ring, a square with a hole and two apart parts are valid', () => {
    expect(topologyError([[SQ]])).toBeNull();
    expect(
      topologyError([[SQ, turn(DIAMOND, 0).map(([x, y]) => [x / 2 + 250, y / 2 + 250] as P)]]),
    ).toBeNull();
    expect(topologyError([[SQ], [SQ.map(([x, y]) => [x + 2000, y] as P)]])).toBeNull();
  });
  it('a bow-tie hole is a self-intersection of the polygon at its crossing', () => {
    const hole: P[] = [
      [200, 200],
      [400, 400],
      [400, 200],
      [200, 400],
    ];
    expect(topologyError([[SQ, hole]])).toEqual({
      code: 'self-intersection',
      at: [300, 300],
      why: 'crosses or touches itself',
    });
  });
  it('a bow-tie second part is a self-intersection, not overlapping parts', () => {
    const part2: P[] = [
      [2000, 0],
      [2100, 100],
      [2100, 0],
      [2000, 100],
    ];
    expect(topologyError([[SQ], [part2]])).toEqual({
      code: 'self-intersection',
      at: [2050, 50],
      why: 'crosses or touches itself',
    });
  });
});

describe('topologyError: a hole or a part meeting the outer ring at one point', () => {
  for (let k = 0; k < 4; k++) {
    const side = SIDES[k]!;
    it(`a hole touching the middle of the ${side} edge from inside is valid; one leaving through it crosses there`, () => {
      expect(
        topologyError([
          [
            SQ,
            turn(
              [
                [500, 0],
                [600, 300],
                [400, 300],
              ],
              k,
            ),
          ],
        ]),
      ).toBeNull();
      const [at] = turn([[500, 0]], k);
      expect(
        topologyError([
          [
            SQ,
            turn(
              [
                [500, 0],
                [600, -100],
                [400, 300],
              ],
              k,
            ),
          ],
        ]),
      ).toEqual({
        code: 'self-intersection',
        at,
        why: 'the outer ring and hole 1 cross each other',
      });
    });
    it(`a hole in the corner after the ${side} edge: touching is valid, leaving crosses at the corner`, () => {
      expect(
        topologyError([
          [
            SQ,
            turn(
              [
                [0, 0],
                [300, 100],
                [100, 300],
              ],
              k,
            ),
          ],
        ]),
      ).toBeNull();
      const [at] = turn([[0, 0]], k);
      expect(
        topologyError([
          [
            SQ,
            turn(
              [
                [0, 0],
                [300, -100],
                [100, 300],
              ],
              k,
            ),
          ],
        ]),
      ).toEqual({
        code: 'self-intersection',
        at,
        why: 'the outer ring and hole 1 cross each other',
      });
    });
    it(`a part touching the middle of the ${side} edge from outside is valid; one reaching in crosses there`, () => {
      expect(
        topologyError([
          [SQ],
          [
            turn(
              [
                [500, 0],
                [400, -300],
                [600, -300],
              ],
              k,
            ),
          ],
        ]),
      ).toBeNull();
      const [at] = turn([[500, 0]], k);
      expect(
        topologyError([
          [SQ],
          [
            turn(
              [
                [500, 0],
                [400, -300],
                [700, 100],
              ],
              k,
            ),
          ],
        ]),
      ).toEqual({
        code: 'overlapping-parts',
        at,
        why: 'parts 1 and 2 cross each other',
      });
    });
    it(`a part at the corner after the ${side} edge: touching is valid, reaching in crosses at the corner`, () => {
      expect(
        topologyError([
          [SQ],
          [
            turn(
              [
                [0, 0],
                [-100, -300],
                [-300, -100],
              ],
              k,
            ),
          ],
        ]),
      ).toBeNull();
      const [at] = turn([[0, 0]], k);
      expect(
        topologyError([
          [SQ],
          [
            turn(
              [
                [0, 0],
                [-100, -300],
                [100, 200],
              ],
              k,
            ),
          ],
        ]),
      ).toEqual({
        code: 'overlapping-parts',
        at,
        why: 'parts 1 and 2 cross each other',
      });
    });
    it(`an outer ring whose spike from the ${side} touches a hole edge is valid; two spikes cut it`, () => {
      const spike = turn(
        [
          [0, 0],
          [500, 0],
          [500, 400],
          [600, 0],
          [1000, 0],
          [1000, 1000],
          [0, 1000],
        ],
        k,
      );
      expect(
        topologyError([
          [
            spike,
            turn(
              [
                [400, 400],
                [600, 400],
                [500, 700],
              ],
              k,
            ),
          ],
        ]),
      ).toBeNull();
      const spikes = turn(
        [
          [0, 0],
          [250, 0],
          [300, 400],
          [350, 0],
          [650, 0],
          [700, 400],
          [750, 0],
          [1000, 0],
          [1000, 1000],
          [0, 1000],
        ],
        k,
      );
      const [at] = turn([[700, 400]], k);
      expect(
        topologyError([
          [
            spikes,
            turn(
              [
                [200, 400],
                [800, 400],
                [500, 700],
              ],
              k,
            ),
          ],
        ]),
      ).toEqual({
        code: 'self-intersection',
        at,
        why: 'touch each other at more than one point, which cuts the polygon in two',
      });
    });
    it(`rings that come near the ${side} of a diamond without touching are valid`, () => {
      const tip = turn(
        [
          [760, 200],
          [900, 100],
          [950, 300],
        ],
        k,
      );
      expect(
        topologyError([
          [
            DIAMOND,
            turn(
              [
                [700, 260],
                [600, 400],
                [750, 450],
              ],
              k,
            ),
          ],
        ]),
      ).toBeNull();
      expect(topologyError([[DIAMOND], [tip]])).toBeNull();
      expect(topologyError([[tip], [DIAMOND]])).toBeNull();
    });
  }
});

describe('topologyError: where rings and parts lie', () => {
  const BIG: P[] = [
    [0, 0],
    [3000, 0],
    [3000, 3000],
    [0, 3000],
  ];
  const square = (x: number, y: number, d: number): P[] => [
    [x, y],
    [x + d, y],
    [x + d, y + d],
    [x, y + d],
  ];
  it('a slanted crossing is reported at the exact crossing point', () => {
    // Edge (100, 100)-(900, 500) of part 1 and edge (300, 600)-(700, 0) of part 2 cross at (500, 300).
    const part1: P[] = [
      [100, 100],
      [900, 500],
      [100, 500],
    ];
    const part2: P[] = [
      [300, 600],
      [700, 0],
      [900, 0],
    ];
    expect(topologyError([[part1], [part2]])).toEqual({
      code: 'overlapping-parts',
      at: [500, 300],
      why: 'parts 1 and 2 cross each other',
    });
  });
  it('a part crossing only the top edge of another crosses it there, it does not lie inside', () => {
    // GEOS names the other crossing, (400, 1000).
    expect(
      topologyError([
        [SQ],
        [
          [
            [400, 800],
            [600, 800],
            [600, 1200],
            [400, 1200],
          ],
        ],
      ]),
    ).toEqual({
      code: 'overlapping-parts',
      at: [600, 1000],
      why: 'parts 1 and 2 cross each other',
    });
  });
  it('a hole touching the right edge with its first corner is valid (that corner is no test point)', () => {
    expect(
      topologyError([
        [
          SQ,
          [
            [1000, 500],
            [700, 400],
            [700, 600],
          ],
        ],
      ]),
    ).toBeNull();
    expect(
      topologyError([
        [
          SQ,
          [
            [0, 500],
            [300, 400],
            [300, 600],
          ],
        ],
      ]),
    ).toBeNull();
  });
  it('a hole whose first edge touches a spike of the outer ring at its middle is valid', () => {
    const shell: P[] = [
      [0, 0],
      [1000, 0],
      [600, 500],
      [1000, 1000],
      [0, 1000],
    ];
    expect(
      topologyError([
        [
          shell,
          [
            [600, 400],
            [600, 600],
            [300, 500],
          ],
        ],
      ]),
    ).toBeNull();
  });
  it('a hole outside the outer ring, or inside another hole, is named with a corner of it', () => {
    expect(topologyError([[SQ, square(2000, 0, 100)]])).toEqual({
      code: 'self-intersection',
      at: [2000, 0],
      why: 'hole 1 lies outside the outer ring',
    });
    expect(topologyError([[SQ, square(100, 100, 800), square(400, 400, 200)]])).toEqual({
      code: 'self-intersection',
      at: [400, 400],
      why: 'hole 2 lies inside hole 1',
    });
    // Side by side, the two holes are fine.
    expect(topologyError([[SQ, square(100, 100, 200), square(400, 400, 200)]])).toBeNull();
  });
  it('a hole of part 2 is judged against part 2, wherever part 1 lies', () => {
    expect(topologyError([[SQ], [square(3000, 0, 1000), square(3400, 400, 200)]])).toBeNull();
    expect(topologyError([[square(3000, 0, 1000)], [SQ, square(400, 400, 200)]])).toBeNull();
  });
  it('a part with a hole, inside the hole of another part, is valid', () => {
    expect(
      topologyError([
        [BIG, square(500, 500, 2000)],
        [square(1000, 1000, 1000), square(1400, 1400, 200)],
      ]),
    ).toBeNull();
  });
  it('a part inside another part is overlapping, named by a corner, even inside a third part’s hole', () => {
    expect(topologyError([[SQ], [square(400, 400, 200)]])).toEqual({
      code: 'overlapping-parts',
      at: [400, 400],
      why: 'part 2 lies inside part 1',
    });
    // Part 2 lies in part 1's hole (fine), part 3 inside part 2 (not).
    expect(
      topologyError([[BIG, square(500, 500, 2000)], [square(1000, 1000, 1000)], [square(1400, 1400, 200)]]),
    ).toEqual({ code: 'overlapping-parts', at: [1400, 1400], why: 'part 3 lies inside part 2' });
  });
  it('a part whose corners all touch another part, inside it, is named by the middle of its first edge', () => {
    // GEOS names a corner, (500, 0).
    expect(
      topologyError([
        [SQ],
        [
          [
            [500, 0],
            [1000, 600],
            [0, 600],
          ],
        ],
      ]),
    ).toEqual({
      code: 'overlapping-parts',
      at: [750, 300],
      why: 'part 2 lies inside part 1',
    });
  });
  it('a part inside another is found even when the middle of its first edge touches a hole there', () => {
    // Part 2's corners all touch part 1; a corner of part 1's hole touches the middle of part 2's first edge
    // from outside part 2. That middle would answer 'inside the hole', so the next middle, (500, 600), is used.
    const holeAtMiddle: P[] = [
      [750, 300],
      [900, 200],
      [900, 400],
    ];
    const part2: P[] = [
      [500, 0],
      [1000, 600],
      [0, 600],
    ];
    expect(topologyError([[SQ, holeAtMiddle], [part2]])).toEqual({
      code: 'overlapping-parts',
      at: [500, 600],
      why: 'part 2 lies inside part 1',
    });
    // With a hole at every middle, the last middle is used; GEOS says nested too.
    const holes: P[][] = [
      holeAtMiddle,
      [
        [500, 600],
        [400, 800],
        [600, 800],
      ],
      [
        [250, 300],
        [100, 400],
        [100, 200],
      ],
    ];
    const nested = { code: 'overlapping-parts', at: [250, 300], why: 'part 2 lies inside part 1' };
    expect(topologyError([[SQ, ...holes], [part2]])).toEqual(nested);
    // The same with the last hole wound the other way.
    expect(topologyError([[SQ, holes[0]!, holes[1]!, [...holes[2]!].reverse()], [part2]])).toEqual(nested);
  });
  it('parts touching at two points are valid (only rings of one polygon cut its interior)', () => {
    expect(
      topologyError([
        [SQ],
        [
          [
            [1000, 200],
            [1500, 500],
            [1000, 800],
            [1200, 500],
          ],
        ],
      ]),
    ).toBeNull();
  });
  it('two holes touching each other and the outer ring at one and the same point are valid', () => {
    const h1: P[] = [
      [0, 500],
      [300, 200],
      [300, 450],
    ];
    const h2: P[] = [
      [0, 500],
      [300, 550],
      [300, 800],
    ];
    expect(topologyError([[SQ, h1, h2]])).toBeNull();
  });
  it('holes sharing an edge, and parts sharing one, name the start of the shared stretch', () => {
    // Part 2, left of part 1, starts its shared stretch at a corner in the middle of part 1's edge: a shared edge,
    // not a crossing (GEOS names it a self-intersection either way).
    expect(topologyError([[SQ, square(200, 200, 300), square(500, 300, 300)]])).toEqual({
      code: 'self-intersection',
      at: [500, 300],
      why: 'hole 1 and hole 2 share an edge',
    });
    expect(topologyError([[SQ], [square(-500, 200, 500)]])).toEqual({
      code: 'overlapping-parts',
      at: [0, 200],
      why: 'parts 1 and 2 share an edge',
    });
  });
});

describe('topologyError: contacts found from either ring, either way round', () => {
  it('a slanted crossing is found whichever way the crossing edge runs', () => {
    const part1: P[] = [
      [100, 100],
      [900, 500],
      [100, 500],
    ];
    const part2: P[] = [
      [700, 0],
      [300, 600],
      [100, 600],
    ];
    expect(topologyError([[part1], [part2]])).toEqual({
      code: 'overlapping-parts',
      at: [500, 300],
      why: 'parts 1 and 2 cross each other',
    });
  });
  it('an outer ring starting at the tip of one of two spikes on a hole edge is cut, named at the other tip', () => {
    const shell: P[] = [
      [300, 400],
      [350, 0],
      [650, 0],
      [700, 400],
      [750, 0],
      [1000, 0],
      [1000, 1000],
      [0, 1000],
      [0, 0],
      [250, 0],
    ];
    const hole: P[] = [
      [200, 400],
      [800, 400],
      [500, 700],
    ];
    const cut = {
      code: 'self-intersection',
      at: [700, 400],
      why: 'touch each other at more than one point, which cuts the polygon in two',
    };
    expect(topologyError([[shell, hole]])).toEqual(cut);
    // Wound the other way, still from the same tip.
    expect(topologyError([[[shell[0]!, ...shell.slice(1).reverse()], hole]])).toEqual(cut);
  });
  it('a part sharing an edge from its upper corner shares it, it does not cross', () => {
    const part2: P[] = [
      [0, 700],
      [-500, 700],
      [-500, 200],
      [0, 200],
    ];
    expect(topologyError([[SQ], [part2]])).toEqual({
      code: 'overlapping-parts',
      at: [0, 200],
      why: 'parts 1 and 2 share an edge',
    });
  });
  it('an arrowhead hole standing on the bottom edge at two corners cuts the plot, named at the second', () => {
    // GEOS names the other touch point; either is where the interior is cut.
    const cut = 'touch each other at more than one point, which cuts the polygon in two';
    const arrow: P[] = [
      [300, 0],
      [500, 400],
      [700, 0],
      [500, 200],
    ];
    expect(topologyError([[SQ, arrow]])).toEqual({ code: 'self-intersection', at: [700, 0], why: cut });
    // Both rings wound the other way: the walk meets the corners in the other order.
    const cw = (r: P[]): P[] => [...r].reverse();
    expect(topologyError([[cw(SQ), cw(arrow)]])).toEqual({
      code: 'self-intersection',
      at: [300, 0],
      why: cut,
    });
  });
  it('a part whose edge runs on straight from a corner of another crosses it there if it turns inside', () => {
    // Part 2 leaves the corner (0, 0) westwards, along the line of part 1's bottom edge, and to the north-east.
    expect(
      topologyError([
        [SQ],
        [
          [
            [0, 0],
            [200, 100],
            [-300, 0],
          ],
        ],
      ]),
    ).toEqual({
      code: 'overlapping-parts',
      at: [0, 0],
      why: 'parts 1 and 2 cross each other',
    });
    expect(
      topologyError([
        [SQ],
        [
          [
            [0, 0],
            [-300, 0],
            [-200, -100],
          ],
        ],
      ]),
    ).toBeNull();
  });
  for (let k = 0; k < 4; k++) {
    const side = SIDES[k]!;
    it(`a part crossing at its corner on an edge split by a notch, turned to the ${side}`, () => {
      // The notched edge runs on both sides of the notch; the corner lies on one stretch and not the other,
      // and within the box of the notch's slanted edge.
      const notched = turn(
        [
          [0, 0],
          [1000, 0],
          [1000, 1000],
          [600, 1000],
          [100, 500],
          [400, 1000],
          [0, 1000],
        ],
        k,
      );
      const cross = (corner: P, out: P, inside: P) =>
        topologyError([[notched], [turn([corner, out, inside], k)]]);
      // Inside, the part leaves down to the left, between the notch's slanted edge and the notched edge.
      expect(cross([200, 1000], [100, 1200], [150, 800])).toEqual({
        code: 'overlapping-parts',
        at: turn([[200, 1000]], k)[0],
        why: 'parts 1 and 2 cross each other',
      });
      expect(cross([800, 1000], [900, 1200], [750, 800])).toEqual({
        code: 'overlapping-parts',
        at: turn([[800, 1000]], k)[0],
        why: 'parts 1 and 2 cross each other',
      });
    });
  }
});

describe('topologyError: large rings (walked by a sweep over x)', () => {
  /** A square from (x0, y0), side d, with n corners per side. */
  const bigSquare = (x0: number, y0: number, d: number, n: number): P[] => {
    const pts: P[] = [];
    for (let i = 0; i < n; i++) pts.push([x0 + (d * i) / n, y0]);
    for (let i = 0; i < n; i++) pts.push([x0 + d, y0 + (d * i) / n]);
    for (let i = 0; i < n; i++) pts.push([x0 + d - (d * i) / n, y0 + d]);
    for (let i = 0; i < n; i++) pts.push([x0, y0 + d - (d * i) / n]);
    return pts;
  };
  /** The polygon through tips, with n corners per side. */
  const dense = (tips: P[], n: number): P[] =>
    tips.flatMap(([ax, ay], k) => {
      const [bx, by] = tips[(k + 1) % tips.length]!;
      return Array.from({ length: n }, (_, i): P => [ax + ((bx - ax) * i) / n, ay + ((by - ay) * i) / n]);
    });
  const BIG = bigSquare(0, 0, 4000, 25);
  const cut = 'touch each other at more than one point, which cuts the polygon in two';
  it('a diamond hole touching the bottom edge only is valid; touching bottom and top cuts the plot', () => {
    expect(
      topologyError([
        [
          BIG,
          dense(
            [
              [2000, 0],
              [3000, 1000],
              [2000, 2000],
              [1000, 1000],
            ],
            25,
          ),
        ],
      ]),
    ).toBeNull();
    const r = topologyError([
      [
        BIG,
        dense(
          [
            [2000, 0],
            [3000, 2000],
            [2000, 4000],
            [1000, 2000],
          ],
          25,
        ),
      ],
    ]);
    expect(r).toMatchObject({ code: 'self-intersection', why: cut });
    expect([
      [2000, 0],
      [2000, 4000],
    ]).toContainEqual(r!.at);
  });
  it('a hole inside is valid; one reaching over the right edge crosses it where it leaves', () => {
    expect(topologyError([[BIG, bigSquare(1000, 1000, 2000, 25)]])).toBeNull();
    expect(topologyError([[BIG, bigSquare(3000, 1000, 2000, 25)]])).toEqual({
      code: 'self-intersection',
      at: [4000, 1000],
      why: 'the outer ring and hole 1 cross each other',
    });
  });
  it('parts meeting at a corner, near each other, or touching at two points are valid', () => {
    expect(topologyError([[BIG], [bigSquare(4000, 4000, 2000, 25)]])).toBeNull();
    expect(
      topologyError([
        [BIG],
        [
          dense(
            [
              [4100, 2000],
              [6000, 1000],
              [6000, 3000],
            ],
            25,
          ),
        ],
      ]),
    ).toBeNull();
    const twoTouches = dense(
      [
        [4000, 1000],
        [6000, 2000],
        [4000, 3000],
        [5000, 2000],
      ],
      25,
    );
    expect(topologyError([[BIG], [twoTouches]])).toBeNull();
  });
  it('large parts crossing, sharing an edge or inside one another are named where it happens', () => {
    const crossing = topologyError([[BIG], [bigSquare(3000, 3000, 2000, 25)]]);
    expect(crossing).toMatchObject({ code: 'overlapping-parts', why: 'parts 1 and 2 cross each other' });
    expect([
      [3000, 4000],
      [4000, 3000],
    ]).toContainEqual(crossing!.at);
    const sharing = topologyError([[BIG], [bigSquare(4000, 1000, 2000, 25)]]);
    expect(sharing).toMatchObject({ code: 'overlapping-parts', why: 'parts 1 and 2 share an edge' });
    expect(sharing!.at[0]).toBe(4000);
    expect(sharing!.at[1]).toBeGreaterThanOrEqual(1000);
    expect(sharing!.at[1]).toBeLessThanOrEqual(3000);
    expect(topologyError([[BIG], [bigSquare(1000, 1000, 2000, 25)]])).toEqual({
      code: 'overlapping-parts',
      at: [1000, 1000],
      why: 'part 2 lies inside part 1',
    });
  });
});
