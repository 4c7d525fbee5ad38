/**
 * The deforestation detections that are review items (review-items.ts, `deforestation`): those of the
 * monthly detections export (contract §7) dated after the cut-off that touch a plot or lie within NEAR_M of
 * it. Which plots they touch or lie near is asked of the plot loader worker, which holds the load's spatial
 * index (the Detections page's path, plot-touches.ts): each detection goes twice, as it is and grown by
 * NEAR_M, so one answer says both. Which detections, and over which months (12 exports, two files each, kept
 * 10 minutes by the query cache), is core/review/review-signals.ts's rule, the server's too.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { DetectionsExport } from '@core/api/schemas.ts';
import { meansNotOffered, NotOfferedError } from '@/lib/api/capabilities.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { detectionQueries, type DetectionFile } from '@/lib/detections/detection-queries.ts';
import type { Detection } from '@core/detections/detections.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { requestTouchedPlots } from '@/lib/plot-loader/page/plot-stream.ts';
import { touchesInList } from '@/lib/plot-loader/page/touches-in-list.ts';
import {
  reviewFootprints,
  reviewMonths,
  signalsOf,
  type DetectionSignal,
} from '@core/review/review-signals.ts';

async function findSignals(list: PlotList, loadId: number | null, detections: readonly Detection[]) {
  if (!detections.length) return [];
  const footprints = reviewFootprints(detections);
  // Where there is no worker (unit tests) or its load is gone, the list is walked by its packed boxes.
  const fromWorker = loadId === null ? null : await requestTouchedPlots(loadId, footprints).catch(() => null);
  return signalsOf(detections, fromWorker ?? touchesInList(list, footprints));
}

const combineExports = (results: UseQueryResult<DetectionsExport>[]) => ({
  pending: results.some((r) => r.isPending),
  // A service without the export has no detections to review: not an error of this page.
  error: results.find((r) => r.error && !meansNotOffered(r.error) && !(r.error instanceof NotOfferedError))
    ?.error,
  urls: results.flatMap(
    (r) => r.data?.files.filter((f) => f.kind === 'deforestation').map((f) => f.url) ?? [],
  ),
  refetch: () => {
    for (const r of results) if (r.error) void r.refetch();
  },
});

const combineFiles = (results: UseQueryResult<DetectionFile>[]) => ({
  pending: results.some((r) => r.isPending),
  error: results.find((r) => r.error)?.error,
  detections: results.flatMap((r) => r.data?.detections ?? []),
  refetch: () => {
    for (const r of results) if (r.error) void r.refetch();
  },
});

export interface ReviewDetections {
  /** The signals; null until the exports are read and the plots complete (the items wait without them). */
  signals: DetectionSignal[] | null;
  /** A month's export or file that could not be read, or the search that failed: the page says so. */
  error: unknown;
  retry: () => void;
}

/**
 * The detection signals of a project's plots (`list`, complete; `loadId` of the worker's load), or null
 * while they load. `enabled` false: nothing is asked (a page that shows no review items).
 */
export function useReviewDetections(
  connection: ConnectionKind,
  projectId: string | null | undefined,
  list: PlotList | null,
  loadId: number | null,
  enabled = true,
): ReviewDetections {
  const months = useMemo(() => reviewMonths(new Date()), []);
  const exports = useQueries({
    queries: enabled ? months.map((m) => detectionQueries.export(connection, projectId, m)) : [],
    combine: combineExports,
  });
  const urls = exports.urls;
  const files = useQueries({
    queries: urls.map((url) => detectionQueries.file(connection, projectId ?? '', 'deforestation', url)),
    combine: combineFiles,
  });
  const ready = enabled && list !== null && !exports.pending && !files.pending;
  const detections = useMemo(() => (ready ? files.detections : null), [ready, files.detections]);
  const [attempt, setAttempt] = useState(0);
  const [found, setFound] = useState<{
    list: PlotList;
    detections: readonly Detection[];
    attempt: number;
    signals: DetectionSignal[] | null;
    error: unknown;
  } | null>(null);
  useEffect(() => {
    if (!detections || !list) return;
    let live = true;
    findSignals(list, loadId, detections).then(
      (signals) => live && setFound({ list, detections, attempt, signals, error: null }),
      (error: unknown) => live && setFound({ list, detections, attempt, signals: null, error }),
    );
    return () => {
      live = false;
    };
  }, [list, loadId, detections, attempt]);
  const current = found?.list === list && found.detections === detections && found.attempt === attempt;
  return {
    signals: current ? found.signals : null,
    error: exports.error ?? files.error ?? (current ? found.error : null),
    retry: () => {
      exports.refetch();
      files.refetch();
      setAttempt((n) => n + 1);
    },
  };
}
