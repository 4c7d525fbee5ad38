/**
 * Create, rename and delete a supplier, with what the page says about them: the notice after each, the row
 * being renamed, the supplier waiting for delete confirmation. After a change the supplier list is read
 * again, and after a rename the plots too (each plot carries its supplier's name).
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useConnection } from '@/lib/api/use-connection.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { createSupplier, deleteSupplier, renameSupplier } from '../api/supplier-api.ts';
import type { SupplierRow } from './supplier-rows.ts';

export function useSupplierActions(projectId: string) {
  const t = useIntl().formatMessage;
  const { kind } = useConnection();
  const qc = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<SupplierRow | null>(null);

  const invalidate = (plotsToo: boolean) => {
    void qc.invalidateQueries({ queryKey: supplierQueries.all(kind) });
    // Plots carry the supplier's name: a rename must reach the cached plot list too.
    if (plotsToo) void qc.invalidateQueries({ queryKey: plotQueries.all(kind) });
  };

  const create = useMutation({
    mutationFn: (name: string) => createSupplier(projectId, name),
    onSuccess: (s) => {
      setNotice(t({ id: 'suppliers.created' }, { name: s.name }));
      invalidate(false);
    },
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSupplier(id, name),
    onSuccess: (s) => {
      setRenaming(null);
      setNotice(t({ id: 'suppliers.renamed' }, { name: s.name }));
      invalidate(true);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSupplier(id),
    onSuccess: () => {
      setNotice(t({ id: 'suppliers.deleted' }, { name: deleting?.name ?? '' }));
      setDeleting(null);
      invalidate(false);
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
