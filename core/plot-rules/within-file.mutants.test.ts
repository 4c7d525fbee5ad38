/**
 * The within-file rules (within-file.ts) on a few plots handed straight to WithinFileMemory, without reading a
 * file: each case pins a behaviour the mutation round (npm run mutate) found unchecked, with both sides of
 * its boundary. The limits on kept positions and reported pairs are given small, so each side of them
 * takes a few plots.
 */
import { describe, expect, it } from 'vitest';
import type { Problem } from './types.ts';
import {
  distanceKm,
  FAR_KM,
  MAX_KEPT_NAMES,
  producingCountriesOf,
  spreadKm,
  WithinFileMemory,
} from './within-file.ts';

type Ring = number[][];
const d = 0.001; // ~111 m
/** A closed square ring starting at its north-east corner (not at the smallest x or y). */
const square = (x: number, y: number, w: number): Ring => [
  [x + w, y + w],
  [x, y + w],
  [x, y],
  [x + w, y],
  [x + w, y + w],
];
const polygon = (...rings: Ring[]): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: rings });
const point = (x: number, y: number): GeoJSON.Point => ({ type: 'Point', coordinates: [x, y] });

// Places: Côte d'Ivoire's cocoa belt, Ghana, Sumatra, the open Atlantic.
const CI: [number, number] = [-5, 7];
const GH: [number, number] = [-1.5, 6.5];
const ID: [number, number] = [101.5, 0.5];
const SEA: [number, number] = [-30, 0];

async function problemsOf(
  plots: [name: string | null, geometry: GeoJSON.Geometry][],
  options: { producingCountries?: string[] } = {},
  memory = new WithinFileMemory(),
): Promise<Problem[]> {
  plots.forEach(([name, g], i) => memory.add(i, name, g));
  return memory.problems('plots.geojson', options);
}
const brief = (ps: Problem[]) => ps.map((p) => [p.code, p.featureIndex, p.relatedFeatureIndex]);

describe('producing countries and distances', () => {
  it('lists producing countries sorted, two capital letters only', () => {
    const counts = new Map([
      ['TG', 5],
      ['CIV', 45],
      ['CI', 40],
      ['gh', 5],
      ['GH', 5],
    ]);
    expect(producingCountriesOf(counts)).toEqual(['CI', 'GH', 'TG']);
  });

  it('measures along a meridian and along a parallel away from the equator', () => {
    expect(distanceKm(0, 0, 0, 1)).toBeCloseTo(111.195, 3);
    // At 60° a degree of longitude is half as long as at the equator.
    expect(distanceKm(0, 60, 1, 60)).toBeCloseTo(55.6, 1);
    expect(distanceKm(10, -60, 10, -61)).toBeCloseTo(111.195, 3);
  });

  it('measures the spread of the plots by the corners of their box, whichever order they come in', () => {
    // Centres (x, y) of plots 0..3; plot 2 is not located (NaN) and left out by the caller.
    const centres = [3, 4, 0, 1, NaN, NaN, 1, 6];
    const corners = distanceKm(0, 1, 3, 6);
    expect(spreadKm(centres, [0, 1, 3])).toBeCloseTo(corners, 6);
    expect(spreadKm(centres, [3, 1, 0])).toBeCloseTo(corners, 6);
    expect(spreadKm(centres, [0, 3])).toBeCloseTo(distanceKm(1, 4, 3, 6), 6);
    expect(spreadKm(centres, [1])).toBe(0);
  });

  it('measures the spread by the longer east-west edge where that is longer than the diagonal', () => {
    // At 60° north, a box 18.2° wide and 1° high: its southern edge is longer than its diagonal and over
    // FAR_KM, its diagonal under it; the same box mirrored south of the equator has the longer northern edge.
    const south = distanceKm(0, 60, 18.2, 60);
    expect(south).toBeGreaterThan(FAR_KM);
    expect(distanceKm(0, 60, 18.2, 61)).toBeLessThan(FAR_KM);
    expect(spreadKm([0, 60, 18.2, 60, 0, 61], [0, 1, 2])).toBeCloseTo(south, 6);
    expect(spreadKm([0, -60, 18.2, -60, 18.2, -61], [0, 1, 2])).toBeCloseTo(south, 6);
    // Near the equator the diagonal is the longest.
    expect(spreadKm([0, 0, 9, 0, 0, 1], [0, 1, 2])).toBeCloseTo(distanceKm(0, 0, 9, 1), 6);
  });
});

