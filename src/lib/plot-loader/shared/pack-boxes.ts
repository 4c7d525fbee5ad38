/**
 * Boxes around plots of packs, widened plot by plot from the `boxes` column with no array per plot: the
 * extent of a pack (the device cache frames the map with it before the plots are in) and of a list's plots
 * (page/plot-summary.ts).
 */
import type { PackedPlots } from '@core/plot-packs/packed-plots.ts';

/** A box around plots, widened plot by plot (widenBox), read with `boxAround`. */
export type GrowingBox = [number, number, number, number];
export const emptyBox = (): GrowingBox => [Infinity, Infinity, -Infinity, -Infinity];

/** Widens `box` by the box of plot `i` of a pack. */
export function widenBox(box: GrowingBox, p: Pick<PackedPlots, 'boxes'>, i: number): void {
  const b = p.boxes;
  const k = 4 * i;
  // NaN (an empty geometry) fails every comparison: it widens nothing.
  if (b[k]! < box[0]) box[0] = b[k]!;
  if (b[k + 1]! < box[1]) box[1] = b[k + 1]!;
  if (b[k + 2]! > box[2]) box[2] = b[k + 2]!;
  if (b[k + 3]! > box[3]) box[3] = b[k + 3]!;
}

/** The box as [minLng, minLat, maxLng, maxLat]; null when no plot with a geometry widened it. */
export const boxAround = (box: GrowingBox): [number, number, number, number] | null =>
  box[0] <= box[2] ? [...box] : null;

/** The box around every plot of a pack (outer rings or points); null when none has a geometry. */
export function packExtent(p: Pick<PackedPlots, 'boxes'>): [number, number, number, number] | null {
  const box = emptyBox();
  for (let i = 0; i < p.boxes.length / 4; i++) widenBox(box, p, i);
  return boxAround(box);
}
