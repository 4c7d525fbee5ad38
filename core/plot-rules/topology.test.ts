/**
 * GEOS/JTS validity semantics of the checker (docs/geometry.md), each boundary tested from both sides:
 * touching at one point vs two, touching vs sharing an edge, a part inside another vs inside its hole,
 * truncation that pushes a vertex onto a long edge vs one that does not, truncated vs rounded duplicates.
 */
import { describe, expect, it } from 'vitest';
import { canonicalGeometryHash } from './canonical.ts';
import { checkFeature } from './feature-rules.ts';
import { opts, plot } from './test-helpers.ts';

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
