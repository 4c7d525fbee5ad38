/**
 * A month's detections: pick the month (in the URL), get the export's files, download them, and preview
 * them on the map over the person's plots, with the plots a detection touches listed.
 */
import { useMemo, useState } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { boundsOf, type Bounds } from '@/lib/geo/bounds.ts';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useProjectPlots } from '@/lib/portfolio/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { detectionQueries, type DetectionFile } from '../api/detection-queries.ts';
import { effectiveMonth, monthLabel } from '../lib/month.ts';
import { touchedPlots, type Detection } from '../lib/touched-plots.ts';
import { DetectionsMap } from '../map/detections-map.tsx';
import { DetectionsLegend } from './detections-legend.tsx';
import { ExportFiles } from './export-files.tsx';
import { MonthPicker } from './month-picker.tsx';
import { TouchedPlotsList } from './touched-plots-list.tsx';

const route = getRouteApi('/detections');

/** Runs only when a file query's result changes (TanStack memoises `combine` for a stable function). */
function combineFiles(results: UseQueryResult<DetectionFile>[]) {
  const all: Detection[] = results.flatMap((r) => r.data?.detections ?? []);
  return {
    results,
    done: results.every((r) => !r.isPending),
    clearings: all.filter((d) => d.kind === 'deforestation'),
    fires: all.filter((d) => d.kind === 'fire'),
  };
}

export function DetectionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // The clock is read once per page visit: "no future months" is about today, not this instant.
  const [now] = useState(() => new Date());
  const month = effectiveMonth(search, now);
  const { kind } = useConnection();
  const { projectId } = useCurrentProject();
  const [focus, setFocus] = useState<{ key: string; target: string } | null>(null);

  const exportQuery = useQuery(detectionQueries.export(kind, projectId, month));
  const files = useMemo(() => exportQuery.data?.files ?? [], [exportQuery.data]);
  const fileQueries = useQueries({
    queries: files.map((f) => detectionQueries.file(kind, projectId ?? '', f.kind, f.url)),
    combine: combineFiles,
  });
  const plots = useProjectPlots(kind, projectId);
  const { clearings, fires } = fileQueries;
  const filesDone = files.length > 0 && fileQueries.done;
  const touched = useMemo(
    () => (plots.complete && filesDone ? touchedPlots(plots.items, [...clearings, ...fires]) : null),
    [plots.complete, plots.items, filesDone, clearings, fires],
  );

  const monthKey = `${month.year}-${month.month}`;
  const focused = focus?.key === monthKey ? focus.target : null;
  const focusedPlot = touched?.find((t) => t.plot.id === focused);
  const bounds: Bounds | null =
    focused === 'detections'
      ? boundsOf([...clearings, ...fires].map((d) => d.geometry))
      : focusedPlot
        ? boundsOf([focusedPlot.plot.geometry, ...focusedPlot.detections.map((d) => d.geometry)])
        : touched?.length
          ? boundsOf(touched.map((t) => t.plot.geometry))
          : plots.complete
            ? boundsOf(plots.items.map((p) => p.geometry))
            : null;

  const empty = filesDone && clearings.length === 0 && fires.length === 0;

  return (
    <div className="space-y-4 p-6">
      <PageHeader title="Detections">
        <MonthPicker
          value={month}
          now={now}
          onChange={(next) =>
            void navigate({ search: (prev) => ({ ...prev, year: next.year, month: next.month }) })
          }
        />
      </PageHeader>

      {exportQuery.isPending && projectId ? (
        <Loading label={`Asking for the ${monthLabel(month)} export…`} />
      ) : null}
      {exportQuery.error ? (
        <ErrorState
          title={`Could not get the ${monthLabel(month)} export`}
          error={exportQuery.error}
          onRetry={() => void exportQuery.refetch()}
        />
      ) : null}
      {plots.error ? (
        <ErrorState title="Could not load your plots" error={plots.error} onRetry={plots.retry} />
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-2">
          <DetectionsMap
            plots={plots.complete ? plots.items : null}
            touched={touched?.map((t) => t.plot) ?? []}
            clearings={clearings}
            fires={fires}
            bounds={bounds}
          />
          <DetectionsLegend />
          <p className="text-sm text-slate-700" aria-live="polite">
            {filesDone
              ? `${monthLabel(month)}: ${clearings.length} deforestation area${clearings.length === 1 ? '' : 's'} and ${fires.length} fire${fires.length === 1 ? '' : 's'} on the map.`
              : files.length
                ? 'Reading the files…'
                : ''}{' '}
            {clearings.length + fires.length > 0 ? (
              <button
                type="button"
                onClick={() => setFocus({ key: monthKey, target: 'detections' })}
                className="text-emerald-800 underline"
              >
                Show all detections
              </button>
            ) : null}
          </p>
        </div>

        <div className="space-y-4">
          <section aria-labelledby="det-files-title">
            <h2 id="det-files-title" className="mb-2 text-base font-semibold">
              Files for {monthLabel(month)}
            </h2>
            {files.length ? <ExportFiles files={files} queries={fileQueries.results} /> : null}
          </section>

          <section aria-labelledby="det-touched-title">
            <h2 id="det-touched-title" className="mb-2 text-base font-semibold">
              Your plots touched {touched ? `(${touched.length})` : ''}
            </h2>
            {touched === null ? (
              plots.error ? null : (
                <Loading
                  label={
                    plots.complete
                      ? 'Reading the detections…'
                      : `Loading your plots… ${plots.items.length.toLocaleString()} so far`
                  }
                />
              )
            ) : empty ? (
              <EmptyState title={`No detections in ${monthLabel(month)}`}>
                Choose another month to see its detections.
              </EmptyState>
            ) : touched.length === 0 ? (
              <EmptyState title="No detection touches your plots this month">
                The detections on the map lie outside your plots. “Show all detections” frames them.
              </EmptyState>
            ) : (
              <TouchedPlotsList
                touched={touched}
                focusedId={focused}
                onFocus={(id) => setFocus({ key: monthKey, target: id })}
              />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
