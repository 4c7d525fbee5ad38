/**
 * One file through every rule, as the uploader and the simulator see it: the duplicate messages a person
 * reads (same file, another file, with duplicates allowed), the summary's counts and acceptance, the
 * problems cap, progress, the order of file-level problems, and what a broken file reports.
 */
import { describe, expect, it, vi } from 'vitest';
import { checkFileStream, type CheckHooks, type CheckedFeature } from './check-file.ts';
import { SQUARE, chunksOf, collection, opts, plot, withoutArgs } from './test-helpers.ts';
import type { CheckOptions } from './types.ts';
import { UploadMemory } from './upload-state.ts';

const run = async (
  text: string,
  o: Partial<CheckOptions> = {},
  state = new UploadMemory(),
  name = 'plots.geojson',
  hooks: CheckHooks = {},
  chunk = 97,
) => {
  const seen: CheckedFeature[] = [];
  const summary = await checkFileStream(name, chunksOf(text, chunk), opts(o), state, {
    onFeature: (f) => seen.push(f),
    ...hooks,
  });
  return { summary, seen, codes: summary.problems.map((p) => p.code) };
};
const moved = (dx: number) => [SQUARE.map(([x, y]) => [x! + dx, y!])];

describe('duplicates as the person reads them', () => {
  it('names the earlier feature of the same file', async () => {
    const r = await run(collection([plot(), plot(undefined, { ProductionPlace: 'B' })]));
    expect(r.summary.problems.map(withoutArgs)).toEqual([
      {
        code: 'duplicate-geometry',
        severity: 'error',
        fileName: 'plots.geojson',
        featureIndex: 1,
        featureName: 'B',
        message:
          'feature 2 ("B") has the same geometry as feature 1. Remove the duplicate; if they are different plots, correct the boundary.',
        relatedFeatureIndex: 0,
        propertiesDiffer: false,
      },
    ]);
  });

  it('names the earlier file when the first one was elsewhere in the upload', async () => {
    const state = new UploadMemory();
    await run(collection([plot(moved(0.1)), plot()]), {}, state, 'first.geojson');
    const r = await run(collection([plot(undefined, { ProductionPlace: '' })]), {}, state, 'second.geojson');
    const dup = r.summary.problems.find((p) => p.code === 'duplicate-geometry');
    expect(withoutArgs(dup!)).toEqual({
      code: 'duplicate-geometry',
      severity: 'error',
      fileName: 'second.geojson',
      featureIndex: 0,
      message:
        'feature 1 has the same geometry as first.geojson feature 2. Remove the duplicate; if they are different plots, correct the boundary.',
      relatedFeatureIndex: 1,
      relatedFileName: 'first.geojson',
      propertiesDiffer: false,
    });
  });

  it('with duplicates allowed, says properties must differ, and whether they do', async () => {
    const r = await run(collection([plot(), plot(undefined, { ProductionPlace: 'B' }), plot()]), {
      allowDuplicateGeometries: true,
    });
    const dups = r.summary.problems.filter((p) => p.code === 'duplicate-geometry');
    expect(dups.map((p) => [p.featureIndex, p.propertiesDiffer])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(dups[0]!.message).toBe(
      'feature 2 ("B") has the same geometry as feature 1. Remove the duplicate, or make sure its properties differ (duplicates are allowed then); if they are different plots, correct the boundary.',
    );
    expect(r.seen.map((f) => f.acceptedByEvaluation)).toEqual([true, true, false]);
    expect(r.summary.acceptedCount).toBe(2);
  });

  it('geometry that is not checked (missing or malformed) is never a duplicate', async () => {
    const broken = { ...plot(), geometry: { type: 'Polygon', coordinates: [[1, 2]] } };
    const r = await run(collection([broken, broken]));
    expect(r.codes).not.toContain('duplicate-geometry');
  });

  it('names a duplicate name, in this file or an earlier one, only when matching on name', async () => {
    const state = new UploadMemory();
    const a = await run(
      collection([plot(), plot(moved(0.01))]),
      { shouldMatchOnName: true },
      state,
      'a.geojson',
    );
    expect(a.summary.problems.map(withoutArgs)).toEqual([
      {
        code: 'duplicate-name',
        severity: 'error',
        fileName: 'a.geojson',
        featureIndex: 1,
        featureName: 'Plot A',
        message:
          'feature 2 ("Plot A") has the same name as feature 1; plots are matched on name, so each name must be unique. Rename one of them.',
        relatedFeatureIndex: 0,
      },
    ]);
    const b = await run(collection([plot(moved(0.02))]), { shouldMatchOnName: true }, state, 'b.geojson');
    expect(b.summary.problems[0]).toMatchObject({
      code: 'duplicate-name',
      relatedFileName: 'a.geojson',
      message: expect.stringContaining('has the same name as a.geojson feature 1;') as unknown,
    });
    const unnamed = await run(
      collection([plot(undefined, { ProductionPlace: '' }), plot(moved(0.01), { ProductionPlace: '' })]),
      { shouldMatchOnName: true },
    );
    expect(unnamed.codes).toEqual(['missing-name', 'missing-name']);
  });
});

describe('the summary', () => {
  it('counts every problem by code, keeps at most maxProblems, and counts accepted plots', async () => {
    const features = [
      plot(undefined, { ProductionPlace: '' }),
      plot(moved(0.01), { ProductionPlace: '', ProducerCountry: 'XX' }),
      plot(moved(0.02), { ProductionPlace: '' }),
      plot(moved(0.03)),
    ];
    const capped = await run(collection(features), {}, new UploadMemory(), 'p.geojson', { maxProblems: 3 });
    expect(capped.summary.counts).toEqual({ 'missing-name': 3, 'bad-country': 1 });
    expect(capped.codes).toEqual(['missing-name', 'missing-name', 'bad-country']);
    expect(capped.summary.featureCount).toBe(4);
    expect(capped.summary.acceptedCount).toBe(1);
    expect(capped.seen.map((f) => [f.index, f.acceptedByEvaluation])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(capped.seen[1]!.problems.map((p) => p.code)).toEqual(['missing-name', 'bad-country']);
    const exact = await run(collection(features), {}, new UploadMemory(), 'p.geojson', { maxProblems: 4 });
    expect(exact.codes).toHaveLength(4);
    const all = await run(collection(features));
    expect(all.codes).toHaveLength(4);
    expect(all.summary).toMatchObject({ fileName: 'plots.geojson', fatal: null });
    expect(all.summary.bytes).toBe(new TextEncoder().encode(collection(features)).length);
  });

  it('a warning alone does not refuse a plot', async () => {
    const r = await run(collection([plot(undefined, { ProducerCountry: 'XX' })]));
    expect(r.codes).toEqual(['bad-country']);
    expect(r.summary.acceptedCount).toBe(1);
  });

  it('reports progress after each chunk and once at the end', async () => {
    const text = collection([plot(), plot(moved(0.01)), plot(moved(0.02))]);
    const calls: [number, number][] = [];
    await run(text, {}, new UploadMemory(), 'p.geojson', { onProgress: (b, f) => calls.push([b, f]) }, 400);
    const size = new TextEncoder().encode(text).length;
    const chunks = Math.ceil(size / 400);
    expect(calls).toHaveLength(chunks + 1);
    expect(calls.map(([b]) => b)).toEqual([
      ...Array.from({ length: chunks }, (_, i) => Math.min(size, (i + 1) * 400)),
      size,
    ]);
    expect(calls.at(-1)).toEqual([size, 3]);
    for (let i = 1; i < calls.length; i++) expect(calls[i]![1]).toBeGreaterThanOrEqual(calls[i - 1]![1]);
  });

  it('checks features that need the country shapes in file order, with the ones after them', async () => {
    const swapped = [SQUARE.map(([x, y]) => [y!, x!])];
    const text = collection([
      plot(moved(0.01)),
      plot(swapped, { ProductionPlace: 'S' }),
      plot(moved(0.02), { ProductionPlace: 'C' }),
    ]);
    const r = await run(text, {}, new UploadMemory(), 'p.geojson', {}, 1 << 20);
    expect(r.seen.map((f) => f.index)).toEqual([0, 1, 2]);
    expect(r.seen.map((f) => f.problems.map((p) => p.code))).toEqual([[], ['swapped-axes'], []]);
    expect(r.summary.featureCount).toBe(3);
  });
});

describe('file-level problems', () => {
  it('puts them before the feature problems: a declared CRS wins over projected-looking positions', async () => {
    const metres = [SQUARE.map(([x, y]) => [x! * 1e5 + 500000, y! * 1e5])];
    const utm = { crs: { type: 'name', properties: { name: 'EPSG:32630' } } };
    const declared = await run(collection([plot(metres)], utm));
    expect(declared.codes[0]).toBe('file-crs');
    expect(declared.codes.filter((c) => c === 'file-crs')).toHaveLength(1);
    expect(declared.summary.problems[0]!.message).toContain('declares the coordinate system "EPSG:32630"');
    expect(declared.summary.counts['file-crs']).toBe(1);
    const guessed = await run(collection([plot(), plot(metres, { ProductionPlace: 'M' })]));
    expect(guessed.codes[0]).toBe('file-crs');
    expect(guessed.summary.problems[0]!.coordinate).toEqual(metres[0]![0]);
  });

  it('an empty collection warns that overwriting with it removes every plot', async () => {
    const r = await run(collection([]));
    expect(r.summary.problems.map(withoutArgs)).toEqual([
      {
        code: 'file-empty',
        severity: 'warning',
        fileName: 'plots.geojson',
        message:
          'plots.geojson has no features. With overwrite on, uploading it removes every plot of the supplier: confirm only if that is what you want, otherwise add the plots.',
      },
    ]);
    expect(r.summary.counts).toEqual({ 'file-empty': 1 });
  });

  it('a file that is not GeoJSON plots stops everything, saying what it is', async () => {
    const noFeatures = await run('{"type":"FeatureCollection"}');
    expect(noFeatures.summary).toMatchObject({
      fatal: {
        code: 'file-not-geojson',
        severity: 'error',
        fileName: 'plots.geojson',
        message:
          'plots.geojson is a FeatureCollection without a "features" array. Export the plots as a GeoJSON FeatureCollection.',
      },
      counts: { 'file-not-geojson': 1 },
      acceptedCount: 0,
    });
    expect((await run('{"type":"Topology"}')).summary.fatal?.message).toBe(
      'plots.geojson is JSON but not GeoJSON plots: the top level has "type": "Topology" instead of "FeatureCollection", "Feature" or a geometry. Export the plots as a GeoJSON FeatureCollection.',
    );
    expect((await run('{"features":[]}')).summary.fatal?.message).toContain('"type": null instead of');
    const afterFeatures = await run(`{"type":"Topology","features":[${JSON.stringify(plot())}]}`);
    expect(afterFeatures.summary).toMatchObject({
      featureCount: 1,
      acceptedCount: 0,
      problems: [{ code: 'file-not-geojson' }],
    });
  });

  it('broken JSON names line and column; a non-object top level is not GeoJSON', async () => {
    const r = await run('{"type":"FeatureCollection",\n"features":[{]}');
    expect(r.summary.fatal).toEqual({
      code: 'file-not-json',
      severity: 'error',
      fileName: 'plots.geojson',
      message: expect.stringMatching(
        /^plots\.geojson is not valid JSON: .+ at line 2, column 14\. Fix it there or re-export the file as GeoJSON\.$/,
      ) as unknown,
      line: 2,
      column: 14,
      // The catalogue's reference, so /check and `plot-check --lang` say it in the reader's language.
      args: {
        key: 'read.json.invalid',
        values: { file: 'plots.geojson', line: 2, column: 14, detail: expect.any(String) as unknown },
      },
    });
    expect(r.summary.problems.map(withoutArgs)).toEqual([withoutArgs(r.summary.fatal!)]);
    const arr = await run('[1,2]');
    expect(arr.summary.fatal).toMatchObject({ code: 'file-not-geojson', line: 1, column: 1 });
    expect(arr.summary.fatal?.message).toMatch(
      /^plots\.geojson is not GeoJSON: .+\. Export the plots as a GeoJSON FeatureCollection\.$/,
    );
  });

  it('a bare Feature is feature 0; a Feature with a features array is read as a collection', async () => {
    const bare = await run(JSON.stringify(plot(undefined, { ProducerCountry: 'XX' })));
    expect(bare.seen.map((f) => [f.index, f.name])).toEqual([[0, 'Plot A']]);
    expect(bare.codes).toEqual(['bad-country']);
    const both = await run(`{"type":"Feature","features":[${JSON.stringify(plot())}]}`);
    expect(both.summary.featureCount).toBe(1);
  });
});

describe('a file that is one bare geometry', () => {
  const geometries: Record<string, unknown> = {
    Point: [-5.1, 7.1],
    MultiPoint: [[-5.1, 7.1]],
    LineString: SQUARE.slice(0, 2),
    MultiLineString: [SQUARE.slice(0, 2)],
    Polygon: [SQUARE],
    MultiPolygon: [[SQUARE]],
  };

  it('is one plot without properties, whatever the geometry type', async () => {
    for (const [type, coordinates] of Object.entries(geometries)) {
      const r = await run(JSON.stringify({ type, coordinates }));
      expect([type, r.summary.fatal, r.summary.featureCount]).toEqual([type, null, 1]);
      expect(r.seen[0]!.feature).toEqual({
        type: 'Feature',
        properties: {},
        geometry: { type, coordinates },
      });
    }
    const collection = {
      type: 'GeometryCollection',
      geometries: [{ type: 'Polygon', coordinates: [SQUARE] }],
    };
    const r = await run(JSON.stringify(collection));
    expect([r.summary.fatal, r.summary.featureCount]).toEqual([null, 1]);
    expect(r.seen[0]!.feature!.geometry).toEqual(collection);
  });

  it('a bare Polygon is checked like any plot: without properties it has no name', async () => {
    const r = await run(JSON.stringify({ type: 'Polygon', coordinates: [SQUARE] }));
    expect(r.codes).toEqual(['missing-name', 'bad-country']);
    expect(r.seen.map((f) => [f.index, f.name])).toEqual([[0, null]]);
  });

  it('a geometry type with a features array is not GeoJSON plots', async () => {
    const r = await run(`{"type":"Polygon","features":[${JSON.stringify(plot())}]}`);
    expect(r.summary.fatal?.message).toContain('the top level has "type": "Polygon" instead of');
    expect(r.summary.featureCount).toBe(1);
  });
});

describe('the caller and the source', () => {
  it('needs no hooks', async () => {
    const summary = await checkFileStream(
      'p.geojson',
      chunksOf(collection([plot()])),
      opts(),
      new UploadMemory(),
    );
    expect(summary).toMatchObject({ featureCount: 1, acceptedCount: 1, problems: [] });
  });

  it('passes a read failure of the source on as it is, not as a broken file', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode('{"type":"FeatureCollection","features":[');
      throw new Error('disk unplugged');
    }
    await expect(checkFileStream('p.geojson', failing(), opts(), new UploadMemory())).rejects.toThrow(
      'disk unplugged',
    );
  });
});

