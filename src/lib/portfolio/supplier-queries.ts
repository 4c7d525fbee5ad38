import { queryOptions, skipToken } from '@tanstack/react-query';
import { supplierListSchema } from '@core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

/**
 * Query factory for a project's suppliers (docs/api-contract.md, "Suppliers"). Shared because the Suppliers,
 * Plots, Uploads and Projects pages all read the list (names for filters and the picker, plot counts); the
 * Suppliers feature owns the mutations and invalidates through `supplierQueries.all`. Waits (skipToken)
 * until a project is chosen.
 */
export const supplierQueries = {
  all: (connection: ConnectionKind) => ['suppliers', connection] as const,
  list: (connection: ConnectionKind, projectId: string | null | undefined) =>
    queryOptions({
      queryKey: [...supplierQueries.all(connection), projectId, 'list'] as const,
      queryFn: projectId
        ? ({ signal }) =>
            apiRequest('/v1/suppliers', { query: { projectId }, schema: supplierListSchema, signal })
        : skipToken,
      staleTime: 60_000,
    }),
};
