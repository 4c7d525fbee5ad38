/**
 * What the Detections page frames and says, from what it has loaded: pure, so the choices are tested
 * without a map or a query.
 */
import { said, type Said } from '@core/i18n/messages.ts';
import { boundsOf, type Bounds } from '@/lib/geo/bounds.ts';
import type { TouchedPlot } from '@/lib/detections/touched-plots.ts';
import type { Detection } from '@core/detections/detections.ts';

/** The map's focus: every detection, one touched plot (by id), or nothing chosen. */
export type DetectionsFocus = 'detections' | string | null;

/**
 * Where the map looks: the focus when there is one; otherwise the plots detections touch, else every plot
 * once they are all loaded (`plots`, the box around them all; null until then, so the map does not jump
 * while plots arrive).
 */
export function detectionsFrame(view: {
  focus: DetectionsFocus;
  detections: readonly Detection[];
  touched: readonly TouchedPlot[] | null;
  plots: Bounds | null;
}): Bounds | null {
  const { focus, detections, touched, plots } = view;
  if (focus === 'detections') return boundsOf(detections.map((d) => d.geometry));
  const focused = touched?.find((t) => t.plot.id === focus);
  if (focused) return boundsOf([focused.plot.geometry, ...focused.detections.map((d) => d.geometry)]);
  if (touched?.length) return boundsOf(touched.map((t) => t.plot.geometry));
  return plots;
}

/** The line under the map: counts once the files are read, progress while they are; null before any file. */
export function detectionsSummary(
  monthLabel: string,
  files: { count: number; done: boolean },
  counts: { clearings: number; fires: number },
): Said | null {
  if (files.count > 0 && files.done)
    return said('detections.summary', {
      label: monthLabel,
      clearings: counts.clearings,
      fires: counts.fires,
    });
  return files.count > 0 ? said('detections.reading') : null;
}
