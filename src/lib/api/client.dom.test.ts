/**
 * The API client as the service and the person see it: the exact request it sends (URL, query, headers,
 * body), the error it throws for each kind of failure (error bodies in every spelling the client reads),
 * and where the token may go. fetch is replaced by a recorder that answers what each test says.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorOf, apiRequest, authHeaders, buildQuery, readErrorBody, resolveApiUrl } from './client.ts';
import { apiBase, getConnection, setConnection, subscribeConnection } from './connection.ts';
import { caught, jsonResponse as json, recordFetch } from '@tests/support/fetch-recorder.ts';
import { ApiError, NetworkError, ResponseShapeError } from './errors.ts';

const fetched = recordFetch(() => new Response('{}', { status: 200 }));

beforeEach(() => {
  setConnection({ kind: 'simulator', token: 'tok-1', rememberInTab: false });
});

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('error bodies in every spelling', () => {
  const cases: [string, unknown, string, string][] = [
    ['contract', { errorCode: 'forbidden', errorMessage: 'No access.' }, 'forbidden', 'No access.'],
    ['snake case', { error_code: 'forbidden', error_message: 'No access.' }, 'forbidden', 'No access.'],
    ['message', { error_code: 'invalid_request', message: 'Bad field.' }, 'invalid_request', 'Bad field.'],
    ['error string', { error_code: 'invalid_request', error: 'Bad field.' }, 'invalid_request', 'Bad field.'],
    ['error object', { error: { code: 'quota', message: 'Too many.' } }, 'quota', 'Too many.'],
    ['code', { code: 'x', message: 'y' }, 'x', 'y'],
    ['detail (API gateway)', { detail: 'Not Found' }, 'http_404', 'Not Found'],
  ];
  for (const [name, body, code, message] of cases) {
    it(`reads ${name}`, () => {
      const error = apiErrorOf(new Response(null, { status: 404 }), body);
      expect(error).toMatchObject({ status: 404, errorCode: code, errorMessage: message });
    });
  }

  it('prefers errorMessage over message and error when several are present', () => {
    expect(readErrorBody({ errorMessage: 'a', message: 'b', error: 'c' }).errorMessage).toBe('a');
    expect(readErrorBody({ message: 'b', error: 'c' }).errorMessage).toBe('b');
  });

  it('falls back to the HTTP status when the body has neither part (empty strings count as missing)', () => {
    const error = apiErrorOf(new Response(null, { status: 502, statusText: 'Bad Gateway' }), {
      errorCode: '',
      message: '  ',
    });
    expect(error).toMatchObject({ errorCode: 'http_502', errorMessage: 'Bad Gateway' });
    expect(apiErrorOf(new Response(null, { status: 500 }), null).errorMessage).toBe(
      'The service answered 500.',
    );
    expect(apiErrorOf(new Response(null, { status: 500 }), ['x']).errorCode).toBe('http_500');
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(
      apiErrorOf(new Response(null, { status: 429, headers: { 'retry-after': '7' } }), {}).retryAfterSeconds,
    ).toBe(7);
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const byDate = apiErrorOf(
      new Response(null, { status: 429, headers: { 'retry-after': inTwoMinutes } }),
      {},
    );
    expect(byDate.retryAfterSeconds).toBeGreaterThan(100);
    expect(byDate.retryAfterSeconds).toBeLessThanOrEqual(120);
    expect(apiErrorOf(new Response(null, { status: 429 }), {}).retryAfterSeconds).toBeNull();
  });
});

describe('apiRequest', () => {
  it('sends the token to our own API base and parses the answer with its schema', async () => {
    setConnection({ kind: 'live', token: 't-1' });
    const fetchMock = vi.fn(async () => reply(200, { n: 1, extra: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/v1/x', {
      query: { a: 'b', none: undefined },
      schema: z.object({ n: z.number() }),
    });
    expect(result).toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/live/v1/x?a=b');
    expect(init.headers).toMatchObject({ authorization: 'Bearer t-1' });
  });

  it('sends a write’s Idempotency-Key when given one, and none otherwise', async () => {
    setConnection({ kind: 'live', token: 't-1' });
    const fetchMock = vi.fn(async () => reply(201, {}));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/v1/x', { method: 'POST', body: { a: 1 }, idempotencyKey: 'batch-1:0' });
    await apiRequest('/v1/x', { method: 'POST', body: { a: 1 } });
    const [, first] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, second] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(first.headers).toMatchObject({
      'idempotency-key': 'batch-1:0',
      'content-type': 'application/json',
    });
    expect(second.headers).not.toHaveProperty('idempotency-key');
  });

  it('throws ApiError with the error body, whichever spelling it used', async () => {
    setConnection({ kind: 'live', token: 't-1' });
    vi.stubGlobal('fetch', async () =>
      reply(400, { error_code: 'invalid_geometry', error: 'Self-intersection.' }),
    );
    const error = await apiRequest('/get-risk-info', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'invalid_geometry',
      errorMessage: 'Self-intersection.',
    });
  });

  it('throws ApiError for an error with a body that is not JSON (an HTML error page)', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>502</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('/v1/x')).rejects.toMatchObject({ status: 502, errorCode: 'http_502' });
  });

  it('throws ResponseShapeError for a success that is not JSON or not the promised shape', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>ok</html>', { status: 200 }));
    await expect(apiRequest('/v1/x')).rejects.toBeInstanceOf(ResponseShapeError);
    vi.stubGlobal('fetch', async () => reply(200, { n: 'one' }));
    await expect(apiRequest('/v1/x', { schema: z.object({ n: z.number() }) })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('throws NetworkError when there is no answer, but passes an abort on as it is', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/v1/x')).rejects.toBeInstanceOf(NetworkError);
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('Aborted', 'AbortError');
    });
    await expect(apiRequest('/v1/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reduces a nextUrl from the service to our own API base, so the token never leaves our origin', () => {
    setConnection({ kind: 'live', token: 't-1' });
    expect(resolveApiUrl('https://api.example.com/v1/plots?cursor=abc')).toBe(
      '/api/live/v1/plots?cursor=abc',
    );
    expect(resolveApiUrl('https://evil.example/api/live/v1/plots?cursor=abc')).toBe(
      '/api/live/v1/plots?cursor=abc',
    );
    expect(resolveApiUrl('/v1/projects')).toBe('/api/live/v1/projects');
  });
});

describe('query strings', () => {
  it('leaves out empty values and joins lists with commas', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ a: undefined, b: null, c: '', d: [] })).toBe('');
    expect(buildQuery({ risk: ['high', 'medium'], limit: 50, open: false, q: 'a b' })).toBe(
      '?risk=high%2Cmedium&limit=50&open=false&q=a+b',
    );
    expect(buildQuery({ n: 0 })).toBe('?n=0');
  });
});

describe('where requests go', () => {
  it('puts API paths under the connection’s own base', () => {
    expect(apiBase()).toBe('/api/simulator');
    expect(apiBase('live')).toBe('/api/live');
    expect(resolveApiUrl('/v1/projects')).toBe('/api/simulator/v1/projects');
    setConnection({ kind: 'live' });
    expect(resolveApiUrl('/v1/projects')).toBe('/api/live/v1/projects');
  });

  it('puts a path under another root of our own origin when asked (the review store)', () => {
    expect(resolveApiUrl('/projects/p1/decisions', '/api/review/simulator')).toBe(
      '/api/review/simulator/projects/p1/decisions',
    );
    expect(resolveApiUrl('https://evil.example/x?y=1', '/api/review/live')).toBe('/api/review/live/x?y=1');
  });

  it('reduces a full nextUrl to a path under our base, keeping its query', () => {
    expect(resolveApiUrl('https://risk.example.com/v1/plots?cursor=abc&limit=2')).toBe(
      '/api/simulator/v1/plots?cursor=abc&limit=2',
    );
    expect(resolveApiUrl('http://127.0.0.1:4418/api/simulator/v1/plots?cursor=x')).toBe(
      '/api/simulator/v1/plots?cursor=x',
    );
    // Only http(s) URLs are absolute; anything else is a path.
    expect(resolveApiUrl('/v1/x?next=https://a.b/c')).toBe('/api/simulator/v1/x?next=https://a.b/c');
    expect(resolveApiUrl('ftp://a.b/v1/x')).toBe('/api/simulatorftp://a.b/v1/x');
  });

  it('adds the bearer token only when there is one', () => {
    expect(authHeaders()).toEqual({ authorization: 'Bearer tok-1' });
    // Live: a simulator connection without a token uses a demo account (connection.test.ts).
    setConnection({ kind: 'live', token: null });
    expect(authHeaders()).toEqual({});
    setConnection({ token: '' });
    expect(authHeaders()).toEqual({});
  });
});

describe('connection', () => {
  it('tells listeners about every change until they unsubscribe', () => {
    const calls: string[] = [];
    const stop = subscribeConnection(() => calls.push(getConnection().kind));
    setConnection({ kind: 'live' });
    setConnection({ kind: 'simulator' });
    stop();
    setConnection({ kind: 'live' });
    expect(calls).toEqual(['live', 'simulator']);
  });

  it('remembers the connection in this tab only when asked, and forgets it when not', () => {
    setConnection({ kind: 'live', token: 't2', rememberInTab: true });
    expect(JSON.parse(sessionStorage.getItem('dashboard.connection') ?? 'null')).toEqual({
      kind: 'live',
      token: 't2',
      rememberInTab: true,
    });
    expect(localStorage.length).toBe(0);
    setConnection({ rememberInTab: false });
    expect(sessionStorage.getItem('dashboard.connection')).toBeNull();
    expect(getConnection()).toEqual({ kind: 'live', token: 't2', rememberInTab: false });
  });
});

describe('requests', () => {
  it('a GET sends the token and accepts JSON, with no body and no content type', async () => {
    fetched.answer = () => json(200, { ok: 1 });
    await expect(apiRequest('/v1/projects', { query: { limit: 2 } })).resolves.toEqual({ ok: 1 });
    expect(fetched.sent).toHaveLength(1);
    expect(fetched.sent[0]!.url).toBe('/api/simulator/v1/projects?limit=2');
    expect(fetched.sent[0]!.init).toMatchObject({
      method: 'GET',
      headers: { accept: 'application/json', authorization: 'Bearer tok-1' },
      body: undefined,
    });
    expect(fetched.sent[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it('a POST sends its body as JSON', async () => {
    const signal = new AbortController().signal;
    await apiRequest('/v1/bulk-uploads/start', { method: 'POST', body: { a: [1] }, signal });
    expect(fetched.sent[0]!.init).toMatchObject({
      method: 'POST',
      body: '{"a":[1]}',
      signal,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
    });
  });

  it("passes a fetch priority only when asked (a walk's pages go low, behind what a person waits on)", async () => {
    await apiRequest('/v1/plots', { priority: 'low' });
    await apiRequest('/v1/jurisdictions/jur-CIV');
    expect(fetched.sent[0]!.init.priority).toBe('low');
    expect(fetched.sent[1]!.init).not.toHaveProperty('priority');
  });

  it('an empty answer is undefined; a JSON answer is checked against the schema', async () => {
    fetched.answer = () => new Response(null, { status: 204 });
    await expect(apiRequest('/v1/x', { method: 'DELETE' })).resolves.toBeUndefined();
    fetched.answer = () => json(200, { count: 2, extra: true });
    await expect(apiRequest('/v1/x', { schema: z.object({ count: z.number() }) })).resolves.toEqual({
      count: 2,
    });
  });

  it('an answer of the wrong shape names the method, path and first three problems', async () => {
    fetched.answer = () => json(200, { a: 'x', b: 'y', c: 'z', d: 'w' });
    const schema = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() });
    const e = await caught(apiRequest('/v1/x', { schema, method: 'POST' }));
    expect(e).toBeInstanceOf(ResponseShapeError);
    const message = (e as Error).message;
    expect(message).toMatch(/^Unexpected answer from POST \/v1\/x: a .+; b .+; c [^;]+$/);
    expect(message).not.toMatch(/\bd /);
    expect(message).toContain('expected number');
  });

  it('an OK answer that is not JSON is a shape error naming the status', async () => {
    fetched.answer = () => new Response('<html>proxy</html>', { status: 200 });
    const e = await caught(apiRequest('/v1/x'));
    expect(e).toBeInstanceOf(ResponseShapeError);
    expect((e as Error).message).toBe('The service sent something that is not JSON (200).');
  });

  it('an error answer that is not JSON is an ApiError from the status line', async () => {
    fetched.answer = () =>
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });
    const e = await caught(apiRequest('/v1/x'));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 502, errorCode: 'http_502', errorMessage: 'Bad Gateway' });
  });

  it('an unreachable service is a NetworkError that keeps the cause', async () => {
    const cause = new TypeError('fetch failed');
    fetched.answer = () => Promise.reject(cause);
    const e = await caught(apiRequest('/v1/x'));
    expect(e).toBeInstanceOf(NetworkError);
    expect(e).toMatchObject({ message: 'The service could not be reached.', cause });
  });

  it('an abort is passed on as is, not turned into a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetched.answer = () => Promise.reject(abort);
    await expect(caught(apiRequest('/v1/x', { signal: controller.signal }))).resolves.toBe(abort);
    // A signal that was not aborted: the failure is a network error.
    await expect(
      caught(apiRequest('/v1/x', { signal: new AbortController().signal })),
    ).resolves.toBeInstanceOf(NetworkError);
  });

  it('a connection dropped while reading is a NetworkError', async () => {
    const cause = new TypeError('terminated');
    fetched.answer = () =>
      ({ ok: true, status: 200, text: () => Promise.reject(cause) }) as unknown as Response;
    const e = await caught(apiRequest('/v1/x'));
    expect(e).toBeInstanceOf(NetworkError);
    expect(e).toMatchObject({ message: 'The connection dropped while reading the answer.', cause });
  });
});

describe('error answers', () => {
  const errorOf = (status: number, body: unknown, init: ResponseInit = {}) =>
    apiErrorOf(new Response(null, { status, ...init }), body);

  it('reads code and message from the contract error body, each in its place', () => {
    const e = errorOf(400, { errorCode: 'invalid_request', errorMessage: 'limit must be ≤ 1000' });
    expect(e).toMatchObject({
      status: 400,
      errorCode: 'invalid_request',
      errorMessage: 'limit must be ≤ 1000',
      retryAfterSeconds: null,
    });
  });

  it('without a contract body, uses the status and its text, or says the request failed', () => {
    expect(errorOf(503, { note: 'x' }, { statusText: 'Service Unavailable' })).toMatchObject({
      errorCode: 'http_503',
      errorMessage: 'Service Unavailable',
    });
    expect(errorOf(500, null)).toMatchObject({
      errorCode: 'http_500',
      errorMessage: 'The service answered 500.',
    });
    // A code alone is kept (the real service may send one without a message).
    expect(errorOf(404, { errorCode: 'not_found' })).toMatchObject({ errorCode: 'not_found' });
  });

  it('reads Retry-After as seconds or as a date, never negative', () => {
    const at = (value: string) => errorOf(429, null, { headers: { 'retry-after': value } }).retryAfterSeconds;
    expect(at('30')).toBe(30);
    expect(at('0')).toBe(0);
    expect(at('-5')).toBe(0);
    expect(at('2.5')).toBe(2.5);
    expect(at('soon')).toBeNull();
    expect(errorOf(429, null).retryAfterSeconds).toBeNull();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    expect(at(new Date(now + 120_000).toUTCString())).toBeGreaterThanOrEqual(119);
    expect(at(new Date(now + 120_000).toUTCString())).toBeLessThanOrEqual(120);
    expect(at(new Date(now - 60_000).toUTCString())).toBe(0);
    vi.restoreAllMocks();
  });

  it('a 429 through apiRequest carries its Retry-After', async () => {
    fetched.answer = () =>
      json(429, { errorCode: 'upload_in_progress', errorMessage: 'Busy.' }, { 'retry-after': '12' });
    await expect(caught(apiRequest('/v1/bulk-uploads/start', { method: 'POST' }))).resolves.toMatchObject({
      status: 429,
      errorCode: 'upload_in_progress',
      errorMessage: 'Busy.',
      retryAfterSeconds: 12,
    });
  });
});
