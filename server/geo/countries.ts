/**
 * Natural Earth countries (world-atlas TopoJSON) as GeoJSON, cut at the antimeridian so Web Mercator maps
 * draw no bands across the world (topojson/world-atlas#38). Computed once per process and cached.
 * Used by the offline basemap and by the simulator's jurisdictions.
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { geoEquirectangular } from 'd3-geo';
import { geoProject } from 'd3-geo-projection';
import countries from 'i18n-iso-countries';
import type { Topology, GeometryCollection } from 'topojson-specification';

const require = createRequire(import.meta.url);

export type Resolution = '110m' | '50m' | '10m';

export interface CountryFeature extends GeoJSON.Feature<GeoJSON.Polygon | GeoJSON.MultiPolygon> {
  properties: { name: string; iso2: string | null; isoNumeric: string };
}

const cache = new Map<Resolution, CountryFeature[]>();

/** Round to `digits` decimals, recursively over coordinate arrays. */
function roundCoords(value: unknown, factor: number): unknown {
  if (typeof value === 'number') return Math.round(value * factor) / factor;
  if (Array.isArray(value)) return value.map((v) => roundCoords(v, factor));
  return value;
}

export function loadCountries(resolution: Resolution = '50m', digits = 4): CountryFeature[] {
  const cached = cache.get(resolution);
  if (cached) return cached;
  const topo = require(`world-atlas/countries-${resolution}.json`) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const fc = feature(topo, topo.objects.countries) as GeoJSON.FeatureCollection<
    GeoJSON.Geometry,
    { name: string }
  >;
  // An identity equirectangular projection through d3 cuts every ring at ±180° (a measured fix: no ring segment jumps 180° afterwards, so no bands across the map).
  const projection = geoEquirectangular()
    .scale(180 / Math.PI)
    .translate([0, 0])
    .reflectY(true)
    .precision(0);
  const cut = geoProject(fc, projection) as GeoJSON.FeatureCollection<GeoJSON.Geometry, { name: string }>;
  const factor = 10 ** digits;
  const result: CountryFeature[] = [];
  cut.features.forEach((f, i) => {
    if (!f.geometry || (f.geometry.type !== 'Polygon' && f.geometry.type !== 'MultiPolygon')) return;
    const isoNumeric = String(fc.features[i]?.id ?? '');
    const iso2 = isoNumeric ? (countries.numericToAlpha2(isoNumeric) ?? null) : null;
    result.push({
      type: 'Feature',
      id: isoNumeric || f.properties.name,
      properties: { name: f.properties.name, iso2, isoNumeric },
      geometry: { ...f.geometry, coordinates: roundCoords(f.geometry.coordinates, factor) } as
        | GeoJSON.Polygon
        | GeoJSON.MultiPolygon,
    });
  });
  cache.set(resolution, result);
  return result;
}
