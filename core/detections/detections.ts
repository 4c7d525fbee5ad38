/**
 * The detections of a month's export (contract §7) as the dashboard reads them, and what each covers. A
 * deforestation polygon touches a plot when the two intersect. A fire is a point standing for a satellite
 * pixel (VIIRS, about 375 m): it touches a plot when that pixel overlaps the plot, so a fire detected at a
 * plot's edge counts even if its centre falls just outside. Shared by the page (the Detections page, the
 * review items) and the server (server/portfolio/detection-signals.ts, the review counts). Pure.
 */
import booleanIntersects from '@turf/boolean-intersects';

/** An area that may touch plots: a clearing, or the square pixel a fire stands for. */
export type Footprint = GeoJSON.Polygon | GeoJSON.MultiPolygon;

export type DetectionKind = 'deforestation' | 'fire';

export interface Detection {
  id: string;
  kind: DetectionKind;
  date: string;
  confidence: string | null;
  /** Deforestation only. */
  areaHa: number | null;
  geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon | GeoJSON.Point;
}

export const FIRE_PIXEL_M = 375;

/** The square pixel a fire point stands for. */
export function firePixel([lng, lat]: GeoJSON.Position, sizeM = FIRE_PIXEL_M): GeoJSON.Polygon {
  const half = sizeM / 2;
  const dLat = half / 111_320;
  const dLng = half / (111_320 * Math.max(Math.cos((lat! * Math.PI) / 180), 1e-6));
  const [x, y] = [lng!, lat!];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x - dLng, y - dLat],
        [x + dLng, y - dLat],
        [x + dLng, y + dLat],
        [x - dLng, y + dLat],
        [x - dLng, y - dLat],
      ],
    ],
  };
}

/** A detection as read from a shapefile feature; null for a feature without a usable geometry. */
export function detectionOf(kind: DetectionKind, feature: GeoJSON.Feature, index: number): Detection | null {
  const g = feature.geometry;
  if (!g || (g.type !== 'Polygon' && g.type !== 'MultiPolygon' && g.type !== 'Point')) return null;
  const p = feature.properties ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    id: text(p.id) ?? `${kind}-${index + 1}`,
    kind,
    date: text(p.date) ?? '',
    confidence: text(p.confidence),
    areaHa: typeof p.areaHa === 'number' ? p.areaHa : null,
    geometry: g,
  };
}

/** What each detection covers: a clearing its polygon, a fire the square pixel it stands for. */
export const footprintsOf = (detections: readonly Detection[]): Footprint[] =>
  detections.map((d) => (d.geometry.type === 'Point' ? firePixel(d.geometry.coordinates) : d.geometry));

/** Indexes (ascending) of the footprints among `which` whose exact shape meets the plot's geometry. */
export function exactTouches(
  geometry: GeoJSON.Geometry,
  footprints: readonly Footprint[],
  which: readonly number[],
) {
  return which.filter((k) => booleanIntersects(geometry, footprints[k]!));
}
