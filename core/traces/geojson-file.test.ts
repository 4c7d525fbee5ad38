/** GeoJSON files sized for the Information System: bytes as written, greedy splits within both limits. */
import { describe, expect, it } from 'vitest';
import {
  fileBytes,
  formatDecimalMb,
  geoJsonChunks,
  partFileName,
  splitRanges,
  TRACES_LIMITS,
  utf8Bytes,
} from './geojson-file.ts';

const features = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    JSON.stringify({ type: 'Feature', properties: { ProductionPlace: `Plot ${i} é` }, geometry: null }),
  );

describe('GeoJSON files and splits', () => {
  it('counts the bytes exactly as written', () => {
    const f = features(3);
    const text = geoJsonChunks(f).join('');
    expect(utf8Bytes(text)).toBe(fileBytes(f.map(utf8Bytes)));
    expect(JSON.parse(text).features).toHaveLength(3);
  });

  it('splits into parts of at most maxPlots', () => {
    const sizes = features(25).map(utf8Bytes);
    expect(splitRanges(sizes, { maxBytes: 1e9, maxPlots: 10 })).toEqual([
      [0, 10],
      [10, 20],
      [20, 25],
    ]);
  });

  it('splits by bytes so that every part, as written, stays within maxBytes', () => {
    const f = features(40);
    const sizes = f.map(utf8Bytes);
    const maxBytes = Math.floor(fileBytes(sizes) / 3);
    const ranges = splitRanges(sizes, { maxBytes, maxPlots: 10_000 });
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    let covered = 0;
    for (const [start, end] of ranges) {
      expect(start).toBe(covered);
      covered = end;
      const text = geoJsonChunks(f, start, end).join('');
      expect(utf8Bytes(text)).toBeLessThanOrEqual(maxBytes);
      // Adding the next feature would have gone over: the split is as late as it can be.
      if (end < 40) expect(fileBytes(sizes, start, end + 1)).toBeGreaterThan(maxBytes);
    }
    expect(covered).toBe(40);
  });

  it('an empty export is one empty collection; parts are numbered only when there are several', () => {
    expect(splitRanges([])).toEqual([[0, 0]]);
    expect(JSON.parse(geoJsonChunks([]).join('')).features).toEqual([]);
    expect(partFileName('plots', 1, 1, 'geojson')).toBe('plots.geojson');
    expect(partFileName('plots', 2, 3, 'geojson')).toBe('plots-part-2-of-3.geojson');
  });

  it('§10.3: a TRACES file holds at most 1,000 producers and 25,000,000 bytes, however many plots', () => {
    expect(TRACES_LIMITS).toEqual({ maxBytes: 25_000_000, maxProducers: 1_000 });
    // 1,000 producers with 3 plots each fit one file: the limit is producers, not plots.
    const keys = Array.from({ length: 3_000 }, (_, i) => `P${Math.floor(i / 3)}`);
    expect(
      splitRanges(
        keys.map(() => 100),
        TRACES_LIMITS,
        keys,
      ),
    ).toEqual([[0, 3_000]]);
    // The 1,001st producer opens the second file.
    const more = [...keys, 'P1000'];
    expect(
      splitRanges(
        more.map(() => 100),
        TRACES_LIMITS,
        more,
      ),
    ).toEqual([
      [0, 3_000],
      [3_000, 3_001],
    ]);
    // Without keys, every plot counts as a producer of its own.
    expect(splitRanges(Array.from({ length: 2_001 }, () => 100))).toEqual([
      [0, 1_000],
      [1_000, 2_000],
      [2_000, 2_001],
    ]);
    expect(() => splitRanges([1, 2], TRACES_LIMITS, ['a'])).toThrow(/one producer key per feature/);
  });

  it('sizes in decimal megabytes beside the 25 MB limit, rounded up so over the limit never reads as within', () => {
    expect(formatDecimalMb(26_000_000)).toBe('26.0 MB');
    expect(formatDecimalMb(25_000_000)).toBe('25.0 MB');
    expect(formatDecimalMb(25_000_001)).toBe('25.1 MB');
    expect(formatDecimalMb(24_950_000)).toBe('25.0 MB');
    expect(formatDecimalMb(1_234)).toBe('0.1 MB');
    expect(formatDecimalMb(26_000_000, 'fr')).toMatch(/^26,0\s?Mo$/);
    expect(formatDecimalMb(26_000_000, 'pt')).toMatch(/^26,0\s?MB$/);
  });
});