describe('contains-plot and overlapping-plots', () => {
  it('reports an overlap of two plots in full: severity, names, area and shares', async () => {
    const [x, y] = CI;
    const problems = await problemsOf([
      ['A', polygon(square(x, y, d))],
      ['B', polygon(square(x + d / 2, y, d))],
    ]);
    expect(problems).toHaveLength(1);
    const [p] = problems;
    expect(p).toMatchObject({
      code: 'overlapping-plots',
      severity: 'warning',
      fileName: 'plots.geojson',
      featureIndex: 0,
      relatedFeatureIndex: 1,
      featureName: 'A',
    });
    expect(p!.message).toMatch(
      /^feature 1 \("A"\) and feature 2 \("B"\) of the same file overlap by 0\.6\d ha \(50 % and 50 % of them\)/,
    );
  });

  it('finds overlaps south of the equator and east of Greenwich too', async () => {
    const brasilia: [number, number] = [-47.9, -15.8];
    for (const [x, y] of [brasilia, ID])
      expect(
        brief(
          await problemsOf([
            ['A', polygon(square(x, y, d))],
            ['B', polygon(square(x + d / 2, y + d / 2, d))],
          ]),
        ),
      ).toEqual([['overlapping-plots', 0, 1]]);
  });

  it('names no feature of an overlap or a containment whose plot has no name', async () => {
    const [x, y] = CI;
    const [overlap] = await problemsOf([
      [null, polygon(square(x, y, d))],
      ['B', polygon(square(x + d / 2, y, d))],
    ]);
    expect(overlap!.code).toBe('overlapping-plots');
    expect(overlap).not.toHaveProperty('featureName');
    expect(overlap!.message).toContain('feature 1 and feature 2 ("B") of the same file overlap');
    const [inside] = await problemsOf([
      ['Field', polygon(square(x + d, y + d, d))],
      [null, polygon(square(x, y, 5 * d))],
    ]);
    expect(brief([inside!])).toEqual([['contains-plot', 1, 0]]);
    expect(inside).not.toHaveProperty('featureName');
    expect(inside!.severity).toBe('warning');
  });

  it('reports no overlap for plots whose boxes overlap but whose land does not', async () => {
    const [x, y] = CI;
    // The two halves of a square, cut along its diagonal: the same box, no land in common.
    const lower = polygon([
      [x, y],
      [x + 10 * d, y],
      [x + 10 * d, y + 10 * d],
      [x, y],
    ]);
    const upper = polygon([
      [x, y],
      [x + 10 * d, y + 10 * d],
      [x, y + 10 * d],
      [x, y],
    ]);
    expect(
      await problemsOf([
        ['Lower', lower],
        ['Upper', upper],
      ]),
    ).toEqual([]);
  });

  it('reads an open ring of three positions as land, and a ring of two as none', async () => {
    const [x, y] = CI;
    const triangle = polygon([
      [x, y],
      [x + 10 * d, y],
      [x, y + 10 * d],
    ]);
    const field = polygon(square(x + d, y + d, d));
    expect(
      brief(
        await problemsOf([
          ['Triangle', triangle],
          ['Field', field],
        ]),
      ),
    ).toEqual([['contains-plot', 0, 1]]);
    // A plot of degenerate rings only (two positions, none) is not compared: the others still are.
    const line = polygon(
      [
        [x, y],
        [x + 10 * d, y + 10 * d],
      ],
      [],
    );
    const fields = [
      ['Line', line],
      ['Field', field],
      ['Field again', polygon(square(x + 1.5 * d, y + d, d))],
    ] as [string, GeoJSON.Geometry][];
    expect(brief(await problemsOf(fields))).toEqual([['overlapping-plots', 1, 2]]);
  });

  it('compares the parts of a MultiPolygon', async () => {
    const [x, y] = CI;
    const farm: GeoJSON.MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[square(x + 20 * d, y, d)], [square(x, y, 5 * d)]],
    };
    expect(
      brief(
        await problemsOf([
          ['Farm', farm],
          ['Field', polygon(square(x + d, y + d, d))],
        ]),
      ),
    ).toEqual([['contains-plot', 0, 1]]);
  });

  it('takes a plot whose own area is nil (a bow tie) as covered by none of its overlap', async () => {
    const [x, y] = CI;
    // A bow tie's two loops turn opposite ways, so its area sums to 0; its western loop lies inside the square.
    const bowTie = polygon([
      [x, y],
      [x + 4 * d, y + 4 * d],
      [x + 4 * d, y],
      [x, y + 4 * d],
      [x, y],
    ]);
    const square2 = polygon(square(x, y, 2.1 * d));
    const problems = await problemsOf([
      ['Square', square2],
      ['Bow tie', bowTie],
    ]);
    // The square covers none of the bow tie's (nil) area, the bow tie part of the square: an overlap.
    expect(brief(problems)).toEqual([['overlapping-plots', 0, 1]]);
    expect(problems[0]!.message).toContain('(50 % and 0 % of them)');
    // And the other way round.
    const [first] = await problemsOf([
      ['Bow tie', bowTie],
      ['Square', square2],
    ]);
    expect(brief([first!])).toEqual([['overlapping-plots', 0, 1]]);
    expect(first!.message).toContain('(0 % and 50 % of them)');
  });

  it('lists the plots one plot holds in file order', async () => {
    const [x, y] = CI;
    // Plot 0 a long strip; 17 fields in it from east to west. Over 16 plots the spatial index sorts its boxes
    // (Hilbert curve) and meets the fields in another order than the file's.
    const strip = polygon(square(x, y, 20 * d).map(([px, py]) => [px!, y + (py! - y) / 20]));
    const fields = Array.from({ length: 17 }, (_, k): [string, GeoJSON.Geometry] => [
      `Field ${k}`,
      polygon(square(x + (17.25 - k) * d, y + d / 4, d / 2)),
    ]);
    const problems = await problemsOf([['Strip', strip], ...fields]);
    expect(brief(problems)).toEqual(fields.map((_, k) => ['contains-plot', 0, k + 1]));
  });

  it('reports at most the given number of pairs: both sides of the limit', async () => {
    const [x, y] = CI;
    const three: [string, GeoJSON.Geometry][] = [
      ['A', polygon(square(x, y, 2 * d))],
      ['B', polygon(square(x + d, y, 2 * d))],
      ['C', polygon(square(x + 0.5 * d, y + d, 2 * d))],
    ];
    expect(brief(await problemsOf(three, {}, new WithinFileMemory(1e6, 3)))).toEqual([
      ['overlapping-plots', 0, 1],
      ['overlapping-plots', 0, 2],
      ['overlapping-plots', 1, 2],
    ]);
    expect(brief(await problemsOf(three, {}, new WithinFileMemory(1e6, 2)))).toEqual([
      ['overlapping-plots', 0, 1],
      ['overlapping-plots', 0, 2],
    ]);
    expect(brief(await problemsOf(three, {}, new WithinFileMemory(1e6, 1)))).toEqual([
      ['overlapping-plots', 0, 1],
    ]);
  });

  it('compares plots up to the kept positions, and says from which plot on it did not', async () => {
    const [x, y] = CI;
    const a = polygon(square(x, y, 2 * d)); // 5 positions
    const b = polygon(square(x + d, y, 2 * d)); // 5, overlapping a
    // Exactly at the limit: both compared, no warning.
    expect(
      brief(
        await problemsOf(
          [
            ['A', a],
            ['B', b],
          ],
          {},
          new WithinFileMemory(10),
        ),
      ),
    ).toEqual([['overlapping-plots', 0, 1]]);
    // One position short: b is not compared; c (3 positions, overlapping a) would fit but comes after the cut.
    const c = polygon([
      [x, y],
      [x + 2 * d, y],
      [x, y + 2 * d],
    ]);
    const cut = await problemsOf(
      [
        ['A', a],
        ['B', b],
        ['C', c],
      ],
      {},
      new WithinFileMemory(9),
    );
    expect(cut).toEqual([
      {
        code: 'overlapping-plots',
        severity: 'warning',
        fileName: 'plots.geojson',
        message:
          'plots.geojson is too large to compare all its plots with each other: plots from feature 2 on were not checked for overlaps. Split the file to have them checked.',
        args: expect.anything(),
      },
    ]);
    // Cut at the first plot: no plot is compared.
    const first = await problemsOf(
      [
        ['B', b],
        ['A', a],
        ['C', c],
      ],
      {},
      new WithinFileMemory(4),
    );
    expect(first.map((p) => p.message)).toEqual([
      expect.stringContaining('plots from feature 1 on were not checked'),
    ]);
  });
});

