/**
 * Which plots a month's detections touch. A deforestation polygon touches a plot when the two intersect.
 * A fire is a point standing for a satellite pixel (VIIRS, about 375 m): it touches a plot when that pixel
 * overlaps the plot, so a fire detected at a plot's edge counts even if its centre falls just outside.
 * Boxes are compared first; the exact test (turf boolean-intersects) runs only where they overlap.
 */
import bbox from '@turf/bbox';
import { boundsOverlap, type Bounds } from '@/lib/geo/bounds.ts';
import booleanIntersects from '@turf/boolean-intersects';
import type { Plot } from '@core/api/schemas.ts';

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

export type PlotLike = Pick<Plot, 'id' | 'name' | 'supplier' | 'geometry'>;

export interface TouchedPlot {
  plot: PlotLike;
  detections: Detection[];
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

export function touchedPlots(plots: readonly PlotLike[], detections: readonly Detection[]): TouchedPlot[] {
  const footprints = detections.map((d) => {
    const geometry = d.geometry.type === 'Point' ? firePixel(d.geometry.coordinates) : d.geometry;
    return { detection: d, geometry, box: bbox(geometry) as Bounds };
  });
  const touched: TouchedPlot[] = [];
  for (const plot of plots) {
    const box = bbox(plot.geometry) as Bounds;
    const hits = footprints
      .filter((f) => boundsOverlap(box, f.box) && booleanIntersects(plot.geometry, f.geometry))
      .map((f) => f.detection);
    if (hits.length) touched.push({ plot, detections: hits });
  }
  return touched.sort(
    (a, b) => b.detections.length - a.detections.length || a.plot.name.localeCompare(b.plot.name),
  );
}
