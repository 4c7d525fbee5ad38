import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { projectListSchema } from '@core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

/** Query factory for projects. Keys carry the connection so switching backend never mixes caches. */
export const projectQueries = {
  all: (connection: ConnectionKind) => ['projects', connection] as const,
  list: (connection: ConnectionKind) =>
    queryOptions({
      queryKey: [...projectQueries.all(connection), 'list'] as const,
      queryFn: ({ signal }) => apiRequest('/v1/projects', { schema: projectListSchema, signal }),
      staleTime: 5 * 60_000,
    }),
};

export const projectMutations = {
  /**
   * "Test connection" (Settings): the project list asked now, with the settings as they are, its outcome
   * shown as it is. A probe, not a read of the cache: it fills no entry and never retries.
   */
  testConnection: () =>
    mutationOptions({
      mutationKey: ['projects', 'test-connection'] as const,
      mutationFn: () => apiRequest('/v1/projects', { schema: projectListSchema }),
    }),
};
