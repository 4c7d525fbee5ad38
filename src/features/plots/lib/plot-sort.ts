/**
 * Sorting of the Plots table as an order of positions (a Uint32Array), not as row objects: at 100,000
 * plots a row model rebuilt on every loaded pack made tens of thousands of objects a second for the
 * garbage collector, blocking the page for seconds. The table reads the plots at the positions of the
 * visible window only.
 *
 * Text sorts by a key compared with plain `<` (case and accents folded, digit runs padded so "Plot 9"
 * comes before "Plot 10"), which is many times cheaper than a collator at this size.
 */
import { foldText } from '@core/text/fold-text.ts';
import { rowPosition, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';

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

/** The key of each row (by its list position) for `column`. */
function sortKeys(rows: PlotRows, column: PlotSortColumn): (string | number)[] {
  const keys: (string | number)[] = new Array(rows.length);
  // Suppliers and countries repeat: their keys are worked out once per distinct word.
  const byWord = new Map<string, string>();
  const wordKey = (w: string) => {
    let k = byWord.get(w);
    if (k === undefined) byWord.set(w, (k = naturalKey(w)));
    return k;
  };
  const { list } = rows;
  for (let i = 0; i < rows.length; i++) {
    const p = rowPosition(rows, i);
    switch (column) {
      case 'name':
        keys[i] = naturalKey(list.name(p));
        break;
      case 'supplier':
        keys[i] = wordKey(list.supplier(p));
        break;
      case 'country':
        keys[i] = list.country(p);
        break;
      // Most severe first; "not assessed" last.
      case 'risk':
        keys[i] = list.risk(p);
        break;
      case 'area':
        keys[i] = list.areaHa(p);
        break;
      // Unknown (not assessed) sorts below "none".
      case 'deforestation': {
        const ha = list.deforestedHa(p);
        keys[i] = Number.isNaN(ha) ? -1 : ha;
        break;
      }
    }
  }
  return keys;
}

/**
 * Row indexes of `rows` in the order of `sort` (ties keep load order, in both directions); null: unsorted,
 * the rows' own order.
 */
export function sortOrder(rows: PlotRows, sort: PlotSort | null): Uint32Array | null {
  if (!sort) return null;
  const keys = sortKeys(rows, sort.column);
  const dir = sort.desc ? -1 : 1;
  const order = new Uint32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    return ka < kb ? -dir : ka > kb ? dir : a - b;
  });
}
