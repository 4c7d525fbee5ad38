/**
 * When a failed request may be repeated (docs/api-contract.md §1, "Retries"): only network errors, 5xx, and a 429
 * that carries Retry-After, and only for idempotent reads. Never other 4xx: repeating them cannot help.
 * The 429 "upload in progress" on start is a business conflict, not throttling, and start is not a read.
 */
import { ApiError, NetworkError } from './errors.ts';

export const MAX_READ_RETRIES = 3;

export function isRetryableRead(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) {
    if (error.status >= 500) return true;
    if (error.status === 429 && error.retryAfterSeconds !== null) return true;
  }
  return false;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isRetryableRead(error);
}

/** Exponential backoff (1 s, 2 s, 4 s … capped at 30 s), or the server's Retry-After when it gave one. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterSeconds !== null) return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