describe('far-from-producing-area', () => {
  const [x, y] = ID;
  const far = (...plots: [string | null, GeoJSON.Geometry][]) =>
    problemsOf(plots, { producingCountries: ['CI'] });

  it('reports a plot far from the given countries in full: message, arguments, coordinate', async () => {
    const problems = await far(['Palm 1', point(x, y)], [null, point(x + 1, y)]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toEqual({
      code: 'far-from-producing-area',
      severity: 'warning',
      fileName: 'plots.geojson',
      featureIndex: 0,
      featureName: 'Palm 1',
      coordinate: [x, y],
      message:
        'feature 1 ("Palm 1") lies in Indonesia (ID), about 11600 km from the project\'s producing countries (Côte d’Ivoire (CI)). Check that it belongs to this project and supplier, and that its coordinates are right.',
      args: {
        key: 'rule.far-from-producing-area',
        values: {
          feature: { key: 'label.feature-named', values: { index: '1', name: 'Palm 1' } },
          country: 'ID',
          countryName: { countries: ['ID'] },
          km: '11600',
          fromProject: 'yes',
          countries: { countries: ['CI'] },
        },
      },
    });
    expect(problems[1]).not.toHaveProperty('featureName');
    expect(problems[1]!.coordinate).toEqual([x + 1, y]);
  });

  it("locates a plot by its box's centre, whatever vertex its ring starts at", async () => {
    const [p] = await far(['Palm', polygon(square(x, y, 2 * d))]);
    expect(p!.coordinate![0]).toBeCloseTo(x + d, 9);
    expect(p!.coordinate![1]).toBeCloseTo(y + d, 9);
    const [q] = await far([
      'Palms',
      {
        type: 'MultiPoint',
        coordinates: [
          [x + 2, y + 1],
          [x, y],
          [x + 1, y + 3],
        ],
      },
    ]);
    expect(q!.coordinate).toEqual([x + 1, y + 1.5]);
  });

  it('measures plots on the globe only: both sides of ±180° and ±90°', async () => {
    const onGlobe = await far(
      [null, point(180, 0)],
      [null, point(-180, 0)],
      [null, point(100, 90)],
      [null, point(100, -90)],
    );
    expect(onGlobe.map((p) => p.coordinate)).toEqual([
      [180, 0],
      [-180, 0],
      [100, 90],
      [100, -90],
    ]);
    const off = await far(
      [null, point(180.0001, 0)],
      [null, point(-180.0001, 0)],
      [null, point(100, 90.0001)],
      [null, point(100, -90.0001)],
      [null, polygon()],
    );
    expect(off).toEqual([]);
  });

  it('does not measure a plot whose position is already reported as wrong, and does by default', async () => {
    const memory = new WithinFileMemory();
    memory.add(0, 'Swapped', point(x, y), false);
    memory.add(1, 'Measured', point(x, y));
    const problems = await memory.problems('plots.geojson', { producingCountries: ['CI'] });
    expect(brief(problems)).toEqual([['far-from-producing-area', 1, undefined]]);
  });

  it(`names the plots up to the ${MAX_KEPT_NAMES}th, and numbers the later ones only`, async () => {
    const memory = new WithinFileMemory();
    memory.add(MAX_KEPT_NAMES - 1, 'Last named', point(x, y));
    memory.add(MAX_KEPT_NAMES, 'Not kept', point(x, y));
    const problems = await memory.problems('plots.geojson', { producingCountries: ['CI'] });
    expect(problems.map((p) => p.featureName)).toEqual(['Last named', undefined]);
    expect(problems[1]!.message).toMatch(/^feature 100,?001 lies in Indonesia/);
  });

  it('falls back to the country of most plots when no given code has a shape', async () => {
    const [cx, cy] = CI;
    const plots: [string, GeoJSON.Geometry][] = [
      ['CI 1', point(cx, cy)],
      ['CI 2', point(cx + 0.1, cy)],
      ['Palm', point(x, y)],
    ];
    const problems = await problemsOf(plots, { producingCountries: ['XX', 'ZZ'] });
    expect(brief(problems)).toEqual([['far-from-producing-area', 2, undefined]]);
    expect(problems[0]!.message).toContain(
      "from the country of most of the file's plots (Côte d’Ivoire (CI))",
    );
    expect(problems[0]!.args!.values).toMatchObject({ fromProject: 'no' });
  });

  it('measures to the nearest of the given countries', async () => {
    const [cx, cy] = CI;
    expect(await problemsOf([['CI', point(cx, cy)]], { producingCountries: ['ID', 'CI'] })).toEqual([]);
    expect(
      brief(await problemsOf([['CI', point(cx, cy)]], { producingCountries: ['ID', 'CI', 'ID'] })),
    ).toEqual([]);
  });

  it('takes every country tied for the most plots, sorted, and no sea', async () => {
    const [gx, gy] = GH;
    const [cx, cy] = CI;
    const problems = await problemsOf([
      ['GH 1', point(gx, gy)],
      ['GH 2', point(gx + 0.1, gy)],
      ['CI 1', point(cx, cy)],
      ['CI 2', point(cx + 0.1, cy)],
      ['Sea 1', point(SEA[0], SEA[1])],
      ['Sea 2', point(SEA[0] + 0.1, SEA[1])],
      ['Sea 3', point(SEA[0] + 0.2, SEA[1])],
      ['Palm', point(x, y)],
    ]);
    expect(brief(problems)).toEqual([
      ['far-from-producing-area', 4, undefined],
      ['far-from-producing-area', 5, undefined],
      ['far-from-producing-area', 6, undefined],
      ['far-from-producing-area', 7, undefined],
    ]);
    expect(problems[0]!.message).toBe(
      'feature 5 ("Sea 1") lies at sea, about 2400 km from the country of most of the file\'s plots (Côte d’Ivoire (CI), Ghana (GH)). Check that it belongs to this project and supplier, and that its coordinates are right.',
    );
    expect(problems[0]!.args!.values).toMatchObject({
      country: 'none',
      countryName: { countries: [] },
      countries: { countries: ['CI', 'GH'] },
    });
  });

  it('reports nothing when no plot lies in a country', async () => {
    expect(
      await problemsOf([
        ['Sea 1', point(SEA[0], SEA[1])],
        ['Sea 2', point(SEA[0] + 20, SEA[1] - 20)],
      ]),
    ).toEqual([]);
    // Nor when no plot has a place at all (a plot with no area is not compared either).
    expect(await problemsOf([['Nowhere', point(200, 0)]])).toEqual([]);
  });

  it('lists the problems by plot, the file-wide warning first', async () => {
    const [cx, cy] = CI;
    const problems = await problemsOf(
      [
        ['Far', point(x, y)],
        ['CI', point(cx, cy)],
        ['A', polygon(square(cx, cy, 2 * d))],
        ['B', polygon(square(cx + d, cy, 2 * d))],
        ['C', polygon(square(cx + d, cy + d, 2 * d))],
      ],
      {},
      new WithinFileMemory(10),
    );
    expect(brief(problems)).toEqual([
      ['overlapping-plots', undefined, undefined],
      ['far-from-producing-area', 0, undefined],
      ['overlapping-plots', 2, 3],
    ]);
  });
});
