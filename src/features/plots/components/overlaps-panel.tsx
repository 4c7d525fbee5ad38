/**
 * Overlaps on the Plots page: how many of the plots shown overlap another and in how many pairs, between
 * suppliers (double claims) and within a supplier, and how many lie inside another (portfolio-counts.ts, the
 * counts and words of the Suppliers table, the supplier page and the report); the "only overlapping plots"
 * filter, and the pairs, largest first, each with its overlapping hectares and the share of each plot;
 * "Show on map" selects the first plot, highlights the second and frames both.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { OverlapCountsList } from '@/components/review/overlap-counts-list.tsx';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import type { OverlapPair, OverlapReport } from '@core/geo/overlap-report.ts';
import {
  overlapCounts,
  overlapItemsOf,
  partialOverlaps,
  type OverlapCounts,
} from '@/lib/review/portfolio-counts.ts';

/**
 * The counts of the report as the page's filters narrowed it (overlapsInView): the pairs with a plot shown,
 * and the plots shown among them.
 */
export function overlapCountsInView(report: OverlapReport): OverlapCounts {
  return overlapCounts(overlapItemsOf(report), { plotIds: new Set(report.plotIds) });
}

/** Pairs listed at once; the filter still shows every overlapping plot in the table. */
const LISTED = 50;

export interface OverlapsPanelProps {
  report: OverlapReport | null | undefined;
  pending: boolean;
  error: unknown;
  /** Plots by id, for names (only the plots of listed pairs are looked up). */
  plotOf: (id: string) => Plot | undefined;
  onlyOverlaps: boolean;
  onToggle: (on: boolean) => void;
  onShowPair: (pair: OverlapPair) => void;
}

export function OverlapsPanel({
  report,
  pending,
  error,
  plotOf,
  onlyOverlaps,
  onToggle,
  onShowPair,
}: OverlapsPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const percent = (share: number) => formatShare(share, 1, locale);
  const name = (id: string) => plotOf(id)?.name ?? id;
  const counts = useMemo(() => (report ? overlapCountsInView(report) : null), [report]);
  let summary: string;
  if (error)
    summary = t(
      { id: 'plots.overlaps.failed' },
      { reason: error instanceof Error ? error.message : String(error) },
    );
  else if (pending || report === undefined) summary = t({ id: 'plots.overlaps.pending' });
  else if (report === null) summary = t({ id: 'plots.overlaps.reload' });
  else if (report.totalPairs === 0 || !counts?.all.pairs)
    summary = t({ id: 'plots.overlaps.none' }, { count: report.scanned });
  else summary = t({ id: 'counts.overlaps.all' }, { ...counts.all });
  return (
    <section
      aria-label={t({ id: 'plots.overlaps' })}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <h2 className="text-base font-semibold">{t({ id: 'plots.overlaps.title' })}</h2>
      <p role="status" className="mt-1 text-slate-700">
        {summary}
      </p>
      {report && counts?.all.pairs ? (
        <>
          <OverlapCountsList counts={counts} className="mt-1 text-slate-700" />
          {partialOverlaps(report) ? (
            <p className="mt-1 text-xs text-slate-600">
              {t(
                { id: 'counts.overlaps.partial' },
                { listed: report.pairs.length, total: report.totalPairs },
              )}
            </p>
          ) : null}
        </>
      ) : null}
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" checked={onlyOverlaps} onChange={(e) => onToggle(e.target.checked)} />
        {t({ id: 'plots.overlaps.only' })}
      </label>
      {report && report.pairs.length ? (
        <ul
          className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto"
          aria-label={t({ id: 'plots.overlaps.pairs' })}
        >
          {report.pairs.slice(0, LISTED).map((pair) => (
            <li key={`${pair.a.id}|${pair.b.id}`} className="flex items-start justify-between gap-2 py-2">
              <div>
                <p>
                  {t(
                    { id: 'plots.overlaps.pair' },
                    {
                      first: name(pair.a.id),
                      second: name(pair.b.id),
                      supplierA: pair.a.supplier,
                      supplierB: pair.b.supplier,
                      name: (text) => <span className="font-medium">{text}</span>,
                    },
                  )}
                </p>
                <p className="text-slate-600">
                  {t(
                    { id: 'plots.overlaps.pair.detail' },
                    {
                      area: formatHa(pair.overlapHa, locale),
                      shareA: percent(pair.a.share),
                      shareB: percent(pair.b.share),
                      same: pair.sameSupplier ? 'yes' : 'no',
                    },
                  )}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onShowPair(pair)}
                className="shrink-0 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                aria-label={t(
                  { id: 'plots.overlaps.show.label' },
                  { a: name(pair.a.id), b: name(pair.b.id) },
                )}
              >
                {t({ id: 'plots.overlaps.show' })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {report && report.pairs.length > LISTED ? (
        <p className="mt-1 text-slate-600">
          {t({ id: 'plots.overlaps.more' }, { listed: LISTED, total: report.totalPairs })}
        </p>
      ) : null}
    </section>
  );
}
