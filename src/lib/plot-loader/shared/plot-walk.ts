/**
 * The cursor walk of `GET /v1/plots` (contract §4: 200 plots a page, each page names the next). Runs in the
 * plot loader's worker, and on the page itself where workers do not exist (unit tests).
 */
import pLimit, { type LimitFunction as Limit } from 'p-limit';
import { plotPageSchema, RISK_LEVELS, type Plot } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import { retryDelay, shouldRetryRead } from '@/lib/api/retry.ts';
import { sleep } from '@/lib/sleep.ts';
import { IdSet } from './id-set.ts';

/**
 * At most this many page requests of one load in flight. A browser keeps 6 connections per host: a load
 * that filled them all made every other request of the page (basemap tiles, a plot's detail) queue behind
 * its pages, and the map stayed without land for a second.
 */
export const MAX_PAGES_IN_FLIGHT = 4;

/** One page, retried on its own: a 5xx on page 300 must not restart a walk of 500 pages. */
async function fetchPage(limit: Limit, path: string, query: Record<string, string> | undefined) {
  for (let failures = 0; ; failures++) {
    try {
      // Low: a walk of many pages in the background must not hold up what the page asks for meanwhile.
      return await limit(() => apiRequest(path, { query, schema: plotPageSchema, priority: 'low' }));
    } catch (error) {
      if (!shouldRetryRead(failures, error)) throw error;
      await sleep(retryDelay(failures, error));
    }
  }
}

/** Walks the cursor pages of one query and yields each page's plots as it arrives. */
async function* plotPages(limit: Limit, query: Record<string, string>): AsyncGenerator<Plot[]> {
  let page = await fetchPage(limit, '/v1/plots', query);
  for (;;) {
    const next = page.nextUrl;
    // Ask for the next page before handing this one over, so the request is in flight meanwhile. The
    // nextUrl carries the filters and the opaque cursor; the client keeps it on our origin.
    const following = next === null ? null : fetchPage(limit, next, undefined);
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
  const pull = (i: number) =>
    pending.set(
      i,
      walks[i]!.next().then((r) => ({ i, r })),
    );
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
  /** The project's suppliers with their plot counts (from the supplier list); empty walks the project in one go. */
  suppliers: readonly { name: string; plotCount: number }[];
  /**
   * A supplier whose plots are walked before the others' (a supplier's page: its own figures show once its
   * plots are in, before the rest of the project).
   */
  first?: string;
  /**
   * Only this supplier's plots (a supplier's page, `first` the same): what the server's copy sends
   * (`GET …/packs?supplier=`, mirror-pages.ts). A walk of the service itself still takes every plot, the
   * supplier's first: the page's overlaps with other suppliers are then the worker's scan of them all.
   */
  only?: string;
}

/** The pages of one walk, then those of the next. */
async function* oneAfterAnother<T>(walks: (() => AsyncGenerator<T>)[]): AsyncGenerator<T> {
  for (const walk of walks) yield* walk();
}

/**
 * One supplier's plots, walked once per risk level side by side. No risk filter selects a plot that has no
 * assessment yet, so when the four walks bring fewer plots than the supplier has, a walk without the filter
 * picks up the rest (skipping the plots already seen).
 */
async function* supplierPlotPages(
  limit: Limit,
  projectId: string,
  supplier: { name: string; plotCount: number },
): AsyncGenerator<Plot[]> {
  const seen = new IdSet();
  // Most severe first: the first rows a person sees while the rest loads are the plots that need a look.
  const bySeverity = [...RISK_LEVELS].reverse();
  const byRisk = bySeverity.map((riskLevel) =>
    plotPages(limit, { projectId, supplier: supplier.name, riskLevel }),
  );
  // A plot re-assessed during the load could show up in two walks: each plot is handed over once.
  const unseen = (page: Plot[]) =>
    page.filter((plot) => {
      return seen.add(plot.id);
    });
  for await (const page of merge(byRisk)) yield unseen(page);
  if (seen.size >= supplier.plotCount) return;
  for await (const page of plotPages(limit, { projectId, supplier: supplier.name })) {
    const rest = unseen(page);
    if (rest.length) yield rest;
  }
}

/**
 * Every plot of the project, page by page. A cursor walk is sequential (each page names the next), so one
 * walk of 100,000 plots is 500 round trips in a row, each waiting for the last. The service filters by
 * supplier and by risk level, so the loader runs one walk per supplier and risk level side by side: the
 * round trips overlap, up to MAX_PAGES_IN_FLIGHT at a time.
 */
export function projectPlotPages({ projectId, suppliers, first }: ProjectWalk): AsyncGenerator<Plot[]> {
  const limit = pLimit(MAX_PAGES_IN_FLIGHT);
  const withPlots = suppliers.filter((s) => s.plotCount > 0);
  if (!withPlots.length) return plotPages(limit, { projectId });
  const firstOne = withPlots.find((s) => s.name === first);
  const rest = withPlots.filter((s) => s !== firstOne);
  const others = () => merge(rest.map((supplier) => supplierPlotPages(limit, projectId, supplier)));
  // Its four walks (one per risk level) keep the MAX_PAGES_IN_FLIGHT requests busy on their own.
  return firstOne ? oneAfterAnother([() => supplierPlotPages(limit, projectId, firstOne), others]) : others();
}
