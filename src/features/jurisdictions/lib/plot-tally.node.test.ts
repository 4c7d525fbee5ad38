import { describe, expect, it } from 'vitest';
import { tallyByCountry, tallyByRegion, type RegionShape } from './plot-tally.ts';

const square = (id: string, x0: number, y0: number, size = 2): RegionShape => ({
  id,
  boundary: {
    type: 'Polygon',
    coordinates: [
      [
        [x0, y0],
        [x0 + size, y0],
        [x0 + size, y0 + size],
        [x0, y0 + size],
        [x0, y0],
      ],
    ],
  },
  box: { minLng: x0, minLat: y0, maxLng: x0 + size, maxLat: y0 + size },
});
const triangle: RegionShape = {
  id: 'tri',
  boundary: {
    type: 'Polygon',
    coordinates: [
      [
        [10, 0],
        [12, 0],
        [10, 2],
        [10, 0],
      ],
    ],
  },
  box: { minLng: 10, minLat: 0, maxLng: 12, maxLat: 2 },
};

interface P {
  at: [number, number] | null;
  supplier: string;
  country?: string;
}
const listOf = (plots: P[]) => ({
  length: plots.length,
  centroid: (i: number) => plots[i]!.at,
  supplier: (i: number) => plots[i]!.supplier,
  country: (i: number) => plots[i]!.country ?? 'CI',
});

describe('plots and suppliers per region', () => {
  it('counts centroids inside each boundary, distinct suppliers, every region listed', () => {
    const tally = tallyByRegion(
      listOf([
        { at: [1, 1], supplier: 'a' },
        { at: [1.99, 0.01], supplier: 'a' },
        { at: [0.5, 0.5], supplier: 'b' },
        { at: [3, 1], supplier: 'c' },
        { at: [2.01, 1], supplier: 'd' },
        { at: [-1, 1], supplier: 'e' },
        { at: null, supplier: 'f' },
      ]),
      [square('west', 0, 0), square('east', 2.5, 0), square('empty', 50, 50)],
    );
    expect(tally.get('west')).toEqual({ plots: 3, suppliers: 2 });
    expect(tally.get('east')).toEqual({ plots: 1, suppliers: 1 });
    expect(tally.get('empty')).toEqual({ plots: 0, suppliers: 0 });
  });

  it('a point inside the box but outside a triangle is not counted', () => {
    const tally = tallyByRegion(
      listOf([
        { at: [11.5, 1.5], supplier: 'a' },
        { at: [10.5, 0.5], supplier: 'b' },
      ]),
      [triangle],
    );
    expect(tally.get('tri')).toEqual({ plots: 1, suppliers: 1 });
  });
});

describe('plots and suppliers per country', () => {
  it('joins codes that differ in case, and counts each supplier once', () => {
    const tally = tallyByCountry(
      listOf([
        { at: null, supplier: 'a', country: 'ci' },
        { at: null, supplier: 'a', country: 'CI' },
        { at: null, supplier: 'b', country: 'CI' },
        { at: null, supplier: 'a', country: 'GH' },
      ]),
    );
    expect(tally.get('CI')).toEqual({ plots: 3, suppliers: 2 });
    expect(tally.get('GH')).toEqual({ plots: 1, suppliers: 1 });
    expect(tally.has('ci')).toBe(false);
  });
});
