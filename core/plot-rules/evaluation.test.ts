/**
 * What the service's evaluation refuses, under each option, and the one-line reasons it lists; the upload
 * limits at exactly 99/100 files and 2 GiB; the file-level coordinate-system rule with each CRS spelling.
 */
import { describe, expect, it } from 'vitest';
import { checkUploadLimits, evaluationMessage, isBlockingForEvaluation } from './evaluation.ts';
import { checkCrsMember, projectedCoordinatesProblem } from './file-rules.ts';
import { ALL_RULE_CODES, RULES } from './rule-catalog.ts';
import { opts, withoutArgs } from './test-helpers.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';

const problem = (code: RuleCode, extra: Partial<Problem> = {}): Problem => ({
  code,
  severity: RULES[code].severity,
  fileName: 'plots.geojson',
  featureIndex: 4,
  message: 'm',
  ...extra,
});
const blocks = (code: RuleCode, o: Partial<CheckOptions> = {}, extra: Partial<Problem> = {}) =>
  isBlockingForEvaluation(problem(code, extra), opts(o));

describe('evaluation: which problems refuse a plot', () => {
  it('refuses these under any options', () => {
    const always: RuleCode[] = [
      'file-not-json',
      'file-not-geojson',
      'missing-geometry',
      'unsupported-geometry',
      'out-of-range',
      'unclosed-ring',
      'too-few-vertices',
      'missing-name',
    ];
    const all: Partial<CheckOptions> = {
      validateForTraces: true,
      allowDuplicateGeometries: true,
      shouldMatchOnName: true,
    };
    for (const code of always) {
      expect(blocks(code), code).toBe(true);
      expect(blocks(code, all), code).toBe(true);
    }
  });

  it('never refuses for a warning, nor for the errors the evaluation does not list', () => {
    const all: Partial<CheckOptions> = {
      validateForTraces: true,
      allowDuplicateGeometries: false,
      shouldMatchOnName: true,
    };
    for (const code of ALL_RULE_CODES.filter((c) => RULES[c].severity === 'warning')) {
      expect(blocks(code, all), code).toBe(false);
    }
    for (const code of ['collinear', 'collapses-at-6-decimals', 'file-crs', 'file-too-large'] as const) {
      expect(blocks(code, all), code).toBe(false);
    }
    // A problem marked as a warning is never blocking, whatever its code's usual severity.
    expect(blocks('missing-name', {}, { severity: 'warning' })).toBe(false);
  });

  it('self-intersection and holes refuse only when validating for TRACES', () => {
    for (const code of ['self-intersection', 'hole'] as const) {
      expect(blocks(code, { validateForTraces: true }), code).toBe(true);
      expect(blocks(code, { validateForTraces: false }), code).toBe(false);
    }
  });

  it('a duplicate geometry is accepted only when allowed and its properties differ', () => {
    expect(blocks('duplicate-geometry', { allowDuplicateGeometries: true }, { propertiesDiffer: true })).toBe(
      false,
    );
    expect(
      blocks('duplicate-geometry', { allowDuplicateGeometries: true }, { propertiesDiffer: false }),
    ).toBe(true);
    expect(blocks('duplicate-geometry', { allowDuplicateGeometries: true })).toBe(true);
    expect(
      blocks('duplicate-geometry', { allowDuplicateGeometries: false }, { propertiesDiffer: true }),
    ).toBe(true);
  });

  it('a duplicate name refuses only when plots are matched on name', () => {
    expect(blocks('duplicate-name', { shouldMatchOnName: true })).toBe(true);
    expect(blocks('duplicate-name', { shouldMatchOnName: false })).toBe(false);
  });
});

describe('evaluation: the reason line', () => {
  it('names file, feature and code, then the most useful detail', () => {
    expect(evaluationMessage(problem('hole'))).toBe('plots.geojson feature 4: hole');
    expect(evaluationMessage(problem('hole', { featureIndex: 0 }))).toBe('plots.geojson feature 0: hole');
    expect(evaluationMessage(problem('file-empty', { featureIndex: undefined }))).toBe(
      'plots.geojson: file-empty',
    );
    expect(
      evaluationMessage(problem('self-intersection', { coordinate: [-5.1, 7.2], relatedFeatureIndex: 1 })),
    ).toBe('plots.geojson feature 4: self-intersection at -5.1, 7.2');
  });

  it('points at the earlier duplicate, naming its file only when it is another one', () => {
    expect(evaluationMessage(problem('duplicate-name', { relatedFeatureIndex: 0 }))).toBe(
      'plots.geojson feature 4: duplicate-name (same as feature 0)',
    );
    expect(
      evaluationMessage(
        problem('duplicate-geometry', { relatedFeatureIndex: 2, relatedFileName: 'plots.geojson' }),
      ),
    ).toBe('plots.geojson feature 4: duplicate-geometry (same as feature 2)');
    expect(
      evaluationMessage(
        problem('duplicate-geometry', { relatedFeatureIndex: 2, relatedFileName: 'older.geojson' }),
      ),
    ).toBe('plots.geojson feature 4: duplicate-geometry (same as older.geojson feature 2)');
  });

  it('gives line and column of a JSON error, column 1 when unknown', () => {
    const at = { featureIndex: undefined, line: 3 };
    expect(evaluationMessage(problem('file-not-json', { ...at, column: 9 }))).toBe(
      'plots.geojson: file-not-json at line 3, column 9',
    );
    expect(evaluationMessage(problem('file-not-json', at))).toBe(
      'plots.geojson: file-not-json at line 3, column 1',
    );
  });
});

