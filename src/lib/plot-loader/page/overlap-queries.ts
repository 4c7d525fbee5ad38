/**
 * Query factory for the double claims of a project's loaded plots (overlaps.ts, scanned in the loader
 * worker). Keyed by the worker load: a new complete load of the plots is scanned again, the same one never.
 * Shared by the Plots page (pairs, filter) and the Suppliers page (counts per supplier).
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { requestOverlaps } from './plot-stream.ts';

export const overlapQueries = {
  project: (connection: ConnectionKind, projectId: string | null | undefined, loadId: number | null) =>
    queryOptions({
      queryKey: ['overlaps', connection, projectId, loadId] as const,
      queryFn: loadId === null ? skipToken : () => requestOverlaps(loadId),
      staleTime: Infinity,
      retry: false,
    }),
};
