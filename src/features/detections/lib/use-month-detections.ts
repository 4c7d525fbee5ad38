/**
 * The detections of a month, or a range of months, for the current project: each month's export (its
 * file list), each file read into
 * detections, the person's plots (their map tiles and frame; no record per plot is held), and which plots
 * the detections touch (once both are complete), found by the plot loader worker.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useConnection } from '@/lib/api/use-connection.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { requestTouchedPlots } from '@/lib/plot-loader/page/plot-stream.ts';
import { summarizeList } from '@/lib/plot-loader/page/plot-summary.ts';
import { touchesInList } from '@/lib/plot-loader/page/touches-in-list.ts';
import { useContextPlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { useProjectPlots } from '@/lib/plot-loader/page/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { detectionQueries, type DetectionFile } from '@/lib/detections/detection-queries.ts';
import type { DetectionsExport } from '@core/api/schemas.ts';
import type { YearMonth } from './month.ts';
import { touchedPlots, type TouchedPlot } from '@/lib/detections/touched-plots.ts';
import { footprintsOf, type Detection } from '@core/detections/detections.ts';

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

/**
 * The plots the detections touch: asked of the loader worker, which holds the load's spatial index. Where
 * there is no worker (unit tests), or its load is gone or fails, the page's list is walked by its packed
 * boxes instead, building only the plots a detection's box meets.
 */
async function findTouchedPlots(
  list: PlotList,
  loadId: number | null,
  detections: readonly Detection[],
): Promise<TouchedPlot[]> {
  const footprints = footprintsOf(detections);
  const fromWorker = loadId === null ? null : await requestTouchedPlots(loadId, footprints).catch(() => null);
  const touches = fromWorker ?? touchesInList(list, footprints);
  return touchedPlots(
    touches,
    (i) => {
      const { id, name, supplier, geometry } = list.at(i);
      return { id, name, supplier, geometry };
    },
    detections,
  );
}

/**
 * The touched plots of `detections` (null: not found yet), as of the list and detections they were found
 * for; `error` when they could not be worked out (a geometry the intersection test refuses): the page says
 * so rather than showing an empty list, which would read as "no plot touched".
 */
function useTouchedPlots(list: PlotList, loadId: number | null, detections: readonly Detection[] | null) {
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<{
    list: PlotList;
    detections: readonly Detection[];
    attempt: number;
    touched: TouchedPlot[] | null;
    error: unknown;
  } | null>(null);
  useEffect(() => {
    if (!detections) return;
    let live = true;
    findTouchedPlots(list, loadId, detections).then(
      (touched) => live && setFound({ list, detections, attempt, touched, error: null }),
      (error: unknown) => live && setFound({ list, detections, attempt, touched: null, error }),
    );
    return () => {
      live = false;
    };
  }, [list, loadId, detections, attempt]);
  const current =
    detections && found?.list === list && found.detections === detections && found.attempt === attempt;
  return {
    touched: current ? found.touched : null,
    error: current ? found.error : null,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** The months' exports as one: pending while any is, the first error, their files in month order. */
function combineExports(results: UseQueryResult<DetectionsExport>[]) {
  return {
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
    files: results.flatMap((r) => r.data?.files ?? []),
    refetch: () => {
      for (const r of results) if (r.error) void r.refetch();
    },
  };
}

export function useMonthDetections(months: readonly YearMonth[]) {
  const { kind } = useConnection();
  const { projectId } = useCurrentProject();
  const exportQuery = useQueries({
    queries: months.map((m) => detectionQueries.export(kind, projectId, m)),
    combine: combineExports,
  });
  const files = useMemo(() => exportQuery.files, [exportQuery.files]);
  const fileQueries = useQueries({
    queries: files.map((f) => detectionQueries.file(kind, projectId ?? '', f.kind, f.url)),
    combine: combineFiles,
  });
  const projectPlots = useProjectPlots(kind, projectId);
  const tiles = useContextPlotTiles(projectPlots);
  const { items, complete } = projectPlots;
  const plots = {
    ...projectPlots,
    loaded: items.length,
    tiles,
    /** The box around every plot, once they are all in. */
    bounds: complete ? summarizeList(items).bounds : null,
  };
  const { clearings, fires } = fileQueries;
  const filesDone = files.length > 0 && fileQueries.done;
  const detections = useMemo(
    () => (complete && filesDone ? [...clearings, ...fires] : null),
    [complete, filesDone, clearings, fires],
  );
  const touchedPlots = useTouchedPlots(items, projectPlots.loadId, detections);
  return {
    projectId,
    exportQuery,
    files,
    fileResults: fileQueries.results,
    filesDone,
    clearings,
    fires,
    plots,
    touched: touchedPlots.touched,
    touchedError: touchedPlots.error,
    retryTouched: touchedPlots.retry,
    /** Every file read and none holds a detection. */
    empty: filesDone && clearings.length === 0 && fires.length === 0,
  };
}
