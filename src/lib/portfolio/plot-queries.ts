import { queryOptions, experimental_streamedQuery as streamedQuery } from '@tanstack/react-query';
import { plotPageSchema, type Plot } from '../../../core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';
import { retryDelay, shouldRetryRead } from '../api/retry.ts';

/** Every plot of a project, as loaded so far. `complete` turns true with the last page. */
export interface PlotSet {
  plots: readonly Plot[];
  complete: boolean;
}

interface PlotChunk {
  plots: Plot[];
  last: boolean;
}

const EMPTY: PlotSet = { plots: [], complete: false };

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
async function* plotPages(projectId: string): AsyncGenerator<PlotChunk> {
  let page = await fetchPage('/v1/plots', { projectId });
  for (;;) {
    const next = page.nextUrl;
    yield { plots: page.results, last: next === null };
    if (next === null) return;
    // The nextUrl already carries projectId and the opaque cursor; the client keeps it on our origin.
    page = await fetchPage(next, undefined);
  }
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
        streamFn: () => plotPages(projectId),
        refetchMode: 'replace',
        initialValue: EMPTY,
        reducer: (acc, chunk) => ({ plots: acc.plots.concat(chunk.plots), complete: chunk.last }),
      }),
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      // Retries happen per page inside the stream.
      retry: false,
    }),
};
