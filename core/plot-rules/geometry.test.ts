/**
 * The geometry helpers every rule stands on: which coordinates have the shape their type needs (and the
 * words a person reads when they do not), ring closure and corners, and "all on one line" decided exactly as
 * written (micro-degrees for 6-decimal positions, the doubles themselves otherwise).
 */
import { describe, expect, it } from 'vitest';
import {
  allCollinear,
  closeCorners,
  coordinateShapeProblem,
  cornersOf,
  fewerThan6Decimals,
  forEachPosition,
  isClosed,
  polygonsOf,
  trunc6,
} from './geometry.ts';

const POINT_MSG = 'a Point needs one position [longitude, latitude]';
const MULTIPOINT_MSG = 'a MultiPoint needs a list of positions';
const POLYGON_MSG = 'a Polygon needs a list of rings, each a list of positions';
const MULTIPOLYGON_MSG = 'a MultiPolygon needs a list of polygons, each a list of rings';
const A = [-5.1, 7.1];
const B = [-5.09, 7.1];
const C = [-5.09, 7.11];
const RING = [A, B, C, A];

describe('coordinates with the shape their type needs', () => {
  it('a Point is one [longitude, latitude] of numbers (an altitude may follow)', () => {
    expect(coordinateShapeProblem('Point', [-5.1, 7.1])).toBeNull();
    expect(coordinateShapeProblem('Point', [-5.1, 7.1, 250])).toBeNull();
    for (const bad of [
      [-5.1],
      ['-5.1', 7.1],
      [-5.1, '7.1'],
      [],
      '-5.1, 7.1',
      null,
      // JSON objects with numbered keys are not positions, whatever they look like.
      { 0: -5.1, 1: 7.1 },
      { 0: -5.1, 1: 7.1, length: 2 },
    ])
      expect(coordinateShapeProblem('Point', bad), JSON.stringify(bad)).toBe(POINT_MSG);
  });

  it('a MultiPoint is a non-empty list of positions', () => {
    expect(coordinateShapeProblem('MultiPoint', [A, B])).toBeNull();
    for (const bad of [[], [A, [-5.1]], A, {}, { 0: A, length: 1 }, null])
      expect(coordinateShapeProblem('MultiPoint', bad), JSON.stringify(bad)).toBe(MULTIPOINT_MSG);
  });

  it('a Polygon is a non-empty list of rings, each a list of positions', () => {
    expect(coordinateShapeProblem('Polygon', [RING])).toBeNull();
    expect(coordinateShapeProblem('Polygon', [RING, RING])).toBeNull();
    for (const bad of [[], RING, [[A, B, 'C', A]], [RING, 'ring'], {}, { 0: RING, length: 1 }, null])
      expect(coordinateShapeProblem('Polygon', bad), JSON.stringify(bad)).toBe(POLYGON_MSG);
  });

  it('a MultiPolygon is a non-empty list of polygons', () => {
    expect(coordinateShapeProblem('MultiPolygon', [[RING], [RING]])).toBeNull();
    for (const bad of [[], [RING], [[RING], []], {}, { 0: [RING], length: 1 }, null])
      expect(coordinateShapeProblem('MultiPolygon', bad), JSON.stringify(bad)).toBe(MULTIPOLYGON_MSG);
  });

  it('any other type is unsupported', () => {
    expect(coordinateShapeProblem('LineString', [A, B])).toBe('unsupported type');
    expect(coordinateShapeProblem('GeometryCollection', [])).toBe('unsupported type');
  });
});

describe('walking a geometry', () => {
  it('lists the polygons of a Polygon and a MultiPolygon, none of a point', () => {
    expect(polygonsOf({ type: 'Polygon', coordinates: [RING] })).toEqual([[RING]]);
    expect(polygonsOf({ type: 'MultiPolygon', coordinates: [[RING], [RING]] })).toEqual([[RING], [RING]]);
    expect(polygonsOf({ type: 'Point', coordinates: A })).toEqual([]);
    expect(polygonsOf({ type: 'MultiPoint', coordinates: [A, B] })).toEqual([]);
  });

  it('visits every position in order, for each type', () => {
    const all = (g: GeoJSON.Geometry) => {
      const out: number[][] = [];
      forEachPosition(g, (p) => out.push(p));
      return out;
    };
    expect(all({ type: 'Point', coordinates: A })).toEqual([A]);
    expect(all({ type: 'MultiPoint', coordinates: [A, B] })).toEqual([A, B]);
    expect(all({ type: 'Polygon', coordinates: [RING] })).toEqual(RING);
    expect(all({ type: 'MultiPolygon', coordinates: [[RING], [[B, C, A, B]]] })).toEqual([
      ...RING,
      B,
      C,
      A,
      B,
    ]);
  });
});

