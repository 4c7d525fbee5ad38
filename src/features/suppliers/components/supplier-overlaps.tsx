/**
 * A supplier's overlaps: its plots inside another plot, its double claims with its own plots and with other
 * suppliers' plots (from the loader worker's overlap scan), with a link to the Plots page showing them.
 */
import { Link } from '@tanstack/react-router';
import { formatCount } from '@/lib/format/numbers.ts';
import type { OverlapReport } from '@/lib/plot-loader/worker/overlaps.ts';
import type { ReviewItem } from '@/lib/review/review-items.ts';
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
  const plots = (keep: (i: ReviewItem) => boolean) => new Set(items.filter(keep).map((i) => i.plotId)).size;
  const inside = plots((i) => i.kind === 'inside-another');
  const within = plots((i) => i.kind === 'double-claim' && i.otherSupplier === name);
  const others = plots((i) => i.kind !== 'risk' && i.otherSupplier !== name);
  return (
    <section aria-labelledby="overlaps-title" className={SECTION}>
      <h2 id="overlaps-title" className="text-lg font-semibold">
        Overlaps
      </h2>
      {report.error ? (
        <p role="alert" className="mt-2 text-sm text-red-900">
          The overlap check failed; reload the page to check again.
        </p>
      ) : !report.data ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {loaded === null
            ? 'Checking the plots for overlaps…'
            : `Checking the plots for overlaps once the project’s other plots are in (${formatCount(loaded)} plots so far)…`}
        </p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Plots inside another plot</dt>
            <dd className="text-right tabular-nums">{formatCount(inside)}</dd>
            <dt className="text-slate-600">Plots overlapping another plot of this supplier</dt>
            <dd className="text-right tabular-nums">{formatCount(within)}</dd>
            <dt className="text-slate-600">Plots overlapping another supplier’s plot</dt>
            <dd className="text-right tabular-nums">{formatCount(others)}</dd>
          </dl>
          {inside + within + others ? (
            <Link
              to="/plots"
              search={{ supplier: name, overlaps: 'yes' }}
              className="mt-2 inline-block text-sm text-sky-900 underline"
            >
              Show the overlapping plots on the map
            </Link>
          ) : null}
          {report.data.totalPairs > report.data.pairs.length ? (
            <p className="mt-1 text-xs text-slate-600">
              Counted from the {formatCount(report.data.pairs.length)} largest of{' '}
              {formatCount(report.data.totalPairs)} overlapping pairs with its plots in them.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
