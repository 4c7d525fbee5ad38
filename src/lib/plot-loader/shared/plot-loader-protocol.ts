/** The plot loader worker's methods, and the errors that cross with them. */
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { ApiError, NetworkError, ResponseShapeError } from '@/lib/api/errors.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { PackedPlots } from '@core/plot-packs/packed-plots.ts';
import type { OverlapReport, UploadOverlap } from '@core/geo/overlap-report.ts';
import type { FilePlot, UploadDiff, UploadMode } from '@core/upload-diff/index.ts';
import type { PlotTouch } from './plot-touches.ts';
import type { Footprint } from '@core/detections/detections.ts';
import type { ProjectWalk } from './plot-walk.ts';

/** What a 'load' or 'read-cache' call streams before its answer: plots, or (cache) the box around them all. */
export type LoaderEvent =
  | { type: 'plots'; packed: PackedPlots }
  /** Before the cached plots: the box around them all (plot-cache.ts CachedSetInfo). */
  | { type: 'cache-extent'; extent: Bounds | null }
  /**
   * With the cached plots: the overlap reports kept for them, by supplier ('' for the whole project), as JSON
   * texts (plot-cache.ts): the page parses the one it shows (keptOverlapsOf, plot-queries.ts).
   */
  | { type: 'cached-overlaps'; reports: Record<string, string> }
  /** Every plot of the load is handed over (its copy on this device may still be being written). */
  | { type: 'walked' }
  /** The load comes from the dashboard server's copy (mirror-pages.ts): walked then (ms), newer one coming. */
  | { type: 'server-copy'; walkedAt: number; refreshing: boolean }
  /** The server is walking the service for the copy: its plots so far. */
  | { type: 'server-walking'; plots: number };

/**
 * One loader worker serves the page (the protocol itself: src/lib/worker-rpc): it loads projects (each load
 * has its own id, given by the page, and keeps its plots packed in the worker), cuts map tiles from them,
 * scans them for overlaps and finds those a detection touches. The token travels in memory to the worker,
 * like to the page's own client; it is never stored or logged.
 */
export type LoaderMethods = {
  /**
   * Walks the project's plots (cancelling stops the walk; its plots stay for the tiles of what the page
   * shows). Answers, after 'walked', whether the plots were kept on this device (null: not asked to).
   */
  load: {
    args: {
      loadId: number;
      kind: ConnectionKind;
      token: string | null;
      walk: ProjectWalk;
      /**
       * Show the project's cached plots first, as load `cacheLoadId`, and keep the new ones for next time
       * (not a walk of one supplier's plots alone: `walk.only`).
       */
      cache: { key: string; cacheLoadId: number } | null;
    };
    answer: { saved: boolean | null };
    event: LoaderEvent;
  };
  /**
   * Hands over the cached plots of `key` as load `cacheLoadId`, asked before the 'load' that names it. Answers
   * once they are all handed over; null savedAt: nothing was cached; `stored` false: no IndexedDB.
   */
  'read-cache': {
    args: { key: string; cacheLoadId: number };
    answer: { savedAt: number | null; stored: boolean };
    event: LoaderEvent;
  };
  /**
   * Which plots the tiles show (one byte per plot by load position; null: all) and up to which zoom they
   * cluster, as tile version `version` (tiles asked for an older version are answered empty, unbuilt).
   */
  'tile-options': {
    args: { loadId: number; version: number; mask: Uint8Array | null; clusterMaxZoom: number };
    answer: void;
  };
  /** Zero bytes: no plot there (or the load is gone). Cancelled when MapLibre no longer wants it. */
  tile: { args: { loadId: number; version: number; z: number; x: number; y: number }; answer: Uint8Array };
  /** The map has drawn the tiles it asked for (background work may start). */
  'map-drawn': { args: null; answer: void };
  /**
   * Every overlapping pair of the load's plots, or of one supplier's plots (overlaps.ts); null when the
   * load is gone. `withoutMap`: the page asking shows no map, so the scan need not wait for one.
   */
  overlaps: {
    args: { loadId: number; supplier?: string; withoutMap?: boolean };
    answer: OverlapReport | null;
  };
  /** A file's plots against the load's plots of other suppliers than `supplier`. */
  'upload-overlaps': {
    args: { loadId: number; geometries: (GeoJSON.Geometry | null)[]; supplier: string };
    answer: UploadOverlap[] | null;
  };
  /**
   * What an upload of these plots for `supplier` would do under `mode` (core/upload-diff): new, already
   * there, changed, inside or overlapping the supplier's plots, and what overwrite removes.
   */
  'upload-diff': {
    args: { loadId: number; plots: FilePlot[]; supplier: string; mode: UploadMode };
    answer: UploadDiff | null;
  };
  /** The load's plots that these footprints touch (plot-touches.ts). */
  'touched-plots': { args: { loadId: number; footprints: Footprint[] }; answer: PlotTouch[] | null };
};

export type SerializedError =
  | {
      name: 'ApiError';
      status: number;
      errorCode: string;
      errorMessage: string;
      retryAfterSeconds: number | null;
    }
  | { name: 'NetworkError' | 'ResponseShapeError' | 'Error'; message: string };

/** Errors lose their class in postMessage; the pages (and the 401 prompt) need the client's own classes back. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof ApiError) {
    const { status, errorCode, errorMessage, retryAfterSeconds } = error;
    return { name: 'ApiError', status, errorCode, errorMessage, retryAfterSeconds };
  }
  if (error instanceof NetworkError) return { name: 'NetworkError', message: error.message };
  if (error instanceof ResponseShapeError) return { name: 'ResponseShapeError', message: error.message };
  return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
}

export function reviveError(error: SerializedError): Error {
  switch (error.name) {
    case 'ApiError':
      return new ApiError(error.status, error.errorCode, error.errorMessage, error.retryAfterSeconds);
    case 'NetworkError':
      return new NetworkError(error.message);
    case 'ResponseShapeError':
      return new ResponseShapeError(error.message);
    default:
      return new Error(error.message);
  }
}
