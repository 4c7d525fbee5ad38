import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseShapeError } from './errors.ts';
import { MAX_READ_RETRIES, isRetryableRead, retryDelay, shouldRetryRead } from './retry.ts';

const api = (status: number, retryAfter: number | null = null) => new ApiError(status, 'x', 'y', retryAfter);

describe('which failed reads are repeated', () => {
  it('repeats 5xx and never other 4xx (499 | 500 boundary)', () => {
    expect(isRetryableRead(api(500))).toBe(true);
    expect(isRetryableRead(api(503))).toBe(true);
    expect(isRetryableRead(api(499))).toBe(false);
    for (const status of [400, 401, 403, 404, 405, 409, 410])
      expect(isRetryableRead(api(status))).toBe(false);
  });

  it('repeats a 429 only when it says when (Retry-After)', () => {
    expect(isRetryableRead(api(429, 5))).toBe(true);
    expect(isRetryableRead(api(429, 0))).toBe(true);
    expect(isRetryableRead(api(429))).toBe(false);
  });

  it('repeats network errors, never a wrong shape or an unknown error', () => {
    expect(isRetryableRead(new NetworkError('down'))).toBe(true);
    expect(isRetryableRead(new ResponseShapeError('odd'))).toBe(false);
    expect(isRetryableRead(new Error('other'))).toBe(false);
  });

  it(`stops after ${MAX_READ_RETRIES} repeats`, () => {
    expect(shouldRetryRead(MAX_READ_RETRIES - 1, api(500))).toBe(true);
    expect(shouldRetryRead(MAX_READ_RETRIES, api(500))).toBe(false);
    expect(shouldRetryRead(0, api(404))).toBe(false);
  });
});

describe('how long to wait', () => {
  it('waits what Retry-After says, in milliseconds', () => {
    expect(retryDelay(0, api(429, 7))).toBe(7000);
    expect(retryDelay(3, api(503, 2))).toBe(2000);
  });

  it('backs off exponentially from 1 s, capped at 30 s, without Retry-After', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, api(500)))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(1, new NetworkError('down'))).toBe(2000);
  });
});
