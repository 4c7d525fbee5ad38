/**
 * What the Plots map frames. While the device's copy comes in, all of it: its extent is stored with it and
 * read first. Framing the packs read so far moved the map, and drew it all again, when the rest came in.
 * Otherwise (a filter, the copy in, or no copy) the box around the plots listed.
 */
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { PlotLoad } from '@/lib/plot-loader/page/plot-queries.ts';

export function mapFrame(
  filtering: boolean,
  load: Pick<PlotLoad, 'cacheDone' | 'cacheExtent'> | undefined,
  listed: Bounds | null,
): Bounds | null {
  if (filtering || !load || load.cacheDone || !load.cacheExtent) return listed;
  return load.cacheExtent;
}
