import { queryOptions } from '@tanstack/react-query';
import { plotSchema } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';

/** One plot (contract §4, GET /v1/plots/{id}). Under the plots key, so project-wide invalidation reaches it. */
export const plotDetailQueries = {
  detail: (connection: ConnectionKind, plotId: string) =>
    queryOptions({
      queryKey: [...plotQueries.all(connection), 'detail', plotId] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/v1/plots/${encodeURIComponent(plotId)}`, { schema: plotSchema, signal }),
      staleTime: 60_000,
      // A 404 is an answer, not a hiccup: show "not found" at once.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    }),
};
