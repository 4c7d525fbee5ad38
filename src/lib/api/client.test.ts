import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, apiRequest, readErrorBody, resolveApiUrl } from './client.ts';
import { ApiError, NetworkError, ResponseShapeError } from './errors.ts';
import { setConnection } from './connection.ts';
import { z } from 'zod';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const fetchMock = vi.fn(async () => answer(200, { n: 1, extra: true }));
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

  it('throws ApiError with the error body, whichever spelling it used', async () => {
    setConnection({ kind: 'live', token: 't-1' });
    vi.stubGlobal('fetch', async () =>
      answer(400, { error_code: 'invalid_geometry', error: 'Self-intersection.' }),
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
    vi.stubGlobal('fetch', async () => answer(200, { n: 'one' }));
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
