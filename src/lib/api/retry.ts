/**
 * The client's side of the retry rule (core/api/retry-rule.ts, docs/api-contract.md §1, "Retries"): only
 * for idempotent reads. The 429 "upload in progress" on start is a business conflict, not throttling, and
 * start is not a read.
 */
import { isRetryableStatus, MAX_READ_RETRIES, retryDelayMs } from '@core/api/retry-rule.ts';
import { ApiError, NetworkError } from './errors.ts';

export { MAX_READ_RETRIES };

export function isRetryableRead(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return isRetryableStatus(error.status, error.retryAfterSeconds);
  return false;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isRetryableRead(error);
}

/** Exponential backoff (1 s, 2 s, 4 s … capped at 30 s), or the server's Retry-After when it gave one. */
export function retryDelay(failureCount: number, error: unknown): number {
  return retryDelayMs(failureCount, error instanceof ApiError ? error.retryAfterSeconds : null);
}