describe('upload limits: at most 99 files, under 2 GiB', () => {
  const files = (n: number, size = 1) =>
    Array.from({ length: n }, (_, i) => ({ name: `f${i}.geojson`, size }));

  it('99 files pass, 100 do not', () => {
    expect(checkUploadLimits(files(99))).toEqual([]);
    expect(checkUploadLimits(files(100)).map(withoutArgs)).toEqual([
      {
        code: 'file-too-large',
        severity: 'error',
        fileName: '',
        message:
          'The upload has 100 files; the limit is 99. Merge plot files, or split them into several uploads.',
      },
    ]);
  });

  it('one byte under 2 GiB passes, 2 GiB does not; a single file is named', () => {
    const gib2 = 2 * 1024 ** 3;
    expect(checkUploadLimits([{ name: 'big.geojson', size: gib2 - 1 }])).toEqual([]);
    expect(checkUploadLimits([{ name: 'big.geojson', size: gib2 }]).map(withoutArgs)).toEqual([
      {
        code: 'file-too-large',
        severity: 'error',
        fileName: 'big.geojson',
        message:
          "The upload's files add up to 2.00 GB; the limit is under 2 GB. Split the plots into several uploads.",
      },
    ]);
    const two = checkUploadLimits([
      { name: 'a.geojson', size: gib2 / 2 },
      { name: 'b.geojson', size: gib2 / 2 + 10 * 1024 ** 2 },
    ]);
    expect(two.map((p) => [p.fileName, p.message.slice(0, 38)])).toEqual([
      ['', "The upload's files add up to 2.01 GB; "],
    ]);
    expect(checkUploadLimits([])).toEqual([]);
    expect(checkUploadLimits(files(100, gib2)).map((p) => p.code)).toEqual([
      'file-too-large',
      'file-too-large',
    ]);
  });
});

describe('file-crs: only WGS84 longitude-latitude', () => {
  const named = (name: unknown) => ({ type: 'name', properties: { name } });

  it.each([
    'urn:ogc:def:crs:OGC:1.3:CRS84',
    'urn:ogc:def:crs:OGC::CRS84',
    'OGC:CRS84',
    'CRS84',
    'EPSG:4326',
    'urn:ogc:def:crs:EPSG::4326',
    'epsg:4326',
    'WGS84',
    'WGS 84',
    'wgs-84',
  ])('accepts %s', (name) => {
    expect(checkCrsMember('plots.geojson', named(name))).toBeNull();
  });

  it('accepts an absent crs member, a bare 4326 and an EPSG code given as a number', () => {
    expect(checkCrsMember('plots.geojson', undefined)).toBeNull();
    expect(checkCrsMember('plots.geojson', null)).toBeNull();
    expect(checkCrsMember('plots.geojson', 4326)).toBeNull();
    expect(checkCrsMember('plots.geojson', { type: 'EPSG', properties: { code: 4326 } })).toBeNull();
    expect(checkCrsMember('plots.geojson', { type: 'EPSG', properties: { code: '4326' } })).toBeNull();
  });

  it.each(['urn:ogc:def:crs:EPSG::32630', 'EPSG:43260', 'EPSG:3857', '43261', 'CRS:843', 'WGS 72'])(
    'refuses %s, naming it',
    (name) => {
      expect(withoutArgs(checkCrsMember('plots.geojson', named(name))!)).toEqual({
        code: 'file-crs',
        severity: 'error',
        fileName: 'plots.geojson',
        message: `plots.geojson declares the coordinate system "${name}"; TRACES needs WGS84 longitude-latitude (EPSG:4326). Re-export the file in EPSG:4326 (in QGIS: Export › Save Features As, CRS EPSG:4326).`,
      });
    },
  );

  it('reads a linked CRS from its href and an EPSG code from its code', () => {
    expect(
      checkCrsMember('p.json', { type: 'link', properties: { href: 'http://x/utm.wkt' } })?.message,
    ).toContain('"http://x/utm.wkt"');
    expect(checkCrsMember('p.json', { type: 'EPSG', properties: { code: 32630 } })?.message).toContain(
      '"EPSG:32630"',
    );
    expect(checkCrsMember('p.json', { type: 'EPSG', properties: { code: '3857' } })?.message).toContain(
      '"EPSG:3857"',
    );
    expect(checkCrsMember('p.json', 'EPSG:3857')?.message).toContain('"EPSG:3857"');
  });

  it('refuses a crs member it cannot read, saying so', () => {
    for (const crs of [
      {},
      { properties: null },
      { properties: 'x' },
      { properties: { name: 5 } },
      { properties: { code: true } },
    ]) {
      expect(checkCrsMember('p.json', crs)?.message, JSON.stringify(crs)).toBe(
        'p.json declares the coordinate system in an unreadable "crs" member; TRACES needs WGS84 longitude-latitude (EPSG:4326). Re-export the file in EPSG:4326 (in QGIS: Export › Save Features As, CRS EPSG:4326).',
      );
    }
  });

  it('says projected-looking coordinates are metres, at the first such position', () => {
    expect(withoutArgs(projectedCoordinatesProblem('p.json', [512345.5, 788000.25, 12]))).toEqual({
      code: 'file-crs',
      severity: 'error',
      fileName: 'p.json',
      message:
        'p.json has coordinates like [512345.5, 788000.25], far outside ±180/±90: they look projected (metres), not WGS84 degrees. Re-export the file in EPSG:4326.',
      coordinate: [512345.5, 788000.25],
    });
  });
});
