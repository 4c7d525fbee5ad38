/**
 * Create, rename and delete a supplier, with what the page says about them: the notice after each, the row
 * being renamed, the supplier waiting for delete confirmation. After a change the supplier list is read
 * again, and after a rename the plots too (each plot carries its supplier's name).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useConnection } from '@/lib/api/use-connection.ts';
import { supplierMutations } from '../api/supplier-queries.ts';
import type { SupplierRow } from './supplier-rows.ts';

export function useSupplierActions(projectId: string) {
  const t = useIntl().formatMessage;
  const { kind } = useConnection();
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<SupplierRow | null>(null);

  // What the page says after each: on top of what each mutation refreshes (supplier-queries.ts).
  const created = supplierMutations.create(kind, projectId);
  const create = useMutation({
    ...created,
    onSuccess: (s, ...rest) => {
      setNotice(t({ id: 'suppliers.created' }, { name: s.name }));
      return created.onSuccess?.(s, ...rest);
    },
  });
  const renamed = supplierMutations.rename(kind);
  const rename = useMutation({
    ...renamed,
    onSuccess: (s, ...rest) => {
      setRenaming(null);
      setNotice(t({ id: 'suppliers.renamed' }, { name: s.name }));
      return renamed.onSuccess?.(s, ...rest);
    },
  });
  const removed = supplierMutations.remove(kind);
  const remove = useMutation({
    ...removed,
    onSuccess: (...args) => {
      setNotice(t({ id: 'suppliers.deleted' }, { name: deleting?.name ?? '' }));
      setDeleting(null);
      return removed.onSuccess?.(...args);
    },
  });

  return {
    notice,
    create,
    rename,
    remove,
    renaming,
    setRenaming,
    deleting,
    startRename: (r: SupplierRow) => {
      rename.reset();
      setRenaming({ id: r.id, name: r.name });
    },
    startDelete: (r: SupplierRow) => {
      remove.reset();
      setDeleting(r);
    },
    cancelDelete: () => setDeleting(null),
  };
}

export type SupplierActions = ReturnType<typeof useSupplierActions>;
