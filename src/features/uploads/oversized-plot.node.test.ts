/**
 * A GeoJSON plot over the check's cap (MAX_FEATURE_BYTES) in every reader of the upload page's path (issue
 * 52: a ring of 10 million vertices took 2.4 GB): the preparation, the check, the fixes, "leave out" and the
 * TRACES preview never parse it, it costs only itself (the other plots are read, checked and rewritten as
 * before), the person is told which plot, its size and the cap, and a rewritten file keeps its bytes as
 * they were. The file is built in the test, a ring just over the cap (~8.4 MB) between ordinary plots.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECK_OPTIONS, MAX_FEATURE_BYTES } from '@core/plot-rules/index.ts';
import { runCheck } from './check/run-check.ts';
import { runFix } from './check/run-fix.ts';
import { runTracesPreview } from './check/run-traces-preview.ts';
import { prepareFile } from './prepare/prepare-file.ts';
import { withoutFeatures } from './send/leave-out.ts';

const enc = new TextEncoder();

/** 100 m squares at 6 decimals, the first one left open (a ring "close-rings" fixes). */
const square = (x: number, open = false) => {
  const x2 = Number((x + 0.001).toFixed(6));
  const r = [
    [x, 7.5],
    [x2, 7.5],
    [x2, 7.501],
    [x, 7.501],
    [x, 7.5],
  ];
  return { type: 'Polygon', coordinates: [open ? r.slice(0, 4) : r] };
};

/**
 * The huge plot's text as a supplier's tool may write it: spaces and 7 decimals, so a copy of its bytes
 * is told apart from a parse written again (JSON.stringify drops the spaces; TRACES would cut the decimals).
 */
const VERTEX = enc.encode('[ -5.1234567, 7.1234567 ], ');
const VERTICES = Math.ceil(MAX_FEATURE_BYTES / VERTEX.length) + 10;

function hugeFeatureParts(props: Record<string, unknown>): BlobPart[] {
  const body = new Uint8Array(VERTEX.length * VERTICES);
  for (let i = 0; i < VERTICES; i++) body.set(VERTEX, i * VERTEX.length);
  return [
    `{"type": "Feature", "properties": ${JSON.stringify(props)}, "geometry": {"type": "Polygon", "coordinates": [[`,
    body,
    '[ -5.1234567, 7.1234567 ]]]}}',
  ];
}

/** Plot 2 of 4 over the cap; `props(name)` gives each plot its properties. */
function fileWithHugePlot(name: string, props: (n: string) => Record<string, unknown>): File {
  const plot = (n: string, x: number, open = false) =>
    JSON.stringify({ type: 'Feature', properties: props(n), geometry: square(x, open) });
  const huge = hugeFeatureParts(props('Huge'));
  const parts: BlobPart[] = [
    '{"type":"FeatureCollection","name":"farms","features":[\n',
    plot('A', -5.5, true),
    ',\n',
    ...huge,
    ',\n',
    plot('C', -5.4),
    ',\n',
    plot('D', -5.3),
    '\n]}\n',
  ];
  return new File(parts, name);
}

const traces = (n: string) => ({ ProductionPlace: n, ProducerCountry: 'CI', Area: 1.2 });
/** The huge plot's own text, as the file holds it. */
const hugeText = async () => new Blob(hugeFeatureParts(traces('Huge'))).text();
const tooLarge = (plot: number) =>
  new RegExp(
    `^feature ${plot} takes ${(Math.ceil(((VERTICES + 1) * VERTEX.length) / 104857.6) / 10).toFixed(1)} MB of text, more than the 8 MB one plot may take`,
  );

