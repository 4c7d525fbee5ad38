/**
 * Which of a load's plots some footprints touch (the Detections page: a month's clearings and fire
 * pixels). A footprint touches a plot when their boxes meet and the two intersect (turf
 * boolean-intersects). In the loader worker the load's spatial index gives the few plots whose boxes meet a
 * footprint, and only those are rebuilt as GeoJSON and tested (worker/touches-in-view.ts); the page never
 * holds a record per plot for this. Where there is no worker, page/touches-in-list.ts walks the page's list
 * by its packed boxes and builds only the plots whose box meets a footprint. Both give the same answer: this
 * file holds what they share.
 */
import bbox from '@turf/bbox';
import booleanIntersects from '@turf/boolean-intersects';
import type { Bounds } from '@/lib/geo/bounds.ts';

/** An area that may touch plots: a clearing, or the square pixel a fire stands for. */
export type Footprint = GeoJSON.Polygon | GeoJSON.MultiPolygon;

/** A plot some footprints touch: its position in its load (and list), its id, and which footprints. */
export interface PlotTouch {
  position: number;
  id: string;
  /** Indexes in the footprints asked about, ascending. */
  footprints: number[];
}

/** A geometry's [minLng, minLat, maxLng, maxLat]. */
export const boxOf = (g: GeoJSON.Geometry) => bbox(g) as Bounds;

/** Indexes (ascending) of the footprints among `which` whose exact shape meets the plot's geometry. */
export function exactTouches(
  geometry: GeoJSON.Geometry,
  footprints: readonly Footprint[],
  which: readonly number[],
) {
  return which.filter((k) => booleanIntersects(geometry, footprints[k]!));
}
