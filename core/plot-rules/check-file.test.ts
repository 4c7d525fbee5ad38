import { describe, expect, it } from 'vitest';
import {
  checkFileStream,
  checkUploadLimits,
  createUploadCheckState,
  evaluationMessage,
  isBlockingForEvaluation,
  type CheckedFeature,
  type Problem,
  type RuleCode,
} from './index.ts';
import { RULES, ALL_RULE_CODES } from './rule-catalog.ts';
import { SQUARE, chunksOf, collection, opts, plot } from './test-helpers.ts';
import type { CheckOptions } from './types.ts';

const run = async (
  text: string,
  o: CheckOptions = opts(),
  state = createUploadCheckState(),
  name = 'plots.geojson',
) => {
  const seen: CheckedFeature[] = [];
  const summary = await checkFileStream(name, chunksOf(text, 64), o, state, {
    onFeature: (f) => seen.push(f),
  });
  return { summary, seen, codes: summary.problems.map((p) => p.code) };
};

const REVERSED = [[...SQUARE].reverse().map((p, i, a) => (i === a.length - 1 ? a[0]! : p))];
const RESTARTED = [[SQUARE[2]!, SQUARE[3]!, SQUARE[0]!, SQUARE[1]!, SQUARE[2]!]];

describe('checkFileStream: file level', () => {
  it('file-not-json with line and column; file-not-geojson; file-empty', async () => {
    const bad = await run('{"type":"FeatureCollection",\n"features":[{]}');
    expect(bad.summary.fatal).toMatchObject({ code: 'file-not-json', line: 2, column: 14 });
    expect((await run('{"type":"Topology","objects":{}}')).summary.fatal?.code).toBe('file-not-geojson');
    expect((await run('[1,2]')).summary.fatal?.code).toBe('file-not-geojson');
    const empty = await run(collection([]));
    expect(empty.summary.fatal).toBeNull();
    expect(empty.codes).toEqual(['file-empty']);
  });

  it('a bare Feature is checked as feature 0', async () => {
    const r = await run(JSON.stringify(plot(undefined, { ProductionPlace: '' })));
    expect(r.summary.featureCount).toBe(1);
    expect(r.codes).toEqual(['missing-name']);
  });

  it('file-crs for a projected crs member or projected-looking coordinates, not for CRS84', async () => {
    const utm = { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::32630' } } };
    expect((await run(collection([plot()], utm))).codes).toContain('file-crs');
    const wgs = { crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } } };
    expect((await run(collection([plot()], wgs))).codes).toEqual([]);
    const metres = [SQUARE.map(([x, y]) => [x! * 1e5 + 500000, y! * 1e5])];
    expect((await run(collection([plot(metres)]))).codes).toContain('file-crs');
  });

  it('checkUploadLimits: 100 files or 2 GiB', () => {
    expect(checkUploadLimits([{ name: 'a', size: 10 }])).toEqual([]);
    const many = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, size: 1 }));
    expect(checkUploadLimits(many).map((p) => p.code)).toEqual(['file-too-large']);
    expect(checkUploadLimits(many.slice(1))).toEqual([]);
    expect(checkUploadLimits([{ name: 'a', size: 2 * 1024 ** 3 }])).toHaveLength(1);
    expect(checkUploadLimits([{ name: 'a', size: 2 * 1024 ** 3 - 1 }])).toHaveLength(0);
  });
});

