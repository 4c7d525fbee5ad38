/**
 * Where a polygon's boundary crosses or touches itself, and where it does not, in every orientation (the
 * edge boxes and the pairs of edges visited depend on direction and starting corner), for small rings (every
 * pair of edges) and large ones (the sweep), and for a polygon's rings together.
 */
import { describe, expect, it, vi } from 'vitest';
import { findSelfIntersection } from './self-intersection.ts';

type P = [number, number];
const close = (c: P[]): P[] => [...c, c[0]!];
/** The ring turned by k quarter turns about the origin. */
const turn = (c: P[], k: number): P[] =>
  c.map(([x, y]) => {
    let p: P = [x, y];
    for (let i = 0; i < k; i++) p = [-p[1], p[0]];
    return p;
  });
const rotations = (c: P[]): P[][] => c.map((_, k) => [...c.slice(k), ...c.slice(0, k)]);
/** Every way of writing the ring: each start corner, both directions, four orientations. */
const allWays = (c: P[]): P[][] =>
  [0, 1, 2, 3].flatMap((q) => {
    const t = turn(c, q);
    return [...rotations(t), ...rotations([...t].reverse())];
  });
/** Where the hit is, turned back, for any way of writing. */
const at = (c: P[]) => findSelfIntersection([close(c)]);
const same = (p: P | null, q: P) =>
  p !== null && Math.abs(p[0] - q[0]) < 1e-9 && Math.abs(p[1] - q[1]) < 1e-9;

const SQUARE: P[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
const BOW: P[] = [
  [0, 0],
  [10, 10],
  [10, 0],
  [0, 10],
];

describe('small rings', () => {
  it('a square, a parallelogram and a thin wedge are simple, however written', () => {
    const parallelogram: P[] = [
      [0, 0],
      [2, 0],
      [12, 10],
      [10, 10],
    ];
    // Turns back at (5, 15) but not exactly along the edge it came on: a thin, valid wedge.
    const wedge: P[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5.0000001, 10],
      [5, 15],
      [5, 10],
      [0, 10],
    ];
    for (const shape of [SQUARE, parallelogram, wedge])
      for (const c of allWays(shape)) expect(at(c), JSON.stringify(c)).toBeNull();
  });

  it('a bow-tie crosses where its edges cross, however written', () => {
    for (let q = 0; q < 4; q++) {
      const centre = turn([[5, 5]], q)[0]!;
      const t = turn(BOW, q);
      for (const c of [...rotations(t), ...rotations([...t].reverse())])
        expect(same(at(c), centre), JSON.stringify([c, at(c)])).toBe(true);
    }
  });

  it('a corner on another edge is a touch, found in every orientation', () => {
    // The boundary comes down to (5, 0) on the bottom edge and goes back up.
    const pinched: P[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5, 0],
      [0, 10],
    ];
    for (let q = 0; q < 4; q++) {
      const tip = turn([[5, 0]], q)[0]!;
      const t = turn(pinched, q);
      for (const c of [...rotations(t), ...rotations([...t].reverse())])
        expect(same(at(c), tip), JSON.stringify([c, at(c)])).toBe(true);
    }
  });

  it('a corner visited twice (figure eight) is that corner', () => {
    const eight: P[] = [
      [0, 0],
      [5, 5],
      [10, 0],
      [10, 10],
      [5, 5],
      [0, 10],
    ];
    for (const c of allWays(eight).slice(0, 12)) expect(at(c)).not.toBeNull();
    expect(at(eight)).toEqual([5, 5]);
  });

  it('a spike straight back along its edge is the spike tip, horizontal, vertical or diagonal', () => {
    const spikes: [P[], P][] = [
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [5, 10],
          [5, 15],
          [5, 12],
          [0, 10],
        ],
        [5, 15],
      ],
      [
        [
          [0, 0],
          [10, 0],
          [10, 5],
          [15, 5],
          [12, 5],
          [10, 10],
          [0, 10],
        ],
        [15, 5],
      ],
      [
        [
          [0, 0],
          [10, 0],
          [10, 10],
          [13, 13],
          [11, 11],
          [0, 10],
        ],
        [13, 13],
      ],
    ];
    for (const [c, tip] of spikes) expect(at(c)).toEqual(tip);
  });

  it('an edge running back over a stretch of another is found at the start of the shared stretch', () => {
    // Down the right side to (12, 0), then west along y = 0 over the bottom edge's last stretch.
    const overlap = (back: P[]): P[] => [
      [0, 0],
      [10, 0],
      [10, -5],
      [15, -5],
      [15, 5],
      [12, 5],
      ...back,
      [8, 10],
      [0, 10],
    ];
    expect(
      at(
        overlap([
          [12, 0],
          [8, 0],
        ]),
      ),
    ).toEqual([8, 0]);
    // The same stretch walked the other way (from inside the bottom edge outwards).
    const outwards: P[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [3, 10],
      [3, 5],
      [7, 5],
      [7, 0.5],
      [6, 0],
      [12, 0],
      [12, 12],
      [-2, 12],
      [-2, 0],
    ];
    expect(at(outwards)).not.toBeNull();
    // An edge that covers the whole of another.
    const covering: P[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [6, 4],
      [6, 0],
      [20, 0],
    ];
    expect(at(covering)).not.toBeNull();
  });

  it('an edge running back over the whole of another is found at the first corner of that one', () => {
    // From (12, 0) west to (-2, 0): over the whole bottom edge, whose first corner (0, 0) is reported.
    const covering: P[] = [
      [0, 0],
      [10, 0],
      [10, -5],
      [15, -5],
      [15, 5],
      [12, 5],
      [12, 0],
      [-2, 0],
      [-2, 10],
      [0, 10],
    ];
    expect(at(covering)).toEqual([0, 0]);
  });

  it('one check does not leave anything behind for the next', () => {
    // A far-away ring with more corners first, then a small bow-tie near the origin.
    const far: P[] = Array.from({ length: 12 }, (_, i) => [
      500 + 10 * Math.cos(i / 2),
      500 + 10 * Math.sin(i / 2),
    ]);
    for (const c of rotations(BOW)) {
      expect(at(far)).toBeNull();
      expect(same(at(c), [5, 5])).toBe(true);
    }
  });

  it('rings too short to be polygons are left to the other rules', () => {
    expect(
      findSelfIntersection([
        [
          [0, 0],
          [10, 0],
          [0, 0],
        ],
      ]),
    ).toBeNull();
    expect(findSelfIntersection([[[0, 0]]])).toBeNull();
    expect(findSelfIntersection([])).toBeNull();
  });
});

