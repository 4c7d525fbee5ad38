import { describe, expect, it } from 'vitest';
import { countPlotsIn } from './plots-in-region.ts';

const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ],
  ],
};
const box = { minLng: 0, minLat: 0, maxLng: 2, maxLat: 2 };
const listOf = (points: ([number, number] | null)[]) => ({
  length: points.length,
  centroid: (i: number) => points[i] ?? null,
});

describe('plots counted in a region', () => {
  it('counts centroids inside the boundary only, and skips plots without one', () => {
    expect(countPlotsIn(listOf([[1, 1], [1.99, 0.01], [2.01, 1], [-1, 1], null]), square, box)).toBe(2);
  });

  it('a point inside the box but outside a triangle is not counted', () => {
    const triangle: GeoJSON.Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [0, 2],
          [0, 0],
        ],
      ],
    };
    expect(
      countPlotsIn(
        listOf([
          [1.5, 1.5],
          [0.5, 0.5],
        ]),
        triangle,
        box,
      ),
    ).toBe(1);
  });
});
