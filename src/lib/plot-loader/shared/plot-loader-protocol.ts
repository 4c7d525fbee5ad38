/** Messages between the page and the plot loader worker, and the errors that cross with them. */
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { ApiError, NetworkError, ResponseShapeError } from '@/lib/api/errors.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { PackedPlots } from './packed-plots.ts';
import type { Footprint } from './plot-touches.ts';
import type { ProjectWalk } from './plot-walk.ts';

/**
 * One loader worker serves the page: it loads projects (each load has its own id and keeps its plots packed
 * in the worker), cuts map tiles from them, scans them for overlaps and finds those a detection touches.
 * The token travels in memory to the worker, like to the page's own client; it is never stored or logged.
 */
export type LoaderRequest =
  | {
      type: 'load';
      loadId: number;
      kind: ConnectionKind;
      token: string | null;
      walk: ProjectWalk;
      /** Show the project's cached plots first, as load `cacheLoadId`, and keep the new ones for next time. */
      cache: { key: string; cacheLoadId: number } | null;
    }
  /** Hands over the cached plots of `key` as load `cacheLoadId`, before the 'load' that names it is sent. */
  | { type: 'read-cache'; key: string; cacheLoadId: number }
  /** Stops a load's walk; its plots stay for the tiles of what the page shows. */
  | { type: 'stop'; loadId: number }
  /**
   * Which plots the tiles show (one byte per plot by load position; null: all) and up to which zoom they
   * cluster, as tile version `version` (tiles asked for an older version are answered empty, unbuilt).
   */
  | {
      type: 'tile-options';
      loadId: number;
      version: number;
      mask: Uint8Array | null;
      clusterMaxZoom: number;
    }
  | { type: 'tile'; loadId: number; version: number; requestId: number; z: number; x: number; y: number }
  /** The map has drawn the tiles it asked for (background work may start). */
  | { type: 'map-drawn' }
  /** MapLibre no longer wants this tile (it left the view): answered empty if not built yet. */
  | { type: 'tile-cancel'; requestId: number }
  /** Every overlapping pair of the load's plots (overlaps.ts). */
  | { type: 'overlaps'; loadId: number; requestId: number }
  /** A file's plots against the load's plots of other suppliers than `supplier`. */
  | {
      type: 'upload-overlaps';
      loadId: number;
      requestId: number;
      geometries: (GeoJSON.Geometry | null)[];
      supplier: string;
    }
  /** The load's plots that these footprints touch (plot-touches.ts). */
  | { type: 'touched-plots'; loadId: number; requestId: number; footprints: Footprint[] };

export type SerializedError =
  | {
      name: 'ApiError';
      status: number;
      errorCode: string;
      errorMessage: string;
      retryAfterSeconds: number | null;
    }
  | { name: 'NetworkError' | 'ResponseShapeError' | 'Error'; message: string };

export type LoaderMessage =
  | { type: 'plots'; loadId: number; packed: PackedPlots }
  /** Before the cached plots of load `loadId`: the box around them all (plot-cache.ts CachedSetInfo). */
  | { type: 'cache-extent'; loadId: number; extent: Bounds | null }
  /**
   * The cached plots of load `loadId` are all handed over; null savedAt: nothing was cached. `stored` false:
   * this browser keeps no copy (no IndexedDB).
   */
  | { type: 'cached'; loadId: number; savedAt: number | null; stored: boolean }
  /** Every plot of load `loadId` is handed over (its copy on this device may still be being written). */
  | { type: 'walked'; loadId: number }
  /** After 'walked': `saved`, whether the plots were kept on this device (null: not asked to). */
  | { type: 'done'; loadId: number; saved: boolean | null }
  | { type: 'error'; loadId: number; error: SerializedError }
  /** Zero bytes: no plot there (or the load is gone). */
  | { type: 'tile'; requestId: number; bytes: Uint8Array }
  /** The answer to 'overlaps', 'upload-overlaps' or 'touched-plots'; null when the load is gone. */
  | { type: 'answer'; requestId: number; answer: unknown; error: string | null };

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
