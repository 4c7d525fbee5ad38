/**
 * Country codes and a coarse land lookup for bad-country and swapped-axes.
 *
 * ISO codes come straight from i18n-iso-countries' codes.json: the package's Node entry registers every
 * locale (entry-node.js requires all of langs/, megabytes), and we need no names, only codes.
 * Shapes are Natural Earth 1:110m (world-atlas), loaded lazily once, only when a feature makes
 * swapped-axes plausible. Coarse coastlines are fine: the rule only compares the given and swapped points.
 */
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Topology, GeometryCollection } from 'topojson-specification';

const ALPHA2 = new Set<string>();
const NUMERIC_TO_ALPHA2 = new Map<string, string>();
for (const row of codes as string[][]) {
  const [alpha2, , numeric] = row;
  if (alpha2) ALPHA2.add(alpha2);
  if (alpha2 && numeric) NUMERIC_TO_ALPHA2.set(numeric, alpha2);
}

export const isAlpha2 = (code: string): boolean => ALPHA2.has(code);
export const numericToAlpha2 = (numeric: string): string | undefined => NUMERIC_TO_ALPHA2.get(numeric);

interface CountryShape {
  alpha2: string | null;
  bbox: [number, number, number, number];
  geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon;
  /** Rings that cross ±180° (Fiji, Chukotka) are stored with negative longitudes shifted by +360. */
  wrapped: boolean;
}

export interface LandIndex {
  /** The country (alpha-2, or '' for land without a code) containing the point, or null for the sea. */
  countryAt(lng: number, lat: number): string | null;
  /** Whether the point lies in the given country; undefined when we have no shape for that code. */
  inCountry(alpha2: string, lng: number, lat: number): boolean | undefined;
  /**
   * The boxes [minLng, minLat, maxLng, maxLat] of the country's shapes (none for an unknown code). A shape
   * that crosses ±180° has its western longitudes shifted by +360.
   */
  boxesOf(alpha2: string): readonly (readonly [number, number, number, number])[];
}

let landPromise: Promise<LandIndex> | null = null;
let land: LandIndex | null = null;

/** The land index if already loaded (synchronous callers), else null. */
export const loadedLandIndex = (): LandIndex | null => land;

/** Loads the 110m country shapes once (≈100 KB of TopoJSON). */
export function loadLandIndex(): Promise<LandIndex> {
  landPromise ??= (async () => {
    const [{ default: topo }, { feature }] = await Promise.all([
      import('world-atlas/countries-110m.json', { with: { type: 'json' } }),
      import('topojson-client'),
    ]);
    const t = topo as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const fc = feature(t, t.objects.countries) as GeoJSON.FeatureCollection<GeoJSON.Geometry>;
    land = buildLandIndex(fc);
    return land;
  })();
  return landPromise;
}

/** The lookup over country shapes (features with an ISO 3166-1 numeric id); exported for tests. */
export function buildLandIndex(fc: GeoJSON.FeatureCollection<GeoJSON.Geometry | null>): LandIndex {
  const shapes: CountryShape[] = [];
  for (const f of fc.features) {
    const g = f.geometry;
    if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) continue;
    // Stryker disable next-line StringLiteral: any placeholder for a missing id maps to no alpha-2 code
    const numeric = String(f.id ?? '');
    if (numeric === '010') continue; // Antarctica: no producers, and its ring wraps the whole globe
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    // Stryker disable next-line UnaryOperator: a looser bbox only costs a point-in-polygon test
    let maxY = -Infinity;
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const poly of polys)
      // Stryker disable next-line ArrayDeclaration: a polygon without rings contains nothing either way
      for (const p of poly[0] ?? []) {
        minX = Math.min(minX, p[0]!);
        maxX = Math.max(maxX, p[0]!);
        minY = Math.min(minY, p[1]!);
        maxY = Math.max(maxY, p[1]!);
      }
    const wrapped = maxX - minX > 180;
    let geometry = g;
    if (wrapped) {
      const shift = (p: number[]): number[] => [p[0]! < 0 ? p[0]! + 360 : p[0]!, p[1]!];
      geometry = {
        // Stryker disable next-line StringLiteral: booleanPointInPolygon reads every type but 'Polygon' as a MultiPolygon
        type: 'MultiPolygon',
        coordinates: polys.map((poly) => poly.map((ring) => ring.map(shift))),
      };
      minX = Infinity;
      // Stryker disable next-line UnaryOperator: a looser bbox only costs a point-in-polygon test
      maxX = -Infinity;
      for (const poly of geometry.coordinates)
        // Stryker disable next-line ArrayDeclaration: a polygon without rings contains nothing either way
        for (const p of poly[0] ?? []) {
          minX = Math.min(minX, p[0]!);
          maxX = Math.max(maxX, p[0]!);
        }
    }
    shapes.push({
      alpha2: numericToAlpha2(numeric) ?? null,
      bbox: [minX, minY, maxX, maxY],
      geometry,
      wrapped,
    });
  }
  const byCode = new Map<string, CountryShape[]>();
  for (const s of shapes) if (s.alpha2) byCode.set(s.alpha2, [...(byCode.get(s.alpha2) ?? []), s]);

  const contains = (s: CountryShape, lng: number, lat: number): boolean => {
    const x = s.wrapped && lng < 0 ? lng + 360 : lng;
    // With the feature's bbox, booleanPointInPolygon rejects a point outside it before the rings.
    return booleanPointInPolygon([x, lat], {
      type: 'Feature',
      bbox: s.bbox,
      geometry: s.geometry,
      properties: null,
    });
  };
  return {
    countryAt(lng, lat) {
      for (const s of shapes) if (contains(s, lng, lat)) return s.alpha2 ?? '';
      return null;
    },
    inCountry(alpha2, lng, lat) {
      const list = byCode.get(alpha2);
      if (!list) return undefined;
      return list.some((s) => contains(s, lng, lat));
    },
    boxesOf: (alpha2) => (byCode.get(alpha2) ?? []).map((s) => s.bbox),
  };
}
