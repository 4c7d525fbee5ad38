/**
 * A month's detections, or a range of months': pick them (in the URL), get the exports' files, download
 * them, and preview them on the map over the person's plots, with the plots a detection touches listed
 * and what each confidence label means. What is loaded lives
 * in lib/use-month-detections.ts, what the map frames and the summary line in lib/detections-view.ts.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { messageIn } from '@core/i18n/messages.ts';
import { getRouteApi } from '@tanstack/react-router';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { detectionsFrame, detectionsSummary } from '../lib/detections-view.ts';
import { effectiveRange, rangeLabel } from '../lib/month.ts';
import { useMonthDetections } from '../lib/use-month-detections.ts';
import { DetectionsMap } from '../map/detections-map.tsx';
import { DetectionsLegend } from './detections-legend.tsx';
import { ExportFiles } from './export-files.tsx';
import { MonthPicker } from './month-picker.tsx';
import { TouchedPlotsSection } from './touched-plots-section.tsx';

const route = getRouteApi('/detections');

export function DetectionsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The clock is read once per page visit: "no future months" is about today, not this instant.
  const [now] = useState(() => new Date());
  const range = effectiveRange(search, now);
  const label = rangeLabel(range, locale, (from, to) => t({ id: 'detections.range' }, { from, to }));
  const {
    projectId,
    exportQuery,
    files,
    fileResults,
    filesDone,
    clearings,
    fires,
    plots,
    touched,
    touchedError,
    retryTouched,
    empty,
  } = useMonthDetections(range.months);

  // A focus belongs to the months it was chosen in.
  const [focus, setFocus] = useState<{ key: string; target: string } | null>(null);
  const monthKey = label;
  const focused = focus?.key === monthKey ? focus.target : null;
  const bounds = detectionsFrame({
    focus: focused,
    detections: [...clearings, ...fires],
    touched,
    plots: plots.bounds,
  });

  const summary = detectionsSummary(
    label,
    { count: files.length, done: filesDone },
    { clearings: clearings.length, fires: fires.length },
  );

  return (
    <div className="space-y-4 p-6">
      <PageHeader title={t({ id: 'nav.detections' })}>
        <MonthPicker
          value={range}
          now={now}
          onChange={(from, to) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                year: from.year,
                month: from.month,
                toYear: to?.year,
                toMonth: to?.month,
              }),
            })
          }
        />
      </PageHeader>

      {exportQuery.isPending && projectId ? (
        <Loading label={t({ id: 'detections.asking' }, { label })} />
      ) : null}
      {exportQuery.error ? (
        <ErrorState
          title={t({ id: 'detections.export-error' }, { label })}
          error={exportQuery.error}
          onRetry={() => void exportQuery.refetch()}
        />
      ) : null}
      {plots.error ? (
        <ErrorState title={t({ id: 'detections.plots-error' })} error={plots.error} onRetry={plots.retry} />
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-2">
          <DetectionsMap
            plots={plots.tiles}
            touched={touched?.map((t) => t.plot) ?? []}
            clearings={clearings}
            fires={fires}
            bounds={bounds}
          />
          <DetectionsLegend />
          <p className="text-sm text-slate-700" aria-live="polite">
            {summary ? messageIn(locale, summary) : ''}{' '}
            {clearings.length + fires.length > 0 ? (
              <button
                type="button"
                onClick={() => setFocus({ key: monthKey, target: 'detections' })}
                className="text-emerald-800 underline"
              >
                {t({ id: 'detections.show-all' })}
              </button>
            ) : null}
          </p>
        </div>

        <div className="space-y-4">
          <section aria-labelledby="det-files-title">
            <h2 id="det-files-title" className="mb-2 text-base font-semibold">
              {t({ id: 'detections.files.title' }, { label })}
            </h2>
            {files.length ? <ExportFiles files={files} queries={fileResults} /> : null}
          </section>
          <TouchedPlotsSection
            monthLabel={label}
            touched={touched}
            error={touchedError}
            onRetry={retryTouched}
            plots={{ complete: plots.complete, loaded: plots.loaded, failed: Boolean(plots.error) }}
            empty={empty}
            focusedId={focused}
            onFocus={(id) => setFocus({ key: monthKey, target: id })}
          />
        </div>
      </div>
    </div>
  );
}
