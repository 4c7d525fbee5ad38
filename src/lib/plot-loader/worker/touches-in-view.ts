/** The loader worker's side of plot-touches.ts: the plots of a load some footprints touch, found with its spatial index. */
import { boxOf, type PlotTouch } from '../shared/plot-touches.ts';
import { exactTouches, type Footprint } from '@core/detections/detections.ts';
import { viewGeometry, viewId, type PlotView } from './plot-store.ts';

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
    const touching = exactTouches(geometry, footprints, ks);
    if (touching.length) out.push({ position, id: viewId(view, position), footprints: touching });
  }
  return out.sort((a, b) => a.position - b.position);
}
