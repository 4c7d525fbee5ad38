/**
 * One QueryClient per app (and a fresh one per test). Reads retry only when it can help (see retry.ts);
 * mutations never retry automatically: they are not idempotent.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryRead } from '@/lib/api/retry.ts';
import { reportIfUnauthorized } from '@/lib/api/unauthorized.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 from any request opens the token prompt (see unauthorized.ts).
    queryCache: new QueryCache({ onError: reportIfUnauthorized }),
    mutationCache: new MutationCache({ onError: reportIfUnauthorized }),
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
