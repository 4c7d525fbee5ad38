/**
 * The country codes and the coarse land lookup behind bad-country and swapped-axes: known places, the sea,
 * Antarctica left out, countries that cross ±180°, and points exactly on a country's outermost vertices.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topo from 'world-atlas/countries-110m.json' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { isAlpha2, loadLandIndex, loadedLandIndex, numericToAlpha2, type LandIndex } from './countries.ts';

let land: LandIndex;
beforeAll(async () => {
  expect(loadedLandIndex()).toBeNull();
  const first = loadLandIndex();
  expect(loadLandIndex()).toBe(first); // loaded once
  land = await first;
  expect(loadedLandIndex()).toBe(land);
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
