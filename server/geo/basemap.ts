/** The offline basemap's data: country outlines and one label point per country. */
import centroid from '@turf/centroid';
import { loadCountries } from './countries.ts';

/**
 * The 50m country outlines with only what the map and the jurisdictions page use (`name`, `iso2`), no ids.
 * The source of both /basemap/countries.geojson and the vector tiles (basemap-tiles.ts).
 */
export function basemapCountries(): GeoJSON.FeatureCollection<
  GeoJSON.Polygon | GeoJSON.MultiPolygon,
  { name: string; iso2: string | null }
> {
  const features = loadCountries('50m').map((f) => ({
    type: 'Feature' as const,
    properties: { name: f.properties.name, iso2: f.properties.iso2 },
    geometry: f.geometry,
  }));
  return { type: 'FeatureCollection', features };
}

let cached: string | null = null;

export function basemapGeoJson(): string {
  cached ??= JSON.stringify(basemapCountries());
  return cached;
}

let labels: string | null = null;

export function basemapLabelsGeoJson(): string {
  if (labels) return labels;
  const features = loadCountries('110m').map((f) => ({
    type: 'Feature' as const,
    properties: { name: f.properties.name },
    geometry: centroid(f).geometry,
  }));
  labels = JSON.stringify({ type: 'FeatureCollection', features });
  return labels;
}