describe('a GeoJSON plot over the cap, in the upload page readers', () => {
  it('the check: that plot gets its size and the cap, the others are checked and accepted', async () => {
    const result = await runCheck([fileWithHugePlot('farms.geojson', traces)], DEFAULT_CHECK_OPTIONS);
    const f = result.files[0]!;
    expect(f.featureCount).toBe(4);
    expect(f.fatal).toBeNull();
    // Not accepted: the huge plot, and A for its open ring (an error of its own); C and D pass.
    expect(f.notAccepted).toBe(2);
    const huge = result.problems.filter((p) => p.featureIndex === 1);
    expect(huge.map((p) => p.code)).toEqual(['missing-geometry']);
    expect(huge[0]!.message).toMatch(tooLarge(2));
    expect(result.problems.filter((p) => p.featureIndex !== 1 && p.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'unclosed-ring', featureIndex: 0 }),
    ]);
  });

  it('the preparation (a file to map): the plot keeps its place without a shape, with the same words', async () => {
    const { reading, features } = await prepareFile(fileWithHugePlot('farms.geojson', (n) => ({ Farm: n })));
    expect(reading.inTracesFormat).toBe(false);
    expect(reading.fatal).toBeNull();
    expect(reading.featureCount).toBe(4);
    expect(features.map((f) => f.properties?.['Farm'] ?? null)).toEqual(['A', null, 'C', 'D']);
    expect(features[1]!.geometry).toBeNull();
    expect(features.filter((f) => f.geometry !== null)).toHaveLength(3);
    expect(reading.notes).toHaveLength(1);
    expect(reading.notes[0]).toMatch(tooLarge(2));
  });

  it('the fixes: the others are fixed, the huge plot is copied byte for byte, never parsed', async () => {
    const outcome = await runFix(
      fileWithHugePlot('farms.geojson', traces),
      ['close-rings', 'truncate-6-decimals'],
      DEFAULT_CHECK_OPTIONS,
    );
    expect(outcome.featuresBefore).toBe(4);
    expect(outcome.featuresAfter).toBe(4);
    expect(outcome.counts['unclosed-ring']).toEqual({ before: 1, after: 0 });
    // The rules see it as the check does: too large, before and after (no fix can change it).
    expect(outcome.counts['missing-geometry']).toEqual({ before: 1, after: 1 });
    expect(outcome.changedFeatures).toBe(1);
    const text = await outcome.file.text();
    expect(text).toContain(await hugeText());
    const lines = text.split(',\n');
    expect(lines).toHaveLength(4);
    const others = [lines[0]!.split('[\n')[1]!, lines[2]!, lines[3]!.split('\n]}')[0]!].map(
      (t) => JSON.parse(t) as GeoJSON.Feature<GeoJSON.Polygon>,
    );
    expect(others.map((f) => f.properties?.['ProductionPlace'])).toEqual(['A', 'C', 'D']);
    expect(others[0]!.geometry.coordinates[0]).toHaveLength(5);
    expect(text.startsWith('{"type":"FeatureCollection","name":"farms","features":[\n')).toBe(true);
  });

  it('leave out: the plots chosen are left out, the huge one kept as its own bytes', async () => {
    const out = await withoutFeatures(fileWithHugePlot('farms.geojson', traces), new Set([2]));
    expect(out).toMatchObject({ kept: 3, left: 1 });
    const text = await out.file.text();
    expect(text).toContain(await hugeText());
    expect(text).not.toContain('"C"');
    const gone = await withoutFeatures(fileWithHugePlot('farms.geojson', traces), new Set([1]));
    expect(gone).toMatchObject({ kept: 3, left: 1 });
    const rest = JSON.parse(await gone.file.text()) as GeoJSON.FeatureCollection;
    expect(rest.features.map((f) => f.properties?.['ProductionPlace'])).toEqual(['A', 'C', 'D']);
  });

  it('a file that is one bare Feature over the cap: checked, prepared, fixed and left out without a parse', async () => {
    const parts = hugeFeatureParts(traces('Solo'));
    const bare = () => new File(parts, 'solo.geojson');
    const original = await bare().text();
    const checked = await runCheck([bare()], DEFAULT_CHECK_OPTIONS);
    expect(checked.files[0]!.featureCount).toBe(1);
    expect(checked.files[0]!.fatal).toBeNull();
    expect(checked.problems.map((p) => [p.code, p.featureIndex])).toEqual([['missing-geometry', 0]]);
    expect(checked.problems[0]!.message).toMatch(tooLarge(1));
    const { reading, features } = await prepareFile(bare());
    expect(features).toEqual([{ type: 'Feature', properties: {}, geometry: null }]);
    expect(reading.notes[0]).toMatch(tooLarge(1));
    // Nothing to fix and nothing left out: the file stays as it was, byte for byte.
    const fixed = await runFix(bare(), ['close-rings'], DEFAULT_CHECK_OPTIONS);
    expect(fixed.featuresAfter).toBe(1);
    expect(await fixed.file.text()).toBe(original);
    const kept = await withoutFeatures(bare(), new Set());
    expect(kept).toMatchObject({ kept: 1, left: 0 });
    expect(await kept.file.text()).toBe(original);
    const left = await withoutFeatures(bare(), new Set([0]));
    expect(left).toMatchObject({ kept: 0, left: 1 });
    expect(JSON.parse(await left.file.text())).toEqual({ type: 'FeatureCollection', features: [] });
    const preview = await runTracesPreview(bare(), DEFAULT_CHECK_OPTIONS);
    expect(preview).toMatchObject({ plotCount: 0, unread: 1, changed: 0 });
  });

  it('the TRACES preview: the plot is counted apart, not read; the others are previewed', async () => {
    const out = await runTracesPreview(fileWithHugePlot('farms.geojson', traces), DEFAULT_CHECK_OPTIONS);
    expect(out.plotCount).toBe(3);
    expect(out.unread).toBe(1);
    // Its 7 decimals would be cut by TRACES, but it is not read: no plot is changed (the others have 6).
    expect(out.changed).toBe(0);
    expect(out.onlyTruncated).toBe(0);
  });
});
