/**
 * The cursor walk of `GET /v1/plots` (contract §4: 200 plots a page, each page names the next). Runs in the
 * plot loader's worker, and on the page itself where workers do not exist (unit tests).
 */
import { plotPageSchema, type Plot } from '../../../core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import { retryDelay, shouldRetryRead } from '../api/retry.ts';

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

/** Walks the cursor pages of one query and yields each page's plots as it arrives. */
async function* plotPages(query: Record<string, string>): AsyncGenerator<Plot[]> {
  let page = await fetchPage('/v1/plots', query);
  for (;;) {
    const next = page.nextUrl;
    // Ask for the next page before handing this one over, so the request is in flight meanwhile. The
    // nextUrl carries the filters and the opaque cursor; the client keeps it on our origin.
    const following = next === null ? null : fetchPage(next, undefined);
    // A failure is rethrown by the await below; mark it handled meanwhile so it is not reported as unhandled.
    following?.catch(() => undefined);
    yield page.results;
    if (following === null) return;
    page = await following;
  }
}

/** Pages of several walks in arrival order. */
async function* merge<T>(walks: AsyncGenerator<T>[]): AsyncGenerator<T> {
  const pending = new Map<number, Promise<{ i: number; r: IteratorResult<T> }>>();
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
}

export interface ProjectWalk {
  projectId: string;
  /** Supplier names to walk side by side; empty walks the project in one go. */
  suppliers: readonly string[];
}

/**
 * Every plot of the project, page by page. A cursor walk is sequential, so one walk of 100,000 plots is 500
 * round trips in a row; the service filters by supplier, so one walk per supplier runs them side by side.
 */
export function projectPlotPages({ projectId, suppliers }: ProjectWalk): AsyncGenerator<Plot[]> {
  return suppliers.length > 1
    ? merge(suppliers.map((supplier) => plotPages({ projectId, supplier })))
    : plotPages({ projectId });
}
