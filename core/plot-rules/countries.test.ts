/**
 * The country codes and the coarse land lookup behind bad-country and swapped-axes: known places, the sea,
 * Antarctica left out, countries that cross ±180°, and points exactly on a country's outermost vertices.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topo from 'world-atlas/countries-110m.json' with { type: 'json' };
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLandIndex, isAlpha2, isOffshore, numericToAlpha2, segmentDistance2 } from './countries.ts';
import type { LandIndex } from './countries.ts';
import type * as Countries from './countries.ts';

// Loaded once for the file, before any test. The checks are in tests: a failure inside beforeAll would skip
// them (and Stryker's runner counts a skipped test as passed). The module is imported afresh: the test files
// of a worker share their modules (vitest.config.ts), and another may have loaded the index already.
let land: LandIndex;
let loading: Promise<LandIndex>;
let beforeLoading: LandIndex | null | undefined;
let loadedTwice: Promise<LandIndex>;
let fresh: typeof Countries;
beforeAll(async () => {
  try {
    vi.resetModules();
    fresh = await import('./countries.ts');
    const { loadLandIndex, loadedLandIndex } = fresh;
    beforeLoading = loadedLandIndex();
    loading = loadLandIndex();
    loadedTwice = loadLandIndex();
    land = await loading;
  } catch {
    // the tests fail on what is missing
  }
});

describe('loading the land index', () => {
  it('loads the shapes once, and then has them at hand for synchronous callers', async () => {
    expect(beforeLoading).toBeNull();
    expect(loadedTwice).toBe(loading);
    const loaded = await loading;
    expect(fresh.loadedLandIndex()).toBe(loaded);
    expect(await fresh.loadLandIndex()).toBe(loaded);
  });
});

describe('country codes', () => {
  it('knows ISO 3166-1 alpha-2 codes, upper case only', () => {
    for (const c of ['CI', 'GH', 'BR', 'ID', 'FJ']) expect(isAlpha2(c), c).toBe(true);
    for (const c of ['ci', 'CIV', 'XX', '', 'C']) expect(isAlpha2(c), c).toBe(false);
  });

  it('maps numeric codes to alpha-2', () => {
    expect(numericToAlpha2('384')).toBe('CI');
    expect(numericToAlpha2('076')).toBe('BR');
    expect(numericToAlpha2('999')).toBeUndefined();
  });
});

describe('land lookup', () => {
  it('finds the country of a point on land, and null in the sea', () => {
    expect(land.countryAt(-4.03, 5.36)).toBe('CI'); // Abidjan
    expect(land.countryAt(-0.19, 5.6)).toBe('GH'); // Accra
    expect(land.countryAt(-47.9, -15.8)).toBe('BR'); // Brasília
    expect(land.countryAt(0, 0)).toBeNull(); // Gulf of Guinea
    expect(land.countryAt(-30, 30)).toBeNull(); // Atlantic
  });

  it('gives land without an ISO code (Kosovo, Somaliland, Northern Cyprus) as an empty code, not as the sea', () => {
    expect(land.countryAt(21, 42.6)).toBe('');
    expect(land.countryAt(46, 9.8)).toBe('');
    expect(land.countryAt(33.5, 35.25)).toBe('');
    expect(land.inCountry('RS', 21, 42.6)).toBe(false);
  });

  it('leaves out Antarctica', () => {
    expect(land.countryAt(0, -85)).toBeNull();
    expect(land.countryAt(100, -80)).toBeNull();
    expect(land.inCountry('AQ', 0, -85)).toBeUndefined();
  });

  it('answers whether a point is in a given country, undefined for a code without a shape', () => {
    expect(land.inCountry('CI', -4.03, 5.36)).toBe(true);
    expect(land.inCountry('GH', -4.03, 5.36)).toBe(false);
    expect(land.inCountry('XX', -4.03, 5.36)).toBeUndefined();
  });

  it('handles countries that cross ±180° on both sides', () => {
    expect(land.countryAt(178.4, -18.1)).toBe('FJ'); // Viti Levu
    expect(land.inCountry('RU', -175, 66.5)).toBe(true); // Chukotka, west of 180°
    expect(land.inCountry('RU', 100, 60)).toBe(true); // Siberia
    expect(land.countryAt(-175, 66.5)).toBe('RU');
    expect(land.inCountry('RU', -100, 60)).toBe(false); // Canada, not Russia
    expect(land.countryAt(-100, 60)).toBe('CA');
    expect(land.inCountry('US', -150, 64)).toBe(true); // Alaska is not wrapped
    expect(land.inCountry('FJ', 0, -18)).toBe(false);
  });

  it('counts a country’s outermost vertices as inside it', () => {
    const t = topo as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const fc = feature(t, t.objects.countries) as GeoJSON.FeatureCollection<
      GeoJSON.Polygon | GeoJSON.MultiPolygon
    >;
    for (const [code, numeric] of [
      ['CI', '384'],
      ['GH', '288'],
    ]) {
      const g = fc.features.find((f) => String(f.id) === numeric)!.geometry;
      const ring = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates).flatMap((p) => p[0] ?? []);
      const by = (i: 0 | 1, pick: (a: number, b: number) => number) =>
        ring.reduce((best, p) => (pick(p[i]!, best[i]!) === p[i]! ? p : best));
      for (const p of [by(0, Math.min), by(0, Math.max), by(1, Math.min), by(1, Math.max)]) {
        expect(land.inCountry(code!, p[0]!, p[1]!), `${code} ${p}`).toBe(true);
      }
    }
  });
});

type Ring = [number, number][];
const country = (id: string | undefined, geometry: GeoJSON.Geometry | null): GeoJSON.Feature => ({
  type: 'Feature',
  ...(id === undefined ? {} : { id }),
  properties: {},
  geometry: geometry as GeoJSON.Geometry,
});
const polygon = (...rings: Ring[]): GeoJSON.Polygon => ({ type: 'Polygon', coordinates: rings });
const box = (w: number, s: number, e: number, n: number): Ring => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];
const indexOf = (...features: GeoJSON.Feature[]) =>
  buildLandIndex({
    type: 'FeatureCollection',
    features,
  } as GeoJSON.FeatureCollection<GeoJSON.Geometry | null>);

describe('land lookup over other shapes than world-atlas (buildLandIndex)', () => {
  it('skips features without a geometry or with a point, and reads the polygons', () => {
    const index = indexOf(
      country('384', null),
      country('288', { type: 'Point', coordinates: [5, 5] }),
      country('076', polygon(box(10, 10, 20, 20))),
    );
    expect(index.countryAt(15, 15)).toBe('BR');
    expect(index.countryAt(5, 5)).toBeNull();
    expect(index.inCountry('CI', 5, 5)).toBeUndefined();
    expect(index.inCountry('GH', 5, 5)).toBeUndefined();
  });

  it('reads a single Polygon that crosses 180° on both sides of the line, and nothing beyond it', () => {
    const index = indexOf(country('242', polygon(box(170, -20, -170, -10))));
    expect(index.countryAt(175, -15)).toBe('FJ');
    expect(index.countryAt(-175, -15)).toBe('FJ');
    expect(index.countryAt(0, -15)).toBeNull();
    expect(index.countryAt(160, -15)).toBeNull();
    expect(index.countryAt(-160, -15)).toBeNull();
  });

  it('does not wrap a country exactly 180° wide: its western half stays west', () => {
    const index = indexOf(country('076', polygon(box(-90, 0, 90, 10))));
    expect(index.countryAt(-10, 5)).toBe('BR');
    expect(index.countryAt(10, 5)).toBe('BR');
    expect(index.countryAt(-100, 5)).toBeNull();
  });

  it('keeps a vertex on 0° at 0° when the country crosses 180°, and finds points on that meridian', () => {
    const ring: Ring = [
      [0, 0],
      [179, 0],
      [-179, 0],
      [-179, 10],
      [179, 10],
      [0, 10],
      [0, 0],
    ];
    const index = indexOf(country('643', polygon(ring)));
    expect(index.countryAt(45, 5)).toBe('RU');
    expect(index.countryAt(0, 5)).toBe('RU');
    expect(index.countryAt(-179.5, 5)).toBe('RU');
    expect(index.countryAt(-90, 5)).toBeNull();
    expect(index.countryAt(-0.5, 5)).toBeNull();
  });

  it('finds a point in any of the shapes a code has', () => {
    const index = indexOf(
      country('076', polygon(box(0, 0, 1, 1))),
      country('076', polygon(box(10, 0, 11, 1))),
    );
    expect(index.inCountry('BR', 10.5, 0.5)).toBe(true);
    expect(index.inCountry('BR', 0.5, 0.5)).toBe(true);
    expect(index.inCountry('BR', 5, 0.5)).toBe(false);
  });

  it("gives the boxes of a code's shapes, shifted past 180° for one that crosses it, and none for an unknown code", () => {
    const index = indexOf(
      country('076', polygon(box(0, 0, 1, 1))),
      country('076', polygon(box(10, -2, 11, 3))),
      country('242', polygon(box(170, -20, -170, -10))),
      country(undefined, polygon(box(20, 0, 21, 1))),
    );
    expect(index.boxesOf('BR')).toEqual([
      [0, 0, 1, 1],
      [10, -2, 11, 3],
    ]);
    expect(index.boxesOf('FJ')).toEqual([[170, -20, 190, -10]]);
    expect(index.boxesOf('XX')).toEqual([]);
    expect(index.boxesOf('')).toEqual([]);
  });

  it('gives a shape without an id as land without a code', () => {
    const index = indexOf(country(undefined, polygon(box(0, 0, 1, 1))));
    expect(index.countryAt(0.5, 0.5)).toBe('');
    expect(index.countryAt(2, 0.5)).toBeNull();
  });
});

describe('distance to a segment (segmentDistance2), longitude scaled by k', () => {
  // The segment from (0, 0) to (4, 0) with k = 0.5: 2 degrees long once scaled; p's longitude comes scaled.
  const a = [0, 0];
  const b = [4, 0];
  it('measures square degrees to the nearest point of the segment: inside it, and beyond either end', () => {
    expect(segmentDistance2(1, 3, a, b, 0.5)).toBe(9);
    expect(segmentDistance2(1, -3, a, b, 0.5)).toBe(9);
    expect(segmentDistance2(-3, 4, a, b, 0.5)).toBe(25);
    expect(segmentDistance2(5, 4, a, b, 0.5)).toBe(25);
    expect(segmentDistance2(2, 0, a, b, 0.5)).toBe(0);
  });

  it('scales the segment, not only the point', () => {
    expect(segmentDistance2(1, 1, [2, 0], [2, 4], 0.5)).toBe(0);
    expect(segmentDistance2(3, 1, [2, 0], [2, 4], 0.5)).toBe(4);
    // Slanted: from (0, 0) to (2, 2) scaled by 1; (2, 0) is 2 from its middle.
    expect(segmentDistance2(2, 0, [0, 0], [2, 2], 1)).toBeCloseTo(2, 12);
  });

  it('measures a segment away from the axes', () => {
    // From (2, 1) to (2, 5) once scaled by 0.5: (1, 3) is 1 west of its middle, (2, 7) 2 beyond its end.
    expect(segmentDistance2(1, 3, [4, 1], [4, 5], 0.5)).toBe(1);
    expect(segmentDistance2(2, 7, [4, 1], [4, 5], 0.5)).toBe(4);
    expect(segmentDistance2(2, -1, [4, 1], [4, 5], 0.5)).toBe(4);
  });

  it('measures to the point itself for a segment of no length', () => {
    expect(segmentDistance2(3, 4, [0, 0], [0, 0], 1)).toBe(25);
  });
});

describe('outside every country (isOffshore): 0.1° from the 1:50m outlines', () => {
  // The 1:50m shapes take a second to load: the module the other files share is used (traces-export's tests
  // load them too), not this file's fresh one. Each case is 0.099° (in), then 0.101° (out) beyond an
  // outermost vertex of a 1:50m outline, in a sea that no coarser 1:110m shape covers; longitude degrees
  // scaled by the latitude's cosine.
  const k = (lat: number) => Math.cos((lat * Math.PI) / 180);
  const cases: [string, [number, number], 'W' | 'E' | 'S' | 'N'][] = [
    // Marion Island (South Africa, a MultiPolygon), its four outermost vertices.
    ['Marion Island west', [37.58977589775898, -46.90792227016019], 'W'],
    ['Marion Island east', [37.88857888578886, -46.900978256345056], 'E'],
    ['Marion Island south', [37.8129781297813, -46.9634743806813], 'S'],
    ['Marion Island north', [37.683376833768335, -46.824594104378534], 'N'],
    // Cap-Vert, Dakar: Senegal is one Polygon.
    ['Cap-Vert west', [-17.533975339753397, 14.7549204082666], 'W'],
    ['Ras Hafun east (Somalia)', [51.38871388713889, 10.421855787620387], 'E'],
    ['Cap Blanc north (Tunisia)', [9.689496894968954, 37.34032534200344], 'N'],
  ];
  const beyond = ([x, y]: [number, number], side: 'W' | 'E' | 'S' | 'N', off: number): [number, number] =>
    side === 'W'
      ? [x - off / k(y), y]
      : side === 'E'
        ? [x + off / k(y), y]
        : side === 'S'
          ? [x, y - off]
          : [x, y + off];

  it('keeps a position within 0.1° of a coast, and finds one beyond it offshore, on every side', async () => {
    for (const [name, vertex, side] of cases) {
      expect(await isOffshore(...beyond(vertex, side, 0.099)), `${name} 0.099°`).toBe(false);
      expect(await isOffshore(...beyond(vertex, side, 0.101)), `${name} 0.101°`).toBe(true);
    }
  });

  it('finds land in either set of shapes, and the open sea', async () => {
    expect(await isOffshore(-4.03, 5.36)).toBe(false); // Abidjan
    expect(await isOffshore(6.6, 0.25)).toBe(false); // São Tomé: no 1:110m shape
    expect(await isOffshore(-5.5, 2.5)).toBe(true); // 300 km off Côte d'Ivoire
    expect(await isOffshore(-30, 0)).toBe(true);
    // Inside the box of Senegal's outline, 0.7° off its coast north of Dakar: every segment is measured.
    expect(await isOffshore(-17.3, 15.5)).toBe(true);
  });
});
