/** The page's side of plot-touches.ts, where there is no worker: the plots of a list some footprints touch. */
import { boundsOverlap } from '@/lib/geo/bounds.ts';
import { boxOf, type PlotTouch } from '../shared/plot-touches.ts';
import { exactTouches, type Footprint } from '@core/detections/detections.ts';
import type { PlotList } from './plot-list.ts';

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
    const touching = exactTouches(plot.geometry, footprints, near);
    if (touching.length) out.push({ position, id: plot.id, footprints: touching });
  }
  return out;
}
