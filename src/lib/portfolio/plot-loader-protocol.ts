/** Messages between the page and the plot loader worker, and the errors that cross with them. */
import type { ConnectionKind } from '../api/connection.ts';
import { ApiError, NetworkError, ResponseShapeError } from '../api/errors.ts';
import type { PackedPlots } from './compact-plot.ts';
import type { ProjectWalk } from './plot-walk.ts';

/** The token travels in memory to the worker, like to the page's own client; it is never stored or logged. */
export interface LoadRequest {
  type: 'load';
  kind: ConnectionKind;
  token: string | null;
  walk: ProjectWalk;
}

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
  { type: 'plots'; packed: PackedPlots } | { type: 'done' } | { type: 'error'; error: SerializedError };

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
