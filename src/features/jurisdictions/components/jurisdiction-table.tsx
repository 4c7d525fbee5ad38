/**
 * The same jurisdictions as the map, as a sortable, searchable table grouped country → region: the keyboard
 * and screen-reader way in. A name is a button that opens the detail (and outlines it on the map); a
 * country's toggle opens it with its regions under it. Sorting sorts within each country; a search keeps a
 * country when its name or one of its regions' names matches.
 */
import { memo, useMemo, useState } from 'react';
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
            <span className={`flex items-center gap-1.5 ${isRegion ? 'pl-6' : ''}`}>
              {isRegion ? (
                <span className="rounded bg-slate-100 px-1 text-[10px] text-slate-600 uppercase">
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
                  className="w-5 rounded text-slate-600 hover:bg-slate-200"
                >
                  {open ? OPEN_GLYPH : CLOSED_GLYPH}
                </button>
              )}
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(j.id)}
                className="text-left font-medium text-emerald-900 underline decoration-emerald-300 underline-offset-2 hover:decoration-emerald-800"
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
      }),
      // The EU's official list, apart from the service's assessment (core/eu-benchmark).
      column.accessor((r) => BENCHMARK_TIERS.indexOf(benchmarkTier(r.jurisdiction.country) ?? 'standard'), {
        id: 'benchmark',
        header: t({ id: 'jurisdictions.benchmark' }),
        cell: (info) => <EuBenchmarkBadge tier={benchmarkTier(info.row.original.jurisdiction.country)} />,
      }),
      column.accessor((r) => r.jurisdiction.assessment.deforestation.areaHa, {
        id: 'deforestation',
        header: t({ id: 'jurisdictions.col.deforestation' }),
        cell: (info) => formatHa(info.getValue(), locale),
        meta: { className: num },
      }),
      column.accessor((r) => r.jurisdiction.assessment.remainingForestHa ?? 0, {
        id: 'forest',
        header: t({ id: 'land.remaining-forest' }),
        cell: (info) => formatHa(info.getValue(), locale),
        meta: { className: num },
      }),
      column.accessor((r) => tallyValue(r.tally, 'plots'), {
        id: 'plots',
        header: t({ id: 'jurisdictions.col.plots' }),
        cell: (info) => <TallyCell tally={info.row.original.tally} what={PLOTS} />,
        meta: { className: num },
      }),
      column.accessor((r) => tallyValue(r.tally, 'suppliers'), {
        id: 'suppliers',
        header: t({ id: 'jurisdictions.col.suppliers' }),
        cell: (info) => <TallyCell tally={info.row.original.tally} what={SUPPLIERS} />,
        meta: { className: num },
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
  return (
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      {search.trim() && shown.length === 0 ? (
        <p role="status" className="p-3 text-sm text-slate-700">
          {t({ id: 'jurisdictions.search.none' }, { term: search.trim() })}
        </p>
      ) : null}
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t({ id: 'jurisdictions.table.caption' })}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const className =
                  (header.column.columnDef.meta as { className?: string } | undefined)?.className ?? '';
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
          {shown.map((row) => (
            <tr
              key={row.id}
              data-level={row.depth}
              className={`border-b border-slate-100 ${row.id === selectedId ? 'bg-emerald-50 outline-2 -outline-offset-2 outline-emerald-700' : 'hover:bg-slate-50'}`}
            >
              {row.getVisibleCells().map((cell) => {
                const className =
                  (cell.column.columnDef.meta as { className?: string } | undefined)?.className ?? '';
                return (
                  <td key={cell.id} className={`px-3 py-1.5 ${className}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
