/**
 * Query factory for the double claims of a project's loaded plots (overlaps.ts, scanned in the loader
 * worker). Keyed by the worker load: a new complete load of the plots is scanned again, the same one never.
 * Shared by the Plots page (pairs, filter), the Suppliers page (counts per supplier) and a supplier's page.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { requestOverlaps } from './plot-stream.ts';

export const overlapQueries = {
  /**
   * Every pair of the project. `withoutMap`: asked by a page that shows no map, so the worker starts at
   * once (the worker scans a load once whichever page asks first).
   */
  project: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    loadId: number | null,
    withoutMap = false,
  ) =>
    queryOptions({
      queryKey: ['overlaps', connection, projectId, loadId, withoutMap] as const,
      queryFn: loadId === null ? skipToken : () => requestOverlaps(loadId, { withoutMap }),
      staleTime: Infinity,
      retry: false,
    }),
  /** The pairs with a plot of one supplier in them (a supplier's page: no map, a tenth of the work). */
  supplier: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    loadId: number | null,
    supplier: string | null,
  ) =>
    queryOptions({
      queryKey: ['overlaps', connection, projectId, loadId, 'supplier', supplier] as const,
      queryFn:
        loadId === null || supplier === null
          ? skipToken
          : () => requestOverlaps(loadId, { supplier, withoutMap: true }),
      staleTime: Infinity,
      retry: false,
    }),
};
