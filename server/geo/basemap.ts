/** The offline basemap's data: country outlines and one label point per country. */
import centroid from '@turf/centroid';
import { loadCountries } from './countries.ts';

let cached: string | null = null;

export function basemapGeoJson(): string {
  if (cached) return cached;
  const features = loadCountries('50m').map((f) => ({
    type: 'Feature' as const,
    properties: { name: f.properties.name, iso2: f.properties.iso2 },
    geometry: f.geometry,
  }));
  cached = JSON.stringify({ type: 'FeatureCollection', features });
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
