/**
 * Supplier mutations (contract §9) and the ongoing uploads read. Reads of the list are in
 * src/lib/portfolio/supplier-queries.ts because other pages need them too.
 */
import { queryOptions } from '@tanstack/react-query';
import { ongoingUploadListSchema, supplierSchema } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';

export const createSupplier = (projectId: string, name: string) =>
  apiRequest('/v1/suppliers', { method: 'POST', body: { name, projectId }, schema: supplierSchema });

export const renameSupplier = (id: string, name: string) =>
  apiRequest(`/v1/suppliers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: supplierSchema,
  });

export const deleteSupplier = (id: string) =>
  apiRequest(`/v1/suppliers/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Uploads not over yet (contract §2, status without uploadId), to show "upload in progress" per supplier. */
export const ongoingUploadQueries = {
  list: (connection: ConnectionKind, projectId: string) =>
    queryOptions({
      queryKey: ['uploads', connection, projectId, 'ongoing'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/v1/bulk-uploads/status', {
          query: { projectId },
          schema: ongoingUploadListSchema,
          signal,
        }),
      staleTime: 15_000,
    }),
};
