import { describe, expect, it } from 'vitest';
import { canonicalGeometryHash, canonicalGeometryString } from './canonical.ts';
import { UploadMemory } from './upload-state.ts';

/** A small square plot whose position depends on `i`, so every `i` gives a distinct geometry. */
const square = (i: number): GeoJSON.Polygon => {
  const x = -8 + (i % 1000) * 0.001;
  const y = 5 + Math.floor(i / 1000) * 0.001;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + 0.0005, y],
        [x + 0.0005, y + 0.0005],
        [x, y + 0.0005],
        [x, y],
      ],
    ],
  };
};

describe('UploadMemory (typed-array duplicate table)', () => {
  it('keeps the first feature of each geometry through many table growths, across files', () => {
    const m = new UploadMemory();
    const a = m.fileNo('a.geojson');
    const b = m.fileNo('b.geojson');
    const n = 150_000; // past two 65,536-entry blocks and many slot-table doublings
    let hits = 0;
    for (let i = 0; i < n; i++) if (m.duplicateGeometry(square(i), a, i, 0)) hits++;
    expect(hits).toBe(0);
    for (const i of [0, 1, 65_535, 65_536, 131_072, n - 1]) {
      expect(m.duplicateGeometry(square(i), b, 7, 0)).toEqual({
        fileName: 'a.geojson',
        index: i,
        propsHash: 0,
      });
    }
    expect(m.duplicateGeometry(square(n), b, 8, 0)).toBeNull();
    expect(m.duplicateGeometry(square(n), a, 9, 0)).toMatchObject({ fileName: 'b.geojson', index: 8 });
  });

  it('returns the full 53-bit properties hash of the first feature', () => {
    const m = new UploadMemory();
    const props = 2 ** 52 + 12_345;
    expect(m.duplicateGeometry(square(1), 0, 3, props)).toBeNull();
    expect(m.duplicateGeometry(square(1), 0, 4, 17)?.propsHash).toBe(props);
    expect(m.duplicateGeometry(square(2), 0, 5, 0)).toBeNull();
    expect(m.duplicateGeometry(square(2), 0, 6, 0)?.propsHash).toBe(0);
  });

  it('matches a one-ring Polygon with the same ring as a one-part MultiPolygon, restarted and reversed', () => {
    const m = new UploadMemory();
    const ring = square(42).coordinates[0]!;
    const reversed = [...ring].reverse();
    const restarted = [...reversed.slice(2, -1), ...reversed.slice(0, 3)];
    const multi: GeoJSON.MultiPolygon = { type: 'MultiPolygon', coordinates: [[restarted]] };
    expect(canonicalGeometryString(multi)).toBe(canonicalGeometryString(square(42)));
    expect(canonicalGeometryHash(multi)).toEqual(canonicalGeometryHash(square(42)));
    expect(m.duplicateGeometry(square(42), 0, 0, 0)).toBeNull();
    expect(m.duplicateGeometry(multi, 0, 1, 0)).toMatchObject({ index: 0 });
  });

  it('names: exact strings only', () => {
    const m = new UploadMemory();
    expect(m.duplicateName('Plot 1', 0, 0)).toBeNull();
    expect(m.duplicateName('Plot 10', 0, 1)).toBeNull();
    expect(m.duplicateName('Plot 1', 0, 2)).toMatchObject({ index: 0 });
  });
});
