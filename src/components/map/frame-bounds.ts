import type { Bounds } from '@/lib/geo/bounds.ts';

/** How every base map frames its bounds: room for the controls, and no closer than a field. */
export const FIT = { padding: 40, maxZoom: 14 } as const;

/** MapLibre's LngLatLike: a LngLat, `{ lng, lat }`, `{ lon, lat }` or `[lng, lat]`. */
type LngLatLike = { lng: number; lat: number } | { lon: number; lat: number } | [number, number];

const lngOf = (c: LngLatLike): number => (Array.isArray(c) ? c[0] : 'lng' in c ? c.lng : c.lon);
const latOf = (c: LngLatLike): number => (Array.isArray(c) ? c[1] : c.lat);

/** The part of a MapLibre map (or react-maplibre's MapRef) framing needs. */
export interface Frameable {
  cameraForBounds(bounds: Bounds, options: typeof FIT): { center?: LngLatLike; zoom?: number } | undefined;
  fitBounds(bounds: Bounds, options: typeof FIT & { duration: number }): unknown;
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
}

/**
 * Frames `bounds` at once, unless the map shows them already: a fit that moves nothing still fires the
 * move events and draws a frame. On the Jurisdictions page the map's 'load' (once every source has its
 * tiles) came seconds after the map was framed, and framing again there cost one more software-rendered
 * frame before the map was idle (bench/region-map.ts).
 */
export function frameBounds(map: Frameable, bounds: Bounds): void {
  const camera = map.cameraForBounds(bounds, FIT);
  if (camera?.center && camera.zoom !== undefined) {
    const at = map.getCenter();
    const still =
      Math.abs(camera.zoom - map.getZoom()) < 1e-6 &&
      Math.abs(lngOf(camera.center) - at.lng) < 1e-9 &&
      Math.abs(latOf(camera.center) - at.lat) < 1e-9;
    if (still) return;
  }
  map.fitBounds(bounds, { ...FIT, duration: 0 });
}
