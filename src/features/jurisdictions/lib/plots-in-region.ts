/**
 * How many of the person's plots lie in one region: each plot's packed centroid tested against the
 * region's boundary (a box test first), so only the open region is counted and no plot is materialised.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';

export function countPlotsIn(
  list: Pick<PlotList, 'length' | 'centroid'>,
  boundary: GeoJSON.Polygon | GeoJSON.MultiPolygon,
  box: { minLng: number; minLat: number; maxLng: number; maxLat: number },
): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list.centroid(i);
    if (!c || c[0] < box.minLng || c[0] > box.maxLng || c[1] < box.minLat || c[1] > box.maxLat) continue;
    if (booleanPointInPolygon(c, boundary)) n++;
  }
  return n;
}