describe('a polygon with holes', () => {
  const hole = (x: number, y: number, d: number): P[] =>
    close([
      [x, y],
      [x, y + d],
      [x + d, y + d],
      [x + d, y],
    ]);
  it('a hole inside is fine; a hole crossing the shell is found; the rings can come in any order', () => {
    expect(findSelfIntersection([close(SQUARE), hole(2, 2, 3)])).toBeNull();
    expect(findSelfIntersection([close(SQUARE), hole(2, 2, 3), hole(6, 6, 2)])).toBeNull();
    expect(findSelfIntersection([close(SQUARE), hole(8, 2, 4)])).toEqual([10, 6]);
    // Across the shell's closing edge (x = 0).
    expect(findSelfIntersection([close(SQUARE), hole(-2, 2, 4)])).toEqual([0, 6]);
    expect(findSelfIntersection([hole(8, 2, 4), close(SQUARE)])).not.toBeNull();
    expect(findSelfIntersection([close(SQUARE), hole(2, 2, 3), hole(4, 4, 3)])).not.toBeNull();
  });
  it('triangles count as rings', () => {
    const tri = (dx: number): P[] =>
      close([
        [dx, 0],
        [dx + 10, 0],
        [dx + 5, 8],
      ]);
    expect(findSelfIntersection([tri(0), tri(3)])).not.toBeNull();
    expect(
      findSelfIntersection([
        tri(0),
        [
          [1, 1],
          [2, 1],
          [1, 1],
        ],
        tri(3),
      ]),
    ).not.toBeNull();
  });
});

describe('large rings (the sweep)', () => {
  /** A circle-like ring of n corners. */
  const circle = (n: number, r = 10, cx = 0): P[] =>
    Array.from({ length: n }, (_, i) => {
      const a = (2 * Math.PI * i) / n;
      return [cx + r * Math.cos(a), r * Math.sin(a)];
    });
  it('a large simple ring is simple, below and above the size where the search changes', () => {
    for (const n of [94, 95, 96, 97, 300, 1000]) expect(at(circle(n)), String(n)).toBeNull();
  });
  it('a large ring with a crossing, a corner visited twice or a spike is caught, below and above that size', () => {
    for (const n of [90, 200, 1000]) {
      const c = circle(n);
      // Swap two neighbouring corners: the two edges between them cross.
      const crossed = [...c];
      [crossed[10], crossed[11]] = [crossed[11]!, crossed[10]!];
      expect(at(crossed), `crossing ${n}`).not.toBeNull();
      const twice = [...c];
      twice[40] = twice[20]!;
      expect(at(twice), `twice ${n}`).toEqual(c[20]);
      // Out east along a horizontal line from corner 29, and straight back part of the way.
      const y = c[29]![1];
      const spike = [...c.slice(0, 30), [30, y] as P, [20, y] as P, ...c.slice(30)];
      expect(at(spike), `spike ${n}`).not.toBeNull();
    }
  });
  it('large rings of one polygon crossing each other are caught', () => {
    const shell = circle(400, 10);
    expect(findSelfIntersection([close(shell), close(circle(400, 5))])).toBeNull();
    expect(findSelfIntersection([close(shell), close(circle(400, 5, 8))])).not.toBeNull();
  });
});

