/**
 * Country lookup by position, over the Natural Earth shapes of server/geo/countries.ts (one entry per ISO
 * code: features sharing a code, e.g. Australia and Ashmore and Cartier Islands, are merged). Built once per
 * process; a bounding-box test runs before each point-in-polygon so a lookup touches one or two shapes.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { loadCountries } from '../../geo/countries.ts';

export interface CountryEntry {
  iso2: string;
  name: string;
  geometry: GeoJSON.MultiPolygon;
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: [number, number, number, number];
}

let entries: CountryEntry[] | null = null;

function polygonsOf(g: GeoJSON.Polygon | GeoJSON.MultiPolygon): GeoJSON.Position[][][] {
  return g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
}

function bboxOf(polygons: GeoJSON.Position[][][]): [number, number, number, number] {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const polygon of polygons) {
    for (const [lng = 0, lat = 0] of polygon[0] ?? []) {
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
  }
  return [minLng, minLat, maxLng, maxLat];
}

/** Countries with an ISO alpha-2 code (Natural Earth areas without one, e.g. Somaliland, are left out). */
export function countryEntries(): CountryEntry[] {
  if (entries) return entries;
  const byIso = new Map<string, { name: string; polygons: GeoJSON.Position[][][]; largest: number }>();
  for (const f of loadCountries('50m')) {
    const iso2 = f.properties.iso2;
    if (!iso2) continue;
    const polygons = polygonsOf(f.geometry);
    const size = polygons.reduce((n, p) => n + (p[0]?.length ?? 0), 0);
    const existing = byIso.get(iso2);
    if (!existing) byIso.set(iso2, { name: f.properties.name, polygons: [...polygons], largest: size });
    else {
      existing.polygons.push(...polygons);
      // The name of the main shape wins (Australia, not Ashmore and Cartier Is.).
      if (size > existing.largest) Object.assign(existing, { name: f.properties.name, largest: size });
    }
  }
  entries = [...byIso].map(([iso2, { name, polygons }]) => ({
    iso2,
    name,
    geometry: { type: 'MultiPolygon', coordinates: polygons },
    bbox: bboxOf(polygons),
  }));
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return entries;
}

export function countryByIso(iso2: string): CountryEntry | undefined {
  return countryEntries().find((e) => e.iso2 === iso2);
}

const inBox = (e: CountryEntry, lng: number, lat: number) =>
  lng >= e.bbox[0] && lng <= e.bbox[2] && lat >= e.bbox[1] && lat <= e.bbox[3];

/** The country containing the position, or null at sea. */
export function countryAt(lng: number, lat: number): CountryEntry | null {
  for (const e of countryEntries()) {
    if (inBox(e, lng, lat) && booleanPointInPolygon([lng, lat], e.geometry)) return e;
  }
  return null;
}

/** The country with the closest boundary vertex (planar degrees, scaled by latitude): for points at sea. */
export function nearestCountry(lng: number, lat: number): CountryEntry {
  const k = Math.cos((lat * Math.PI) / 180);
  let best: CountryEntry | null = null;
  let bestD = Infinity;
  for (const e of countryEntries()) {
    // Lower bound from the bounding box: skip shapes that cannot beat the best so far.
    const dx = Math.max(e.bbox[0] - lng, 0, lng - e.bbox[2]) * k;
    const dy = Math.max(e.bbox[1] - lat, 0, lat - e.bbox[3]);
    if (dx * dx + dy * dy >= bestD) continue;
    for (const polygon of e.geometry.coordinates) {
      for (const [x = 0, y = 0] of polygon[0] ?? []) {
        const d = ((x - lng) * k) ** 2 + (y - lat) ** 2;
        if (d < bestD) {
          bestD = d;
          best = e;
        }
      }
    }
  }
  if (!best) throw new Error('no countries loaded');
  return best;
}
