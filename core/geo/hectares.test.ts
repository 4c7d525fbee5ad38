import turfArea from '@turf/area';
import { describe, expect, it } from 'vitest';
import { formatHa, formatHaPrecise, geodesicAreaHa, geometryAreaHa, roundHa } from './hectares.ts';

/** A closed square ring of `side` degrees with its south-west corner at (x, y), counter-clockwise. */
const square = (x: number, y: number, side: number): number[][] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
  [x, y],
];

describe('a geodesic area in hectares', () => {
  const shell = square(-5.5, 6.8, 0.01);
  const hole = square(-5.497, 6.803, 0.002);
  const far = square(-5.2, 7.1, 0.003);
  const polygon: GeoJSON.Polygon = { type: 'Polygon', coordinates: [shell, hole] };
  const multi: GeoJSON.MultiPolygon = { type: 'MultiPolygon', coordinates: [[far], [shell, hole]] };

  it('is exactly @turf/area in m² / 10,000 on closed rings, holes and parts included', () => {
    expect(geometryAreaHa(polygon)).toBe(turfArea(polygon) / 10_000);
    expect(geometryAreaHa(multi)).toBe(turfArea(multi) / 10_000);
    expect(geodesicAreaHa(multi.coordinates)).toBe(turfArea(multi) / 10_000);
    // About 122 ha less the hole's 4.9 ha: a value, not only an equality with the library.
    expect(geometryAreaHa(polygon)).toBeCloseTo(117.4, 0);
  });

  it('measures an open ring as drawn, closed', () => {
    const open = { type: 'Polygon', coordinates: [shell.slice(0, -1)] } as GeoJSON.Polygon;
    expect(geometryAreaHa(open)).toBe(geometryAreaHa({ type: 'Polygon', coordinates: [shell] }));
  });

  it('sums a collection, and is 0 for what has no surface', () => {
    const collection: GeoJSON.GeometryCollection = {
      type: 'GeometryCollection',
      geometries: [polygon, multi],
    };
    expect(geometryAreaHa(collection)).toBe(geometryAreaHa(polygon) + geometryAreaHa(multi));
    expect(geometryAreaHa({ type: 'Point', coordinates: [1, 2] })).toBe(0);
    expect(geometryAreaHa({ type: 'LineString', coordinates: shell })).toBe(0);
    expect(
      geodesicAreaHa([
        [],
        [
          [
            [0, 0],
            [1, 1],
            [0, 0],
          ],
        ],
      ]),
    ).toBe(0);
  });
});

describe('hectares as people read them', () => {
  it('whole hectares from 100 ha, two decimals below, two significant digits under 0.01 ha', () => {
    expect(formatHa(123_456.5)).toBe('123,457 ha');
    expect(formatHa(100)).toBe('100 ha');
    expect(formatHa(99.994)).toBe('99.99 ha');
    expect(formatHa(99.996)).toBe('100 ha');
    expect(formatHa(12.5)).toBe('12.5 ha');
    expect(formatHa(12.345)).toBe('12.35 ha');
    expect(formatHa(1)).toBe('1 ha');
    expect(formatHa(0.37)).toBe('0.37 ha');
    expect(formatHa(0.01)).toBe('0.01 ha');
    expect(formatHa(0.0099)).toBe('0.0099 ha');
    expect(formatHa(0.000049)).toBe('0.000049 ha');
    expect(formatHa(0)).toBe('0 ha');
  });

  it('reads a negative area by its size, like a positive one', () => {
    expect(formatHa(-150.4)).toBe('-150 ha');
    expect(formatHa(-2.254)).toBe('-2.25 ha');
    expect(formatHa(-0.01)).toBe('-0.01 ha');
    expect(formatHa(-0.0049)).toBe('-0.0049 ha');
  });

  it('keeps four decimals for one plot on its own page', () => {
    expect(formatHaPrecise(1.23456)).toBe('1.2346 ha');
    expect(formatHaPrecise(1234.5)).toBe('1,234.5 ha');
  });
});

describe('hectares as written into a file or a record (roundHa)', () => {
  it('keeps 4 decimals (1 m²) from 0.0001 ha', () => {
    expect(roundHa(1.234_567)).toBe(1.2346);
    expect(roundHa(12.345_44)).toBe(12.3454);
    expect(roundHa(0.0001)).toBe(0.0001);
    expect(roundHa(0.000_149)).toBe(0.0001);
    expect(roundHa(-2.000_06)).toBe(-2.0001);
  });

  it('keeps 4 significant digits below 0.0001 ha, so an area that is not 0 is never written 0', () => {
    expect(roundHa(0.000_099_994)).toBe(0.000_099_99);
    expect(roundHa(0.000_031_415_9)).toBe(0.000_031_42);
    expect(roundHa(0.000_000_4)).toBe(0.000_000_4);
    expect(roundHa(0)).toBe(0);
  });
});
