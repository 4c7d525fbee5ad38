/**
 * Hostile and odd input (tests/fixtures/hostile/README.md): each file gets a clear, specific problem from the
 * one rule module the browser and the simulator share, and nothing throws.
 */
import { describe, expect, it } from 'vitest';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_CHECK_OPTIONS,
  checkFileStream,
  createUploadCheckState,
  type FileCheckSummary,
} from '@core/plot-rules/index.ts';

const dir = path.resolve('tests/fixtures/hostile');

async function check(name: string): Promise<FileCheckSummary> {
  // Small chunks so every file also exercises the scanner's chunk boundaries.
  const stream = createReadStream(path.join(dir, name), { highWaterMark: 7 }) as AsyncIterable<Uint8Array>;
  return checkFileStream(name, stream, DEFAULT_CHECK_OPTIONS, createUploadCheckState());
}

async function checkBytes(name: string, bytes: Uint8Array): Promise<FileCheckSummary> {
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += 1 << 16) yield bytes.subarray(i, i + (1 << 16));
  }
  return checkFileStream(name, chunks(), DEFAULT_CHECK_OPTIONS, createUploadCheckState());
}

const codes = (s: FileCheckSummary) => [...new Set(s.problems.map((p) => p.code))].sort();
const errors = (s: FileCheckSummary) => s.problems.filter((p) => p.severity === 'error');

describe('hostile and odd plot files', () => {
  it('invalid JSON: file-not-json naming the line and column', async () => {
    const s = await check('invalid-json.geojson');
    expect(s.fatal?.code).toBe('file-not-json');
    expect(s.fatal?.message).toMatch(/line 1.*column \d+/i);
  });

  it('a truncated file: file-not-json, not a hang', async () => {
    const s = await check('truncated.geojson');
    expect(s.fatal?.code).toBe('file-not-json');
    expect(s.fatal?.message.length).toBeGreaterThan(20);
  });

  it.each(['top-level-array.geojson', 'top-level-number.geojson', 'topojson.geojson'])(
    'wrong top-level type (%s): file-not-geojson',
    async (name) => {
      const s = await check(name);
      expect(s.fatal?.code).toBe('file-not-geojson');
    },
  );

  it('a UTF-8 BOM and CRLF line ends are accepted', async () => {
    const s = await check('bom-crlf.geojson');
    expect(s.fatal).toBeNull();
    expect(s.featureCount).toBe(1);
    expect(errors(s)).toEqual([]);
  });

  it('3-D coordinates are accepted with no error', async () => {
    const s = await check('three-d.geojson');
    expect(s.fatal).toBeNull();
    expect(errors(s)).toEqual([]);
  });

  it('huge numbers: out-of-range, and nothing throws', async () => {
    const s = await check('huge-numbers.geojson');
    expect(s.fatal).toBeNull();
    expect(codes(s)).toContain('out-of-range');
  });

  it('a projected crs member: file-crs', async () => {
    const s = await check('crs-projected.geojson');
    expect(codes(s)).toContain('file-crs');
  });

  it('nested GeometryCollections: unsupported-geometry', async () => {
    const s = await check('nested-geometry-collection.geojson');
    expect(codes(s)).toEqual(expect.arrayContaining(['unsupported-geometry']));
  });

  it('null and absent geometries: missing-geometry for each feature', async () => {
    const s = await check('null-geometries.geojson');
    const missing = s.problems.filter((p) => p.code === 'missing-geometry');
    expect(missing.map((p) => p.featureIndex)).toEqual([0, 1]);
  });

  it('properties holding HTML and script are plain data', async () => {
    const s = await check('html-properties.geojson');
    expect(s.fatal).toBeNull();
    expect(errors(s)).toEqual([]);
    const raw = readFileSync(path.join(dir, 'html-properties.geojson'), 'utf8');
    expect(raw).toContain('<script>');
  });

  // The time is a ratio to a ring of a tenth of the vertices, measured in the same run, so a busy machine
  // (which slows both) does not fail it; a test of every edge against every other grows about 100 times.
  it('a 10,000-vertex ring is checked in time that grows with its vertices, not their square', async () => {
    const timed = async (vertices: number) => {
      const ring: [number, number][] = [];
      for (let i = 0; i < vertices; i++) {
        const a = (i / vertices) * 2 * Math.PI;
        ring.push([+(-5.5 + 0.01 * Math.cos(a)).toFixed(6), +(6.5 + 0.01 * Math.sin(a)).toFixed(6)]);
      }
      ring.push(ring[0]!);
      const fc = {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { ProductionPlace: 'Detailed', ProducerCountry: 'CI', Area: 314 },
            geometry: { type: 'Polygon', coordinates: [ring] },
          },
        ],
      };
      const bytes = new TextEncoder().encode(JSON.stringify(fc));
      // Processor time, not the clock, so a busy machine cannot make one of the two runs look slow (the same
      // wall-clock ratio in core/upload-diff gave 28× for 10× under load).
      const started = process.cpuUsage();
      const s = await checkBytes('detailed.geojson', bytes);
      const used = process.cpuUsage(started);
      return { s, ms: (used.user + used.system) / 1000 };
    };
    const small = await timed(1_000);
    const large = await timed(10_000);
    for (const { s } of [small, large]) {
      expect(s.featureCount).toBe(1);
      expect(codes(s)).not.toContain('self-intersection');
    }
    expect(large.ms / Math.max(small.ms, 1)).toBeLessThan(30);
  });
});
