/**
 * The same jurisdictions as the map, as a sortable, searchable table grouped country → region: the keyboard
 * and screen-reader way in. A name is a button that opens the detail (and outlines it on the map); a
 * country's toggle opens it with its regions under it. Sorting sorts within each country; a search keeps a
 * country when its name or one of its regions' names matches.
 *
 * Virtualised (TanStack Virtual, with spacer rows above and below as in uploads/check/problems-table.tsx):
 * only the rows in view and a few either side exist in the DOM, so a few thousand regions cost what a
 * screenful does. The table's aria-rowcount and each row's aria-rowindex tell assistive tech (and tests) the
 * real count and place. Tabbing still walks every row: a focused button is scrolled into view, which renders
 * the rows after it. A selection made elsewhere (the map, the detail's list of regions, a link) scrolls its
 * row into view in the table's own box; a selected country goes to the top, its regions under it.
 */
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { RISK_LEVELS } from '@core/api/schemas.ts';
import { BENCHMARK_TIERS, benchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { EuBenchmarkBadge } from '@/components/eu-benchmark-badge.tsx';
import type { Locale } from '@core/i18n/locales.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { jurisdictionRiskStyle } from '../lib/risk-style.ts';
import { RiskSwatch } from './risk-swatch.tsx';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';

import type { JurisdictionRow, RowTally } from '../lib/grouped-rows.ts';

const column = createColumnHelper<JurisdictionRow>();
const OPEN_GLYPH = '▾';
const CLOSED_GLYPH = '▸';
const PLOTS = 'plots';
const SUPPLIERS = 'suppliers';
const num = 'text-right tabular-nums';
/**
 * Every row's height: one line each (a long name ends in "…", and is read whole by a screen reader, in its
 * tooltip and in the detail), set on the row, so the virtualiser knows where each row is without measuring
 * it. Measured rows cost a forced layout each as they mounted, and with wrapping names the columns widened
 * as more rows arrived, which moved the header and the rows under a person's eyes (issue 31).
 */
const ROW_HEIGHT = 36;
/** A column's class and its set width (the name column takes what is left): the table's layout is fixed. */
interface ColumnMeta {
  className?: string;
  width?: string;
}
const metaOf = (meta: unknown) => (meta ?? {}) as ColumnMeta;
/** Rows rendered beyond each edge of the view, so a short scroll or a Tab never shows a blank. */
const OVERSCAN = 10;

/** Letters without accents or case, so "cote" finds Côte d'Ivoire. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const nameMatches: FilterFn<JurisdictionRow> = (row, _columnId, value: string) =>
  fold(row.original.jurisdiction.name).includes(fold(value.trim()));

/** For sorting: a count, with "counting" and "not counted" below every number. */
const tallyValue = (t: RowTally, key: 'plots' | 'suppliers') => (typeof t === 'string' ? -1 : t[key]);

function TallyCell({ tally, what }: { tally: RowTally; what: 'plots' | 'suppliers' }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (tally === 'counting')
    return <span className="text-slate-500">{t({ id: 'jurisdictions.counting' })}</span>;
  if (tally === 'not-counted')
    return (
      <span className="text-slate-500" title={t({ id: 'jurisdictions.not-counted.title' })}>
        –<span className="sr-only">{t({ id: 'jurisdictions.not-counted' })}</span>
      </span>
    );
  return <>{formatCount(tally[what], intl.locale as Locale)}</>;
}

/**
 * Memoised: the page re-renders as each region's boundary arrives, and hundreds of rows need not follow.
 */
export const JurisdictionTable = memo(function JurisdictionTable({
  rows,
  selectedId,
  openCountryId,
  search,
  onSelect,
  onToggleCountry,
}: {
  rows: JurisdictionRow[];
  selectedId: string | undefined;
  /** The country whose regions are shown under it. */
  openCountryId: string | null;
  /** The search text (from the URL); rows are kept when a name matches. */
  search: string;
  onSelect: (id: string) => void;
  /** Opens a country with its regions, or closes it. */
  onToggleCountry: (id: string, open: boolean) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'risk', desc: true }]);
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const columns = useMemo(
    () => [
      column.accessor((r) => r.jurisdiction.name, {
        id: 'name',
        header: t({ id: 'jurisdictions.col.name' }),
        cell: (info) => {
          const j = info.row.original.jurisdiction;
          const selected = j.id === selectedId;
          const isRegion = info.row.depth > 0;
          const open = j.id === openCountryId;
          return (
            <span className={`flex min-w-0 items-center gap-1.5 ${isRegion ? 'pl-6' : ''}`}>
              {isRegion ? (
                <span className="shrink-0 rounded bg-slate-100 px-1 text-[10px] text-slate-600 uppercase">
                  {t({ id: 'jurisdictions.region-tag' })}
                </span>
              ) : (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-label={t(
                    { id: open ? 'jurisdictions.regions.hide' : 'jurisdictions.regions.show' },
                    { name: j.name },
                  )}
                  onClick={() => onToggleCountry(j.id, !open)}
                  className="w-5 shrink-0 rounded text-slate-600 hover:bg-slate-200"
                >
                  {open ? OPEN_GLYPH : CLOSED_GLYPH}
                </button>
              )}
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(j.id)}
                title={j.name}
                className="min-w-0 truncate text-left font-medium text-emerald-900 underline decoration-emerald-300 underline-offset-2 hover:decoration-emerald-800"
              >
                {j.name}
              </button>
            </span>
          );
        },
      }),
      column.accessor((r) => r.jurisdiction.country, {
        id: 'country',
        header: t({ id: 'jurisdictions.col.country' }),
        meta: { width: '5rem' } satisfies ColumnMeta,
      }),
      column.accessor((r) => RISK_LEVELS.indexOf(r.jurisdiction.assessment.riskLevel), {
        id: 'risk',
        header: t({ id: 'jurisdictions.assessed' }),
        cell: (info) => {
          const level = info.row.original.jurisdiction.assessment.riskLevel;
          return (
            <span className="flex items-center gap-1.5">
              <RiskSwatch level={level} />
              {jurisdictionRiskStyle(level).label}
            </span>
          );
        },
        meta: { width: '7rem' } satisfies ColumnMeta,
      }),
      // The EU's official list, apart from the service's assessment (core/eu-benchmark).
      column.accessor((r) => BENCHMARK_TIERS.indexOf(benchmarkTier(r.jurisdiction.country) ?? 'standard'), {
        id: 'benchmark',
        header: t({ id: 'jurisdictions.benchmark' }),
        cell: (info) => (
          <EuBenchmarkBadge tier={benchmarkTier(info.row.original.jurisdiction.country)} compact />
        ),
        meta: { width: '12rem' } satisfies ColumnMeta,
      }),
      column.accessor((r) => r.jurisdiction.assessment.deforestation.areaHa, {
        id: 'deforestation',
        header: t({ id: 'jurisdictions.col.deforestation' }),
        cell: (info) => formatHa(info.getValue(), locale),
        meta: { className: num, width: '8rem' } satisfies ColumnMeta,
      }),
      column.accessor((r) => r.jurisdiction.assessment.remainingForestHa ?? 0, {
        id: 'forest',
        header: t({ id: 'land.remaining-forest' }),
        cell: (info) => formatHa(info.getValue(), locale),
        meta: { className: num, width: '8rem' } satisfies ColumnMeta,
      }),
      column.accessor((r) => tallyValue(r.tally, 'plots'), {
        id: 'plots',
        header: t({ id: 'jurisdictions.col.plots' }),
        cell: (info) => <TallyCell tally={info.row.original.tally} what={PLOTS} />,
        meta: { className: num, width: '5rem' } satisfies ColumnMeta,
      }),
      column.accessor((r) => tallyValue(r.tally, 'suppliers'), {
        id: 'suppliers',
        header: t({ id: 'jurisdictions.col.suppliers' }),
        cell: (info) => <TallyCell tally={info.row.original.tally} what={SUPPLIERS} />,
        meta: { className: num, width: '6rem' } satisfies ColumnMeta,
      }),
    ],
    [selectedId, openCountryId, onSelect, onToggleCountry, t, locale],
  );
  // While searching, every country with a matching region shows it; otherwise only the open country.
  const expanded = useMemo(
    () => (search.trim() ? true : openCountryId ? { [openCountryId]: true } : {}),
    [search, openCountryId],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns new functions each render by design.
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, expanded, globalFilter: search.trim() },
    onSortingChange: setSorting,
    getSubRows: (r) => r.subRows,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    globalFilterFn: nameMatches,
    // Only the name column is searched; a country stays when one of its regions matches.
    getColumnCanGlobalFilter: (c) => c.id === 'name',
    filterFromLeafRows: true,
    getRowId: (r) => r.jurisdiction.id,
  });

  const shown = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The sticky header sits above the rows in the same box: the virtualizer counts it as padding, so the
  // rows' offsets are the box's and a row scrolled to the top lands below the header, not under it.
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => {
    const head = headRef.current;
    // Without ResizeObserver (jsdom) the header counts as no height: rows still render, offsets shift.
    if (!head || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeadHeight(head.offsetHeight));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => shown[index]?.id ?? index,
    overscan: OVERSCAN,
    paddingStart: headHeight,
    scrollPaddingStart: headHeight,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = (items[0]?.start ?? headHeight) - headHeight;
  const padBottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  // A selection scrolls its row into view in the table's box (never the page): once per selection, and again
  // when rows arrive around it (a page of the list, the open country's regions), which can push it away. A
  // search does not move it. A region already in view stays where it is; a country goes to the top of the
  // box with its regions under it.
  const selectedIndex = useMemo(() => shown.findIndex((r) => r.id === selectedId), [shown, selectedId]);
  const openRegions = rows.find((r) => r.jurisdiction.id === openCountryId)?.subRows?.length ?? 0;
  const revealKey = selectedId ? `${selectedId} ${rows.length} ${openRegions}` : '';
  const revealed = useRef('');
  useEffect(() => {
    if (!revealKey || selectedIndex < 0 || revealed.current === revealKey) return;
    revealed.current = revealKey;
    const isCountry = shown[selectedIndex]?.depth === 0;
    virtualizer.scrollToIndex(selectedIndex, { align: isCountry ? 'start' : 'auto' });
  }, [revealKey, selectedIndex, shown, virtualizer]);

  return (
    <div ref={scrollRef} className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      {search.trim() && shown.length === 0 ? (
        <p role="status" className="p-3 text-sm text-slate-700">
          {t({ id: 'jurisdictions.search.none' }, { term: search.trim() })}
        </p>
      ) : null}
      {/* Separate borders, drawn by the cells: a row's height then includes its border (a collapsed border
          need not count in it), so the virtualizer's offsets follow the rows drawn. A fixed layout: the
          columns' widths are set here, not by the rows that happen to be drawn; narrower than its minimum
          width, the table scrolls sideways in its box. */}
      <table
        className="w-full min-w-[64rem] table-fixed border-separate border-spacing-0 text-sm"
        aria-rowcount={shown.length + 1}
      >
        <caption className="sr-only">{t({ id: 'jurisdictions.table.caption' })}</caption>
        <colgroup>
          {table.getVisibleLeafColumns().map((c) => (
            <col key={c.id} style={{ width: metaOf(c.columnDef.meta).width }} />
          ))}
        </colgroup>
        <thead ref={headRef} className="sticky top-0 z-10 bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const className = metaOf(header.column.columnDef.meta).className ?? '';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(sorted)}
                    className={`border-b border-slate-200 px-3 py-2 font-semibold text-slate-700 ${className}`}
                  >
                    <SortButton sorted={sorted} onClick={header.column.getToggleSortingHandler()}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr aria-hidden="true">
              <td style={{ height: padTop }} colSpan={columnCount} className="p-0" />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = shown[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                style={{ height: ROW_HEIGHT }}
                data-level={row.depth}
                aria-rowindex={item.index + 2}
                className={
                  row.id === selectedId
                    ? 'bg-emerald-50 outline-2 -outline-offset-2 outline-emerald-700'
                    : 'hover:bg-slate-50'
                }
              >
                {row.getVisibleCells().map((cell) => {
                  const className = metaOf(cell.column.columnDef.meta).className ?? '';
                  // Relative: a screen-reader-only text (absolutely placed) is then clipped with the
                  // cell's content instead of sticking out past the table's box and scrolling a phone's
                  // page sideways.
                  return (
                    <td
                      key={cell.id}
                      className={`relative overflow-hidden border-b border-slate-100 px-3 py-1.5 text-ellipsis whitespace-nowrap ${className}`}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {padBottom > 0 ? (
            <tr aria-hidden="true">
              <td style={{ height: padBottom }} colSpan={columnCount} className="p-0" />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
});
