import { describe, expect, it } from 'vitest';
import { checkFileStream, createUploadCheckState, WITHIN_FILE_CODES, type Problem } from './index.ts';
import { chunksOf, collection, opts, plot } from './test-helpers.ts';
import { distanceKm, distanceToBoxKm, FAR_KM, PRODUCING_SHARE } from './within-file.ts';
import { producingCountriesOf } from './index.ts';

const square = (x: number, y: number, w: number, h = w): number[][][] => [
  [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
    [x, y],
  ],
];
const d = 0.001; // ~111 m
const named = (name: string, rings: number[][][], country = 'CI') =>
  plot(rings, { ProductionPlace: name, ProducerCountry: country, Area: undefined });

async function together(features: unknown[], o = opts()): Promise<Problem[]> {
  const summary = await checkFileStream(
    'plots.geojson',
    chunksOf(collection(features)),
    o,
    createUploadCheckState(),
  );
  return summary.problems.filter((p) => WITHIN_FILE_CODES.has(p.code));
}
const brief = (ps: Problem[]) => ps.map((p) => [p.code, p.featureIndex, p.relatedFeatureIndex]);

describe('plots of one file together', () => {
  it('reports a first plot that encloses the others, once per enclosed plot, with both names', async () => {
    const farm = named('Farm boundary', square(-5.01, 7, 10 * d));
    const fields = [0, 1, 2].map((k) => named(`Field ${k + 1}`, square(-5.01 + (2 + 3 * k) * d, 7 + d, d)));
    const problems = await together([farm, ...fields]);
    expect(brief(problems)).toEqual([
      ['contains-plot', 0, 1],
      ['contains-plot', 0, 2],
      ['contains-plot', 0, 3],
    ]);
    expect(problems[0]!.severity).toBe('warning');
    expect(problems[0]!.featureName).toBe('Farm boundary');
    expect(problems[0]!.message).toContain('feature 1 ("Farm boundary") contains feature 2 ("Field 1")');
    expect(problems[0]!.message).toContain('100 %');
  });

  it('reports the enclosing plot even when it comes last, and counts the problems in the summary', async () => {
    const summary = await checkFileStream(
      'plots.geojson',
      chunksOf(collection([named('Field', square(-5, 7, d)), named('Farm', square(-5.002, 6.998, 5 * d))])),
      opts(),
      createUploadCheckState(),
      { maxProblems: 0 },
    );
    expect(brief(summary.problems)).toEqual([['contains-plot', 1, 0]]);
    expect(summary.counts['contains-plot']).toBe(1);
  });

  it('puts the inside line at 99 % of the smaller plot', async () => {
    const big = named('Big', square(-5, 7, 10 * d));
    // A 1 d × 1 d plot sticking out of Big's west side by a share s of its width.
    const sticking = (s: number) => named('Small', square(-5 - s * d, 7 + d, d));
    expect(brief(await together([big, sticking(0.005)]))).toEqual([['contains-plot', 0, 1]]);
    const out = await together([big, sticking(0.015)]);
    expect(brief(out)).toEqual([['overlapping-plots', 0, 1]]);
    expect(out[0]!.message).toContain('feature 1 ("Big") and feature 2 ("Small") of the same file overlap');
    expect(out[0]!.message).toContain('99 %');
  });

  it('counts an overlap from 0.01 ha, so a shared border is none', async () => {
    const a = named('A', square(-5, 7, d));
    // Plots reaching w degrees into A's east side (111 m high): 1e-5° (1.1 m) is ~122 m², 7e-6° ~86 m².
    const strip = (w: number) => named('B', square(-5 + d - w, 7, d, d));
    expect(brief(await together([a, strip(1e-5)]))).toEqual([['overlapping-plots', 0, 1]]);
    expect(await together([a, strip(7e-6)])).toEqual([]);
    expect(await together([a, strip(0)])).toEqual([]);
  });

  it('leaves the same boundary twice to duplicate-geometry', async () => {
    const summary = await checkFileStream(
      'plots.geojson',
      chunksOf(collection([named('A', square(-5, 7, d)), named('B', square(-5, 7, d))])),
      opts({ allowDuplicateGeometries: true }),
      createUploadCheckState(),
    );
    expect(summary.problems.map((p) => p.code).filter((c) => c !== 'low-precision')).toEqual([
      'duplicate-geometry',
    ]);
  });

  it('reports a plot on another continent than the rest of the file', async () => {
    const westAfrica = [0, 1, 2, 3].map((k) => named(`CI ${k}`, square(-5 + 3 * k * d, 7, d)));
    const ghana = named('GH 1', square(-1.5, 6.5, d), 'GH');
    const sumatra = named('Palm 1', square(101.5, 0.5, d), 'ID');
    const problems = await together([...westAfrica, ghana, sumatra]);
    expect(brief(problems)).toEqual([['far-from-producing-area', 5, undefined]]);
    expect(problems[0]!.message).toContain('feature 6 ("Palm 1") lies in Indonesia (ID)');
    expect(problems[0]!.message).toContain("the country of most of the file's plots (Côte d’Ivoire (CI))");
  });

  it("uses the project's producing countries when the caller gives them", async () => {
    const allIndonesian = [0, 1].map((k) => named(`Palm ${k}`, square(101.5 + 3 * k * d, 0.5, d), 'ID'));
    expect(await together(allIndonesian)).toEqual([]);
    const problems = await together(allIndonesian, opts({ producingCountries: ['CI', 'GH'] }));
    expect(brief(problems)).toEqual([
      ['far-from-producing-area', 0, undefined],
      ['far-from-producing-area', 1, undefined],
    ]);
    expect(problems[0]!.message).toContain("the project's producing countries");
    // A neighbour's plot is cross-border sourcing, not far.
    expect(
      await together([named('Togo', square(1.2, 7, d), 'TG')], opts({ producingCountries: ['GH'] })),
    ).toEqual([]);
  });

  it('measures the distance to the box of a country, both sides of FAR_KM', () => {
    const box = [0, 0, 1, 1] as const;
    expect(distanceToBoxKm(0.5, 0.5, box)).toBe(0);
    const degree = distanceKm(0, 0, 1, 0);
    expect(degree).toBeCloseTo(111.2, 1);
    // 8.9 degrees of longitude east of the box on the equator: ~990 km; 9.1: ~1,012 km.
    expect(distanceToBoxKm(1 + 8.9, 0, box)).toBeLessThan(FAR_KM);
    expect(distanceToBoxKm(1 + 9.1, 0, box)).toBeGreaterThan(FAR_KM);
    // A box past 180° (Fiji, Chukotka) is met from the west side of the date line too.
    expect(distanceToBoxKm(-179.5, 0, [179, -1, 181, 1])).toBe(0);
  });

  it("takes a project's producing countries from its plots, from 5 % of them", () => {
    expect(PRODUCING_SHARE).toBe(0.05);
    // 100 plots: 5 in Togo is 5 %, 4 in Indonesia is below.
    const counts = new Map([
      ['CI', 71],
      ['GH', 20],
      ['TG', 5],
      ['ID', 4],
    ]);
    expect(producingCountriesOf(counts)).toEqual(['CI', 'GH', 'TG']);
    expect(
      producingCountriesOf(
        new Map([
          ['', 9],
          ['CI', 1],
        ]),
      ),
    ).toEqual(['CI']);
    expect(producingCountriesOf(new Map())).toEqual([]);
  });
});
