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
  // Every row of codes.json has all three codes: the guards' mutants that keep a row survive.
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
      // Stryker disable next-line ObjectLiteral,StringLiteral: Vite (the tests) imports JSON without the attribute; Node needs it
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
  // Shapes without a code would go under null, which no caller asks for (codes are strings): `true` survives.
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

/**
 * How far from every country's 1:50m outline a position must lie to be "outside every country" (about
 * 11 km): the 1:50m coast is generalised by up to a kilometre or two, and a plot on a beach or a small
 * islet must not be read as the sea.
 */
export const OFFSHORE_TOLERANCE_DEG = 0.1;

interface Part {
  ring: number[][];
  bbox: [number, number, number, number];
}
let detailedPromise: Promise<{ index: LandIndex; parts: Part[] }> | null = null;

/**
 * The 1:50m country shapes (≈750 KB, loaded only when a position lies outside every 1:110m shape: the coarse
 * shapes leave out São Tomé, the Comoros and many of Indonesia's islands), one shape per polygon part so a
 * lookup touches only the parts around the position.
 */
function loadDetailed(): Promise<{ index: LandIndex; parts: Part[] }> {
  detailedPromise ??= (async () => {
    const [{ default: topo }, { feature }] = await Promise.all([
      // Stryker disable next-line ObjectLiteral,StringLiteral: Vite (the tests) imports JSON without the attribute; Node needs it
      import('world-atlas/countries-50m.json', { with: { type: 'json' } }),
      import('topojson-client'),
    ]);
    const t = topo as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const fc = feature(t, t.objects.countries) as GeoJSON.FeatureCollection<GeoJSON.Geometry>;
    // Stryker disable next-line ArrayDeclaration: buildLandIndex skips an entry without a geometry
    const split: GeoJSON.Feature<GeoJSON.Geometry>[] = [];
    const parts: Part[] = [];
    for (const f of fc.features) {
      const g = f.geometry;
      // world-atlas's shapes are all Polygons and MultiPolygons: a guard for other data (its mutants survive).
      if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon')) continue;
      for (const poly of g.type === 'Polygon' ? [g.coordinates] : g.coordinates) {
        split.push({
          // Stryker disable next-line StringLiteral: buildLandIndex reads the id and geometry only
          type: 'Feature',
          id: f.id,
          properties: {},
          geometry: { type: 'Polygon', coordinates: poly },
        });
        // Stryker disable next-line ArrayDeclaration: every polygon of world-atlas has its outer ring
        const ring = poly[0] ?? [];
        // Stryker disable next-line ArrayDeclaration,UnaryOperator: a wider (or NaN) box only skips fewer parts
        let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const p of ring) {
          x0 = Math.min(x0, p[0]!);
          x1 = Math.max(x1, p[0]!);
          y0 = Math.min(y0, p[1]!);
          y1 = Math.max(y1, p[1]!);
        }
        // Stryker disable next-line ArrayDeclaration: without a box (NaN comparisons) no part is skipped
        parts.push({ ring, bbox: [x0, y0, x1, y1] });
      }
    }
    // Stryker disable next-line StringLiteral: buildLandIndex reads the features only
    return { index: buildLandIndex({ type: 'FeatureCollection', features: split }), parts };
  })();
  return detailedPromise;
}

/**
 * Squared planar distance (longitude scaled by the latitude's cosine) from p to the segment a–b, in degrees²;
 * exported for tests.
 */
export function segmentDistance2(px: number, py: number, a: number[], b: number[], k: number): number {
  const ax = a[0]! * k;
  const ay = a[1]!;
  const dx = b[0]! * k - ax;
  const dy = b[1]! - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
}

/**
 * Whether a position lies outside every country: in no 1:110m shape, in no 1:50m shape, and farther than
 * OFFSHORE_TOLERANCE_DEG from every 1:50m outline. A plot there has no country of production (Operator API
 * Reference §10.3 "Production country": every production place must contain a valid country), whatever a
 * service's "nearest country" says.
 */
export async function isOffshore(lng: number, lat: number): Promise<boolean> {
  if ((await loadLandIndex()).countryAt(lng, lat) !== null) return false;
  const { index, parts } = await loadDetailed();
  if (index.countryAt(lng, lat) !== null) return false;
  const tol = OFFSHORE_TOLERANCE_DEG;
  const k = Math.cos((lat * Math.PI) / 180);
  for (const { ring, bbox } of parts) {
    // Rings crossing ±180° are cut there in the 1:50m shapes; a plot within 0.1° of the line is not a case.
    // A speed guard: its mutants that skip fewer parts find the same and survive (the tests check that it
    // skips no part too many, on each side).
    // Stryker disable next-line MethodExpression: a smaller divisor only widens the box
    if (lng < bbox[0] - tol / Math.max(k, 0.01) || lng > bbox[2] + tol / Math.max(k, 0.01)) continue;
    if (lat < bbox[1] - tol || lat > bbox[3] + tol) continue;
    for (let i = 1; i < ring.length; i++)
      if (segmentDistance2(lng * k, lat, ring[i - 1]!, ring[i]!, k) <= tol * tol) return false;
  }
  return true;
}
