/**
 * The choropleths' data: the list endpoint has no geometry, so countries are matched by ISO alpha-2 code to
 * the offline basemap's country shapes (its vector tiles, property `iso2`), and an opened country's regions
 * joined to their boundaries from the detail endpoint. Only jurisdictions in the current list
 * are kept: the rest is plain basemap land ("not in this list"). The EU's country benchmark is a layer of
 * its own, never joined to the service's assessment.
 */
import type { Bounds } from '@/lib/geo/bounds.ts';
import { RISK_LEVELS, type Jurisdiction, type RiskLevel } from '@core/api/schemas.ts';
import { benchmarkTier, type BenchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';

export interface CountryShapeProperties {
  name: string;
  iso2: string | null;
}

export interface ChoroplethProperties {
  /** The country's code (a region's country for a region). */
  iso2: string;
  name: string;
  jurisdictionId: string;
  riskLevel: RiskLevel;
}

const riskRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);

/**
 * A jurisdiction's level: as the answer gives it, else 1 under a parent and 0 without one (the live
 * service may send neither field; a jurisdiction with neither is read as a country).
 */
export const jurisdictionLevel = (j: Pick<Jurisdiction, 'administrationLevel' | 'parentId'>): number =>
  j.administrationLevel ?? (j.parentId ? 1 : 0);

/**
 * The jurisdiction that colours a country: its national (level 0) unit when the list has one, else the
 * riskiest of its sub-national units, so a country is never shown safer than any part of it.
 */
export function jurisdictionPerCountry(jurisdictions: readonly Jurisdiction[]): Map<string, Jurisdiction> {
  const byCountry = new Map<string, Jurisdiction>();
  for (const j of jurisdictions) {
    const code = j.country.toUpperCase();
    const current = byCountry.get(code);
    if (
      !current ||
      (jurisdictionLevel(j) === 0 && jurisdictionLevel(current) !== 0) ||
      (jurisdictionLevel(current) !== 0 &&
        riskRank(j.assessment.riskLevel) > riskRank(current.assessment.riskLevel))
    ) {
      byCountry.set(code, j);
    }
  }
  return byCountry;
}

/**
 * What colours each listed country, by its ISO alpha-2 code (upper case): its jurisdiction's name, id and
 * risk. The map draws the countries from the basemap's own vector tiles and picks each one's risk by code
 * (map/layers.ts), so no country geometry is handed to MapLibre from the page: sending the 1.9 MB of 50m
 * shapes to its worker was the page's longest task (issue 31). A country not in the map is not drawn.
 */
export function countryRiskOf(jurisdictions: readonly Jurisdiction[]): Map<string, ChoroplethProperties> {
  const out = new Map<string, ChoroplethProperties>();
  for (const [iso2, j] of jurisdictionPerCountry(jurisdictions)) {
    out.set(iso2, { iso2, name: j.name, jurisdictionId: j.id, riskLevel: j.assessment.riskLevel });
  }
  return out;
}

/** The box around the listed jurisdictions, to frame the map on them; null for an empty list. */
export function boundsOf(jurisdictions: readonly Pick<Jurisdiction, 'boundingBox'>[]): Bounds | null {
  if (!jurisdictions.length) return null;
  let [minLng, minLat, maxLng, maxLat] = [180, 90, -180, -90];
  for (const { boundingBox: b } of jurisdictions) {
    minLng = Math.min(minLng, b.minLng);
    minLat = Math.min(minLat, b.minLat);
    maxLng = Math.max(maxLng, b.maxLng);
    maxLat = Math.max(maxLat, b.maxLat);
  }
  // Web Mercator cannot show the poles, and Antarctica would shrink everything else: clamp the frame.
  return [minLng, Math.max(minLat, -58), maxLng, Math.min(maxLat, 80)];
}

/**
 * An opened country's regions, coloured by their own assessment: each listed region joined to its boundary
 * (from its detail); a region whose boundary is not in yet is left out until it is.
 */
export function joinRegionChoropleth(
  regions: readonly Jurisdiction[],
  boundaries: ReadonlyMap<string, GeoJSON.Geometry>,
): GeoJSON.FeatureCollection<GeoJSON.Geometry, ChoroplethProperties> {
  const features: GeoJSON.Feature<GeoJSON.Geometry, ChoroplethProperties>[] = [];
  for (const r of regions) {
    const geometry = boundaries.get(r.id);
    if (!geometry) continue;
    features.push({
      type: 'Feature',
      geometry,
      properties: {
        iso2: r.country.toUpperCase(),
        name: r.name,
        jurisdictionId: r.id,
        riskLevel: r.assessment.riskLevel,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

export interface BenchmarkProperties {
  iso2: string;
  name: string;
  tier: BenchmarkTier;
}

/** The EU's official country benchmark (core/eu-benchmark) on the basemap's shapes: every country with a tier. */
export function benchmarkLayerOf(
  countries: GeoJSON.FeatureCollection<GeoJSON.Geometry, CountryShapeProperties>,
): GeoJSON.FeatureCollection<GeoJSON.Geometry, BenchmarkProperties> {
  const features: GeoJSON.Feature<GeoJSON.Geometry, BenchmarkProperties>[] = [];
  for (const shape of countries.features) {
    const iso2 = shape.properties.iso2?.toUpperCase();
    const tier = benchmarkTier(iso2);
    if (!iso2 || !tier) continue;
    features.push({
      type: 'Feature',
      geometry: shape.geometry,
      properties: { iso2, name: shape.properties.name, tier },
    });
  }
  return { type: 'FeatureCollection', features };
}
