/**
 * Boxes on the map: one Bounds type for every map, page and worker, and the few ways to get one. A box is
 * [west, south, east, north] in degrees (minLng, minLat, maxLng, maxLat), as MapLibre's fitBounds takes it.
 */
import bbox from '@turf/bbox';

export type Bounds = [number, number, number, number];

/** The view when there is nothing to frame: the inhabited world, without the poles Web Mercator cannot show. */
export const WORLD_BOUNDS: Bounds = [-170, -58, 180, 78];

/**
 * The box around any GeoJSON (a geometry, a feature, a collection, or a list of geometries); null when
 * there is nothing in it or it lies outside longitude/latitude (a projected file), which no map can frame.
 */
export function boundsOf(
  geojson: GeoJSON.GeoJSON | readonly GeoJSON.Geometry[] | null | undefined,
): Bounds | null {
  if (!geojson) return null;
  const target: GeoJSON.GeoJSON = Array.isArray(geojson)
    ? { type: 'GeometryCollection', geometries: [...geojson] }
    : (geojson as GeoJSON.GeoJSON);
  const [w, s, e, n] = bbox(target) as Bounds;
  if (![w, s, e, n].every(Number.isFinite) || w < -180 || e > 180 || s < -90 || n > 90) return null;
  return [w, s, e, n];
}

/** The box around several boxes (nulls skipped); null when none is left. */
export function unionBounds(boxes: Iterable<Bounds | null>): Bounds | null {
  const out: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    if (!b) continue;
    if (b[0] < out[0]) out[0] = b[0];
    if (b[1] < out[1]) out[1] = b[1];
    if (b[2] > out[2]) out[2] = b[2];
    if (b[3] > out[3]) out[3] = b[3];
  }
  return out[0] <= out[2] ? out : null;
}

/** Whether two boxes meet (touching counts). */
export const boundsOverlap = (a: Bounds, b: Bounds): boolean =>
  a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
