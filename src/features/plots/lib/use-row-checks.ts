/**
 * Rows ticked in the Plots table, for an export of a selection: the ids ticked (kept while filters change),
 * and which of the rows shown they are. An export takes the ticked rows shown when any row is ticked, and
 * every row shown otherwise; the page says which.
 */
import { useCallback, useMemo, useState } from 'react';
import { rowPosition, someRows, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';

/** The ticked rows among `rows`, in their order; null when nothing is ticked (then every row counts). */
export function checkedRows(rows: PlotRows, checked: ReadonlySet<string>): PlotRows | null {
  if (!checked.size) return null;
  const positions: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const position = rowPosition(rows, i);
    if (checked.has(rows.list.id(position))) positions.push(position);
  }
  return someRows(rows.list, Uint32Array.from(positions));
}

/** Every id of the rows (ticking "all shown"). */
export function idsOf(rows: PlotRows): string[] {
  return Array.from({ length: rows.length }, (_, i) => rows.list.id(rowPosition(rows, i)));
}

export function useRowChecks(rows: PlotRows) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const selection = useMemo(() => checkedRows(rows, checked), [rows, checked]);
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setChecked((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const setAll = useCallback((on: boolean) => setChecked(on ? new Set(idsOf(rows)) : new Set()), [rows]);
  return { checked, selection, toggle, setAll };
}
