/**
 * Which plots a month's detections touch. A deforestation polygon touches a plot when the two intersect.
 * A fire is a point standing for a satellite pixel (VIIRS, about 375 m): it touches a plot when that pixel
 * overlaps the plot, so a fire detected at a plot's edge counts even if its centre falls just outside.
 * The detections' footprints (a clearing's polygon, a fire's pixel) are tested against the plots in the
 * loader worker, where the load's spatial index finds the few candidates (src/lib/plot-loader/shared/plot-touches.ts);
 * this module turns its answer into the page's list.
 */
import type { Plot } from '@core/api/schemas.ts';
import type { Footprint, PlotTouch } from '@/lib/plot-loader/shared/plot-touches.ts';

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

/** What each detection covers: a clearing its polygon, a fire the square pixel it stands for. */
export const footprintsOf = (detections: readonly Detection[]): Footprint[] =>
  detections.map((d) => (d.geometry.type === 'Point' ? firePixel(d.geometry.coordinates) : d.geometry));

/**
 * The touched plots as the page lists them, most touched first (then by name), from which plots the
 * footprints of `detections` touch (`touches`, by position and id) and the page's own reading of a plot by
 * its position (`plotAt`). A position that holds another plot (a list that changed meanwhile) is left out.
 */
export function touchedPlots(
  touches: readonly PlotTouch[],
  plotAt: (position: number) => PlotLike,
  detections: readonly Detection[],
): TouchedPlot[] {
  const touched: TouchedPlot[] = [];
  for (const t of touches) {
    const plot = plotAt(t.position);
    if (plot.id === t.id) touched.push({ plot, detections: t.footprints.map((k) => detections[k]!) });
  }
  return touched.sort(
    (a, b) => b.detections.length - a.detections.length || a.plot.name.localeCompare(b.plot.name),
  );
}
