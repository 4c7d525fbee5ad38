/** The query cache's entry of a project's plots: the loader's stream reduced into a `PlotLoad`, and its query factory. */
import {
  queryOptions,
  skipToken,
  experimental_streamedQuery as streamedQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { packSize, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { PlotList } from './plot-list.ts';
import { streamProjectPlots, type StreamedPlots } from './plot-stream.ts';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { supplierQueries, type SupplierList } from '@/lib/project/supplier-queries.ts';

/**
 * One project's plots as the page's query cache holds them: the packs that arrived so far (no
 * object per plot: appending a pack must not copy 100,000 plots, and hundreds of times over that churn kept
 * the garbage collector busy for seconds) and where the load stands. Read the plots as a PlotList with
 * `plotsOf`, built once per value. `complete` turns true with the last pack.
 */
export interface PlotLoad {
  packs: readonly PackedPlots[];
  count: number;
  complete: boolean;
  /** The loader worker's load holding these plots (the map's tiles come from it); null without a worker. */
  loadId: number | null;
  /**
   * When the plots shown came complete from the service (ms since epoch): the cache's time while cached
   * plots are shown, null until a load completes.
   */
  savedAt: number | null;
  /** Whether the plots shown come from this device's cache. */
  fromCache: boolean;
  /** While cached plots are shown: the service's plots arriving to replace them, kept apart until complete. */
  refreshing: { loaded: number; packs: readonly PackedPlots[]; loadId: number | null } | null;
  /** False until the cached plots (if any) are all handed over; plots after that come from the service. */
  cacheDone: boolean;
  /**
   * The box around every plot of the device's copy, known before its plots are in (null: no copy, or no
   * geometry): the map frames all of them from the start.
   */
  cacheExtent: Bounds | null;
  /**
   * Whether this device keeps a copy for the next visit: 'kept' once the last load was saved,
   * 'unavailable' when the browser cannot keep one (no IndexedDB, private mode, quota), null not yet known.
   */
  storage: 'kept' | 'unavailable' | null;
  /**
   * The overlap reports kept with the device's copy, by supplier ('' for the whole project), as JSON texts
   * (read one with keptOverlapsOf): true of the plots of `packs` while they are the copy's (dropped when
   * the service's plots replace them).
   */
  keptOverlaps: Readonly<Record<string, string>> | null;
  /**
   * The service's plots come from the dashboard server's copy (docs/portfolio.md): when it was walked (ms),
   * and whether the server is reading a newer one; null: from the service itself.
   */
  serverCopy: { walkedAt: number; refreshing: boolean } | null;
  /** While the server walks the service for its copy: its plots so far (null: not walking). */
  serverWalking: number | null;
}

const keptReports = new WeakMap<Readonly<Record<string, string>>, Map<string, OverlapReport | undefined>>();

/**
 * The overlap report kept with the device's copy for `supplier` ('' for the whole project), parsed once
 * per load value: only the report a page shows is made into objects. Undefined when none is kept (or its
 * text is unreadable: the page then scans).
 */
export function keptOverlapsOf(load: PlotLoad | undefined, supplier: string): OverlapReport | undefined {
  const texts = load?.keptOverlaps;
  if (!texts || !Object.hasOwn(texts, supplier)) return undefined;
  let parsed = keptReports.get(texts);
  if (!parsed) keptReports.set(texts, (parsed = new Map()));
  if (!parsed.has(supplier)) {
    let report: OverlapReport | undefined;
    try {
      report = JSON.parse(texts[supplier]!) as OverlapReport;
    } catch {
      report = undefined;
    }
    parsed.set(supplier, report);
  }
  return parsed.get(supplier);
}

const lists = new WeakMap<readonly PackedPlots[], PlotList>();

/**
 * The plots of a load as a list, built once per set of packs: the same list (the same object) while a
 * refresh gathers the service's plots apart, so what pages work out from it (a supplier's figures and review
 * items, over 100,000 plots) is not worked out again for each of the refresh's packs.
 */
export function plotsOf(load: PlotLoad | undefined): PlotList {
  if (!load || load.count === 0) return PlotList.EMPTY;
  let list = lists.get(load.packs);
  if (!list) lists.set(load.packs, (list = new PlotList(load.packs)));
  return list;
}

/** Which supplier of the project's list to walk first, if any. */
export type FirstSupplier = (list: SupplierList) => string | undefined;

/** Plots of each supplier in a pack, counted once per pack. */
const supplierCounts = new WeakMap<PackedPlots, Map<string, number>>();
function countsOf(pack: PackedPlots): Map<string, number> {
  let counts = supplierCounts.get(pack);
  if (counts) return counts;
  const perCode = new Uint32Array(pack.words.length);
  for (const code of pack.supplier) perCode[code]!++;
  counts = new Map();
  perCode.forEach((n, code) => n && counts!.set(pack.words[code]!, n));
  supplierCounts.set(pack, counts);
  return counts;
}
/** The lists that end with a given pack (a load only ever appends packs). */
const prefixes = new WeakMap<PackedPlots, PlotList>();

/**
 * The load's plots up to the pack that brought the last of `plotCount` plots of `supplier` (once the load
 * is complete: of all its plots in the load), or null while fewer are in: all of that supplier's plots
 * before the load is complete (the walk takes a supplier's page's own plots first). The same list object
 * for every later value of the load, complete or not: a supplier's figures and review items, worked out
 * from it, are not worked out again over the whole project when the device's copy is all read.
 */
export function plotsWithSupplier(
  load: PlotLoad | undefined,
  supplier: string,
  plotCount: number,
): PlotList | null {
  if (!load) return null;
  // A complete load holds every plot of the supplier there is: its own count, not the list's (which may
  // drift while uploads run), so no plot of the supplier is left out of the list.
  if (load.complete) plotCount = load.packs.reduce((n, pack) => n + (countsOf(pack).get(supplier) ?? 0), 0);
  if (plotCount <= 0) return null;
  let seen = 0;
  for (let b = 0; b < load.packs.length; b++) {
    const pack = load.packs[b]!;
    seen += countsOf(pack).get(supplier) ?? 0;
    if (seen < plotCount) continue;
    let list = prefixes.get(pack);
    if (!list) prefixes.set(pack, (list = new PlotList(load.packs.slice(0, b + 1))));
    return list;
  }
  return null;
}

const EMPTY: PlotLoad = {
  packs: [],
  count: 0,
  complete: false,
  loadId: null,
  savedAt: null,
  fromCache: false,
  refreshing: null,
  cacheDone: false,
  cacheExtent: null,
  storage: null,
  keptOverlaps: null,
  serverCopy: null,
  serverWalking: null,
};

/**
 * Plots from the cache are shown as they come; once they are all in, the load counts as complete (it is a
 * whole set, as of `savedAt`) and the service's plots gather in `refreshing`, to replace them at once when
 * the last page is in. Without a cache, the service's plots are shown as they come.
 */
export function reducePlotLoad(acc: PlotLoad, chunk: StreamedPlots): PlotLoad {
  switch (chunk.type) {
    case 'saved':
      return { ...acc, storage: chunk.ok ? 'kept' : 'unavailable' };
    case 'cache-extent':
      return { ...acc, cacheExtent: chunk.extent };
    case 'server-walking':
      return { ...acc, serverWalking: chunk.plots };
    case 'server-copy':
      return {
        ...acc,
        serverCopy: { walkedAt: chunk.walkedAt, refreshing: chunk.refreshing },
        serverWalking: null,
      };
    case 'cached-overlaps':
      // Only while the copy's plots are read (the worker hands its reports over before it ends).
      return acc.cacheDone ? acc : { ...acc, keptOverlaps: chunk.reports };
    case 'cached':
      return chunk.savedAt === null
        ? { ...acc, cacheDone: true, storage: chunk.stored ? acc.storage : 'unavailable' }
        : {
            ...acc,
            cacheDone: true,
            storage: 'kept',
            complete: true,
            fromCache: true,
            savedAt: chunk.savedAt,
            refreshing: { loaded: 0, packs: [], loadId: null },
          };
    case 'plots': {
      const n = packSize(chunk.packed);
      if (!n) return acc;
      const r = acc.refreshing;
      if (r && acc.cacheDone)
        return {
          ...acc,
          refreshing: {
            loaded: r.loaded + n,
            packs: [...r.packs, chunk.packed],
            loadId: chunk.loadId,
          },
        };
      return {
        ...acc,
        packs: [...acc.packs, chunk.packed],
        count: acc.count + n,
        loadId: chunk.loadId ?? acc.loadId,
      };
    }
    case 'last': {
      const r = acc.refreshing;
      const done = {
        ...acc,
        complete: true,
        // From the server's copy: as of its walk, not of this moment.
        savedAt: acc.serverCopy?.walkedAt ?? Date.now(),
        fromCache: false,
        refreshing: null,
        // The service's plots: the copy's reports are not known to be true of them.
        keptOverlaps: null,
      };
      return r ? { ...done, packs: r.packs, count: r.loaded, loadId: r.loadId ?? acc.loadId } : done;
    }
  }
}

/**
 * Every plot of the project, loaded off the main thread (plot-stream.ts), walks per supplier and risk level side by side.
 * The 'last' chunk says the load is complete; 'saved' may follow, once the device's copy is written.
 */
async function* projectPlots(
  client: QueryClient,
  connection: ConnectionKind,
  projectId: string,
  useCache: boolean,
  first: FirstSupplier | undefined,
  only?: string,
): AsyncGenerator<StreamedPlots> {
  // Fresh counts: the walks trust them to know whether plots without an assessment are left to fetch.
  // The device's copy is read and shown meanwhile. The project comes from the projects this token's list
  // names (use-current-project.ts), so the copy shown is of a project the person may open.
  const walk = client
    .fetchQuery({ ...supplierQueries.list(connection, projectId), staleTime: 0 })
    .then((list) => ({
      projectId,
      suppliers: list.results.map(({ name, plotCount }) => ({ name, plotCount })),
      first: only ?? first?.(list),
      only,
    }));
  yield* streamProjectPlots(walk, projectId, connection, useCache);
}

/**
 * A load's query options: its stream (null: it waits, as skipToken), told to read the device's copy first
 * when the page has nothing to show yet.
 */
function plotLoadQuery<Key extends readonly unknown[]>(
  queryKey: Key,
  stream: ((client: QueryClient, useCache: boolean) => AsyncGenerator<StreamedPlots>) | null,
) {
  return queryOptions({
    queryKey,
    queryFn: stream
      ? streamedQuery<StreamedPlots, PlotLoad>({
          // The device's cache is read when the page has nothing to show yet, not on a background refetch.
          streamFn: ({ client, queryKey: key }) =>
            stream(client, !client.getQueryData<PlotLoad>(key)?.complete),
          refetchMode: 'replace',
          initialValue: EMPTY,
          reducer: reducePlotLoad,
        })
      : skipToken,
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    // Structural sharing deep-compares the whole list (every coordinate) on each of hundreds of pages:
    // quadratic, minutes at 40k plots. Plots are replaced wholesale, so identity is all we need.
    structuralSharing: false,
    // Retries happen per page inside the walk.
    retry: false,
  });
}

/**
 * Query factory for plots. `project` loads every page of the project as a stream into one cache entry
 * (`[...all(connection), projectId, 'all']`, the trailing 'all' meaning every plot of the project): the
 * table renders as pages arrive, and filters (client-side, except what the service offers) never refetch.
 * `supplier` loads one supplier's plots alone from the server's copy. `all` is only the prefix every plot
 * entry of a connection shares (a plot's detail too), what an invalidation names.
 * Shared in src/lib because the Suppliers page counts plots by risk from the same cache.
 *
 * The stream deliberately does not read the abort signal: leaving the page mid-load lets the walk finish in
 * the background, so coming back is instant instead of showing a half list that never completes.
 * refetchMode 'replace': a background refresh keeps the complete old list until the new one is whole.
 */
export const plotQueries = {
  all: (connection: ConnectionKind) => ['plots', connection] as const,
  /**
   * `first`: the page's supplier (from the supplier list), walked before the others when this page starts
   * the load (a supplier's page); the same cache entry for every page either way. Waits until a project
   * is chosen.
   */
  project: (connection: ConnectionKind, projectId: string | null | undefined, first?: FirstSupplier) =>
    plotLoadQuery(
      [...plotQueries.all(connection), projectId, 'all'] as const,
      projectId ? (client, useCache) => projectPlots(client, connection, projectId, useCache, first) : null,
    ),
  /**
   * One supplier's plots alone, from the server's copy (`GET …/packs?supplier=`): a supplier's page when
   * the server holds the token, whose overlaps and review counts are the server's too, so the other
   * suppliers' plots are not needed. A revisit shows the device's copy of the project first (read, never
   * written: it stays the project's whole copy), as `project` does, and works offline from it. Where the
   * server has no copy the load walks the whole project, the supplier first (plot-walk.ts). Waits until
   * the supplier's name is known.
   */
  supplier: (connection: ConnectionKind, projectId: string | null | undefined, supplier: string | null) =>
    plotLoadQuery(
      [...plotQueries.all(connection), projectId, 'supplier', supplier] as const,
      projectId && supplier !== null
        ? (client, useCache) => projectPlots(client, connection, projectId, useCache, undefined, supplier)
        : null,
    ),
};
