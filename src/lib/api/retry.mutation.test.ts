/**
 * Which failed reads are repeated, how long the client waits, and the sentence a person reads for each
 * error. Both sides of every boundary: 499 vs 500, a 429 with and without Retry-After, the third vs the
 * fourth failure, the 30 s cap. (Named *.mutation.test.ts: written to kill the mutants that survived.)
 */
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseShapeError, describeError, isAbortError } from './errors.ts';
import { MAX_READ_RETRIES, isRetryableRead, retryDelay, shouldRetryRead } from './retry.ts';
import { clearUnauthorized, isUnauthorized, reportIfUnauthorized } from './unauthorized.ts';

const api = (status: number, retryAfter: number | null = null) =>
  new ApiError(status, 'some_code', 'Something went wrong.', retryAfter);

describe('retry policy of reads', () => {
  it('repeats network errors and server errors (5xx), from 500 up', () => {
    expect(isRetryableRead(new NetworkError('offline'))).toBe(true);
    expect(isRetryableRead(api(500))).toBe(true);
    expect(isRetryableRead(api(503))).toBe(true);
    expect(isRetryableRead(api(599))).toBe(true);
  });

  it('never repeats a 4xx other than a throttling 429', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422, 499]) {
      expect(isRetryableRead(api(status)), String(status)).toBe(false);
      expect(isRetryableRead(api(status, 5)), `${status} with Retry-After`).toBe(false);
    }
  });

  it('repeats a 429 only when it says when (Retry-After, even 0 s)', () => {
    expect(isRetryableRead(api(429, 3))).toBe(true);
    expect(isRetryableRead(api(429, 0))).toBe(true);
    expect(isRetryableRead(api(429))).toBe(false);
  });

  it('never repeats errors that are not from the network or the service', () => {
    expect(isRetryableRead(new ResponseShapeError('bad shape'))).toBe(false);
    expect(isRetryableRead(new Error('bug'))).toBe(false);
    expect(isRetryableRead(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRetryableRead({ status: 500, retryAfterSeconds: 1 })).toBe(false);
    expect(isRetryableRead(undefined)).toBe(false);
  });

  it('tries at most 3 times more: failures 0, 1, 2 are repeated, the third is not', () => {
    expect(MAX_READ_RETRIES).toBe(3);
    expect(shouldRetryRead(0, api(500))).toBe(true);
    expect(shouldRetryRead(2, api(500))).toBe(true);
    expect(shouldRetryRead(3, api(500))).toBe(false);
    expect(shouldRetryRead(4, api(500))).toBe(false);
    expect(shouldRetryRead(0, api(404))).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s … doubling, capped at 30 s', () => {
    expect(retryDelay(0, api(500))).toBe(1000);
    expect(retryDelay(1, api(500))).toBe(2000);
    expect(retryDelay(2, new NetworkError('x'))).toBe(4000);
    expect(retryDelay(4, api(500))).toBe(16_000);
    expect(retryDelay(5, api(500))).toBe(30_000); // 32 s capped
    expect(retryDelay(10, api(500))).toBe(30_000);
  });

  it("waits the server's Retry-After when it gave one, even 0 s", () => {
    expect(retryDelay(0, api(429, 7))).toBe(7000);
    expect(retryDelay(3, api(503, 2))).toBe(2000);
    expect(retryDelay(1, api(429, 0))).toBe(0);
    expect(retryDelay(1, api(429))).toBe(2000);
  });
});

describe('errors a person reads', () => {
  it('an ApiError carries status, code, message and Retry-After, and says them in its own message', () => {
    const e = new ApiError(429, 'upload_in_progress', 'An upload is running.', 30);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e.message).toBe('429 upload_in_progress: An upload is running.');
    expect(e).toMatchObject({
      status: 429,
      errorCode: 'upload_in_progress',
      errorMessage: 'An upload is running.',
      retryAfterSeconds: 30,
    });
    expect(new ApiError(500, 'x', 'y').retryAfterSeconds).toBeNull();
  });

  it('network and shape errors keep their message, name and cause', () => {
    const cause = new TypeError('fetch failed');
    const n = new NetworkError('The service could not be reached.', { cause });
    expect(n).toMatchObject({ name: 'NetworkError', message: 'The service could not be reached.', cause });
    expect(new ResponseShapeError('odd')).toMatchObject({ name: 'ResponseShapeError', message: 'odd' });
  });

  it('tells an abort from other errors', () => {
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new DOMException('Timed out', 'TimeoutError'))).toBe(false);
    const notDom = new Error('aborted');
    notDom.name = 'AbortError';
    expect(isAbortError(notDom)).toBe(false);
  });

  it('says what to do for each status', () => {
    expect(describeError(new ApiError(401, 'unauthorized', 'Token unknown.'))).toBe(
      'The API token was refused (Token unknown.). Check it in Settings.',
    );
    expect(describeError(new ApiError(403, 'forbidden', 'Not your project.'))).toBe(
      'This account cannot access that project (Not your project.).',
    );
    expect(describeError(new ApiError(404, 'not_found', 'No upload u1.'))).toBe('Not found: No upload u1.');
    expect(describeError(new ApiError(429, 'upload_in_progress', 'Busy.', 12))).toBe(
      'Busy. Try again in 12 s.',
    );
    expect(describeError(new ApiError(429, 'upload_in_progress', 'Busy.'))).toBe('Busy.');
    expect(describeError(new ApiError(429, 'upload_in_progress', 'Busy.', 0))).toBe('Busy.');
    expect(describeError(new ApiError(500, 'http_500', 'Internal.'))).toBe(
      'The service had a problem (500). Try again in a moment. Internal.',
    );
    expect(describeError(new ApiError(502, 'http_502', 'Bad gateway.'))).toMatch(
      /^The service had a problem \(502\)/,
    );
    expect(describeError(new ApiError(499, 'closed', 'Client closed.'))).toBe('Client closed.');
    expect(describeError(new ApiError(400, 'invalid_request', 'limit must be ≤ 1000.'))).toBe(
      'limit must be ≤ 1000.',
    );
  });

  it('adds a next step to network errors and passes other errors through', () => {
    expect(describeError(new NetworkError('The service could not be reached.'))).toBe(
      'The service could not be reached. Check your connection, then retry.',
    );
    expect(describeError(new ResponseShapeError('Unexpected answer.'))).toBe('Unexpected answer.');
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError(42)).toBe('42');
  });
});

describe('a refused token', () => {
  it('is a 401 from the service, nothing else', () => {
    expect(isUnauthorized(api(401))).toBe(true);
    expect(isUnauthorized(api(403))).toBe(false);
    expect(isUnauthorized({ status: 401 })).toBe(false);
  });

  it('raises the token prompt once, until cleared', async () => {
    const { useTokenRefused } = await import('./unauthorized.ts');
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => useTokenRefused());
    expect(result.current).toBe(false);
    act(() => reportIfUnauthorized(api(404)));
    expect(result.current).toBe(false);
    act(() => reportIfUnauthorized(api(401)));
    expect(result.current).toBe(true);
    act(() => reportIfUnauthorized(api(401)));
    expect(result.current).toBe(true);
    act(() => clearUnauthorized());
    expect(result.current).toBe(false);
  });
});
