import { beforeAll, describe, expect, it } from 'vitest';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { checkFeature } from './feature-rules.ts';
import { SQUARE, opts, plot } from './test-helpers.ts';
import type { CheckOptions, RuleCode } from './types.ts';

let land: LandIndex;
beforeAll(async () => {
  land = await loadLandIndex();
});

const codes = (f: unknown, o: CheckOptions = opts()): RuleCode[] =>
  checkFeature(f, 3, { fileName: 'plots.geojson', options: o, land }).problems.map((p) => p.code);
const problem = (f: unknown, code: RuleCode) =>
  checkFeature(f, 3, { fileName: 'plots.geojson', options: opts(), land }).problems.find(
    (p) => p.code === code,
  );

const BOWTIE = [
  [-5.1, 7.1],
  [-5.09, 7.11],
  [-5.09, 7.1],
  [-5.1, 7.11],
  [-5.1, 7.1],
].map(([x, y]) => [x! + 0.000001, y! + 0.000001]);

describe('feature rules', () => {
  it('a clean plot has no problems', () => {
    expect(codes(plot())).toEqual([]);
  });

  it('missing-geometry', () => {
    expect(codes({ ...plot(), geometry: null })).toContain('missing-geometry');
    expect(codes({ type: 'Feature', properties: plot().properties })).toContain('missing-geometry');
    expect(codes(42)).toEqual(['missing-geometry']);
  });

  it('unsupported-geometry (type and malformed coordinates)', () => {
    expect(codes(plot(SQUARE, {}, 'LineString'))).toContain('unsupported-geometry');
    expect(codes(plot([[1, 2]], {}, 'Polygon'))).toContain('unsupported-geometry');
    expect(codes(plot())).not.toContain('unsupported-geometry');
  });

  it('out-of-range names the coordinate', () => {
    const p = problem(
      plot([SQUARE.map(([x, y], i) => (i === 1 ? [x! - 200, y!] : [x!, y!]))]),
      'out-of-range',
    );
    expect(p?.coordinate).toEqual([-205.120456, 7.123456]);
    expect(p?.message).toMatch(/feature 4 \("Plot A"\)/);
    expect(codes(plot())).not.toContain('out-of-range');
  });

  it('swapped-axes when the swapped point is in the declared country', () => {
    const swapped = [SQUARE.map(([x, y]) => [y!, x!])];
    expect(codes(plot(swapped))).toContain('swapped-axes');
    expect(codes(plot())).not.toContain('swapped-axes');
    // Without a declared country: the given point is in the sea (Gulf of Guinea), the swapped one on land.
    expect(codes(plot(swapped, { ProducerCountry: undefined }))).toContain('swapped-axes');
  });

  it('unclosed-ring', () => {
    expect(codes(plot([SQUARE.slice(0, 4)]))).toContain('unclosed-ring');
    expect(codes(plot())).not.toContain('unclosed-ring');
  });

  it('too-few-vertices', () => {
    expect(codes(plot([[SQUARE[0], SQUARE[1], SQUARE[0]]]))).toContain('too-few-vertices');
    expect(codes(plot([[SQUARE[0], SQUARE[1], SQUARE[1], SQUARE[0]]]))).toContain('too-few-vertices');
    expect(codes(plot())).not.toContain('too-few-vertices');
  });

  it('self-intersection reports the crossing point', () => {
    const p = problem(plot([BOWTIE]), 'self-intersection');
    expect(p?.coordinate?.[0]).toBeCloseTo(-5.094999, 5);
    expect(p?.coordinate?.[1]).toBeCloseTo(7.105001, 5);
    expect(codes(plot())).not.toContain('self-intersection');
  });

  it('self-intersection: touching at a vertex and a spike', () => {
    const [a, b, c, d] = SQUARE;
    const mid = [(a![0]! + c![0]!) / 2, (a![1]! + c![1]!) / 2];
    // Figure-eight through one corner.
    const eight = [a, b, mid, [-5.118456, 7.128456], [-5.117456, 7.129456], mid, d, a];
    expect(codes(plot([eight]))).toContain('self-intersection');
    const spike = [a, b, [-5.118456, 7.123456], b, c, d, a];
    expect(codes(plot([spike]))).toContain('self-intersection');
  });

  it('hole', () => {
    const hole = [
      [-5.122456, 7.124456],
      [-5.122456, 7.125456],
      [-5.121456, 7.125456],
      [-5.121456, 7.124456],
      [-5.122456, 7.124456],
    ];
    expect(codes(plot([SQUARE, hole]))).toContain('hole');
    expect(codes(plot([SQUARE, hole]))).not.toContain('self-intersection');
    expect(codes(plot())).not.toContain('hole');
  });

  it('collinear', () => {
    // On one line as written (6 decimals), though their binary doubles make a 1e-19 sliver.
    const line = [
      [-5.099999, 7.100001],
      [-5.098999, 7.101001],
      [-5.097999, 7.102001],
      [-5.099999, 7.100001],
    ];
    expect(codes(plot([line]))).toContain('collinear');
    // A real sliver (one corner 0.000001° off the line) is a polygon, as GEOS says.
    const sliver = line.map((p, i) => (i === 1 ? [p[0]!, p[1]! + 0.000001] : p));
    expect(codes(plot([sliver]))).not.toContain('collinear');
    expect(codes(plot())).not.toContain('collinear');
  });

  it('duplicate-vertex', () => {
    const dup = [SQUARE[0], SQUARE[1], SQUARE[1], SQUARE[2], SQUARE[3], SQUARE[4]];
    expect(codes(plot([dup]))).toEqual(['duplicate-vertex']);
    expect(codes(plot())).not.toContain('duplicate-vertex');
  });

  it('collapses-at-6-decimals', () => {
    const ring = [
      [-5.1234561, 7.1234561],
      [-5.120456, 7.123456],
      [-5.120456, 7.126456],
      [-5.1234564, 7.1234568],
      [-5.1234561, 7.1234561],
    ];
    expect(codes(plot([ring]))).toContain('collapses-at-6-decimals');
    const fine = SQUARE.map(([x, y]) => [x! + 1e-8, y! + 1e-8]);
    expect(codes(plot([fine]))).not.toContain('collapses-at-6-decimals');
  });

  it('low-precision', () => {
    const rough = [
      [-5.1234, 7.1234],
      [-5.1204, 7.1234],
      [-5.1204, 7.1264],
      [-5.1234, 7.1264],
      [-5.1234, 7.1234],
    ];
    expect(codes(plot([rough]))).toContain('low-precision');
    expect(codes(plot())).not.toContain('low-precision');
  });

  it('missing-name, with the designated name field', () => {
    expect(codes(plot(undefined, { ProductionPlace: '  ' }))).toContain('missing-name');
    expect(codes(plot(undefined, { ProductionPlace: undefined }))).toContain('missing-name');
    expect(codes(plot(undefined, { FarmId: 'F1' }), opts({ designatedNameField: 'FarmId' }))).not.toContain(
      'missing-name',
    );
    expect(codes(plot(), opts({ designatedNameField: 'FarmId' }))).toContain('missing-name');
  });

  it('point-area', () => {
    expect(
      codes(
        plot(
          [-5.1, 7.1].map((v) => v + 0.000001),
          { Area: undefined },
          'Point',
        ),
      ),
    ).toContain('point-area');
    expect(codes(plot([-5.100001, 7.100001], { Area: 6 }, 'Point'))).toContain('point-area');
    expect(codes(plot([-5.100001, 7.100001], { Area: 3 }, 'Point'))).toEqual([]);
  });

  it('area-mismatch (factor 2)', () => {
    expect(codes(plot(undefined, { Area: 40 }))).toContain('area-mismatch');
    expect(codes(plot(undefined, { Area: 5 }))).toContain('area-mismatch');
    expect(codes(plot(undefined, { Area: 20 }))).not.toContain('area-mismatch');
  });

  it('bad-country', () => {
    expect(codes(plot(undefined, { ProducerCountry: 'CIV' }))).toContain('bad-country');
    expect(problem(plot(undefined, { ProducerCountry: 'ci' }), 'bad-country')?.message).toMatch(/"CI"/);
    expect(codes(plot(undefined, { ProducerCountry: 'GH' }))).not.toContain('bad-country');
  });

  it('area-too-small / area-too-large', () => {
    const tiny = [
      [-5.123456, 7.123456],
      [-5.123451, 7.123456],
      [-5.123451, 7.123461],
      [-5.123456, 7.123456],
    ];
    expect(codes(plot([tiny], { Area: 0.00001 }))).toContain('area-too-small');
    const huge = [
      [-8.1, 5.1],
      [-3.1, 5.1],
      [-3.1, 9.1],
      [-8.1, 9.1],
      [-8.1, 5.1],
    ].map(([x, y]) => [x! + 0.000001, y! + 0.000001]);
    expect(codes(plot([huge], { Area: 2_000_000 }))).toContain('area-too-large');
    expect(codes(plot())).not.toContain('area-too-small');
  });

  it('every problem carries the severity of the rule list', () => {
    const p = problem(plot(undefined, { ProducerCountry: 'XX' }), 'bad-country');
    expect(p).toMatchObject({
      severity: 'warning',
      fileName: 'plots.geojson',
      featureIndex: 3,
      featureName: 'Plot A',
    });
  });
});
