/**
 * Every plot of a project as packs (packed-plots.ts), loaded by the plot loader worker (or on the page where
 * there are no workers, as in unit tests: same walk, same packing). Stopping the iteration stops the load.
 */
import { sayNow } from '@core/i18n/messages.ts';
import { createWorkerClient, WorkerStopped } from '@/lib/worker-rpc/index.ts';
import { apiBase, getConnection, type ConnectionKind } from '@/lib/api/connection.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { packPages } from '../shared/pack-pages.ts';
import { summarizeBatch } from './plot-summary.ts';
import { plotCacheKey } from '../shared/plot-cache.ts';
import type { Footprint } from '@core/detections/detections.ts';
import type { FilePlot, UploadDiff, UploadMode } from '@core/upload-diff/index.ts';
import {
  reviveError,
  type LoaderEvent,
  type LoaderMethods,
  type SerializedError,
} from '../shared/plot-loader-protocol.ts';
import { projectPlotPages, type ProjectWalk } from '../shared/plot-walk.ts';

/** A queue that a producer pushes to and an async iteration drains; ends with close() or fail(error). */
class Channel<T> {
  private items: T[] = [];
  private end: { failed: boolean; error: unknown } | null = null;
  private wake: (() => void) | null = null;

  push(item: T) {
    this.items.push(item);
    this.notify();
  }
  close() {
    this.end ??= { failed: false, error: null };
    this.notify();
  }
  fail(error: unknown) {
    this.end ??= { failed: true, error };
    this.notify();
  }
  private notify() {
    this.wake?.();
    this.wake = null;
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      const item = this.items.shift();
      if (item !== undefined) yield item;
      else if (this.end) {
        if (this.end.failed) throw this.end.error;
        return;
      } else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}

/**
 * The page's one loader worker, started on the first load and kept: it holds the loaded plots the map's
 * tiles are cut from (plot-loader.worker.ts). One that crashes or hangs is replaced on the next call.
 */
const loader = createWorkerClient<LoaderMethods>(
  () =>
    new Worker(new URL('../worker/plot-loader.worker.ts', import.meta.url), {
      type: 'module',
      name: 'plot-loader',
    }),
  { reviveError: (error) => reviveError(error as SerializedError) },
);
let nextId = 1;
/** What a load hands the page: plots of the cache or of the service, then the end of the cached ones. */
type LoadEvent =
  | { type: 'plots'; loadId: number | null; packed: PackedPlots }
  | { type: 'cache-extent'; loadId: number; extent: Bounds | null }
  | { type: 'cached-overlaps'; loadId: number; reports: Record<string, string> }
  | { type: 'cached'; loadId: number; savedAt: number | null; stored: boolean }
  | { type: 'walked' }
  | { type: 'saved'; ok: boolean }
  | { type: 'server-copy'; loadId: number; walkedAt: number; refreshing: boolean }
  | { type: 'server-walking'; loadId: number; plots: number };

/** A crashed or stuck loader, in words the page can show. */
const stopped = (error: unknown) =>
  error instanceof WorkerStopped
    ? new Error(sayNow('plots.error.loader-stopped', { detail: error.detail }))
    : error;

/** The events of load `loadId` as the page's channel takes them. */
const toChannel =
  (channel: Channel<LoadEvent>, loadId: number) =>
  (event: LoaderEvent): void =>
    channel.push(event.type === 'walked' ? event : { ...event, loadId });

function loadInWorker(
  walk: ProjectWalk | Promise<ProjectWalk>,
  projectId: string,
  kind: ConnectionKind,
  useCache: boolean,
  channel: Channel<LoadEvent>,
) {
  let cache = null;
  if (useCache) {
    // Read at once, while the walk still waits for the suppliers' counts.
    const cacheLoadId = nextId++;
    cache = { key: plotCacheKey(apiBase(kind), projectId), cacheLoadId };
    loader.call('read-cache', cache, { onEvent: toChannel(channel, cacheLoadId) }).then(
      (info) => channel.push({ type: 'cached', loadId: cacheLoadId, ...info }),
      (error: unknown) => channel.fail(stopped(error)),
    );
  }
  const loadId = nextId++;
  const stopping = new AbortController();
  Promise.resolve(walk)
    .then((w) =>
      loader.call(
        'load',
        { loadId, kind, token: getConnection().token, walk: w, cache },
        { signal: stopping.signal, onEvent: toChannel(channel, loadId) },
      ),
    )
    .then(
      ({ saved }) => {
        if (saved !== null) channel.push({ type: 'saved', ok: saved });
        channel.close();
      },
      (error: unknown) => channel.fail(stopped(error)),
    );
  return { stop: () => stopping.abort() };
}

async function loadHere(walk: ProjectWalk | Promise<ProjectWalk>, channel: Channel<LoadEvent>) {
  let w: ProjectWalk;
  try {
    w = await walk;
  } catch (error) {
    channel.fail(error);
    return () => undefined;
  }
  const pages = projectPlotPages(w);
  packPages(pages, (packed) => channel.push({ type: 'plots', loadId: null, packed })).then(
    () => {
      channel.push({ type: 'walked' });
      channel.close();
    },
    (error: unknown) => channel.fail(error),
  );
  return () => void pages.return(undefined);
}

/**
 * The encoded map tile z/x/y of a load's plots as of tile version `version` (plot-tiles.ts); zero bytes
 * where there is none, or when the version is outdated or `signal` aborts before the worker cuts it.
 */
export function requestPlotTile(
  loadId: number,
  version: number,
  z: number,
  x: number,
  y: number,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return loader.call('tile', { loadId, version, z, x, y }, { signal }).catch(() => new Uint8Array(0));
}

/** Tells the loader that the map has drawn the tiles it asked for: its background work may start. */
export function reportMapDrawn(): void {
  if (loader.running) loader.notify('map-drawn', null);
}

/**
 * Which plots a load's tiles of version `version` show (mask by load position, null: all), and up to which
 * zoom they cluster. The worker keeps the last few versions (tile-versions.ts).
 */
export function setPlotTileOptions(
  loadId: number,
  version: number,
  mask: Uint8Array | null,
  clusterMaxZoom: number,
): void {
  loader.notify('tile-options', { loadId, version, mask, clusterMaxZoom }, mask ? [mask.buffer] : []);
}

/**
 * Every overlapping pair of a load's plots (or with `supplier`, those with a plot of that supplier in them),
 * scanned in the loader worker (overlaps.ts); null when the load is gone.
 */
export const requestOverlaps = (loadId: number, options: { supplier?: string; withoutMap?: boolean } = {}) =>
  loader.call('overlaps', { loadId, ...options }).catch((error: unknown) => Promise.reject(stopped(error)));

/** A file's plots against a load's plots of other suppliers; null when the load is gone. */
export const requestUploadOverlaps = (
  loadId: number,
  geometries: (GeoJSON.Geometry | null)[],
  supplier: string,
) =>
  loader
    .call('upload-overlaps', { loadId, geometries, supplier })
    .catch((error: unknown) => Promise.reject(stopped(error)));

/** What uploading these plots for `supplier` would do (core/upload-diff); null when the load is gone. */
export const requestUploadDiff = (
  loadId: number,
  plots: FilePlot[],
  supplier: string,
  mode: UploadMode,
): Promise<UploadDiff | null> =>
  loader
    .call('upload-diff', { loadId, plots, supplier, mode })
    .catch((error: unknown) => Promise.reject(stopped(error)));

/** The load's plots that these footprints touch (plot-touches.ts); null when the load is gone. */
export const requestTouchedPlots = (loadId: number, footprints: Footprint[]) =>
  loader
    .call('touched-plots', { loadId, footprints })
    .catch((error: unknown) => Promise.reject(stopped(error)));

export type StreamedPlots =
  | {
      type: 'plots';
      packed: PackedPlots;
      /** The worker load that holds these plots for the map's tiles; null where there is no worker. */
      loadId: number | null;
    }
  /** The cached plots (handed over before) end here; savedAt null: none were cached; stored false: no IndexedDB. */
  | { type: 'cached'; savedAt: number | null; stored: boolean }
  /** Before the cached plots: the box around them all. */
  | { type: 'cache-extent'; extent: Bounds | null }
  /** While the cached plots come: the overlap reports kept for them, by supplier ('' for the project). */
  | { type: 'cached-overlaps'; reports: Record<string, string> }
  /** The service's plots are all handed over: the load is complete. */
  | { type: 'last' }
  /** After 'last': whether they were kept on this device for the next visit. */
  | { type: 'saved'; ok: boolean }
  /** Before the service's plots: they come from the dashboard server's copy, walked at `walkedAt` (ms). */
  | { type: 'server-copy'; walkedAt: number; refreshing: boolean }
  /** The server is walking the service for its copy: its plots so far. */
  | { type: 'server-walking'; plots: number };

/**
 * The project's plots: with `useCache`, first those kept on this device (plot-cache.ts), then, as a load of
 * its own (plot positions start at 0 again), those of the service.
 */
export async function* streamProjectPlots(
  walk: ProjectWalk | Promise<ProjectWalk>,
  projectId: string,
  kind: ConnectionKind,
  useCache = false,
): AsyncGenerator<StreamedPlots> {
  const channel = new Channel<LoadEvent>();
  const stop =
    typeof Worker === 'undefined'
      ? (() => {
          const stopping = loadHere(walk, channel);
          return () => void stopping.then((s) => s());
        })()
      : loadInWorker(walk, projectId, kind, useCache, channel).stop;
  try {
    for await (const event of channel) {
      if (event.type === 'cached') {
        yield { type: 'cached', savedAt: event.savedAt, stored: event.stored };
        continue;
      }
      if (event.type === 'saved') {
        yield event;
        continue;
      }
      if (event.type === 'walked') {
        yield { type: 'last' };
        continue;
      }
      if (event.type === 'cache-extent') {
        yield { type: 'cache-extent', extent: event.extent };
        continue;
      }
      if (event.type === 'cached-overlaps') {
        yield { type: 'cached-overlaps', reports: event.reports };
        continue;
      }
      if (event.type === 'server-copy') {
        yield { type: 'server-copy', walkedAt: event.walkedAt, refreshing: event.refreshing };
        continue;
      }
      if (event.type === 'server-walking') {
        yield { type: 'server-walking', plots: event.plots };
        continue;
      }
      // Summarised here, in the task that received the pack, not all at once when a page first needs it.
      summarizeBatch(event.packed);
      yield { type: 'plots', packed: event.packed, loadId: event.loadId };
    }
  } finally {
    stop();
  }
}