describe('checkFileStream: duplicates', () => {
  it('duplicate-geometry ignores ring start and orientation, across files of one upload', async () => {
    const state = createUploadCheckState();
    const r = await run(collection([plot(), plot(REVERSED, { ProductionPlace: 'B' })]), opts(), state);
    expect(r.summary.problems.find((p) => p.code === 'duplicate-geometry')).toMatchObject({
      featureIndex: 1,
      relatedFeatureIndex: 0,
    });
    const other = await run(
      collection([plot(RESTARTED, { ProductionPlace: 'C' })]),
      opts(),
      state,
      'more.geojson',
    );
    expect(other.summary.problems[0]).toMatchObject({
      code: 'duplicate-geometry',
      relatedFileName: 'plots.geojson',
    });
    const fresh = await run(collection([plot()]));
    expect(fresh.codes).toEqual([]);
  });

  it('duplicate-geometry: two fields joined at one corner, written from either pass through it', async () => {
    // One ring around two squares that share their south-west corner A; the second copy starts at A's
    // other pass.
    const A = [-5.123456, 7.123456];
    const east = [
      [-5.120456, 7.123456],
      [-5.120456, 7.126456],
    ];
    const north = [
      [-5.122456, 7.127456],
      [-5.123456, 7.126456],
    ];
    const first = [[A, ...east, A, ...north, A]];
    const second = [[A, ...north, A, ...east, A]];
    const r = await run(collection([plot(first), plot(second, { ProductionPlace: 'B' })]));
    expect(r.summary.problems.filter((p) => p.code === 'duplicate-geometry')).toMatchObject([
      { featureIndex: 1, relatedFeatureIndex: 0 },
    ]);
  });

  it('allowDuplicateGeometries accepts a duplicate only when a property differs', async () => {
    const o = opts({ allowDuplicateGeometries: true });
    const r = await run(collection([plot(), plot(REVERSED, { ProductionPlace: 'B' }), plot()]), o);
    expect(r.seen.map((f) => f.acceptedByEvaluation)).toEqual([true, true, false]);
    const strict = await run(collection([plot(), plot(REVERSED, { ProductionPlace: 'B' })]));
    expect(strict.seen.map((f) => f.acceptedByEvaluation)).toEqual([true, false]);
  });

  it('duplicate-name only when matching on name', async () => {
    const other = [SQUARE.map(([x, y]) => [x! + 0.01, y!])];
    const text = collection([plot(), plot(other)]);
    expect((await run(text)).codes).toEqual([]);
    const r = await run(text, opts({ shouldMatchOnName: true }));
    expect(r.codes).toEqual(['duplicate-name']);
    expect(r.seen[1]?.acceptedByEvaluation).toBe(false);
  });
});

describe('evaluation', () => {
  const p = (code: RuleCode, extra: Partial<Problem> = {}): Problem => ({
    code,
    severity: RULES[code].severity,
    fileName: 'plots.geojson',
    featureIndex: 12,
    message: '',
    ...extra,
  });
  const blocking = [
    'missing-geometry',
    'unsupported-geometry',
    'out-of-range',
    'unclosed-ring',
    'too-few-vertices',
    'missing-name',
    'duplicate-geometry',
    'file-not-json',
    'file-not-geojson',
    // Supplier files that cannot be converted (core/formats) leave nothing to upload.
    'file-unreadable',
    'file-unknown-format',
    'file-too-large-to-convert',
  ];

  it('the predicate table of docs/plot-rules.md', () => {
    const none = opts();
    const all = opts({ validateForTraces: true, allowDuplicateGeometries: true, shouldMatchOnName: true });
    for (const code of ALL_RULE_CODES) {
      expect([code, isBlockingForEvaluation(p(code), none)]).toEqual([code, blocking.includes(code)]);
    }
    for (const code of ['self-intersection', 'hole'] as const) {
      expect(isBlockingForEvaluation(p(code), none)).toBe(false);
      expect(isBlockingForEvaluation(p(code), opts({ validateForTraces: true }))).toBe(true);
    }
    expect(isBlockingForEvaluation(p('duplicate-name'), none)).toBe(false);
    expect(isBlockingForEvaluation(p('duplicate-name'), opts({ shouldMatchOnName: true }))).toBe(true);
    expect(isBlockingForEvaluation(p('duplicate-geometry', { propertiesDiffer: true }), all)).toBe(false);
    expect(isBlockingForEvaluation(p('duplicate-geometry', { propertiesDiffer: false }), all)).toBe(true);
    expect(isBlockingForEvaluation(p('duplicate-geometry', { propertiesDiffer: true }), none)).toBe(true);
    for (const code of ALL_RULE_CODES.filter((c) => RULES[c].severity === 'warning'))
      expect(isBlockingForEvaluation(p(code), all)).toBe(false);
  });

  it('acceptedByEvaluation follows validateForTraces for self-intersection', async () => {
    const bow = [
      [
        [-5.1, 7.1],
        [-5.09, 7.11],
        [-5.09, 7.1],
        [-5.1, 7.11],
        [-5.1, 7.1],
      ].map(([x, y]) => [x! + 1e-6, y! + 1e-6]),
    ];
    const text = collection([plot(bow, { Area: 1 })]);
    expect((await run(text)).seen[0]?.acceptedByEvaluation).toBe(true);
    expect((await run(text, opts({ validateForTraces: true }))).seen[0]?.acceptedByEvaluation).toBe(false);
  });

  it('evaluationMessage keeps the "file feature N: code" prefix', () => {
    expect(evaluationMessage(p('self-intersection'))).toBe('plots.geojson feature 12: self-intersection');
    expect(evaluationMessage(p('out-of-range', { coordinate: [200, 7] }))).toMatch(
      /^plots\.geojson feature 12: out-of-range/,
    );
    expect(evaluationMessage({ ...p('file-not-json'), featureIndex: undefined, line: 3, column: 4 })).toBe(
      'plots.geojson: file-not-json at line 3, column 4',
    );
  });
});
