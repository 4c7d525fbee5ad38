/**
 * The country codes and the coarse land lookup behind bad-country and swapped-axes: known places, the sea,
 * Antarctica left out, countries that cross ±180°, and points exactly on a country's outermost vertices.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topo from 'world-atlas/countries-110m.json' with { type: 'json' };
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLandIndex, isAlpha2, numericToAlpha2, type LandIndex } from './countries.ts';
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
