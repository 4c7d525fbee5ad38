/**
 * A plot too large to parse (a ring of 10 million vertices took the check to 2.4 GB): the scanner hands
 * on a feature over its byte cap as an OversizedFeature, unparsed, and goes on with the next; the check
 * gives that plot a missing-geometry problem that says its size, the cap and what to do. The cap is tested
 * at its line with a lowered limit, inside one chunk and across chunks, and once at its real size.
 */
import { describe, expect, it } from 'vitest';
import { FeatureScanner, MAX_FEATURE_BYTES, OversizedFeature } from './feature-stream.ts';
import { checkFileStream, createUploadCheckState, type CheckedFeature } from './index.ts';
import { chunksOf, collection, opts, plot, SQUARE } from './test-helpers.ts';

const enc = new TextEncoder();

/** Scans `text` in chunks of `size` bytes with the cap `max`; what each feature became. */
function scan(text: string, max: number, size: number): unknown[] {
  const out: unknown[] = [];
  const scanner = new FeatureScanner(undefined, { maxFeatureBytes: max });
  const bytes = enc.encode(text);
  for (let i = 0; i < bytes.length; i += size) scanner.scan(bytes.subarray(i, i + size), (v) => out.push(v));
  scanner.end((v) => out.push(v));
  return out;
}

const small = { type: 'Feature', properties: { n: 1 }, geometry: null };
const big = { type: 'Feature', properties: { n: 2 }, geometry: { type: 'Point', coordinates: [1, 2] } };
const bigBytes = JSON.stringify(big).length;
const text = JSON.stringify({ type: 'FeatureCollection', features: [small, big, small] });

describe('the scanner cap on one feature', () => {
  it.each([
    ['in one chunk', 1 << 16],
    ['across chunks', 7],
  ])('%s: a feature of exactly the cap is parsed; one byte over it is handed on unparsed', (_, size) => {
    const at = scan(text, bigBytes, size);
    expect(at).toEqual([small, big, small]);
    const over = scan(text, bigBytes - 1, size);
    expect(over).toHaveLength(3);
    expect(over[0]).toEqual(small);
    expect(over[1]).toBeInstanceOf(OversizedFeature);
    expect(over[1]).toEqual(new OversizedFeature(bigBytes, bigBytes - 1));
    // The scan goes on after it: the next feature is read as usual.
    expect(over[2]).toEqual(small);
  });

  it('counts the whole size of a feature far over the cap, over many chunks', () => {
    const huge = {
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: Array(500).fill([1.5, 2.5]) },
    };
    const t = JSON.stringify({ type: 'FeatureCollection', features: [huge, small] });
    const out = scan(t, 100, 64);
    expect(out[0]).toEqual(new OversizedFeature(JSON.stringify(huge).length, 100));
    expect(out[1]).toEqual(small);
  });

  it('has no cap unless asked (the readers that rewrite a file must never lose a plot)', () => {
    expect(scan(text, Infinity, 5)).toEqual([small, big, small]);
    const out: unknown[] = [];
    const s = new FeatureScanner();
    s.scan(enc.encode(text), (v) => out.push(v));
    s.end((v) => out.push(v));
    expect(out).toEqual([small, big, small]);
  });

  it('a top-level member over the cap is still read (only features are capped)', () => {
    const t = JSON.stringify({
      type: 'FeatureCollection',
      crs: { name: 'x'.repeat(200) },
      features: [small],
    });
    const s = new FeatureScanner(undefined, { maxFeatureBytes: 60 });
    const out: unknown[] = [];
    s.scan(enc.encode(t), (v) => out.push(v));
    s.end((v) => out.push(v));
    expect(out).toEqual([small]);
    expect(s.info.members.get('crs')).toEqual({ name: 'x'.repeat(200) });
  });

  it('a file cut short inside an oversized feature is still not JSON', () => {
    expect(() => scan(text.slice(0, 40 + bigBytes / 2), 20, 8)).toThrow(/ends before the JSON is complete/);
  });
});

