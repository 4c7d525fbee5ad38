/** Query factory of a project's suppliers, shared by the pages that name or count them. */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { supplierListSchema, type Supplier } from '@core/api/schemas.ts';
import { NotOfferedError, requestOptional } from '../api/capabilities.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

/**
 * The supplier list, and whether the service offers supplier management at all (contract §9: the live
 * service may not). Without it the list is empty: plots are then walked for the whole project, and the
 * Suppliers page derives its rows from plots and uploads, read-only.
 */
export interface SupplierList {
  results: Supplier[];
  offered: boolean;
}

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
        ? async ({ signal }): Promise<SupplierList> => {
            try {
              const list = await requestOptional(connection, 'suppliers', () =>
                apiRequest('/v1/suppliers', { query: { projectId }, schema: supplierListSchema, signal }),
              );
              return { results: list.results, offered: true };
            } catch (error) {
              if (error instanceof NotOfferedError) return { results: [], offered: false };
              throw error;
            }
          }
        : skipToken,
      staleTime: 60_000,
    }),
};
