/**
 * Every plot of the current project for the pages that draw plots next to other data (jurisdictions, risk
 * info, detections). It reads the same cache entry as the Plots and Suppliers pages (`plotQueries.project`),
 * so visiting several of them loads the plots once and keeps one copy in memory.
 * The shape mirrors `useAllPages` (items, complete, error, retry).
 */
import { useQuery } from '@tanstack/react-query';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import type { PlotList } from './plot-list.ts';
import { plotQueries, plotsOf } from './plot-queries.ts';

export interface ProjectPlots {
  /** The plots loaded so far (all of them once `complete`); one list per loaded set, so memo-friendly. */
  items: PlotList;
  complete: boolean;
  /** The loader worker's load holding these plots (their map tiles come from it); null without a worker. */
  loadId: number | null;
  error: unknown;
  retry: () => void;
}

/**
 * `enabled: false` holds the walk back (a page that draws something else first); plots already loaded, by
 * this page or another, are given all the same.
 */
export function useProjectPlots(
  connection: ConnectionKind,
  projectId: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
): ProjectPlots {
  const query = useQuery({ ...plotQueries.project(connection, projectId), enabled });
  return {
    items: plotsOf(query.data),
    complete: query.isSuccess && Boolean(query.data?.complete),
    loadId: query.data?.loadId ?? null,
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
