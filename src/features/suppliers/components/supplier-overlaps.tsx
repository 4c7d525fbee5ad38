/**
 * A supplier's overlaps: its plots inside another plot, its double claims with its own plots and with other
 * suppliers' plots (from the loader worker's overlap scan), with a link to the Plots page showing them.
 */
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import type { OverlapReport } from '@/lib/plot-loader/worker/overlaps.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
import { overlappingPlotsOf } from '../lib/supplier-links.ts';
import { SECTION } from './supplier-figures.tsx';

export function SupplierOverlaps({
  items,
  report,
  name,
  loaded,
}: {
  items: readonly ReviewItem[];
  report: { data: OverlapReport | null | undefined; error: unknown };
  name: string;
  /** While the project's plots still load (the supplier's own are in): how many are in so far. */
  loaded: number | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const n = (count: number) => formatCount(count, intl.locale as Locale);
  const plots = (keep: (i: ReviewItem) => boolean) => new Set(items.filter(keep).map((i) => i.plotId)).size;
  const inside = plots((i) => i.kind === 'inside-another');
  const within = plots((i) => i.kind === 'double-claim' && i.otherSupplier === name);
  const others = plots((i) => i.kind !== 'risk' && i.otherSupplier !== name);
  return (
    <section aria-labelledby="overlaps-title" className={SECTION}>
      <h2 id="overlaps-title" className="text-lg font-semibold">
        {t({ id: 'suppliers.column.overlaps' })}
      </h2>
      {report.error ? (
        <p role="alert" className="mt-2 text-sm text-red-900">
          {t({ id: 'supplier.overlaps.failed' })}
        </p>
      ) : !report.data ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {loaded === null
            ? t({ id: 'supplier.overlaps.checking' })
            : t({ id: 'supplier.overlaps.waiting' }, { count: loaded })}
        </p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t({ id: 'supplier.overlaps.inside' })}</dt>
            <dd className="text-right tabular-nums">{n(inside)}</dd>
            <dt className="text-slate-600">{t({ id: 'supplier.overlaps.within' })}</dt>
            <dd className="text-right tabular-nums">{n(within)}</dd>
            <dt className="text-slate-600">{t({ id: 'supplier.overlaps.others' })}</dt>
            <dd className="text-right tabular-nums">{n(others)}</dd>
          </dl>
          {inside + within + others ? (
            <Link {...overlappingPlotsOf(name)} className="mt-2 inline-block text-sm text-sky-900 underline">
              {t({ id: 'supplier.overlaps.show' })}
            </Link>
          ) : null}
          {report.data.totalPairs > report.data.pairs.length ? (
            <p className="mt-1 text-xs text-slate-600">
              {t(
                { id: 'supplier.overlaps.partial' },
                { listed: n(report.data.pairs.length), total: n(report.data.totalPairs) },
              )}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
