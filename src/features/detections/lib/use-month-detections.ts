/**
 * A month's detections for the current project: the export (its file list), each file read into
 * detections, the person's plots, and which plots the detections touch (once both are complete).
 */
import { useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useProjectPlots } from '@/lib/portfolio/use-project-plots.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { detectionQueries, type DetectionFile } from '../api/detection-queries.ts';
import type { YearMonth } from './month.ts';
import { touchedPlots, type Detection } from './touched-plots.ts';

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

export function useMonthDetections(month: YearMonth) {
  const { kind } = useConnection();
  const { projectId } = useCurrentProject();
  const exportQuery = useQuery(detectionQueries.export(kind, projectId, month));
  const files = useMemo(() => exportQuery.data?.files ?? [], [exportQuery.data]);
  const fileQueries = useQueries({
    queries: files.map((f) => detectionQueries.file(kind, projectId ?? '', f.kind, f.url)),
    combine: combineFiles,
  });
  const projectPlots = useProjectPlots(kind, projectId);
  // The map draws every plot as GeoJSON: this page keeps a short record per plot (no properties or risk).
  const items = useMemo(
    () => (projectPlots.complete ? Array.from(projectPlots.items.lite()) : []),
    [projectPlots.complete, projectPlots.items],
  );
  const plots = { ...projectPlots, items, loaded: projectPlots.items.length };
  const { clearings, fires } = fileQueries;
  const filesDone = files.length > 0 && fileQueries.done;
  const touched = useMemo(
    () => (plots.complete && filesDone ? touchedPlots(items, [...clearings, ...fires]) : null),
    [plots.complete, items, filesDone, clearings, fires],
  );
  return {
    projectId,
    exportQuery,
    files,
    fileResults: fileQueries.results,
    filesDone,
    clearings,
    fires,
    plots,
    touched,
    /** Every file read and none holds a detection. */
    empty: filesDone && clearings.length === 0 && fires.length === 0,
  };
}
