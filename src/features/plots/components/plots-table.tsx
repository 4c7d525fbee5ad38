/**
 * The plots table: sorted as an order of positions (plot-sort.ts) and virtualised (TanStack Virtual), so
 * only the rows in view exist, as objects and in the DOM (smooth at 100,000 rows). It is also the keyboard
 * route to every plot on the map: one row is in the tab order (roving tabindex); arrows, Page Up/Down, Home
 * and End move; Enter or Space selects (the map highlights and flies to it); Enter on the selected row
 * opens its detail page.
 */
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIntl, type IntlShape } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { riskClassOf } from '@/lib/risk/risk-classes.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { SortButton, ariaSort, type SortOrder } from '@/components/sort-button.tsx';
import { rowOfPosition, rowPosition, type PlotRows } from '@/lib/plot-loader/page/plot-list.ts';
import { nextSort, sortOrder, type PlotSort, type PlotSortColumn } from '../lib/plot-sort.ts';

const ROW_HEIGHT = 36;
const GRID_COLUMNS = 'minmax(10rem,2.2fr) minmax(6rem,1.2fr) 5.75rem 5.25rem 6.25rem 5rem';
const CHECK = 'h-4 w-4 accent-sky-800';

/** The columns; cells are rendered only for the rows in view. */
type Translate = IntlShape['formatMessage'];

const orderOf = (sort: PlotSort): SortOrder => (sort.desc ? 'desc' : 'asc');

const columns: {
  id: PlotSortColumn;
  header: MessageKey;
  title?: (p: Plot) => string;
  cell: (p: Plot, t: Translate, locale: Locale) => ReactNode;
}[] = [
  {
    id: 'name',
    header: 'plots.col.name',
    title: (p) => p.name,
    cell: (p) => (
      <Link
        to="/plots/$plotId"
        params={{ plotId: p.id }}
        tabIndex={-1}
        className="text-sky-900 underline decoration-sky-300 underline-offset-2 hover:decoration-sky-900"
        onClick={(e) => e.stopPropagation()}
      >
        {p.name}
      </Link>
    ),
  },
  { id: 'supplier', header: 'plots.col.supplier', title: (p) => p.supplier, cell: (p) => p.supplier },
  { id: 'risk', header: 'plots.col.risk', cell: (p) => <RiskBadge risk={riskClassOf(p)} compact /> },
  { id: 'area', header: 'plots.col.area', cell: (p, _t, locale) => formatHa(p.areaHa, locale) },
  {
    id: 'deforestation',
    header: 'plots.col.deforestation',
    cell: (p, t, locale) => {
      const d = p.riskAssessment?.deforestation;
      if (!d) return <span className="text-slate-500">{t({ id: 'plots.col.unknown' })}</span>;
      return d.hasDeforestation ? (
        <span className="font-medium text-red-900">{formatHa(d.areaHa, locale)}</span>
      ) : (
        t({ id: 'plots.col.none' })
      );
    },
  },
  {
    id: 'country',
    header: 'plots.col.country',
    cell: (p, _t, locale) => (
      <abbr title={countryName(p.country, locale)} className="no-underline">
        {p.country}
      </abbr>
    ),
  },
];

export interface PlotsTableProps {
  plots: PlotRows;
  selectedId: string | undefined;
  /** Bumped when the selection comes from elsewhere (the map, the URL): the table scrolls the row into view. */
  revealToken: number;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
  /** Rows ticked for an export of a selection (ids); `onCheckAll` ticks or clears every row shown. */
  checked: ReadonlySet<string>;
  onCheck: (id: string, on: boolean) => void;
  onCheckAll: (on: boolean) => void;
}

