/**
 * Which of a load's plots some footprints touch (the Detections page: a month's clearings and fire
 * pixels). A footprint touches a plot when their boxes meet and the two intersect (turf
 * boolean-intersects). In the loader worker the load's spatial index gives the few plots whose boxes meet a
 * footprint, and only those are rebuilt as GeoJSON and tested (`touchesInView`); the page never holds a
 * record per plot for this. Where there is no worker, `touchesInList` walks the page's list by its packed
 * boxes and builds only the plots whose box meets a footprint. Both give the same answer.
 */
import bbox from '@turf/bbox';
import booleanIntersects from '@turf/boolean-intersects';
import { boundsOverlap, type Bounds } from '@/lib/geo/bounds.ts';
import type { PlotList } from '../page/plot-list.ts';
import { viewGeometry, viewId, type PlotView } from '../worker/plot-store.ts';

/** An area that may touch plots: a clearing, or the square pixel a fire stands for. */
export type Footprint = GeoJSON.Polygon | GeoJSON.MultiPolygon;

/** A plot some footprints touch: its position in its load (and list), its id, and which footprints. */
export interface PlotTouch {
  position: number;
  id: string;
  /** Indexes in the footprints asked about, ascending. */
  footprints: number[];
}

const boxOf = (g: GeoJSON.Geometry) => bbox(g) as Bounds;

/** Indexes (ascending) of the footprints among `which` whose exact shape meets the plot's geometry. */
function exactly(geometry: GeoJSON.Geometry, footprints: readonly Footprint[], which: readonly number[]) {
  return which.filter((k) => booleanIntersects(geometry, footprints[k]!));
}

/** The loader worker's answer: the index finds the candidates by box, the exact test runs only on them. */
export function touchesInView(view: PlotView, footprints: readonly Footprint[]): PlotTouch[] {
  if (!view.index) return [];
  const candidates = new Map<number, number[]>();
  footprints.forEach((footprint, k) => {
    const [minLng, minLat, maxLng, maxLat] = boxOf(footprint);
    for (const j of view.index!.search(minLng, minLat, maxLng, maxLat)) {
      const ks = candidates.get(j);
      if (ks) ks.push(k);
      else candidates.set(j, [k]);
    }
  });
  const out: PlotTouch[] = [];
  for (const [position, ks] of candidates) {
    const geometry = viewGeometry(view, position);
    // Stryker disable next-line ConditionalExpression: every stored plot has a geometry (compacted or kept whole); a guard for the type.
    if (!geometry) continue;
    const touching = exactly(geometry, footprints, ks);
    if (touching.length) out.push({ position, id: viewId(view, position), footprints: touching });
  }
  return out.sort((a, b) => a.position - b.position);
}

/** The same answer from the page's list, one plot at a time (where there is no worker). */
export function touchesInList(list: PlotList, footprints: readonly Footprint[]): PlotTouch[] {
  const boxes = footprints.map(boxOf);
  const out: PlotTouch[] = [];
  for (let position = 0; position < list.length; position++) {
    const box = list.box(position);
    if (!box) continue;
    const near = boxes.flatMap((b, k) => (boundsOverlap(box, b) ? [k] : []));
    // Stryker disable next-line ConditionalExpression: a speed guard; the exact test of no footprint finds none.
    if (!near.length) continue;
    const plot = list.at(position);
    const touching = exactly(plot.geometry, footprints, near);
    if (touching.length) out.push({ position, id: plot.id, footprints: touching });
  }
  return out;
}
