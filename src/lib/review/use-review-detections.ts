/**
 * The deforestation detections that are review items (review-items.ts, `deforestation`): those of the
 * monthly detections export (contract §7) dated after the cut-off that touch a plot or lie within NEAR_M of
 * it. Which plots they touch or lie near is asked of the plot loader worker, which holds the load's spatial
 * index (the Detections page's path, plot-touches.ts): each detection goes twice, as it is and grown by
 * NEAR_M (near-footprint.ts), so one answer says both. Fires are no review item (a fire is not clearing).
 *
 * The window: the REVIEW_MONTHS months up to the current one (12 exports, two files each, kept 10 minutes by
 * the query cache): bounded, whatever the portfolio's age, and long enough that a clearing seen in the last
 * year is never missed between two reviews. Older clearings after the cut-off are in the service's own
 * assessment (the `deforestation` item with signal "assessment").
 */
import { useEffect, useMemo, useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { DetectionsExport } from '@core/api/schemas.ts';
import { meansNotOffered, NotOfferedError } from '@/lib/api/capabilities.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { detectionQueries, type DetectionFile } from '@/lib/detections/detection-queries.ts';
import { footprintsOf, type Detection } from '@/lib/detections/touched-plots.ts';
import type { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { requestTouchedPlots } from '@/lib/plot-loader/page/plot-stream.ts';
import { touchesInList } from '@/lib/plot-loader/page/touches-in-list.ts';
import { isAfterCutoff, type DetectionSignal } from './review-items.ts';
import { nearFootprint } from './near-footprint.ts';

/** How many months of exports are read, the current one included. */
export const REVIEW_MONTHS = 12;
/**
 * A clearing this close to a plot (metres, edge to edge) is a review item even when it does not touch it: a
 * plot's boundary drawn a little off, or a clearing that will grow into it, is still a question to ask the
 * supplier. 500 m is about the width of a smallholder's holding and well above the exports' positional error.
 */
export const NEAR_M = 500;

/** The REVIEW_MONTHS months up to `now`'s (UTC), newest first. */
export function reviewMonths(now: Date): { year: number; month: number }[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return Array.from({ length: REVIEW_MONTHS }, (_, k) => ({
    year: Math.floor((current - k) / 12),
    month: ((current - k) % 12) + 1,
  }));
}

/**
 * The signals of `detections` from which plots their footprints touch: footprints [0, n) are the detections
 * as they are, [n, 2n) the same grown by NEAR_M (`touches`: position and id of each plot, as the worker
 * answers). Only clearings after the cut-off are kept.
 */
export function signalsOf(
  detections: readonly Detection[],
  touches: readonly { id: string; footprints: readonly number[] }[],
): DetectionSignal[] {
  const n = detections.length;
  const signals: DetectionSignal[] = [];
  for (const t of touches) {
    const touching = new Set(t.footprints.filter((k) => k < n));
    const near = new Set(t.footprints.filter((k) => k >= n).map((k) => k - n));
    for (const k of new Set([...touching, ...near])) {
      const d = detections[k]!;
      if (d.kind !== 'deforestation' || !isAfterCutoff(d.date)) continue;
      signals.push({
        plotId: t.id,
        detectionId: d.id,
        date: d.date,
        areaHa: d.areaHa,
        touches: touching.has(k),
      });
    }
  }
  return signals;
}

/** The exact footprints, then the same grown by NEAR_M. */
export function reviewFootprints(detections: readonly Detection[]) {
  const exact = footprintsOf(detections);
  return [...exact, ...exact.map((f) => nearFootprint(f, NEAR_M))];
}

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
