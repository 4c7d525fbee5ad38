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
import type { Bounds } from '@/lib/geo/bounds.ts';

/** A plot some footprints touch: its position in its load (and list), its id, and which footprints. */
export interface PlotTouch {
  position: number;
  id: string;
  /** Indexes in the footprints asked about, ascending. */
  footprints: number[];
}

/** A geometry's [minLng, minLat, maxLng, maxLat]. */
export const boxOf = (g: GeoJSON.Geometry) => bbox(g) as Bounds;
