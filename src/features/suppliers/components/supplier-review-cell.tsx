/**
 * A supplier's review in the Suppliers table: its plots that need attention and its open review items,
 * with the team's decisions, as the server counts them (the supplier page's words and figures,
 * portfolio-counts.ts), linking to the supplier's page where they are listed.
 */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { supplierPageLink } from '@/lib/routing/supplier-link.ts';
import type { SupplierRow } from '../lib/supplier-rows.ts';

export function SupplierReviewCell({ row, pending }: { row: SupplierRow; pending: string }) {
  const t = useIntl().formatMessage;
  const r = row.review;
  if (!r) return <span className="text-slate-500">{pending}</span>;
  if (r.total === 0) return <span className="text-slate-500">{t({ id: 'suppliers.review.none' })}</span>;
  return (
    <Link {...supplierPageLink(row.id)} className="relative block text-sky-900 underline">
      <span className="sr-only">{t({ id: 'suppliers.review.of' }, { name: row.name })}</span>{' '}
      <span className="block">
        {t({ id: 'suppliers.review.attention' }, { plots: r.plotsNeedingAttention })}
        <span className="sr-only">;</span>
      </span>{' '}
      <span className="block text-slate-700">
        {t({ id: 'suppliers.review.items' }, { open: r.open, total: r.total })}
      </span>
    </Link>
  );
}