export const PlotsTable = memo(function PlotsTable({
  plots,
  selectedId,
  revealToken,
  onSelect,
  onOpen,
  checked,
  onCheck,
  onCheckAll,
}: PlotsTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const [sort, setSort] = useState<PlotSort | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  /** What to do with the active row once it is rendered: focus it (keyboard) or only bring it into view (map). */
  const afterRender = useRef<{ kind: 'focus' | 'reveal'; index: number } | null>(null);

  // Positions in sorted order (null: the list's own order); rows exist only for the window in view.
  const order = useMemo(() => sortOrder(plots, sort), [plots, sort]);
  const rowCount = plots.length;
  const plotAt = (index: number): Plot | undefined =>
    index < rowCount ? plots.list.at(rowPosition(plots, order ? order[index]! : index)) : undefined;

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  const selectedIndex = useMemo(() => {
    if (!selectedId) return -1;
    const position = plots.list.indexOfId(selectedId);
    const at = position < 0 ? -1 : rowOfPosition(plots, position);
    return at < 0 || !order ? at : order.indexOf(at);
  }, [plots, order, selectedId]);

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

  const active = Math.min(activeIndex, Math.max(0, rowCount - 1));

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
    const next = Math.max(0, Math.min(rowCount - 1, index));
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
      End: () => moveTo(rowCount - 1),
      Enter: () => (id === selectedId ? onOpen(id) : onSelect(id)),
      ' ': () => onSelect(id),
      x: () => onCheck(id, !checked.has(id)),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const items = virtualizer.getVirtualItems();
  // "All shown are ticked" only when every row shown is (ticks may also hold rows filtered out).
  const allTicked = useMemo(() => {
    if (!checked.size || checked.size < rowCount) return false;
    for (let i = 0; i < rowCount; i++) if (!checked.has(plots.list.id(rowPosition(plots, i)))) return false;
    return true;
  }, [checked, plots, rowCount]);

  return (
    <>
      <p id="plots-table-keys" className="sr-only">
        {t({ id: 'plots.table.keys' })}
      </p>
      <div
        ref={scrollRef}
        role="grid"
        aria-label={t({ id: 'plots.table.label' })}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        aria-describedby="plots-table-keys"
        className="relative h-full overflow-auto rounded-lg border border-slate-200 bg-white text-sm"
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-slate-300 bg-slate-100">
          <div role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: GRID_COLUMNS }}>
            {columns.map((c, k) => {
              const sorted = sort?.column === c.id ? orderOf(sort) : false;
              return (
                <div
                  key={c.id}
                  role="columnheader"
                  aria-sort={ariaSort(sorted)}
                  className={`px-2 py-1.5 ${k === 0 ? 'flex items-center gap-2' : ''}`}
                >
                  {k === 0 ? (
                    <input
                      type="checkbox"
                      className={CHECK}
                      aria-label={t({ id: 'plots.table.tick-all' }, { count: rowCount })}
                      checked={allTicked}
                      ref={(el) => {
                        if (el) el.indeterminate = checked.size > 0 && !allTicked;
                      }}
                      onChange={(e) => onCheckAll(e.target.checked)}
                    />
                  ) : null}
                  <SortButton
                    sorted={sorted}
                    onClick={() => setSort((s) => nextSort(s, c.id))}
                    className="flex w-full items-center gap-1 rounded text-left font-semibold text-slate-700 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-700"
                  >
                    {t({ id: c.header })}
                  </SortButton>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const plot = plotAt(item.index);
            if (!plot) return null;
            const isSelected = plot.id === selectedId;
            return (
              <div
                key={plot.id}
                role="row"
                data-index={item.index}
                data-plot-id={plot.id}
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                tabIndex={item.index === active ? 0 : -1}
                onClick={() => {
                  setActiveIndex(item.index);
                  onSelect(plot.id);
                }}
                onKeyDown={(e) => onRowKeyDown(e, item.index, plot.id)}
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
                {columns.map((c, k) => (
                  <div
                    key={c.id}
                    role="gridcell"
                    className={`truncate px-2 ${k === 0 ? 'flex items-center gap-2' : ''}`}
                    // Long names are cut to fit; the whole text stays one hover away.
                    title={c.title?.(plot)}
                  >
                    {k === 0 ? (
                      // The tick for an export shares the name's cell: the name stays the row's first cell.
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        className={CHECK}
                        aria-label={t({ id: 'plots.table.tick' }, { name: plot.name })}
                        checked={checked.has(plot.id)}
                        onClick={(e) => e.stopPropagation()}
                        onChange={(e) => onCheck(plot.id, e.target.checked)}
                      />
                    ) : null}
                    {k === 0 ? (
                      <span className="truncate">{c.cell(plot, t, locale)}</span>
                    ) : (
                      c.cell(plot, t, locale)
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
