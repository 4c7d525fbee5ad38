/**
 * Sorting of the Plots table as an order of positions (a Uint32Array), not as row objects: at 100,000
 * plots a row model rebuilt on every loaded batch made tens of thousands of objects a second for the
 * garbage collector, blocking the page for seconds. The table reads the plots at the positions of the
 * visible window only.
 *
 * Text sorts by a key compared with plain `<` (case and accents folded, digit runs padded so "Plot 9"
 * comes before "Plot 10"), which is many times cheaper than a collator at this size.
 */
import type { Plot } from '@core/api/schemas.ts';
import { RISK_CLASSES, riskClassOf } from '@/lib/risk/risk-classes.ts';
import { foldText } from './plot-filters.ts';

export type PlotSortColumn = 'name' | 'supplier' | 'risk' | 'area' | 'deforestation' | 'country';
export interface PlotSort {
  column: PlotSortColumn;
  desc: boolean;
}

/** Columns whose first click sorts the largest first (areas); the others start with A or most severe. */
export const SORT_DESC_FIRST: Readonly<Record<PlotSortColumn, boolean>> = {
  name: false,
  supplier: false,
  risk: false,
  area: true,
  deforestation: true,
  country: false,
};

/** A click on a column header: its first direction, then the other one, then unsorted. */
export function nextSort(current: PlotSort | null, column: PlotSortColumn): PlotSort | null {
  const first = SORT_DESC_FIRST[column];
  if (current?.column !== column) return { column, desc: first };
  return current.desc === first ? { column, desc: !first } : null;
}

/** Lower-case, accent-free text whose digit runs compare by value ("plot 9" < "plot 10"). */
export const naturalKey = (s: string): string =>
  foldText(s).replace(/\d+/g, (d) => d.replace(/^0+(?=\d)/, '').padStart(12, '0'));

function sortKey(p: Plot, column: PlotSortColumn): string | number {
  switch (column) {
    case 'name':
      return naturalKey(p.name);
    case 'supplier':
      return naturalKey(p.supplier);
    case 'country':
      return p.country;
    // Most severe first; "not assessed" last.
    case 'risk':
      return RISK_CLASSES.indexOf(riskClassOf(p));
    case 'area':
      return p.areaHa;
    // Unknown (not assessed) sorts below "none".
    case 'deforestation':
      return p.riskAssessment?.deforestation.areaHa ?? -1;
  }
}

/**
 * Positions of `plots` in the order of `sort` (ties keep load order, in both directions); null: unsorted,
 * the plots' own order.
 */
export function sortOrder(plots: readonly Plot[], sort: PlotSort | null): Uint32Array | null {
  if (!sort) return null;
  const keys = plots.map((p) => sortKey(p, sort.column));
  const dir = sort.desc ? -1 : 1;
  const order = new Uint32Array(plots.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    return ka < kb ? -dir : ka > kb ? dir : a - b;
  });
}
