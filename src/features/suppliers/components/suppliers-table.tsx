/** The suppliers as a table: sortable headers (sort in the URL), each row with its counts and actions. */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { MessageKey } from '@core/i18n/messages.ts';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { plotsOf, uploadFor } from '../lib/supplier-links.ts';
import type { SupplierRow, SupplierSort } from '../lib/supplier-rows.ts';
import type { SupplierActions } from '../lib/use-supplier-actions.ts';
import { RenameSupplierForm } from './rename-supplier-form.tsx';
import { SupplierOverlapsCell } from './supplier-overlaps-cell.tsx';
import { SupplierReviewCell } from './supplier-review-cell.tsx';
import { SupplierRiskCell } from './supplier-risk-cell.tsx';
import { uploadStatusWords } from '@/lib/api/upload-status-words.ts';

const COLUMNS: [SupplierSort, MessageKey][] = [
  ['name', 'suppliers.column.name'],
  ['plots', 'suppliers.column.plots'],
  ['high', 'suppliers.column.by-risk'],
  ['overlaps', 'suppliers.column.overlaps'],
  ['review', 'suppliers.column.review'],
  ['lastUpload', 'suppliers.column.last-upload'],
];

export function SuppliersTable({
  rows,
  sort,
  dir,
  onSort,
  countingLabel,
  overlapsLabel,
  reviewLabel,
  actions,
  readOnly = false,
}: {
  rows: readonly SupplierRow[];
  sort: SupplierSort;
  dir: 'asc' | 'desc';
  onSort: (key: SupplierSort) => void;
  /** What the risk cell says while the plots are being counted. */
  countingLabel: string;
  /** What the overlaps cell says while the plots are scanned (or when they cannot be). */
  overlapsLabel: string;
  /** What the review cell says while the server counts (or where it does not). */
  reviewLabel: string;
  actions: SupplierActions;
  /** The service offers no supplier management: no rename or delete. */
  readOnly?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{t({ id: 'suppliers.table.caption' })}</caption>
        <thead className="border-b border-slate-300 bg-slate-100 text-slate-700">
          <tr>
            {COLUMNS.map(([key, label]) => (
              <th
                key={key}
                scope="col"
                aria-sort={ariaSort(sort === key ? dir : false)}
                className="px-3 py-2 text-left"
              >
                <SortButton
                  sorted={sort === key ? dir : false}
                  onClick={() => onSort(key)}
                  className="flex items-center gap-1 font-semibold hover:text-slate-950"
                >
                  {t({ id: label })}
                </SortButton>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t({ id: 'suppliers.column.actions' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <RenameSupplierForm row={r} actions={actions} />
              </th>
              <td className="px-3 py-2 tabular-nums">{formatCount(r.plotCount, locale)}</td>
              <td className="px-3 py-2">
                <SupplierRiskCell byRisk={r.byRisk} loading={countingLabel} />
              </td>
              <td className="px-3 py-2">
                <SupplierOverlapsCell row={r} pending={overlapsLabel} />
              </td>
              <td className="px-3 py-2">
                <SupplierReviewCell row={r} pending={reviewLabel} />
              </td>
              <td className="px-3 py-2">
                {r.ongoingUpload ? (
                  <p className="font-medium text-sky-900">
                    {t(
                      { id: 'suppliers.upload-in-progress' },
                      { status: uploadStatusWords(r.ongoingUpload, t) },
                    )}
                  </p>
                ) : null}
                {r.lastPlotChange ? (
                  formatDate(r.lastPlotChange, locale)
                ) : r.byRisk ? (
                  <span className="text-slate-500">{t({ id: 'suppliers.no-upload' })}</span>
                ) : (
                  '…'
                )}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  <Link
                    {...plotsOf(r.name)}
                    className="text-sky-900 underline"
                    aria-label={t({ id: 'suppliers.view-plots.of' }, { name: r.name })}
                  >
                    {t({ id: 'suppliers.view-plots' })}
                  </Link>
                  <Link
                    {...uploadFor(r.name)}
                    className="text-sky-900 underline"
                    aria-label={t({ id: 'suppliers.new-upload.for' }, { name: r.name })}
                  >
                    {t({ id: 'suppliers.new-upload' })}
                  </Link>
                  {readOnly ? null : (
                    <>
                      <button
                        type="button"
                        onClick={() => actions.startRename(r)}
                        className="text-sky-900 underline"
                        aria-label={t({ id: 'suppliers.rename.of' }, { name: r.name })}
                      >
                        {t({ id: 'suppliers.rename' })}
                      </button>
                      <button
                        type="button"
                        onClick={() => actions.startDelete(r)}
                        className="text-red-800 underline"
                        aria-label={t({ id: 'suppliers.delete.of' }, { name: r.name })}
                      >
                        {t({ id: 'suppliers.delete' })}
                      </button>
                    </>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
