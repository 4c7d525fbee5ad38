import { describe, expect, it } from 'vitest';
import { canonicalGeometryHash, canonicalGeometryString } from './canonical.ts';
import { HashTable, propertiesHash, UploadMemory } from './upload-state.ts';

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

  it('numbers files in the order they are first named, the same name keeping its number', () => {
    const m = new UploadMemory();
    expect(m.fileNo('a.geojson')).toBe(0);
    expect(m.fileNo('b.geojson')).toBe(1);
    expect(m.fileNo('a.geojson')).toBe(0);
    expect(m.fileNo('b.geojson')).toBe(1);
    expect(m.fileNo('c.geojson')).toBe(2);
  });

  it('names: exact strings only', () => {
    const m = new UploadMemory();
    expect(m.duplicateName('Plot 1', 0, 0)).toBeNull();
    expect(m.duplicateName('Plot 10', 0, 1)).toBeNull();
    expect(m.duplicateName('Plot 1', 0, 2)).toMatchObject({ index: 0 });
  });
});

/*
 * The duplicate table itself, with keys chosen by hand: keys that land in the same slot, keys that differ
 * in one of their four words only, the slot table growing, a block boundary. Through UploadMemory these
 * cases need hash collisions that real geometries practically never produce, yet a table that confused two
 * such keys would report a plot as a duplicate of another.
 */

const key = (a: number, b: number, c: number, d: number) => new Uint32Array([a, b, c, d]);

describe('duplicate table', () => {
  it('tells apart keys that share a slot and differ in one word only', () => {
    const t = new HashTable();
    // Same first and third word: same slot. 4096 apart in the first or third word: same slot too (4096
    // slots; the third word is multiplied by an odd number, which keeps its low 12 bits apart).
    expect(t.seen(key(7, 1, 9, 1), 0, 0, 0)).toBe(false);
    expect(t.seen(key(7, 2, 9, 1), 0, 1, 0)).toBe(false);
    expect(t.seen(key(7, 1, 9, 2), 0, 2, 0)).toBe(false);
    expect(t.seen(key(7 + 4096, 1, 9, 1), 0, 3, 0)).toBe(false);
    expect(t.seen(key(7, 1, 10, 1), 0, 4, 0)).toBe(false);
    expect(t.seen(key(7, 1, 9 + 4096, 1), 0, 5, 0)).toBe(false);
    for (const [k, index] of [
      [key(7, 1, 9, 1), 0],
      [key(7, 2, 9, 1), 1],
      [key(7, 1, 9, 2), 2],
      [key(7 + 4096, 1, 9, 1), 3],
      [key(7, 1, 10, 1), 4],
      [key(7, 1, 9 + 4096, 1), 5],
    ] as const) {
      expect(t.seen(k, 1, 99, 0)).toBe(true);
      expect(t.hitIndex).toBe(index);
      expect(t.hitFile).toBe(0);
    }
  });

  it('keeps each entry’s properties hash, at any position in the table', () => {
    const t = new HashTable();
    const n = 65_540; // past the first 65,536-entry block
    for (let i = 0; i < n; i++) t.seen(key(i, 0, i * 3, 0), 1, i, i % 5 === 4 ? 0 : i + 0.5);
    for (const i of [0, 1, 2, 3, 4, 5, 65_534, 65_535, 65_536, n - 1]) {
      expect(t.seen(key(i, 0, i * 3, 0), 2, 0, 0)).toBe(true);
      expect([t.hitFile, t.hitIndex, t.hitProps]).toEqual([1, i, i % 5 === 4 ? 0 : i + 0.5]);
    }
  });

  it('right after the slot table grows, an all-zero key that was never recorded is not found', () => {
    // The 2049th entry doubles the 4096 slots; the next entry's storage is still zeros at that moment.
    const t = new HashTable();
    for (let i = 1; i <= 2049; i++) t.seen(key(i, i, i, i), 0, i, 0);
    expect(t.seen(key(0, 0, 0, 0), 0, 5000, 0)).toBe(false);
  });

  it('growing the slot table adds no entry that was never recorded', () => {
    const t = new HashTable();
    for (let i = 1; i <= 2100; i++) t.seen(key(i, i, i, i), 0, i, 0); // grows at 2049 entries
    expect(t.seen(key(0, 0, 0, 0), 0, 5000, 0)).toBe(false);
    expect(t.seen(key(2100, 2100, 2100, 2100), 0, 0, 0)).toBe(true);
    expect(t.hitIndex).toBe(2100);
  });
});

describe('properties hash', () => {
  it('is 0 for anything that is not an object', () => {
    for (const v of [null, undefined, 'Plot A', 42, true]) expect(propertiesHash(v), String(v)).toBe(0);
  });

  it('ignores key order and tells different values apart', () => {
    const h = propertiesHash({ a: 1, b: 'x' });
    expect(h).not.toBe(0);
    expect(propertiesHash({ b: 'x', a: 1 })).toBe(h);
    expect(propertiesHash({ a: 1, b: 'y' })).not.toBe(h);
    expect(propertiesHash({ a: 1 })).not.toBe(h);
  });
});
