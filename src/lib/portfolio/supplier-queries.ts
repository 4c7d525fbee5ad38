import { queryOptions } from '@tanstack/react-query';
import { supplierListSchema } from '@core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

/**
 * Query factory for a project's suppliers (contract §9). Shared because the Suppliers, Plots and Projects
 * pages all read the list (names for filters, plot counts for "about M plots"); the Suppliers feature owns
 * the mutations and invalidates through `supplierQueries.all`.
 */
export const supplierQueries = {
  all: (connection: ConnectionKind) => ['suppliers', connection] as const,
  list: (connection: ConnectionKind, projectId: string) =>
    queryOptions({
      queryKey: [...supplierQueries.all(connection), projectId, 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/v1/suppliers', { query: { projectId }, schema: supplierListSchema, signal }),
      staleTime: 60_000,
    }),
};
