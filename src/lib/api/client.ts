/**
 * The one JSON client of the risk service API (contract §1). It adds the bearer token, sends JSON, honours
 * abort signals, parses answers with zod at the boundary and throws ApiError / NetworkError (error bodies in
 * either spelling the real service's clients meet). It never
 * touches signed URLs: file PUTs go through their own module without any Authorization header.
 */
import type { z } from 'zod';
import { sayNow } from '@core/i18n/messages.ts';
import {
  FramesCutOff,
  PACK_FRAMES_TYPE,
  PackFrameError,
  readFrames,
  type Frame,
} from '@core/plot-packs/pack-frames.ts';
import type { PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { ApiError, NetworkError, ResponseShapeError } from './errors.ts';
import { apiBase, getConnection } from './connection.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface RequestOptions<S extends z.ZodTypeAny | undefined> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
  /**
   * Root the path is under, on our own origin: the connection's API (`/api/simulator`, `/api/live`) by
   * default; the dashboard server's own store passes `/api/review/<connection>` (src/lib/review).
   */
  base?: string;
  /**
   * The browser's fetch priority: a long background walk (a project's plot pages) asks `low`, so the requests
   * a person is waiting on (a country's region boundaries, a detail) go first while every connection to the
   * host is taken (six over HTTP/1.1).
   */
  priority?: RequestPriority;
  /**
   * The write's `Idempotency-Key` (the dashboard server's record, docs/people.md): the same key on a retry,
   * so a request whose answer was lost is never stored twice.
   */
  idempotencyKey?: string;
}

export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/**
 * `path` is relative to the API root (`/v1/projects`), or a full `nextUrl` from a paginated answer. A
 * nextUrl is reduced to its path and query under our own base so the token only ever goes to our origin.
 */
export function resolveApiUrl(path: string, base: string = apiBase()): string {
  if (/^https?:\/\//.test(path)) {
    const url = new URL(path);
    const p = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    return `${base}${p}${url.search}`;
  }
  return `${base}${path}`;
}

/** The bearer token header of the current connection (none when no token is set). */
export function authHeaders(): Record<string, string> {
  const { token } = getConnection();
  return token ? { authorization: `Bearer ${token}` } : {};
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The code and message of an error body in any spelling the service's clients meet (contract §1):
 * `errorCode` or `error_code` (or `code`), and `errorMessage`, `error_message`, `message`, `error` (a string
 * or an object with its own message) or `detail`. Either part may be missing.
 */
export function readErrorBody(body: unknown): { errorCode: string | null; errorMessage: string | null } {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    // Stryker disable next-line ObjectLiteral: callers read both parts with ??, so undefined and null mean the same.
    return { errorCode: null, errorMessage: null };
  const b = body as Record<string, unknown>;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a JSON string or number has no code or message member, so nested?.code is undefined either way.
  const nested = b.error && typeof b.error === 'object' ? (b.error as Record<string, unknown>) : null;
  return {
    errorCode: text(b.errorCode) ?? text(b.error_code) ?? text(b.code) ?? text(nested?.code),
    errorMessage:
      text(b.errorMessage) ??
      text(b.error_message) ??
      text(b.message) ??
      text(b.error) ??
      text(nested?.message) ??
      text(b.detail),
  };
}

/** The ApiError for a failed response, from its error body in whichever spelling it came. */
export function apiErrorOf(response: Response, body: unknown): ApiError {
  const { errorCode, errorMessage } = readErrorBody(body);
  return new ApiError(
    response.status,
    errorCode ?? `http_${response.status}`,
    errorMessage ?? (response.statusText || `The service answered ${response.status}.`),
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

export async function apiRequest<S extends z.ZodTypeAny>(
  path: string,
  options: RequestOptions<S> & { schema: S },
): Promise<z.infer<S>>;
export async function apiRequest(path: string, options?: RequestOptions<undefined>): Promise<unknown>;
export async function apiRequest(path: string, options: RequestOptions<z.ZodTypeAny | undefined> = {}) {
  const { method = 'GET', query, body, schema, signal, base, priority, idempotencyKey } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;

  const response = await send(`${resolveApiUrl(path, base)}${buildQuery(query)}`, {
    method,
    headers,
    // Stryker disable next-line ConditionalExpression: JSON.stringify(undefined) is undefined too; the test says what is meant.
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    ...(priority ? { priority } : {}),
  });

  const text = await response.text().catch((error: unknown) => {
    throw new NetworkError(sayNow('errors.dropped'), { cause: error });
  });
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      if (response.ok) throw new ResponseShapeError(sayNow('errors.not-json', { status: response.status }));
    }
  }

  if (!response.ok) throw apiErrorOf(response, json);
  if (!schema) return json;
  const result = schema.safeParse(json);
  if (!result.success)
    throw new ResponseShapeError(`Unexpected answer from ${method} ${path}: ${issuesOf(result.error)}`);
  return result.data;
}

/** The request sent; a NetworkError when no answer came (an abort is rethrown as it is). */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError(sayNow('errors.unreachable'), { cause: error });
  }
}

/** The first three things an answer's shape got wrong, for the ResponseShapeError's message. */
const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')} ${i.message}`)
    .join('; ');

/**
 * A stream of frames from the dashboard server (core/plot-packs/pack-frames.ts): a project's plots from the
 * server's copy as packs of columns, tens of megabytes at 100,000 plots, read frame by frame as they arrive
 * rather than held whole. A frame's line is parsed with `schema`; a pack is inflated and checked whole as it
 * is read (PackFrameError: a ResponseShapeError here). An answer cut off mid-frame is a NetworkError. Errors
 * before the body as apiRequest's.
 */
export async function* apiFrames<S extends z.ZodTypeAny>(
  path: string,
  options: Pick<RequestOptions<S>, 'query' | 'signal' | 'base' | 'priority'> & { schema: S },
): AsyncGenerator<{ line: z.infer<S> } | { pack: PackedPlots }> {
  const { query, schema, signal, base, priority } = options;
  const response = await send(`${resolveApiUrl(path, base)}${buildQuery(query)}`, {
    headers: { accept: PACK_FRAMES_TYPE, ...authHeaders() },
    signal,
    ...(priority ? { priority } : {}),
  });
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorOf(response, body);
  }
  const reader = response.body.getReader();
  // The body's chunks; a connection lost midway is a NetworkError (the request's abort passes as it is).
  async function* chunks() {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new NetworkError(sayNow('errors.dropped'), { cause: error });
      }
      if (chunk.done) return;
      yield chunk.value;
    }
  }
  try {
    const frames = readFrames(chunks());
    for (;;) {
      let next: IteratorResult<Frame>;
      try {
        next = await frames.next();
      } catch (error) {
        if (error instanceof FramesCutOff) throw new NetworkError(sayNow('errors.dropped'), { cause: error });
        if (error instanceof PackFrameError)
          throw new ResponseShapeError(`Unexpected frame from GET ${path}: ${error.message}`);
        throw error;
      }
      if (next.done) return;
      const frame = next.value;
      if ('pack' in frame) {
        yield frame;
        continue;
      }
      const result = schema.safeParse(frame.line);
      if (!result.success)
        throw new ResponseShapeError(`Unexpected line from GET ${path}: ${issuesOf(result.error)}`);
      yield { line: result.data };
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