describe('the check of a plot over the cap', () => {
  const good = (name: string, dx: number) =>
    plot([SQUARE.map(([x, y]) => [Number((x! + dx).toFixed(6)), y])], { ProductionPlace: name });

  it('costs that plot only: missing-geometry with its size, the cap and what to do; the others are checked', async () => {
    const ring = [...Array(20_000)].map((_, i) => {
      const a = (2 * Math.PI * i) / 20_000;
      return [Number((-5 + 0.01 * Math.cos(a)).toFixed(6)), Number((7 + 0.01 * Math.sin(a)).toFixed(6))];
    });
    ring.push(ring[0]!);
    const file = collection([good('A', 0), plot([ring], { ProductionPlace: 'Huge' }), good('C', 0.1)]);
    const seen: CheckedFeature[] = [];
    const summary = await checkFileStream(
      'plots.geojson',
      chunksOf(file, 4096),
      opts(),
      createUploadCheckState(),
      {
        maxFeatureBytes: (1024 * 1024) / 4,
        onFeature: (f) => seen.push(f),
      },
    );
    expect(summary.featureCount).toBe(3);
    expect(summary.acceptedCount).toBe(2);
    expect(seen.map((f) => f.index)).toEqual([0, 1, 2]);
    expect(seen[1]!.feature).toBeNull();
    expect(seen[1]!.problems.map((p) => p.code)).toEqual(['missing-geometry']);
    expect(seen[1]!.problems[0]!.message).toBe(
      'feature 2 takes 0.4 MB of text, more than the 0.2 MB one plot may take, so its boundary was not read. Simplify the boundary in your GIS tool (a plot needs a few hundred vertices, not hundreds of thousands) and send the file again.',
    );
    // Under the default cap the same plot is read and checked.
    const whole = await checkFileStream(
      'plots.geojson',
      chunksOf(file, 4096),
      opts(),
      createUploadCheckState(),
    );
    expect(whole.counts['missing-geometry']).toBeUndefined();
  });

  it('the transform (the field mapping) is not given the unparsed plot', async () => {
    const file = collection([plot([SQUARE], { ProductionPlace: 'x'.repeat(3000) })]);
    const given: unknown[] = [];
    const summary = await checkFileStream(
      'p.geojson',
      chunksOf(file, 512),
      opts(),
      createUploadCheckState(),
      {
        maxFeatureBytes: 1000,
        transform: (v) => (given.push(v), v),
      },
    );
    expect(given).toEqual([]);
    expect(summary.counts['missing-geometry']).toBe(1);
  });

  it('at its real size, a ring of 1.2 million vertices (24 MiB) is refused without being parsed', async () => {
    const head = enc.encode(
      '{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"ProductionPlace":"Huge","ProducerCountry":"CI"},"geometry":{"type":"Polygon","coordinates":[[',
    );
    const vertex = enc.encode('[-5.123456,7.123456],');
    const perChunk = 50_000;
    const body = new Uint8Array(vertex.length * perChunk);
    for (let i = 0; i < perChunk; i++) body.set(vertex, i * vertex.length);
    const chunks = 24; // 24 × 50,000 vertices × 21 bytes ≈ 24 MiB
    async function* file() {
      yield head;
      for (let c = 0; c < chunks; c++) yield body;
      yield enc.encode('[-5.123456,7.123456]]]}}]}');
    }
    const seen: CheckedFeature[] = [];
    const summary = await checkFileStream('huge.geojson', file(), opts(), createUploadCheckState(), {
      onFeature: (f) => seen.push(f),
    });
    expect(MAX_FEATURE_BYTES).toBe(8 * 1024 * 1024);
    expect(summary.featureCount).toBe(1);
    expect(seen[0]!.problems[0]!.message).toMatch(
      /^feature 1 takes 24.1 MB of text, more than the 8 MB one plot may take/,
    );
  });
});
