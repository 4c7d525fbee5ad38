/**
 * Supplier names for the review store's supplier ids (the service's id, or `name:` + the name), from the
 * project's supplier list the other pages read too (one query, shared keys).
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '@/lib/api/use-connection.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { NAME_ID_PREFIX, supplierIdOf } from '@/lib/routing/supplier-link.ts';

export function useSupplierNames(projectId: string) {
  const { kind } = useConnection();
  const { data } = useQuery(supplierQueries.list(kind, projectId));
  const nameOf = useCallback(
    (id: string) =>
      data?.results.find((s) => s.id === id)?.name ??
      (id.startsWith(NAME_ID_PREFIX) ? id.slice(NAME_ID_PREFIX.length) : id),
    [data],
  );
  const idOf = useCallback((name: string) => supplierIdOf(data, name), [data]);
  return { nameOf, idOf, ready: data !== undefined };
}
