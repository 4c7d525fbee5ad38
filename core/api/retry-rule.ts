/**
 * When a failed read of the service may be repeated, and after how long (docs/api-contract.md §1,
 * "Retries"): network errors, 5xx, and a 429 that carries Retry-After; never another 4xx (repeating it cannot
 * help). One home for the page's client (src/lib/api/retry.ts) and the server's own walks
 * (server/portfolio/mirror-walk.ts). Pure module.
 */
export const MAX_READ_RETRIES = 3;

/** A failed answer worth asking again: `status` null for a network error (no answer at all). */
export function isRetryableStatus(status: number | null, retryAfterSeconds: number | null): boolean {
  if (status === null || status >= 500) return true;
  return status === 429 && retryAfterSeconds !== null;
}

/** Exponential backoff (1 s, 2 s, 4 s … capped at 30 s), or the server's Retry-After when it gave one. */
export function retryDelayMs(failureCount: number, retryAfterSeconds: number | null): number {
  if (retryAfterSeconds !== null) return retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
