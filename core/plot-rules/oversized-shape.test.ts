/**
 * The cap on one plot's text (MAX_FEATURE_BYTES) where a plot is not an element of `features`: a file that is
 * one bare Feature or one bare geometry (a 105 MB bare ring took plot-check to 771 MB, parsed whole). Its
 * shape member is capped like a feature and the check says so; other top-level members are read as before.
 * And where each streamed feature's text starts, for the readers that copy a plot too large to parse.
 */
import { describe, expect, it } from 'vitest';
import { FeatureScanner, OversizedFeature, type TopLevelInfo } from './feature-stream.ts';
import {
  checkFileStream,
  createUploadCheckState,
  streamCappedFeatures,
  type CheckedFeature,
} from './index.ts';
import { chunksOf, opts, plot, SQUARE } from './test-helpers.ts';

const enc = new TextEncoder();

function scan(text: string, max: number, size: number): { out: unknown[]; info: TopLevelInfo } {
  const out: unknown[] = [];
  const scanner = new FeatureScanner(undefined, { maxFeatureBytes: max });
  const bytes = enc.encode(text);
  for (let i = 0; i < bytes.length; i += size) scanner.scan(bytes.subarray(i, i + size), (v) => out.push(v));
  scanner.end((v) => out.push(v));
  return { out, info: scanner.info };
}

const geometry = { type: 'Polygon', coordinates: [SQUARE] };
const geometryBytes = JSON.stringify(geometry).length;
const bareFeature = JSON.stringify({
  type: 'Feature',
  properties: { ProductionPlace: 'Solo', ProducerCountry: 'CI' },
  geometry,
  crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } },
});

describe('a bare Feature or geometry over the cap', () => {
  it.each([
    ['in one chunk', 1 << 16],
    ['across chunks', 7],
  ])('%s: a shape of exactly the cap is read, one byte over is kept unparsed', (_, size) => {
    const at = scan(bareFeature, geometryBytes, size);
    expect(at.info.members.get('geometry')).toEqual(geometry);
    expect(at.info.oversizedShape()).toBeNull();
    const over = scan(bareFeature, geometryBytes - 1, size);
    expect(over.out).toEqual([]);
    expect(over.info.members.get('geometry')).toEqual(new OversizedFeature(geometryBytes, geometryBytes - 1));
    expect(over.info.oversizedShape()).toBe(over.info.members.get('geometry'));
    // The other members are read as before, including the ones after it.
    expect(over.info.members.get('type')).toBe('Feature');
    expect(over.info.members.get('properties')).toEqual({ ProductionPlace: 'Solo', ProducerCountry: 'CI' });
    expect(over.info.members.get('crs')).toEqual({
      type: 'name',
      properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' },
    });
  });

  it('a bare geometry: its coordinates are the member capped; a collection keeps its features apart', () => {
    const bare = JSON.stringify(geometry);
    const coordinates = JSON.stringify(geometry.coordinates).length;
    const { info } = scan(bare, coordinates - 1, 5);
    expect(info.members.get('coordinates')).toEqual(new OversizedFeature(coordinates, coordinates - 1));
    expect(info.members.get('type')).toBe('Polygon');
    const collection = JSON.stringify({ type: 'GeometryCollection', geometries: [geometry] });
    const parts = scan(collection, geometryBytes, 11).info;
    expect(parts.members.get('geometries')).toEqual(new OversizedFeature(geometryBytes + 2, geometryBytes));
    expect(scan(collection, geometryBytes + 2, 11).info.members.get('geometries')).toEqual([geometry]);
    const fc = scan(JSON.stringify({ type: 'FeatureCollection', name: 'x'.repeat(50), features: [] }), 10, 9);
    expect(fc.info.members.get('name')).toBe('x'.repeat(50));
    expect(fc.info.oversizedShape()).toBeNull();
  });

  it('the check gives that one plot its size and the cap; under the cap it is checked as usual', async () => {
    const run = async (text: string, max: number) => {
      const seen: CheckedFeature[] = [];
      const summary = await checkFileStream(
        'solo.geojson',
        chunksOf(text, 16),
        opts(),
        createUploadCheckState(),
        {
          maxFeatureBytes: max,
          onFeature: (f) => seen.push(f),
        },
      );
      return { summary, seen };
    };
    const over = await run(bareFeature, geometryBytes - 1);
    expect(over.summary.fatal).toBeNull();
    expect(over.summary.featureCount).toBe(1);
    expect(over.seen[0]!.feature).toBeNull();
    expect(over.seen[0]!.problems.map((p) => p.code)).toEqual(['missing-geometry']);
    expect(over.seen[0]!.problems[0]!.message).toMatch(
      /^feature 1 takes 0\.1 MB of text, more than the 0 MB one plot may take/,
    );
    const fits = await run(bareFeature, geometryBytes);
    expect(fits.summary.counts['missing-geometry']).toBeUndefined();
    expect(fits.summary.acceptedCount).toBe(1);
    const bareGeometry = await run(JSON.stringify(geometry), 20);
    expect(bareGeometry.summary.featureCount).toBe(1);
    expect(bareGeometry.seen[0]!.problems.map((p) => p.code)).toEqual(['missing-geometry']);
  });
});

describe('streamCappedFeatures', () => {
  it('hands each feature on with where its text starts; a feature over the cap unparsed, copied from there', async () => {
    const small = plot([SQUARE], { ProductionPlace: 'A' });
    const big = plot([SQUARE], { ProductionPlace: 'B'.repeat(300) });
    const text = `\uFEFF{"type":"FeatureCollection","features":[\n${JSON.stringify(small)} ,\n  ${JSON.stringify(big)},${JSON.stringify(small)}]}`;
    const bytes = enc.encode(text);
    const limit = JSON.stringify(big).length - 1;
    const got = [];
    for await (const f of streamCappedFeatures(chunksOf(text, 7), undefined, limit)) got.push(f);
    expect(got.map((f) => [f.index, f.line])).toEqual([
      [0, 2],
      [1, 3],
      [2, 3],
    ]);
    const textAt = (start: number, length: number) =>
      new TextDecoder().decode(bytes.subarray(start, start + length));
    expect(got[0]!.value).toEqual(small);
    expect(textAt(got[0]!.start, JSON.stringify(small).length)).toBe(JSON.stringify(small));
    expect(got[1]!.value).toEqual(new OversizedFeature(limit + 1, limit));
    expect(textAt(got[1]!.start, limit + 1)).toBe(JSON.stringify(big));
    expect(textAt(got[2]!.start, JSON.stringify(small).length)).toBe(JSON.stringify(small));
  });

  it('a file cut short is still not JSON, after the features read before the cut', async () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [plot([SQUARE], {}), plot([SQUARE], {})],
    });
    const got: unknown[] = [];
    const read = async () => {
      for await (const f of streamCappedFeatures(chunksOf(text.slice(0, -40), 7))) got.push(f.value);
    };
    await expect(read()).rejects.toThrow(/ends before the JSON is complete/);
    expect(got).toEqual([plot([SQUARE], {})]);
  });
});
