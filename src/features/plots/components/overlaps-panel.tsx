/**
 * Double claims on the Plots page: how many plots overlap another (between suppliers, or within one), the
 * "only overlapping plots" filter, and the pairs, largest first, each with its overlapping hectares and the
 * share of each plot; "Show on map" selects the first plot, highlights the second and frames both.
 */
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { formatHa, formatShare } from '@/lib/format/hectares.ts';
import type { OverlapPair, OverlapReport } from '@/lib/plot-loader/worker/overlaps.ts';

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
  let summary: string;
  if (error)
    summary = t(
      { id: 'plots.overlaps.failed' },
      { reason: error instanceof Error ? error.message : String(error) },
    );
  else if (pending || report === undefined) summary = t({ id: 'plots.overlaps.pending' });
  else if (report === null) summary = t({ id: 'plots.overlaps.reload' });
  else if (report.totalPairs === 0) summary = t({ id: 'plots.overlaps.none' }, { count: report.scanned });
  else
    summary = t(
      { id: 'plots.overlaps.summary' },
      {
        plots: report.plotIds.length,
        pairs: report.totalPairs,
        cross: report.pairs.filter((p) => !p.sameSupplier).length,
        partial: report.totalPairs > report.pairs.length ? 'yes' : 'no',
      },
    );
  return (
    <section
      aria-label={t({ id: 'plots.overlaps' })}
      className="mt-4 rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <h2 className="text-base font-semibold">{t({ id: 'plots.overlaps.title' })}</h2>
      <p role="status" className="mt-1 text-slate-700">
        {summary}
      </p>
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
