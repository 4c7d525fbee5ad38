/**
 * A supplier's double claims: its plots overlapping another supplier's plot, and overlapping another of its
 * own plots, linking to the Plots page filtered to the supplier's overlapping plots.
 */
import { Link } from '@tanstack/react-router';
import { formatCount } from '@/lib/format/numbers.ts';
import type { SupplierRow } from '../lib/supplier-rows.ts';

export function SupplierOverlapsCell({ row, pending }: { row: SupplierRow; pending: string }) {
  const o = row.overlaps;
  if (!o) return <span className="text-slate-500">{pending}</span>;
  if (o.withOthers + o.withinSupplier === 0) return <span className="text-slate-500">None</span>;
  return (
    <Link
      to="/plots"
      search={{ supplier: row.name, overlaps: 'yes' }}
      className="block text-sky-900 underline"
    >
      {/* Named by its text (no aria-label): "Overlapping plots of X: 2 with other suppliers 1 within…". */}
      <span className="sr-only">Overlapping plots of {row.name}: </span>
      <span className="block tabular-nums">{formatCount(o.withOthers)} with other suppliers</span>
      <span className="block tabular-nums">{formatCount(o.withinSupplier)} within the supplier</span>
    </Link>
  );
}
