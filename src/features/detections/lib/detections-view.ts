/**
 * What the Detections page frames and says, from what it has loaded: pure, so the choices are tested
 * without a map or a query.
 */
import { boundsOf, type Bounds } from '@/lib/geo/bounds.ts';
import type { Detection, TouchedPlot } from './touched-plots.ts';

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

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The line under the map: counts once the files are read, progress while they are. */
export function detectionsSummary(
  monthLabel: string,
  files: { count: number; done: boolean },
  counts: { clearings: number; fires: number },
): string {
  if (files.count > 0 && files.done)
    return `${monthLabel}: ${plural(counts.clearings, 'deforestation area')} and ${plural(counts.fires, 'fire')} on the map.`;
  return files.count > 0 ? 'Reading the files…' : '';
}
