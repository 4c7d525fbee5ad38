/**
 * Every problem found, filterable by rule, severity and file, sortable, exportable as CSV. Virtualised: a
 * messy file can have tens of thousands of rows. "Show" selects the plot and zooms the map to it.
 */
import { useMemo, useRef, useState } from 'react';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { RuleCode, Severity } from '@core/plot-rules/index.ts';
import type { ProblemRow } from './check-protocol.ts';
import { activeFilters, rulesPresentIn, type ProblemFilters } from './problem-filters.ts';
import { problemsToCsv } from './problems-csv.ts';
import { ruleTitle } from './rule-titles.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { downloadBlob } from '@/lib/download.ts';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';
import {
  CARD_BUTTON,
  CARD_CELL,
  CARD_CELL_STACKED,
  CARD_HEAD,
  CARD_ROW,
  CARD_TABLE,
  CARD_TITLE,
} from '../shared/phone-cards.ts';
import { plotNumber } from '@core/plot-rules/index.ts';

export type { ProblemFilters };

const col = createColumnHelper<ProblemRow>();
const ROW_HEIGHT = 36;
const SEVERITY_TONE = { error: 'font-semibold text-red-800', warning: 'text-amber-900' };
const SEVERITIES: readonly Severity[] = ['error', 'warning'];

/** How each column's cell sits in a row's card on a phone: the file on top, the message under its title. */
const PHONE_CELL: Record<string, string> = { fileName: CARD_TITLE, message: CARD_CELL_STACKED };

