/**
 * The duplicate table itself, with keys chosen by hand: keys that land in the same slot, keys that differ
 * in one of their four words only, the slot table growing, a block boundary. Through UploadMemory these
 * cases need hash collisions that real geometries practically never produce, yet a table that confused two
 * such keys would report a plot as a duplicate of another.
 */
import { describe, expect, it } from 'vitest';
import { HashTable, propertiesHash } from './upload-state.ts';

const key = (a: number, b: number, c: number, d: number) => new Uint32Array([a, b, c, d]);

describe('duplicate table', () => {
  it('tells apart keys that share a slot and differ in one word only', () => {
    const t = new HashTable();
    // Same first and third word: same slot. 4096 apart in the first word: same slot too (4096 slots).
    expect(t.seen(key(7, 1, 9, 1), 0, 0, 0)).toBe(false);
    expect(t.seen(key(7, 2, 9, 1), 0, 1, 0)).toBe(false);
    expect(t.seen(key(7, 1, 9, 2), 0, 2, 0)).toBe(false);
    expect(t.seen(key(7 + 4096, 1, 9, 1), 0, 3, 0)).toBe(false);
    expect(t.seen(key(7, 1, 10, 1), 0, 4, 0)).toBe(false);
    for (const [k, index] of [
      [key(7, 1, 9, 1), 0],
      [key(7, 2, 9, 1), 1],
      [key(7, 1, 9, 2), 2],
      [key(7 + 4096, 1, 9, 1), 3],
      [key(7, 1, 10, 1), 4],
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
