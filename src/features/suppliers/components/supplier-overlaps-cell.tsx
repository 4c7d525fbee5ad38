/**
 * A supplier's double claims: its plots overlapping another supplier's plot, and overlapping another of its
 * own plots, linking to the Plots page filtered to the supplier's overlapping plots.
 */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { overlappingPlotsOf } from '../lib/supplier-links.ts';
import type { SupplierRow } from '../lib/supplier-rows.ts';

export function SupplierOverlapsCell({ row, pending }: { row: SupplierRow; pending: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const o = row.overlaps;
  if (!o) return <span className="text-slate-500">{pending}</span>;
  if (o.withOthers + o.withinSupplier === 0)
    return <span className="text-slate-500">{t({ id: 'suppliers.overlaps.none' })}</span>;
  return (
    <Link {...overlappingPlotsOf(row.name)} className="block text-sky-900 underline">
      {/* Named by its text (no aria-label): "Overlapping plots of X: 2 with other suppliers 1 within…". */}
      <span className="sr-only">{t({ id: 'suppliers.overlaps.of' }, { name: row.name })} </span>
      <span className="block tabular-nums">
        {t({ id: 'suppliers.overlaps.with-others' }, { count: formatCount(o.withOthers, locale) })}
      </span>
      <span className="block tabular-nums">
        {t({ id: 'suppliers.overlaps.within' }, { count: formatCount(o.withinSupplier, locale) })}
      </span>
    </Link>
  );
}
