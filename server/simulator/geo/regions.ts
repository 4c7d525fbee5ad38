/**
 * First-level administrative regions of the simulator (states, provinces, regions) worldwide: Natural
 * Earth's admin-1 boundaries (public domain), a simplified extract made at dev time by
 * scripts/build-admin1-extract.mjs into admin1/regions.json (never fetched at run time), finer for the main
 * producing countries of the seed data. No second-level units: Natural Earth has none, and no open source
 * of admin-2 boundaries is bundled (docs/api-contract.md §5).
 *
 * Each region's figures derive from its country's profile, varied per region deterministically (a hash
 * of its id): forest share and loss rate differ within a country, as Pará differs from Paraná.
 */
import { readFileSync } from 'node:fs';
import type { Jurisdiction } from '@core/api/schemas.ts';
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { countryProfiles, type RegionProfile } from './jurisdictions.ts';
import { hashString, round, unit } from './random.ts';

interface RegionRecord {
  id: string;
  name: string;
  country: string;
  geometry: GeoJSON.MultiPolygon;
}

let regions: RegionProfile[] | null = null;

function bboxOf(g: GeoJSON.MultiPolygon): Jurisdiction['boundingBox'] {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of g.coordinates)
    for (const [lng = 0, lat = 0] of polygon[0] ?? []) {
      minLng = Math.min(minLng, lng);
      maxLng = Math.max(maxLng, lng);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
  return { minLng, minLat, maxLng, maxLat };
}

/** The regions with their designed figures, built once per process. */
export function regionProfiles(): RegionProfile[] {
  if (regions) return regions;
  const file = JSON.parse(readFileSync(new URL('./admin1/regions.json', import.meta.url), 'utf8')) as {
    regions: RegionRecord[];
  };
  const byCountry = new Map(countryProfiles().map((p) => [p.country, p]));
  regions = file.regions.flatMap((r) => {
    const country = byCountry.get(r.country);
    if (!country) return [];
    const areaHa = round(geometryAreaHa(r.geometry), 0);
    const countryForestShare = country.areaHa > 0 ? country.forestHa / country.areaHa : 0;
    // Within 0.3×–1.7× of the country's forest share (capped at 95 %), and 0.1×–2.5× its loss rate.
    const forestShare = Math.min(0.95, countryForestShare * (0.3 + 1.4 * unit(hashString(`rf:${r.id}`))));
    const lossFactor = 0.1 + 2.4 * unit(hashString(`rl:${r.id}`)) ** 1.5;
    const share = (ha: number) => (country.areaHa > 0 ? ha / country.areaHa : 0);
    const vary = (key: string) => 0.4 + 1.2 * unit(hashString(`${key}:${r.id}`));
    return [
      {
        id: r.id,
        name: r.name,
        country: r.country,
        gadmId: `${country.gadmId}.${r.id.slice(country.gadmId.length + 5)}`,
        areaHa,
        boundingBox: bboxOf(r.geometry),
        geometry: r.geometry,
        forestHa: round(areaHa * forestShare, 0),
        lossRate: country.lossRate * lossFactor,
        protectedHa: round(Math.min(areaHa, areaHa * share(country.protectedHa) * vary('rp')), 0),
        indigenousHa: round(Math.min(areaHa, areaHa * share(country.indigenousHa) * vary('ri')), 0),
        commodities: country.commodities,
        parentId: country.id,
      },
    ];
  });
  return regions;
}

let byId: Map<string, RegionProfile> | null = null;

export const regionById = (id: string): RegionProfile | undefined =>
  (byId ??= new Map(regionProfiles().map((r) => [r.id, r]))).get(id);
