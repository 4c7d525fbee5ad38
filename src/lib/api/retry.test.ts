/**
 * Which failed reads are repeated and how long the client waits. Both sides of every boundary: 499 vs 500,
 * a 429 with and without Retry-After, the third vs the fourth failure, the 30 s cap.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseShapeError } from './errors.ts';
import { MAX_READ_RETRIES, isRetryableRead, retryDelay, shouldRetryRead } from './retry.ts';

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
    for (const status of [400, 401, 403, 404, 405, 409, 410, 422, 499]) {
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