export function ProblemsTable({
  problems,
  omitted,
  fileNames,
  filters,
  onFiltersChange,
  onShow,
  selectedUid,
}: {
  problems: ProblemRow[];
  omitted: number;
  fileNames: string[];
  filters: ProblemFilters;
  onFiltersChange: (f: ProblemFilters) => void;
  onShow: (row: ProblemRow) => void;
  selectedUid: number | null;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const rulesPresent = useMemo(() => rulesPresentIn(problems), [problems]);
  // The filters the menus show and the rows follow: one on a rule or file no longer there means all.
  const active = activeFilters(filters, rulesPresent, fileNames);
  const filtered = useMemo(
    () =>
      problems.filter(
        (p) =>
          (!active.rule || p.code === active.rule) &&
          (!active.severity || p.severity === active.severity) &&
          (!active.file || p.fileName === active.file),
      ),
    [problems, active.rule, active.severity, active.file],
  );

  const t = useIntl().formatMessage;
  const locale = useLocale();
  const n = (v: number) => formatCount(v, locale);
  const columns = useMemo(
    () => [
      col.accessor('fileName', { header: t({ id: 'uploads.problems.file' }) }),
      col.accessor((p) => p.featureIndex ?? -1, {
        id: 'feature',
        header: t({ id: 'uploads.problems.feature' }),
        cell: (c) => (c.getValue() < 0 ? '–' : plotNumber(c.getValue())),
      }),
      col.accessor((p) => p.featureName ?? '', { id: 'name', header: t({ id: 'uploads.problems.name' }) }),
      col.accessor('code', {
        header: t({ id: 'uploads.problems.rule' }),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
      }),
      col.accessor('severity', {
        header: t({ id: 'uploads.problems.severity' }),
        cell: (c) => (
          <span className={SEVERITY_TONE[c.getValue()]}>
            {t({ id: c.getValue() === 'error' ? 'uploads.problems.error' : 'uploads.problems.warning' })}
          </span>
        ),
      }),
      // In the chosen language (the row's message reference); English as the checker wrote it otherwise.
      col.accessor((p) => messageIn(locale, p), {
        id: 'message',
        header: t({ id: 'uploads.problems.message' }),
        enableSorting: false,
      }),
    ],
    [locale, t],
  );
  // The table keeps its own row model; the React Compiler must not memoise around it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: filtered,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const select =
    'rounded-md border border-slate-300 px-2 py-1 text-sm max-sm:min-h-11 max-sm:min-w-0 max-sm:flex-1';
  // On a phone each filter is a line of its own, its menu as wide as the screen allows.
  const filter = 'text-sm max-sm:flex max-sm:w-full max-sm:items-center max-sm:gap-2';
  return (
    <section aria-labelledby="problems-title" className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="problems-title" className="mr-auto text-lg font-semibold text-slate-900">
          {filtered.length !== problems.length
            ? t({ id: 'uploads.problems.title-of' }, { shown: n(filtered.length), total: n(problems.length) })
            : t({ id: 'uploads.problems.title' }, { shown: n(filtered.length) })}
        </h2>
        <label className={filter}>
          {t({ id: 'uploads.problems.rule' })}{' '}
          <select
            aria-label={t({ id: 'uploads.problems.by-rule' })}
            className={select}
            value={active.rule ?? ''}
            onChange={(e) =>
              onFiltersChange({ ...active, rule: (e.target.value || undefined) as RuleCode | undefined })
            }
          >
            <option value="">{t({ id: 'uploads.problems.all-rules' })}</option>
            {rulesPresent.map((r) => (
              <option key={r} value={r}>
                {t({ id: 'uploads.problems.rule-option' }, { title: ruleTitle(r, locale), code: r })}
              </option>
            ))}
          </select>
        </label>
        <label className={filter}>
          {t({ id: 'uploads.problems.severity' })}{' '}
          <select
            aria-label={t({ id: 'uploads.problems.by-severity' })}
            className={select}
            value={active.severity ?? ''}
            onChange={(e) =>
              onFiltersChange({ ...active, severity: (e.target.value || undefined) as Severity | undefined })
            }
          >
            <option value="">{t({ id: 'uploads.problems.all-severities' })}</option>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t({ id: s === 'error' ? 'uploads.summary.errors' : 'uploads.summary.warnings' })}
              </option>
            ))}
          </select>
        </label>
        {fileNames.length > 1 ? (
          <label className={filter}>
            {t({ id: 'uploads.problems.file' })}{' '}
            <select
              aria-label={t({ id: 'uploads.problems.by-file' })}
              className={select}
              value={active.file ?? ''}
              onChange={(e) => onFiltersChange({ ...active, file: e.target.value || undefined })}
            >
              <option value="">{t({ id: 'uploads.problems.all-files' })}</option>
              {fileNames.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className="rounded-md border border-slate-400 px-3 py-1 text-sm font-medium hover:bg-slate-100 max-sm:min-h-11"
          onClick={() =>
            downloadBlob(new Blob([problemsToCsv(filtered)], { type: 'text/csv' }), 'plot-problems.csv')
          }
          disabled={filtered.length === 0}
        >
          {t({ id: 'uploads.problems.export' })}
        </button>
      </div>
      {omitted > 0 ? (
        <p className="text-sm text-amber-900">
          {t({ id: 'uploads.problems.omitted' }, { shown: n(problems.length), omitted: n(omitted) })}
        </p>
      ) : null}
      <div
        ref={scrollRef}
        className="relative max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white max-sm:max-h-[70vh] max-sm:p-2"
      >
        {/* Below 640 px each problem is a card (shared/phone-cards.ts): nothing to scroll sideways on a phone. */}
        <table
          className={`w-full text-left text-sm ${CARD_TABLE}`}
          aria-label={t({ id: 'uploads.problems.table' })}
        >
          <thead className={`sticky top-0 z-10 bg-slate-100 text-slate-700 ${CARD_HEAD}`}>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <th
                      key={h.id}
                      className="px-2 py-1.5"
                      aria-sort={h.column.getCanSort() ? ariaSort(sorted) : undefined}
                    >
                      {h.column.getCanSort() ? (
                        <SortButton
                          sorted={sorted}
                          onClick={h.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 font-semibold hover:underline"
                        >
                          {flexRender(h.column.columnDef.header, h.getContext())}
                        </SortButton>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </th>
                  );
                })}
                <th className="px-2 py-1.5">
                  <span className="sr-only">{t({ id: 'uploads.problems.map' })}</span>
                </th>
              </tr>
            ))}
          </thead>
          <tbody className={CARD_TABLE}>
            {padTop > 0 ? (
              <tr aria-hidden="true" className={CARD_TABLE}>
                <td style={{ height: padTop }} colSpan={7} className={CARD_TABLE} />
              </tr>
            ) : null}
            {items.map((v) => {
              const row = rows[v.index]!;
              const p = row.original;
              return (
                <tr
                  key={row.id}
                  ref={virtualizer.measureElement}
                  data-index={v.index}
                  className={`border-t border-slate-100 ${CARD_ROW} ${p.uid !== null && p.uid === selectedUid ? 'bg-sky-50' : ''}`}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`px-2 py-1 align-top max-sm:px-0 ${PHONE_CELL[cell.column.id] ?? CARD_CELL}`}
                      data-label={String(cell.column.columnDef.header)}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                  <td
                    className={`px-2 py-1 align-top max-sm:px-0 ${p.uid !== null ? 'max-sm:block' : 'max-sm:hidden'}`}
                  >
                    {p.uid !== null ? (
                      <button
                        type="button"
                        className={`rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 ${CARD_BUTTON}`}
                        onClick={() => onShow(p)}
                        aria-label={t(
                          { id: 'uploads.problems.show-label' },
                          { index: plotNumber(p.featureIndex ?? 0), file: p.fileName },
                        )}
                      >
                        {t({ id: 'uploads.problems.show' })}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
            {padBottom > 0 ? (
              <tr aria-hidden="true" className={CARD_TABLE}>
                <td style={{ height: padBottom }} colSpan={7} className={CARD_TABLE} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {filtered.length === 0 ? (
          <p className="p-3 text-sm text-slate-600">{t({ id: 'uploads.problems.none' })}</p>
        ) : null}
      </div>
    </section>
  );
}
