/**
 * Supplier mutations (docs/api-contract.md, "Suppliers"), as mutationOptions factories: each refreshes what
 * it changed through the query factories' keys. Reads of the list are in src/lib/project/supplier-queries.ts
 * because other pages need them too; plots carry their supplier's name, so a rename refreshes them as well.
 */
import { mutationOptions } from '@tanstack/react-query';
import { supplierSchema, type CreateSupplierRequest, type RenameSupplierRequest } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';

export const supplierMutations = {
  create: (connection: ConnectionKind, projectId: string) =>
    mutationOptions({
      mutationKey: [...supplierQueries.all(connection), 'create'] as const,
      mutationFn: (name: string) =>
        apiRequest('/v1/suppliers', {
          method: 'POST',
          body: { name, projectId } satisfies CreateSupplierRequest,
          schema: supplierSchema,
        }),
      onSuccess: (_s, _name, _result, { client }) =>
        client.invalidateQueries({ queryKey: supplierQueries.all(connection) }),
    }),
  rename: (connection: ConnectionKind) =>
    mutationOptions({
      mutationKey: [...supplierQueries.all(connection), 'rename'] as const,
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        apiRequest(`/v1/suppliers/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: { name } satisfies RenameSupplierRequest,
          schema: supplierSchema,
        }),
      onSuccess: (_s, _vars, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: supplierQueries.all(connection) }),
          client.invalidateQueries({ queryKey: plotQueries.all(connection) }),
        ]),
    }),
  remove: (connection: ConnectionKind) =>
    mutationOptions({
      mutationKey: [...supplierQueries.all(connection), 'remove'] as const,
      mutationFn: (id: string) => apiRequest(`/v1/suppliers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess: (_answer, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: supplierQueries.all(connection) }),
    }),
};
