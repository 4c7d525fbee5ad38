/**
 * A supplier's overlaps: its plots in overlapping pairs with other suppliers (double claims) and within the
 * supplier, and its plots inside another, counted by portfolio-counts.ts from its review items (as the
 * Suppliers table, the Plots page and the report count them), with a link to the Plots page showing them.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { OverlapCountsList } from '@/components/review/overlap-counts-list.tsx';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { overlapCounts, partialOverlaps } from '@/lib/review/portfolio-counts.ts';
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
  const t = useIntl().formatMessage;
  const counts = useMemo(() => overlapCounts(items, { supplier: name }), [items, name]);
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
          <OverlapCountsList counts={counts} oneSupplier className="mt-2 text-sm" />
          {counts.all.pairs ? (
            <Link {...overlappingPlotsOf(name)} className="mt-2 inline-block text-sm text-sky-900 underline">
              {t({ id: 'supplier.overlaps.show' })}
            </Link>
          ) : null}
          {partialOverlaps(report.data) ? (
            <p className="mt-1 text-xs text-slate-600">
              {t(
                { id: 'counts.overlaps.partial' },
                { listed: report.data.pairs.length, total: report.data.totalPairs },
              )}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