describe('the country shapes, loaded only when a plot needs them', () => {
  // Fresh modules: the shapes are loaded once per process, and another test may have loaded them already.
  const fresh = async () => {
    vi.resetModules();
    const [checkFile, countries, uploadState] = await Promise.all([
      import('./check-file.ts'),
      import('./countries.ts'),
      import('./upload-state.ts'),
    ]);
    const check = (text: string) => {
      const seen: CheckedFeature[] = [];
      return checkFile
        .checkFileStream('p.geojson', chunksOf(text, 1 << 20), opts(), new uploadState.UploadMemory(), {
          onFeature: (f) => seen.push(f),
        })
        .then(() => seen);
    };
    return { check, loaded: countries.loadedLandIndex };
  };

  // Only a plot whose first position could be swapped (longitude within ±90°) needs them.
  const east = (dx: number) => plot(moved(115 + dx), { ProductionPlace: `E${dx}` });

  it('are not loaded for a file without a plot that could be swapped', async () => {
    const { check, loaded } = await fresh();
    const seen = await check(collection([east(0), east(0.01)]));
    expect(seen.map((f) => f.index)).toEqual([0, 1]);
    expect(loaded()).toBeNull();
  });

  it('are loaded for a plot that could be swapped, which is checked with them, in file order', async () => {
    const { check, loaded } = await fresh();
    const swapped = [SQUARE.map(([x, y]) => [y!, x!])];
    const seen = await check(collection([east(0), plot(swapped, { ProductionPlace: 'S' }), east(0.01)]));
    expect(seen.map((f) => [f.index, f.problems.map((p) => p.code)])).toEqual([
      [0, []],
      [1, ['swapped-axes']],
      [2, []],
    ]);
    expect(loaded()).not.toBeNull();
  });
});
