/**
 * How many of the person's plots, and of their suppliers, lie in each country and in each region of an
 * opened country. Countries are read from the plots' packed country column; regions by each plot's packed
 * centroid tested against the region's boundary (a box test first), so no plot is materialised.
 */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';

export interface PlotTally {
  plots: number;
  /** Distinct suppliers of those plots. */
  suppliers: number;
}

export interface RegionShape {
  id: string;
  boundary: GeoJSON.Polygon | GeoJSON.MultiPolygon;
  box: { minLng: number; minLat: number; maxLng: number; maxLat: number };
}

const tallyOf = (suppliers: Map<string, Set<string>>): Map<string, PlotTally> => {
  const out = new Map<string, PlotTally>();
  for (const [key, set] of suppliers) out.set(key, { plots: 0, suppliers: set.size });
  return out;
};

/** Plots and suppliers per ISO alpha-2 code, upper case (codes differing only in case are one country). */
export function tallyByCountry(
  list: Pick<PlotList, 'length' | 'country' | 'supplier'>,
): Map<string, PlotTally> {
  const plots = new Map<string, number>();
  const suppliers = new Map<string, Set<string>>();
  for (let i = 0; i < list.length; i++) {
    const code = list.country(i).toUpperCase();
    plots.set(code, (plots.get(code) ?? 0) + 1);
    let set = suppliers.get(code);
    if (!set) suppliers.set(code, (set = new Set()));
    set.add(list.supplier(i));
  }
  const out = tallyOf(suppliers);
  for (const [code, n] of plots) out.get(code)!.plots = n;
  return out;
}

/**
 * Plots and suppliers per region (every region listed, 0 when none): a plot counts in the first region whose
 * boundary holds its centroid; plots without a centroid or outside every region are not counted.
 */
export function tallyByRegion(
  list: Pick<PlotList, 'length' | 'centroid' | 'supplier'>,
  regions: readonly RegionShape[],
): Map<string, PlotTally> {
  const plots = new Map<string, number>(regions.map((r) => [r.id, 0]));
  const suppliers = new Map<string, Set<string>>(regions.map((r) => [r.id, new Set<string>()]));
  for (let i = 0; i < list.length; i++) {
    const c = list.centroid(i);
    if (!c) continue;
    const region = regions.find(
      ({ box, boundary }) =>
        c[0] >= box.minLng &&
        c[0] <= box.maxLng &&
        c[1] >= box.minLat &&
        c[1] <= box.maxLat &&
        booleanPointInPolygon(c, boundary),
    );
    if (!region) continue;
    plots.set(region.id, plots.get(region.id)! + 1);
    suppliers.get(region.id)!.add(list.supplier(i));
  }
  const out = tallyOf(suppliers);
  for (const [id, n] of plots) out.get(id)!.plots = n;
  return out;
}
