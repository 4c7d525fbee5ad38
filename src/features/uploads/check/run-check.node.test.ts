import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { runCheck } from './run-check.ts';
import { runFix, type RewritableFile } from './run-fix.ts';

const ring = (x: number, y: number, s = 0.001234) => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
  [x, y],
];
const feature = (name: string | null, coordinates: unknown, type = 'Polygon') => ({
  type: 'Feature',
  properties: { ...(name ? { ProductionPlace: name } : {}), ProducerCountry: 'CI', Area: 1.9 },
  geometry: coordinates === null ? null : { type, coordinates },
});
const file = (name: string, value: unknown): RewritableFile => {
  const blob = new Blob([typeof value === 'string' ? value : JSON.stringify(value)]);
  return { name, size: blob.size, stream: () => blob.stream(), slice: (a, b) => blob.slice(a, b) };
};

describe('runCheck', () => {
  const bow = [
    [
      [-5.5, 7.5],
      [-5.4988, 7.5012],
      [-5.4988, 7.5],
      [-5.5, 7.5012],
      [-5.5, 7.5],
    ],
  ];
  const fc = {
    type: 'FeatureCollection',
    features: [
      feature('A', [ring(-5.512345, 7.523456)]),
      feature(null, [ring(-5.412345, 7.523456)]),
      feature('Bow', bow),
      feature('Nothing', null),
      feature('Far', [ring(185.123456, 7.523456)]),
    ],
  };

  it('counts per file and in total, and maps each problem to its plot on the map', async () => {
    const r = await runCheck(
      [file('a.geojson', fc), file('empty.geojson', { type: 'FeatureCollection', features: [] })],
      DEFAULT_CHECK_OPTIONS,
    );
    expect(r.files.map((f) => f.featureCount)).toEqual([5, 0]);
    expect(r.totals.featureCount).toBe(5);
    expect(r.totals.byRule['missing-name']?.errors).toBe(1);
    expect(r.totals.byRule['missing-geometry']?.errors).toBe(1);
    expect(r.totals.byRule['file-empty']?.warnings).toBe(1);
    // missing-name, missing-geometry and out-of-range are refused by the evaluation; the bow tie is not (no TRACES).
    expect(r.totals.notAccepted).toBe(3);
    // The bow tie is accepted by the service, but TRACES would refuse it: counted apart (issue 52).
    expect(r.totals.tracesRefused).toBe(1);
    expect(r.files.map((f) => f.tracesRefused)).toEqual([1, 0]);
    const missingName = r.problems.find((p) => p.code === 'missing-name')!;
    expect(missingName).toMatchObject({ fileIndex: 0, featureIndex: 1, uid: 1 });
    expect(r.problems.find((p) => p.code === 'missing-geometry')!.uid).toBeNull();
    expect(r.problems.find((p) => p.code === 'file-empty')).toMatchObject({
      fileName: 'empty.geojson',
      uid: null,
    });
    expect(r.propertyNames).toEqual(expect.arrayContaining(['ProductionPlace', 'ProducerCountry', 'Area']));
  });

  it('draws broken polygons also as outlines and never draws plots off the globe', async () => {
    const r = await runCheck([file('a.geojson', fc)], DEFAULT_CHECK_OPTIONS);
    expect(r.previewShown).toBe(3);
    expect(r.undrawable).toBe(2);
    const bowFeatures = r.preview.features.filter((f) => f.properties.name === 'Bow');
    expect(bowFeatures.map((f) => f.geometry.type).sort()).toEqual(['MultiLineString', 'Polygon']);
    expect(bowFeatures.every((f) => f.properties.hasError)).toBe(true);
    expect(r.preview.features.some((f) => f.properties.name === 'Far')).toBe(false);
  });

  it('reports a file that is not JSON as fatal, with its line', async () => {
    const r = await runCheck(
      [file('bad.geojson', '{"type": "FeatureCollection",\n "features": [ }')],
      DEFAULT_CHECK_OPTIONS,
    );
    expect(r.files[0]!.fatal?.code).toBe('file-not-json');
    expect(r.problems[0]).toMatchObject({ code: 'file-not-json', line: 2 });
  });

  it('groups every problem by what blocks, its plots matching what the evaluation refuses', async () => {
    const r = await runCheck(
      [file('a.geojson', fc), file('empty.geojson', { type: 'FeatureCollection', features: [] })],
      DEFAULT_CHECK_OPTIONS,
    );
    const byName = Object.fromEntries(r.groups.map((g) => [g.name, g]));
    expect(r.groups.map((g) => g.name)).toEqual(['blocksUpload', 'blocksTraces', 'warnings']);
    expect(byName.blocksUpload!.plots).toBe(r.totals.notAccepted);
    expect(byName.blocksUpload!.lines.map((l) => [l.code, l.count]).sort()).toEqual([
      ['missing-geometry', 1],
      ['missing-name', 1],
      ['out-of-range', 1],
    ]);
    // The bow tie: an error TRACES would reject, accepted by the upload without TRACES validation.
    expect(byName.blocksTraces!.lines.map((l) => l.code)).toContain('self-intersection');
    const empty = byName.warnings!.lines.find((l) => l.code === 'file-empty')!;
    expect(empty).toMatchObject({ count: 1, plots: 0 });
    expect(empty.items[0]).toMatchObject({ fileName: 'empty.geojson' });
    const all = r.groups.reduce((n, g) => n + g.count, 0);
    expect(all).toBe(r.totals.errors + r.totals.warnings);

    const traces = await runCheck([file('a.geojson', fc)], {
      ...DEFAULT_CHECK_OPTIONS,
      validateForTraces: true,
    });
    expect(traces.groups.find((g) => g.name === 'blocksUpload')!.lines.map((l) => l.code)).toContain(
      'self-intersection',
    );
    expect(traces.groups.find((g) => g.name === 'blocksUpload')!.plots).toBe(traces.totals.notAccepted);
  });

  it('stops when superseded', async () => {
    await expect(
      runCheck([file('a.geojson', fc)], DEFAULT_CHECK_OPTIONS, { isCancelled: () => true }),
    ).rejects.toThrow('superseded');
  });
});

describe('runFix', () => {
  it('closes rings and writes a FeatureCollection that checks clean of the fixed rule', async () => {
    const open = ring(-5.512345, 7.523456).slice(0, 4);
    const outcome = await runFix(
      file('p.geojson', { type: 'FeatureCollection', name: 'keep me', features: [feature('Open', [open])] }),
      ['close-rings'],
      DEFAULT_CHECK_OPTIONS,
    );
    expect(outcome.counts['unclosed-ring']).toEqual({ before: 1, after: 0 });
    expect(outcome.file.name).toBe('p.geojson');
    const written = JSON.parse(await outcome.file.text()) as {
      name: string;
      features: { geometry: { coordinates: number[][][] } }[];
    };
    expect(written.name).toBe('keep me');
    const r = written.features[0]!.geometry.coordinates[0]!;
    expect(r[0]).toEqual(r[r.length - 1]);
    const again = await runCheck([file('p.geojson', await outcome.file.text())], DEFAULT_CHECK_OPTIONS);
    expect(again.totals.byRule['unclosed-ring']).toBeUndefined();
  });
});