describe('which point is reported', () => {
  it('a corner in the middle of a straight edge is not a spike, however written', () => {
    const withMidpoints: P[] = [
      [0, 0],
      [5, 0],
      [10, 0],
      [10, 5],
      [10, 10],
      [5, 10],
      [0, 10],
      [0, 5],
    ];
    for (const c of allWays(withMidpoints)) expect(at(c), JSON.stringify(c)).toBeNull();
  });

  it('a corner visited twice is reported before an earlier crossing of two edges', () => {
    // A bow-tie around (5, 5), then a loop that comes back to the corner (0, 10).
    const both: P[] = [
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
      [-5, 15],
      [-10, 10],
      [0, 10],
      [-10, 5],
    ];
    expect(at(both)).toEqual([0, 10]);
  });

  /** Three loops in a row, pinched at (5, 5) and (10, 5); the walk comes back to (10, 5) first. */
  const PINCHED_TWICE: P[] = [
    [0, 0],
    [5, 5],
    [7.5, 3],
    [10, 5],
    [12.5, 3],
    [15, 5],
    [12.5, 7],
    [10, 5],
    [7.5, 7],
    [5, 5],
    [0, 10],
  ];
  it('of two corners visited twice, the earlier one is reported, for 11 corners and for 110', () => {
    expect(at(PINCHED_TWICE)).toEqual([5, 5]);
    // The same outline with 99 more corners along its left side (straight, so nothing else changes).
    const long: P[] = [...PINCHED_TWICE, ...Array.from({ length: 99 }, (_, k): P => [0, 10 - (k + 1) / 10])];
    expect(long).toHaveLength(110);
    expect(at(long)).toEqual([5, 5]);
  });

  it('a ring of a hole crossing only the closing edge of the shell is found there', () => {
    // The hole starts high up (-1, 9) but crosses the shell's left side (its closing edge) at y = 1 and 2.
    const hole: P[] = [
      [-1, 9],
      [-1, 1],
      [1, 1],
      [1, 2],
      [-0.5, 2],
    ];
    expect(findSelfIntersection([close(SQUARE), close(hole)])).toEqual([0, 1]);
  });

  it("a ring crossing the shell's first edge only with its own closing edge is found there", () => {
    // The triangle's first edge crosses the right side at (10, 1), but its closing edge crosses the bottom
    // (the shell's first edge) at (9.5, 0), which comes first.
    const triangle: P[] = [
      [7, 1],
      [12, 1],
      [12, -1],
    ];
    const hit = findSelfIntersection([close(SQUARE), close(triangle)]);
    expect(same(hit, [9.5, 0]), JSON.stringify(hit)).toBe(true);
  });

  it('a crossing after two edges that come near each other without meeting is still found', () => {
    // The diagonal (0, 0)-(10, 10) and the short edge (10, 0)-(8, 1) share a box but do not meet;
    // the right side (10, 10)-(10, 0) is then crossed at (10, 3).
    const nearMiss: P[] = [
      [0, 0],
      [10, 10],
      [10, 0],
      [8, 1],
      [12, 5],
      [5, -3],
    ];
    expect(at(nearMiss)).toEqual([10, 3]);
  });

  it('an edge back over a stretch of another is found where the stretch starts, in every orientation', () => {
    // As above: down to (12, 0), then west over the last stretch of the bottom edge to (8, 0).
    const backOver: P[] = [
      [0, 0],
      [10, 0],
      [10, -5],
      [15, -5],
      [15, 5],
      [12, 5],
      [12, 0],
      [8, 0],
      [8, 10],
      [0, 10],
    ];
    // From (-2, 0) east along the bottom edge, which starts at (0, 0), as far as (5, 0).
    const alongFromOutside: P[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [-2, 10],
      [-2, 0],
      [5, 0],
      [5, -3],
      [-3, -3],
    ];
    // From (12, 0) west to (-2, 0): over the whole bottom edge, whose first corner (0, 0) is reported.
    const covering: P[] = [
      [0, 0],
      [10, 0],
      [10, -5],
      [15, -5],
      [15, 5],
      [12, 5],
      [12, 0],
      [-2, 0],
      [-2, 10],
      [0, 10],
    ];
    for (let q = 0; q < 4; q++) {
      const where = (p: P) => turn([p], q)[0];
      expect(at(turn(backOver, q)), `back over, turn ${q}`).toEqual(where([8, 0]));
      expect(at(turn(alongFromOutside, q)), `along, turn ${q}`).toEqual(where([5, 0]));
      expect(at(turn(covering, q)), `covering, turn ${q}`).toEqual(where([0, 0]));
    }
  });

  it("a hole whose first edge runs along the shell's first edge is found where it starts, in every orientation", () => {
    // The hole (4, 0) → (6, 0) → (5, -2) lies on the bottom edge from (4, 0) to (6, 0).
    const hole: P[] = [
      [4, 0],
      [6, 0],
      [5, -2],
    ];
    for (let q = 0; q < 4; q++)
      expect(findSelfIntersection([close(turn(SQUARE, q)), close(turn(hole, q))]), `turn ${q}`).toEqual(
        turn([[4, 0]], q)[0],
      );
  });
});

