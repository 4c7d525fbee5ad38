import {
  queryOptions,
  skipToken,
  experimental_streamedQuery as streamedQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { Plot } from '@core/api/schemas.ts';
import type { ConnectionKind } from '../api/connection.ts';
import type { LoadedPlot } from './compact-plot.ts';
import { streamProjectPlots } from './plot-stream.ts';
import { supplierQueries } from './supplier-queries.ts';

/**
 * Every plot of a project, as loaded so far, kept as the pages that arrived: appending a page must not copy
 * 100,000 plots into a new array (500 times over, that churn kept the garbage collector busy for seconds).
 * Read the flat list with `plotsOf`, which builds it once per set. `complete` turns true with the last page.
 */
export interface PlotSet {
  pages: readonly (readonly Plot[])[];
  count: number;
  complete: boolean;
}

const flat = new WeakMap<PlotSet, readonly Plot[]>();
const NO_PLOTS: readonly Plot[] = [];

/** The plots of a set as one array, built once per set (sets are immutable). */
export function plotsOf(set: PlotSet | undefined): readonly Plot[] {
  if (!set || set.count === 0) return NO_PLOTS;
  let list = flat.get(set);
  if (!list) flat.set(set, (list = set.pages.flat()));
  return list;
}

interface PlotChunk {
  plots: LoadedPlot[];
  last: boolean;
}

const EMPTY: PlotSet = { pages: [], count: 0, complete: false };

/**
 * Every plot of the project, loaded off the main thread (plot-stream.ts), walks per supplier and risk level side by side.
 * The last chunk (empty) says the load is complete.
 */
async function* projectPlots(
  client: QueryClient,
  connection: ConnectionKind,
  projectId: string,
): AsyncGenerator<PlotChunk> {
  // Fresh counts: the walks trust them to know whether plots without an assessment are left to fetch.
  const { results: suppliers } = await client.fetchQuery({
    ...supplierQueries.list(connection, projectId),
    staleTime: 0,
  });
  const walk = { projectId, suppliers: suppliers.map(({ name, plotCount }) => ({ name, plotCount })) };
  for await (const plots of streamProjectPlots(walk, connection)) yield { plots, last: false };
  yield { plots: [], last: true };
}

/**
 * Query factory for plots. `all` loads every page of the project as a stream into one cache entry: the
 * table renders as pages arrive, and filters (client-side, except what the service offers) never refetch.
 * Shared in src/lib because the Suppliers page counts plots by risk from the same cache.
 *
 * The stream deliberately does not read the abort signal: leaving the page mid-load lets the walk finish in
 * the background, so coming back is instant instead of showing a half list that never completes.
 * refetchMode 'replace': a background refresh keeps the complete old list until the new one is whole.
 */
export const plotQueries = {
  all: (connection: ConnectionKind) => ['plots', connection] as const,
  project: (connection: ConnectionKind, projectId: string | null | undefined) =>
    queryOptions({
      queryKey: [...plotQueries.all(connection), projectId, 'all'] as const,
      // Waits (skipToken) until a project is chosen.
      queryFn: projectId
        ? streamedQuery<PlotChunk, PlotSet>({
            streamFn: ({ client }) => projectPlots(client, connection, projectId),
            refetchMode: 'replace',
            initialValue: EMPTY,
            reducer: (acc, chunk) => ({
              pages: chunk.plots.length ? [...acc.pages, chunk.plots] : acc.pages,
              count: acc.count + chunk.plots.length,
              complete: chunk.last,
            }),
          })
        : skipToken,
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      // Structural sharing deep-compares the whole list (every coordinate) on each of hundreds of pages:
      // quadratic, minutes at 40k plots. Plots are replaced wholesale, so identity is all we need.
      structuralSharing: false,
      // Retries happen per page inside the walk.
      retry: false,
    }),
};
