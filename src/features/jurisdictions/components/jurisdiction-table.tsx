/**
 * The same jurisdictions as the map, as a sortable table: the keyboard and screen-reader way in. The
 * name is a button that opens the detail (and outlines it on the map).
 */
import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { RISK_LEVELS, type Jurisdiction } from '@core/api/schemas.ts';
import { BENCHMARK_TIERS, benchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { EuBenchmarkBadge } from '@/components/eu-benchmark-badge.tsx';
import { formatHa } from '@/lib/format/hectares.ts';
import { jurisdictionRiskStyle } from '../lib/risk-style.ts';
import { RiskSwatch } from './risk-swatch.tsx';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';

export interface JurisdictionRow {
  jurisdiction: Jurisdiction;
  plots: number;
}

const column = createColumnHelper<JurisdictionRow>();
const num = 'text-right tabular-nums';

export function JurisdictionTable({
  rows,
  selectedId,
  onSelect,
}: {
  rows: JurisdictionRow[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'risk', desc: true }]);
  const columns = useMemo(
    () => [
      column.accessor((r) => r.jurisdiction.name, {
        id: 'name',
        header: 'Jurisdiction',
        cell: (info) => {
          const j = info.row.original.jurisdiction;
          const selected = j.id === selectedId;
          return (
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(j.id)}
              className="text-left font-medium text-emerald-900 underline decoration-emerald-300 underline-offset-2 hover:decoration-emerald-800"
            >
              {j.name}
            </button>
          );
        },
      }),
      column.accessor((r) => r.jurisdiction.country, { id: 'country', header: 'Country' }),
      column.accessor((r) => RISK_LEVELS.indexOf(r.jurisdiction.assessment.riskLevel), {
        id: 'risk',
        header: 'Assessed risk (service)',
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
        header: 'EU country benchmark (official)',
        cell: (info) => <EuBenchmarkBadge tier={benchmarkTier(info.row.original.jurisdiction.country)} />,
      }),
      column.accessor((r) => r.jurisdiction.assessment.deforestation.areaHa, {
        id: 'deforestation',
        header: 'Deforested since cut-off',
        cell: (info) => formatHa(info.getValue()),
        meta: { className: num },
      }),
      column.accessor((r) => r.jurisdiction.assessment.remainingForestHa ?? 0, {
        id: 'forest',
        header: 'Remaining forest',
        cell: (info) => formatHa(info.getValue()),
        meta: { className: num },
      }),
      column.accessor((r) => r.plots, {
        id: 'plots',
        header: 'Your plots',
        cell: (info) => info.getValue().toLocaleString(),
        meta: { className: num },
      }),
    ],
    [selectedId, onSelect],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns new functions each render by design.
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (r) => r.jurisdiction.id,
  });

  return (
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          Jurisdictions matching the filters, with the service's assessed risk, the EU country benchmark and
          your plots
        </caption>
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
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
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
}
