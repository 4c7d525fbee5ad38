/**
 * Export downloads as the service and the person see them: the request sent (our own origin, the bearer
 * token in a header and nowhere else), the bytes handed back, and the error for each kind of failure. fetch
 * is replaced by a recorder that answers what each test says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptServerHeldTokens, setConnection } from './connection.ts';
import { apiDownload } from './download.ts';
import { caught, jsonResponse as json, recordFetch } from '@tests/support/fetch-recorder.ts';
import { ApiError, NetworkError } from './errors.ts';

const fetched = recordFetch(() => new Response(new Uint8Array([1, 2, 3]), { status: 200 }));

beforeEach(() => {
  // Whether the server holds the team's tokens is module state a component test before this file may have
  // left on (the dom files share modules): the page then sends no token of its own, and the first test here
  // failed with one worker.
  adoptServerHeldTokens({ simulator: false, live: false });
  setConnection({ kind: 'simulator', token: 'tok-1', rememberInTab: false });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a download', () => {
  it('fetches the bytes with the token, under our own base', async () => {
    const signal = new AbortController().signal;
    const bytes = await apiDownload('https://risk.example.com/v1/exports/e1?fmt=csv', { signal });
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
    expect(fetched.sent[0]!.url).toBe('/api/simulator/v1/exports/e1?fmt=csv');
    expect(fetched.sent[0]!.init).toEqual({ headers: { authorization: 'Bearer tok-1' }, signal });
  });

  it('puts a path under the base of the current connection', async () => {
    setConnection({ kind: 'live', token: 'live-token' });
    await apiDownload('/v1/exports/e2');
    expect(fetched.sent[0]!.url).toBe('/api/live/v1/exports/e2');
    expect(fetched.sent[0]!.init).toEqual({
      headers: { authorization: 'Bearer live-token' },
      signal: undefined,
    });
  });

  it('on the live service without a token, sends no Authorization header at all', async () => {
    setConnection({ kind: 'live', token: null });
    await apiDownload('/v1/exports/e3');
    expect(fetched.sent[0]!.init.headers).toEqual({});
  });
});

describe('the token of a download', () => {
  it('never goes to another origin: an absolute URL from the service is reduced to our own base', async () => {
    setConnection({ kind: 'live', token: 'secret-live' });
    await apiDownload('https://storage.example-cloud.com/bucket/e1.csv?X-Sig=abc');
    const { url, init } = fetched.sent[0]!;
    expect(url).toBe('/api/live/bucket/e1.csv?X-Sig=abc');
    expect(new URL(url, location.href).origin).toBe(location.origin);
    expect(url).not.toContain('secret-live');
    expect(init.headers).toEqual({ authorization: 'Bearer secret-live' });
  });

  it('is not written to localStorage or to the console', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    setConnection({ kind: 'live', token: 'secret-live' });
    fetched.answer = () => json(500, { errorCode: 'boom', errorMessage: 'Broken.' });
    await caught(apiDownload('/v1/exports/e1'));
    fetched.answer = () => Promise.reject(new TypeError('fetch failed'));
    await caught(apiDownload('/v1/exports/e1'));
    expect(localStorage.length).toBe(0);
    const logged = JSON.stringify([log.mock.calls, warn.mock.calls, error.mock.calls]);
    expect(logged).not.toContain('secret-live');
  });
});

describe('a failed download', () => {
  it('is the ApiError of its error body (a 4xx)', async () => {
    fetched.answer = () => json(404, { errorCode: 'not_found', errorMessage: 'No export e1.' });
    const error = await caught(apiDownload('/v1/exports/e1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorCode: 'not_found', errorMessage: 'No export e1.' });
  });

  it('is the ApiError of its status when the body is not JSON (a 5xx error page)', async () => {
    fetched.answer = () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(caught(apiDownload('/v1/exports/e1'))).resolves.toMatchObject({
      status: 502,
      errorCode: 'http_502',
      errorMessage: 'Bad Gateway',
    });
  });

  it('carries the Retry-After of a 429', async () => {
    fetched.answer = () => json(429, { errorCode: 'rate_limited' }, { 'retry-after': '7' });
    await expect(caught(apiDownload('/v1/exports/e1'))).resolves.toMatchObject({
      status: 429,
      errorCode: 'rate_limited',
      retryAfterSeconds: 7,
    });
  });

  it('an unreachable service is a NetworkError that keeps the cause, with or without a signal', async () => {
    const cause = new TypeError('fetch failed');
    fetched.answer = () => Promise.reject(cause);
    for (const options of [undefined, { signal: new AbortController().signal }]) {
      const error = await caught(apiDownload('/v1/e', options));
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ message: 'The file could not be downloaded.', cause });
    }
  });

  it('a connection dropped while the bytes come is a NetworkError that keeps the cause', async () => {
    const cause = new TypeError('terminated');
    fetched.answer = () =>
      ({
        ok: true,
        status: 200,
        arrayBuffer: () => Promise.reject(cause),
      }) as unknown as Response;
    const error = await caught(apiDownload('/v1/e'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: 'The connection dropped during the download.', cause });
  });

  it('an abort is passed on as it is, not turned into a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetched.answer = () => Promise.reject(abort);
    await expect(caught(apiDownload('/v1/e', { signal: controller.signal }))).resolves.toBe(abort);
  });
});