describe('ring closure and corners', () => {
  it('a ring is closed when its last position repeats its first', () => {
    expect(isClosed(RING)).toBe(true);
    expect(isClosed([A, B, C])).toBe(false);
    expect(isClosed([A, B, C, [-5.1, 7.1000001]])).toBe(false);
    expect(isClosed([A, B, C, [-5.1000001, 7.1]])).toBe(false);
    expect(isClosed([])).toBe(false);
  });

  it('corners drop the closing position and consecutive repeats; an open ring reads as if closed', () => {
    expect(cornersOf(RING)).toEqual([A, B, C]);
    expect(cornersOf([A, A, B, B, B, C, A, A])).toEqual([A, B, C]);
    expect(cornersOf([A, B, C, C])).toEqual([A, B, C]);
    // A corner visited again later is kept: only neighbours repeat.
    expect(cornersOf([A, B, A, C, A])).toEqual([A, B, A, C]);
  });

  it('an open ring with nothing to drop is returned as is (no copy)', () => {
    const open = [A, B, C];
    expect(cornersOf(open)).toBe(open);
    expect(cornersOf(RING)).not.toBe(RING);
  });

  it('a ring of one position keeps it, however often it repeats', () => {
    expect(cornersOf([A])).toEqual([A]);
    expect(cornersOf([A, A])).toEqual([A]);
    expect(cornersOf([A, A, A])).toEqual([A]);
    expect(cornersOf([])).toEqual([]);
  });

  it('closing corners repeats the first one; no corners stay none', () => {
    expect(closeCorners([A, B, C])).toEqual(RING);
    expect(closeCorners([])).toEqual([]);
  });
});

describe('all corners on one line', () => {
  it('fewer than three corners are a line', () => {
    expect(allCollinear([])).toBe(true);
    expect(allCollinear([A, B])).toBe(true);
  });

  it('a triangle is not; a path out and back along one line is', () => {
    expect(allCollinear([A, B, C])).toBe(false);
    expect(allCollinear([A, B, [-5.08, 7.1]])).toBe(true);
    expect(allCollinear([A, B, A, B])).toBe(true);
  });

  it('6-decimal positions are compared as written, not as their binary doubles', () => {
    // As doubles these three miss a line by ~1e-21 degrees²; as written they are on it.
    expect(
      allCollinear([
        [-5.1, 7.1],
        [-5.099999, 7.100001],
        [-5.099998, 7.100002],
      ]),
    ).toBe(true);
    // One micro-degree off a 2° line, 1.5° along it: too close for the float test to tell, a (thin)
    // polygon as written.
    expect(
      allCollinear([
        [-5, 7],
        [-3, 7],
        [-3.5, 7.000001],
      ]),
    ).toBe(false);
  });

  it('positions with more decimals are compared exactly as the doubles they are', () => {
    // A sliver 1e-10° wide is still a polygon (GEOS agrees), though the float test alone would miss it.
    expect(allCollinear([A, B, [-5.095, 7.1 + 1e-10]])).toBe(false);
    // Three corners on one 7-decimal latitude are a line.
    expect(
      allCollinear([
        [-5.1, 7.1234567],
        [-5.09, 7.1234567],
        [-5.08, 7.1234567],
      ]),
    ).toBe(true);
  });
});

describe('decimals', () => {
  it('truncation cuts to 6 decimals towards zero, never rounds', () => {
    expect(trunc6(5.1234569)).toBe(5.123456);
    expect(trunc6(-5.1234569)).toBe(-5.123456);
    expect(trunc6(5.123456)).toBe(5.123456);
  });

  it('5 decimals or fewer is low precision; 6 is not', () => {
    expect(fewerThan6Decimals(-5.12345)).toBe(true);
    expect(fewerThan6Decimals(7)).toBe(true);
    expect(fewerThan6Decimals(-5.123456)).toBe(false);
    expect(fewerThan6Decimals(7.000001)).toBe(false);
  });
});
