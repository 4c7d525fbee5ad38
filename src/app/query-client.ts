/**
 * One QueryClient per app (and a fresh one per test). Reads retry only when it can help (see retry.ts);
 * mutations never retry automatically: they are not idempotent.
 */
import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryRead } from '../lib/api/retry.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
