import { queryOptions, experimental_streamedQuery as streamedQuery, type QueryClient } from '@tanstack/react-query';
import { plotPageSchema, type Plot } from '../../../core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';
import { retryDelay, shouldRetryRead } from '../api/retry.ts';
import { LoadedPlot } from './compact-plot.ts';
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
  plots: Plot[];
  last: boolean;
}

const EMPTY: PlotSet = { pages: [], count: 0, complete: false };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One page, retried on its own: a 5xx on page 300 must not restart a walk of 500 pages. */
async function fetchPage(path: string, query: Record<string, string> | undefined) {
  for (let failures = 0; ; failures++) {
    try {
      return await apiRequest(path, { query, schema: plotPageSchema });
    } catch (error) {
      if (!shouldRetryRead(failures, error)) throw error;
      await sleep(retryDelay(failures, error));
    }
  }
}

/** Walks the cursor pages (200 plots each, contract §4) and yields each as it arrives. */
async function* plotPages(query: Record<string, string>): AsyncGenerator<PlotChunk> {
  let page = await fetchPage('/v1/plots', query);
  for (;;) {
    const next = page.nextUrl;
    // Ask for the next page before handing this one over, so the request is in flight while the page
    // renders. The nextUrl already carries the filters and the opaque cursor; the client keeps it on our origin.
    const following = next === null ? null : fetchPage(next, undefined);
    // A failure is rethrown by the await below; mark it handled meanwhile so it is not reported as unhandled.
    following?.catch(() => undefined);
    // Compact geometries on arrival: the raw page becomes garbage while it is still young (cheap to collect).
    yield { plots: page.results.map((plot) => new LoadedPlot(plot)), last: false };
    if (following === null) return;
    page = await following;
  }
}

/** Chunks of several walks in arrival order; the last chunk (empty) says every walk is done. */
async function* merge(walks: AsyncGenerator<PlotChunk>[]): AsyncGenerator<PlotChunk> {
  const pending = new Map<number, Promise<{ i: number; r: IteratorResult<PlotChunk> }>>();
  const pull = (i: number) => pending.set(i, walks[i]!.next().then((r) => ({ i, r })));
  walks.forEach((_, i) => pull(i));
  try {
    while (pending.size) {
      const { i, r } = await Promise.race(pending.values());
      if (r.done) pending.delete(i);
      else {
        pull(i);
        yield r.value;
      }
    }
  } finally {
    // On failure or cancellation, stop the other walks too.
    await Promise.allSettled(walks.map((w) => w.return(undefined)));
  }
  yield { plots: [], last: true };
}

/**
 * Every plot of the project. A cursor walk is sequential (each page names the next), so one walk of
 * 100,000 plots is 500 round trips in a row; the service filters by supplier, so one walk per supplier
 * runs them side by side and the whole set arrives several times sooner. The supplier list comes from the
 * shared cache (the pages that show plots ask for it anyway).
 */
async function* projectPlots(client: QueryClient, connection: ConnectionKind, projectId: string): AsyncGenerator<PlotChunk> {
  const { results: suppliers } = await client.fetchQuery(supplierQueries.list(connection, projectId));
  const walks =
    suppliers.length > 1
      ? suppliers.map((s) => plotPages({ projectId, supplier: s.name }))
      : [plotPages({ projectId })];
  yield* merge(walks);
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
  project: (connection: ConnectionKind, projectId: string) =>
    queryOptions({
      queryKey: [...plotQueries.all(connection), projectId, 'all'] as const,
      queryFn: streamedQuery<PlotChunk, PlotSet>({
        streamFn: ({ client }) => projectPlots(client, connection, projectId),
        refetchMode: 'replace',
        initialValue: EMPTY,
        reducer: (acc, chunk) => ({
          pages: chunk.plots.length ? [...acc.pages, chunk.plots] : acc.pages,
          count: acc.count + chunk.plots.length,
          complete: chunk.last,
        }),
      }),
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      // Structural sharing deep-compares the whole list (every coordinate) on each of hundreds of pages:
      // quadratic, minutes at 40k plots. Plots are replaced wholesale, so identity is all we need.
      structuralSharing: false,
      // Retries happen per page inside the stream.
      retry: false,
    }),
};