describe('one check leaves nothing behind for the next', () => {
  it('a simple ring after a longer one is simple, however few or many its corners', () => {
    // The earlier ring's next corner after the later ring's last one is a corner of the later ring.
    const square = [...SQUARE];
    expect(at([[20, 0], [30, 0], [30, 10], [20, 10], square[0]!])).toBeNull();
    expect(at(square)).toBeNull();
    const ring70: P[] = Array.from({ length: 70 }, (_, i) => [
      Math.cos((2 * Math.PI * i) / 70),
      Math.sin((2 * Math.PI * i) / 70),
    ]);
    const ring80: P[] = Array.from({ length: 80 }, (_, i) => [
      5 * Math.cos((2 * Math.PI * i) / 80),
      5 * Math.sin((2 * Math.PI * i) / 80),
    ]);
    ring80[70] = ring70[3]!;
    at(ring80);
    expect(at(ring70)).toBeNull();
  });

  it('the first ring checked may be far larger than the space kept for corners', async () => {
    // A fresh copy of the module, so that no earlier test has made room already.
    vi.resetModules();
    const fresh = await import('./self-intersection.ts');
    const n = 5000;
    const ring: P[] = Array.from({ length: n }, (_, i) => [
      Math.cos((2 * Math.PI * i) / n),
      Math.sin((2 * Math.PI * i) / n),
    ]);
    expect(fresh.findSelfIntersection([close(ring)])).toBeNull();
    const late = [...ring];
    late[4990] = late[4000]!;
    expect(fresh.findSelfIntersection([close(late)])).toEqual(ring[4000]);
  });
});

describe('large polygons (the sweep): the point and the rings taken', () => {
  /** The bottom edge in 100 steps, then across to (0, 10) and (100, 10): one crossing, at (50, 5). */
  const longBow: P[] = [...Array.from({ length: 101 }, (_, i): P => [i, 0]), [0, 10], [100, 10]];
  /** A 10 x 10 square with a corner every 0.5 along its sides (80 corners). */
  const fineSquare: P[] = [
    ...Array.from({ length: 20 }, (_, i): P => [i / 2, 0]),
    ...Array.from({ length: 20 }, (_, i): P => [10, i / 2]),
    ...Array.from({ length: 20 }, (_, i): P => [10 - i / 2, 10]),
    ...Array.from({ length: 20 }, (_, i): P => [0, 10 - i / 2]),
  ];
  it('a large ring crossing itself once is reported where its edges cross', () => {
    expect(at(longBow)).toEqual([50, 5]);
  });
  it('a triangle crossing a large shell is found; a two-corner ring across it is left to the other rules', () => {
    const triangle = close([
      [8, 4],
      [12, 5],
      [8, 6],
    ]);
    const hit = findSelfIntersection([
      close(fineSquare),
      close(fineSquare.map(([x, y]) => [x + 30, y])),
      triangle,
    ]);
    expect(hit !== null && hit[0] === 10 && [4.5, 5.5].includes(hit[1]), JSON.stringify(hit)).toBe(true);
    const stroke: P[] = [
      [5, 5],
      [15, 5],
      [5, 5],
    ];
    expect(
      findSelfIntersection([close(fineSquare), close(fineSquare.map(([x, y]) => [x + 30, y])), stroke]),
    ).toBeNull();
  });
});
