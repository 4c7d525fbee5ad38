/**
 * Every plot of a project as packed batches (packed-plots.ts), loaded by the plot loader worker (or on the page where
 * there are no workers, as in unit tests: same walk, same packing). Stopping the iteration stops the load.
 */
import { apiBase, getConnection, type ConnectionKind } from '@/lib/api/connection.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { PackedPlots } from '../shared/packed-plots.ts';
import { packInBatches } from '../shared/plot-batches.ts';
import { summarizeBatch } from './plot-summary.ts';
import type { OverlapReport, UploadOverlap } from '../worker/overlaps.ts';
import { plotCacheKey } from '../shared/plot-cache.ts';
import type { Footprint, PlotTouch } from '../shared/plot-touches.ts';
import { reviveError, type LoaderMessage, type LoaderRequest } from '../shared/plot-loader-protocol.ts';
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
 * tiles are cut from (plot-loader.worker.ts).
 */
let loader: Worker | null = null;
let nextId = 1;
/** What a load hands the page: plots of the cache or of the service, then the end of the cached ones. */
type LoadEvent =
  | { type: 'plots'; loadId: number | null; packed: PackedPlots }
  | { type: 'cache-extent'; loadId: number; extent: Bounds | null }
  | { type: 'cached'; loadId: number; savedAt: number | null; stored: boolean }
  | { type: 'walked' }
  | { type: 'saved'; ok: boolean };
const loadChannels = new Map<number, Channel<LoadEvent>>();
const tileRequests = new Map<number, (bytes: Uint8Array) => void>();
const answers = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();

function loaderWorker(): Worker {
  if (loader) return loader;
  const worker = new Worker(new URL('../worker/plot-loader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'plot-loader',
  });
  worker.onmessage = (event: MessageEvent<LoaderMessage>) => {
    const message = event.data;
    if (message.type === 'answer') {
      const waiting = answers.get(message.requestId);
      answers.delete(message.requestId);
      if (message.error === null) waiting?.resolve(message.answer);
      else waiting?.reject(new Error(message.error));
      return;
    }
    if (message.type === 'tile') {
      tileRequests.get(message.requestId)?.(message.bytes);
      tileRequests.delete(message.requestId);
      return;
    }
    const channel = loadChannels.get(message.loadId);
    if (message.type === 'plots' || message.type === 'cache-extent') channel?.push(message);
    else if (message.type === 'walked') channel?.push({ type: 'walked' });
    else if (message.type === 'cached') {
      channel?.push(message);
      loadChannels.delete(message.loadId);
    } else {
      if (message.type === 'done') {
        if (message.saved !== null) channel?.push({ type: 'saved', ok: message.saved });
        channel?.close();
      } else channel?.fail(reviveError(message.error));
      loadChannels.delete(message.loadId);
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const error = new Error(
      `The plot loader stopped unexpectedly (${event.message || 'no detail'}). Reload the page to try again.`,
    );
    for (const channel of loadChannels.values()) channel.fail(error);
    loadChannels.clear();
    for (const answer of tileRequests.values()) answer(new Uint8Array(0));
    tileRequests.clear();
    for (const waiting of answers.values()) waiting.reject(error);
    answers.clear();
    worker.terminate();
    loader = null;
  };
  return (loader = worker);
}

const send = (request: LoaderRequest, transfer: Transferable[] = []) =>
  loaderWorker().postMessage(request, { transfer });

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
    cache = { key: plotCacheKey(apiBase(kind), projectId), cacheLoadId: nextId++ };
    loadChannels.set(cache.cacheLoadId, channel);
    send({ type: 'read-cache', ...cache });
  }
  const loadId = nextId++;
  let stopped = false;
  Promise.resolve(walk).then(
    (w) => {
      if (stopped) return;
      loadChannels.set(loadId, channel);
      send({ type: 'load', loadId, kind, token: getConnection().token, walk: w, cache });
    },
    (error: unknown) => channel.fail(error),
  );
  return {
    stop: () => {
      stopped = true;
      send({ type: 'stop', loadId });
    },
  };
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
  packInBatches(pages, (packed) => channel.push({ type: 'plots', loadId: null, packed })).then(
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
  const requestId = nextId++;
  return new Promise((resolve) => {
    tileRequests.set(requestId, resolve);
    send({ type: 'tile', loadId, version, requestId, z, x, y });
    signal?.addEventListener('abort', () => send({ type: 'tile-cancel', requestId }), { once: true });
  });
}

/** Tells the loader that the map has drawn the tiles it asked for: its background work may start. */
export function reportMapDrawn(): void {
  if (loader) send({ type: 'map-drawn' });
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
  send({ type: 'tile-options', loadId, version, mask, clusterMaxZoom }, mask ? [mask.buffer] : []);
}

function ask<T>(request: (requestId: number) => LoaderRequest): Promise<T> {
  const requestId = nextId++;
  return new Promise<T>((resolve, reject) => {
    answers.set(requestId, { resolve: resolve as (answer: unknown) => void, reject });
    send(request(requestId));
  });
}

/** Every overlapping pair of a load's plots, scanned in the loader worker (overlaps.ts); null when the load is gone. */
export const requestOverlaps = (loadId: number) =>
  ask<OverlapReport | null>((requestId) => ({ type: 'overlaps', loadId, requestId }));

/** A file's plots against a load's plots of other suppliers; null when the load is gone. */
export const requestUploadOverlaps = (
  loadId: number,
  geometries: (GeoJSON.Geometry | null)[],
  supplier: string,
) =>
  ask<UploadOverlap[] | null>((requestId) => ({
    type: 'upload-overlaps',
    loadId,
    requestId,
    geometries,
    supplier,
  }));

/** The load's plots that these footprints touch (plot-touches.ts); null when the load is gone. */
export const requestTouchedPlots = (loadId: number, footprints: Footprint[]) =>
  ask<PlotTouch[] | null>((requestId) => ({ type: 'touched-plots', loadId, requestId, footprints }));

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
  /** The service's plots are all handed over: the load is complete. */
  | { type: 'last' }
  /** After 'last': whether they were kept on this device for the next visit. */
  | { type: 'saved'; ok: boolean };

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
      // Summarised here, in the task that received the batch, not all at once when a page first needs it.
      summarizeBatch(event.packed);
      yield { type: 'plots', packed: event.packed, loadId: event.loadId };
    }
  } finally {
    stop();
  }
}
