import { describe, expect, it } from 'vitest';
import { FeatureScanner, GeoJsonScanError, TopLevelInfo, type ScannedFeature } from './feature-stream.ts';

const enc = new TextEncoder();

/** Scans `bytes` split at the given offsets; returns the features or the scan error. */
function scan(bytes: Uint8Array, cuts: number[] = []): { features: ScannedFeature[]; info: TopLevelInfo } {
  const info = new TopLevelInfo();
  const s = new FeatureScanner(info);
  const out: ScannedFeature[] = [];
  let prev = 0;
  for (const c of [...cuts, bytes.length]) {
    s.write(bytes.subarray(prev, c), out);
    prev = c;
  }
  s.end(out);
  return { features: out, info };
}

const scanError = (text: string): GeoJsonScanError => {
  try {
    scan(enc.encode(text));
  } catch (e) {
    if (e instanceof GeoJsonScanError) return e;
    throw e;
  }
  throw new Error('no error');
};

const SAMPLE =
  '\ufeff{\r\n "type": "FeatureCollection",\r\n "crs": {"type":"name","properties":{"name":"EPSG:4326","features":[{"x":1}]}},\r\n' +
  ' "features": [\r\n  {"type":"Feature","properties":{"ProductionPlace":"Kouassi \\"N\'Guessan\\" é—🌳 \\\\","features":[1,{"a":"]}"}]},"geometry":null},\r\n' +
  '  {"type":"Feature","properties":{"n":"\\u00e9\\n"},"geometry":{"type":"Point","coordinates":[-5.1,7.2]}}\r\n ]\r\n}\r\n';

describe('FeatureScanner', () => {
  it('yields only the direct elements of the top-level features array', () => {
    const { features, info } = scan(enc.encode(SAMPLE));
    expect(features.map((f) => f.index)).toEqual([0, 1]);
    expect(features[0]?.value).toEqual(JSON.parse(SAMPLE.slice(1)).features[0]);
    expect(features[1]?.line).toBe(6);
    expect(info.members.get('type')).toBe('FeatureCollection');
    expect(info.members.get('crs')).toMatchObject({ properties: { name: 'EPSG:4326' } });
    expect(info.hasFeaturesArray).toBe(true);
  });

  it('gives the same result for a chunk split at every byte position (BOM, escapes, UTF-8)', () => {
    const bytes = enc.encode(SAMPLE);
    const whole = scan(bytes).features.map((f) => f.value);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(scan(bytes, [cut]).features.map((f) => f.value)).toEqual(whole);
    }
    // And one byte per chunk.
    expect(
      scan(
        bytes,
        Array.from({ length: bytes.length }, (_, i) => i),
      ).features.map((f) => f.value),
    ).toEqual(whole);
  });

  it('reads a bare Feature as top-level members', () => {
    const { features, info } = scan(
      enc.encode('{"type":"Feature","properties":{"a":1},"geometry":{"type":"Point","coordinates":[1,2]}}'),
    );
    expect(features).toEqual([]);
    expect(info.members.get('type')).toBe('Feature');
    expect(info.members.get('geometry')).toEqual({ type: 'Point', coordinates: [1, 2] });
  });

  it('handles features before type, an empty array and primitive elements', () => {
    const { features, info } = scan(
      enc.encode('{"features":[ null , 3 ,{"a":[]}],"type":"FeatureCollection"}'),
    );
    expect(features.map((f) => f.value)).toEqual([null, 3, { a: [] }]);
    expect(info.members.get('type')).toBe('FeatureCollection');
    expect(scan(enc.encode('{"type":"FeatureCollection","features":[]}')).features).toEqual([]);
  });

  it('reports invalid JSON with line and column', () => {
    const e = scanError('{"type":"FeatureCollection",\n "features": [ {"a": 1,}\n]}');
    expect([e.code, e.line, e.column]).toEqual(['file-not-json', 2, 24]);
    const top = scanError('{"type" "x"}');
    expect([top.code, top.line, top.column]).toEqual(['file-not-json', 1, 9]);
    // Columns count characters, not bytes.
    const utf = scanError('{"é": 1 x}');
    expect(utf.column).toBe(9);
  });

  it('reports a truncated file, an empty file and trailing garbage as not JSON', () => {
    expect(scanError('{"type":"FeatureCollection","features":[{"type":"Feature"').detail).toMatch(
      /truncated/,
    );
    expect(scanError('').detail).toMatch(/empty/);
    expect(scanError('\ufeff').detail).toMatch(/empty/);
    expect(scanError('{"type":"FeatureCollection","features":[]} x').code).toBe('file-not-json');
    expect(scanError('hello').code).toBe('file-not-json');
  });

  it('reports a top level that is not an object as not GeoJSON', () => {
    expect(scanError('[{"type":"Feature"}]').code).toBe('file-not-geojson');
    expect(scanError('"FeatureCollection"').code).toBe('file-not-geojson');
    expect(scanError('42').code).toBe('file-not-geojson');
  });
});

describe('FeatureScanner, more', () => {
  it('reports a member name that is not a valid JSON string where the name ends', () => {
    const e = scanError('{"type":"FeatureCollection",\n "a\\x":1}');
    expect([e.code, e.detail, e.line, e.column]).toEqual(['file-not-json', 'Invalid member name', 2, 6]);
  });

  it('reports bytes that are not UTF-8 inside a feature as invalid JSON at that feature', () => {
    const head = enc.encode('{"type":"FeatureCollection","features":[{"a":1},\n {"n":"');
    const bytes = new Uint8Array([...head, 0xff, ...enc.encode('"}]}')]);
    for (const cuts of [[], [head.length]]) {
      const e = (() => {
        try {
          scan(bytes, cuts);
        } catch (err) {
          return err as GeoJsonScanError;
        }
        throw new Error('no error');
      })();
      expect([e.code, e.detail, e.line, e.column]).toEqual(['file-not-json', 'Invalid JSON', 2, 2]);
    }
  });

  it('hands on a last feature the file ends right after, before saying the file is cut off', () => {
    const info = new TopLevelInfo();
    const s = new FeatureScanner(info);
    const out: ScannedFeature[] = [];
    s.write(enc.encode('{"type":"FeatureCollection","features":[{"a":1},\n7'), out);
    expect(() => s.end(out)).toThrow(/truncated/);
    expect(out).toEqual([
      { index: 0, value: { a: 1 }, line: 1 },
      { index: 1, value: 7, line: 2 },
    ]);
    const seen: unknown[] = [];
    const t = new FeatureScanner();
    t.scan(enc.encode('{"features":[8'), () => undefined);
    expect(() => t.end((value, index, line) => seen.push([value, index, line]))).toThrow(/truncated/);
    expect(seen).toEqual([[8, 0, 1]]);
  });
});
