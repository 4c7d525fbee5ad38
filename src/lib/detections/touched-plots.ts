/**
 * Which plots a month's detections touch. A deforestation polygon touches a plot when the two intersect.
 * A fire is a point standing for a satellite pixel (VIIRS, about 375 m): it touches a plot when that pixel
 * overlaps the plot, so a fire detected at a plot's edge counts even if its centre falls just outside.
 * The detections and their footprints are core/detections/detections.ts's; they are tested against the plots in the
 * loader worker, where the load's spatial index finds the few candidates (src/lib/plot-loader/shared/plot-touches.ts);
 * this module turns its answer into the page's list.
 */
import type { Plot } from '@core/api/schemas.ts';
import type { Detection } from '@core/detections/detections.ts';
import type { PlotTouch } from '@/lib/plot-loader/shared/plot-touches.ts';

export type PlotLike = Pick<Plot, 'id' | 'name' | 'supplier' | 'geometry'>;

export interface TouchedPlot {
  plot: PlotLike;
  detections: Detection[];
}

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
