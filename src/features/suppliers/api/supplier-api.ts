/**
 * Supplier mutations (docs/api-contract.md, "Suppliers"). Reads of the list are in
 * src/lib/project/supplier-queries.ts because other pages need them too.
 */
import { supplierSchema, type CreateSupplierRequest, type RenameSupplierRequest } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';

export const createSupplier = (projectId: string, name: string) =>
  apiRequest('/v1/suppliers', {
    method: 'POST',
    body: { name, projectId } satisfies CreateSupplierRequest,
    schema: supplierSchema,
  });

export const renameSupplier = (id: string, name: string) =>
  apiRequest(`/v1/suppliers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name } satisfies RenameSupplierRequest,
    schema: supplierSchema,
  });

export const deleteSupplier = (id: string) =>
  apiRequest(`/v1/suppliers/${encodeURIComponent(id)}`, { method: 'DELETE' });
