/**
 * The plots table: TanStack Table for columns and sorting, TanStack Virtual so only the visible rows exist
 * in the DOM (smooth at 100,000 rows). It is also the keyboard route to every plot on the map: one row is
 * in the tab order (roving tabindex); arrows, Page Up/Down, Home and End move; Enter or Space selects (the
 * map highlights and flies to it); Enter on the selected row opens its detail page.
 */
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Plot } from '@core/api/schemas.ts';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { RISK_CLASSES, riskClassOf } from '@/lib/risk/risk-classes.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';

const ROW_HEIGHT = 36;
const GRID_COLUMNS = 'minmax(10rem,2.2fr) minmax(6rem,1.2fr) 5.75rem 5.25rem 6.25rem 5rem';

const col = createColumnHelper<Plot>();
const riskRank = (p: Plot) => RISK_CLASSES.indexOf(riskClassOf(p));

const columns = [
  col.accessor('name', { header: 'Plot' }),
  col.accessor('supplier', { header: 'Supplier' }),
  // Sorted most severe first; "not assessed" last.
  col.accessor((p) => riskRank(p), {
    id: 'risk',
    header: 'Risk',
    cell: (c) => <RiskBadge risk={riskClassOf(c.row.original)} compact />,
    sortDescFirst: false,
  }),
  col.accessor('areaHa', { header: 'Area', cell: (c) => formatHa(c.getValue()), sortDescFirst: true }),
  col.accessor((p) => p.riskAssessment?.deforestation.areaHa ?? -1, {
    id: 'deforestation',
    header: 'Deforested',
    cell: (c) => {
      const d = c.row.original.riskAssessment?.deforestation;
      if (!d) return <span className="text-slate-500">unknown</span>;
      return d.hasDeforestation ? (
        <span className="font-medium text-red-900">{formatHa(d.areaHa)}</span>
      ) : (
        'none'
      );
    },
    sortDescFirst: true,
  }),
  col.accessor('country', {
    header: 'Country',
    cell: (c) => (
      <abbr title={countryName(c.getValue())} className="no-underline">
        {c.getValue()}
      </abbr>
    ),
  }),
];

export interface PlotsTableProps {
  plots: readonly Plot[];
  selectedId: string | undefined;
  /** Bumped when the selection comes from elsewhere (the map, the URL): the table scrolls the row into view. */
  revealToken: number;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
}

export const PlotsTable = memo(function PlotsTable({
  plots,
  selectedId,
  revealToken,
  onSelect,
  onOpen,
}: PlotsTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [activeIndex, setActiveIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  /** What to do with the active row once it is rendered: focus it (keyboard) or only bring it into view (map). */
  const afterRender = useRef<{ kind: 'focus' | 'reveal'; index: number } | null>(null);

  const data = useMemo(() => plots as Plot[], [plots]);
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (p) => p.id,
  });
  const rows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  const selectedIndex = useMemo(
    () => (selectedId ? rows.findIndex((r) => r.id === selectedId) : -1),
    [rows, selectedId],
  );

  // A selection made on the map (or arriving with the URL) scrolls its row into view. The request (token)
  // can arrive a render before the selected id reaches the URL, so it waits until the row is known.
  const handledReveal = useRef(0);
  useEffect(() => {
    if (revealToken === handledReveal.current || selectedIndex < 0) return;
    handledReveal.current = revealToken;
    virtualizer.scrollToIndex(selectedIndex, { align: 'center' });
    setActiveIndex(selectedIndex);
    afterRender.current = { kind: 'reveal', index: selectedIndex };
  }, [revealToken, selectedIndex, virtualizer]);

  const active = Math.min(activeIndex, Math.max(0, rows.length - 1));

  // The active row may not exist yet (it renders once the virtual scroll lands): try after every render
  // until it is there. scrollIntoView also scrolls the page when the table is partly below the fold.
  useEffect(() => {
    const pending = afterRender.current;
    if (!pending) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${pending.index}"]`);
    if (!el) return;
    if (pending.kind === 'focus') el.focus({ preventScroll: true });
    afterRender.current = null;
    el.scrollIntoView({ block: 'nearest' });
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    afterRender.current = { kind: 'focus', index: next };
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
  const onRowKeyDown = (e: KeyboardEvent<HTMLDivElement>, index: number, id: string) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(index + 1),
      ArrowUp: () => moveTo(index - 1),
      PageDown: () => moveTo(index + pageRows),
      PageUp: () => moveTo(index - pageRows),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      Enter: () => (id === selectedId ? onOpen(id) : onSelect(id)),
      ' ': () => onSelect(id),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const items = virtualizer.getVirtualItems();

  return (
    <>
      <p id="plots-table-keys" className="sr-only">
        Arrow keys move between plots; Enter selects a plot and shows it on the map; Enter again opens its
        details.
      </p>
      <div
        ref={scrollRef}
        role="grid"
        aria-label="Plots"
        aria-rowcount={rows.length + 1}
        aria-colcount={headers.length}
        aria-describedby="plots-table-keys"
        className="relative h-full overflow-auto rounded-lg border border-slate-200 bg-white text-sm"
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-slate-300 bg-slate-100">
          <div role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: GRID_COLUMNS }}>
            {headers.map((h) => {
              const sorted = h.column.getIsSorted();
              return (
                <div key={h.id} role="columnheader" aria-sort={ariaSort(sorted)} className="px-2 py-1.5">
                  <SortButton
                    sorted={sorted}
                    onClick={h.column.getToggleSortingHandler()}
                    className="flex w-full items-center gap-1 rounded text-left font-semibold text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-700"
                  >
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </SortButton>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const isSelected = row.id === selectedId;
            return (
              <div
                key={row.id}
                role="row"
                data-index={item.index}
                data-plot-id={row.id}
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                tabIndex={item.index === active ? 0 : -1}
                onClick={() => {
                  setActiveIndex(item.index);
                  onSelect(row.id);
                }}
                onKeyDown={(e) => onRowKeyDown(e, item.index, row.id)}
                onFocus={() => setActiveIndex(item.index)}
                className={`absolute left-0 grid w-full cursor-pointer items-center border-b border-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-700 ${
                  isSelected ? 'bg-sky-100 shadow-[inset_4px_0_0_#0369a1]' : 'hover:bg-slate-50'
                }`}
                style={{
                  gridTemplateColumns: GRID_COLUMNS,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {row.getVisibleCells().map((cell) => (
                  <div
                    key={cell.id}
                    role="gridcell"
                    className="truncate px-2"
                    // Long names are cut to fit; the whole text stays one hover away.
                    title={
                      cell.column.id === 'name' || cell.column.id === 'supplier'
                        ? String(cell.getValue())
                        : undefined
                    }
                  >
                    {cell.column.id === 'name' ? (
                      <Link
                        to="/plots/$plotId"
                        params={{ plotId: row.id }}
                        tabIndex={-1}
                        className="text-sky-900 underline decoration-sky-300 underline-offset-2 hover:decoration-sky-900"
                        onClick={(e) => e.stopPropagation()}
                      >
                        {row.original.name}
                      </Link>
                    ) : (
                      flexRender(cell.column.columnDef.cell, cell.getContext())
                    )}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
});
