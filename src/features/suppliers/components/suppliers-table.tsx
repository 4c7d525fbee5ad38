/** The suppliers as a table: sortable headers (sort in the URL), each row with its counts and actions. */
import { Link } from '@tanstack/react-router';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import type { SupplierRow, SupplierSort } from '../lib/supplier-rows.ts';
import type { SupplierActions } from '../lib/use-supplier-actions.ts';
import { RenameSupplierForm } from './rename-supplier-form.tsx';
import { SupplierOverlapsCell } from './supplier-overlaps-cell.tsx';
import { SupplierRiskCell } from './supplier-risk-cell.tsx';

const COLUMNS: [SupplierSort, string][] = [
  ['name', 'Supplier'],
  ['plots', 'Plots'],
  ['high', 'Plots by risk level'],
  ['overlaps', 'Overlaps'],
  ['lastUpload', 'Last upload'],
];

export function SuppliersTable({
  rows,
  sort,
  dir,
  onSort,
  countingLabel,
  overlapsLabel,
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
  actions: SupplierActions;
  /** The service offers no supplier management: no rename or delete. */
  readOnly?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Suppliers of the project, with their plots by risk level and overlapping plots
        </caption>
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
                  {label}
                </SortButton>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <RenameSupplierForm row={r} actions={actions} />
              </th>
              <td className="px-3 py-2 tabular-nums">{r.plotCount}</td>
              <td className="px-3 py-2">
                <SupplierRiskCell byRisk={r.byRisk} loading={countingLabel} />
              </td>
              <td className="px-3 py-2">
                <SupplierOverlapsCell row={r} pending={overlapsLabel} />
              </td>
              <td className="px-3 py-2">
                {r.ongoingUpload ? (
                  <p className="font-medium text-sky-900">Upload in progress ({r.ongoingUpload})</p>
                ) : null}
                {r.lastPlotChange ? (
                  formatDate(r.lastPlotChange)
                ) : r.byRisk ? (
                  <span className="text-slate-500">No upload yet</span>
                ) : (
                  '…'
                )}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-x-3 gap-y-1">
                  <Link
                    to="/plots"
                    search={{ supplier: r.name }}
                    className="text-sky-900 underline"
                    aria-label={`View plots of ${r.name}`}
                  >
                    View plots
                  </Link>
                  <Link
                    to="/uploads"
                    // The Uploads page preselects the supplier from `supplier`.
                    search={{ supplier: r.name }}
                    className="text-sky-900 underline"
                    aria-label={`New upload for ${r.name}`}
                  >
                    New upload
                  </Link>
                  {readOnly ? null : (
                    <>
                      <button
                        type="button"
                        onClick={() => actions.startRename(r)}
                        className="text-sky-900 underline"
                        aria-label={`Rename ${r.name}`}
                      >
                        Rename
                      </button>
                      <button
                        type="button"
                        onClick={() => actions.startDelete(r)}
                        className="text-red-800 underline"
                        aria-label={`Delete ${r.name}`}
                      >
                        Delete
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
