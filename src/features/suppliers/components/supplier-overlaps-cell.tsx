/**
 * A supplier's overlaps in the Suppliers table: its plots in overlapping pairs with other suppliers (double
 * claims) and within the supplier, in the words and counts of the supplier page and the Plots page
 * (portfolio-counts.ts), linking to the Plots page filtered to the supplier's overlapping plots.
 */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { overlappingPlotsOf } from '../lib/supplier-links.ts';
import type { SupplierRow } from '../lib/supplier-rows.ts';

export function SupplierOverlapsCell({ row, pending }: { row: SupplierRow; pending: string }) {
  const t = useIntl().formatMessage;
  const o = row.overlaps;
  if (!o) return <span className="text-slate-500">{pending}</span>;
  if (o.all.pairs === 0)
    return <span className="text-slate-500">{t({ id: 'suppliers.overlaps.none' })}</span>;
  return (
    // `relative`: the screen-reader texts (absolutely placed) stay inside the cell, not past a phone's edge.
    <Link {...overlappingPlotsOf(row.name)} className="relative block text-sky-900 underline">
      {/* Named by its text (no aria-label): "Overlapping plots of X: 2 plots in 2 overlapping pairs with…; …". */}
      <span className="sr-only">{t({ id: 'suppliers.overlaps.of' }, { name: row.name })}</span>{' '}
      <span className="block">
        {t({ id: 'counts.overlaps.between' }, { ...o.betweenSuppliers, scope: 'supplier' })}
        <span className="sr-only">;</span>
      </span>{' '}
      <span className="block">
        {t({ id: 'counts.overlaps.within' }, { ...o.withinSupplier, scope: 'supplier' })}
      </span>
    </Link>
  );
}
