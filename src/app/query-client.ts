/**
 * One QueryClient per app (and a fresh one per test). Reads retry only when it can help (see retry.ts);
 * mutations never retry automatically: they are not idempotent.
 */
import { MutationCache, QueryCache, QueryClient, type QueryMeta } from '@tanstack/react-query';
import { retryDelay, shouldRetryRead } from '@/lib/api/retry.ts';
import { isUnauthorized, reportIfUnauthorized } from '@/lib/api/unauthorized.ts';
import { isSignInRequest, sessionQueries } from '@/lib/session/session-queries.ts';

export function createQueryClient(): QueryClient {
  // A 401 from any request opens the token prompt (see unauthorized.ts), and has the session read again: when
  // it has ended, the sign-in screen takes the dashboard's place (src/app/sign-in/session-gate.tsx). The
  // sign-in requests' own 401 (a wrong password) is an answer for their form, and neither.
  const onError = (error: unknown, meta: QueryMeta | undefined) => {
    if (isSignInRequest(meta)) return;
    reportIfUnauthorized(error);
    if (isUnauthorized(error))
      // One read for many refused requests: a read under way is not started again.
      void client.invalidateQueries(
        { queryKey: sessionQueries.current().queryKey },
        { cancelRefetch: false },
      );
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => onError(error, mutation.meta),
    }),
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
  return client;
}
