/**
 * Who the plots are for and how they go: the project (from the URL), the supplier (picked or typed), the
 * suppliers of the project and the start options. Both stages read it: the check runs with the options, the
 * send stage uploads to it (and puts a session that was still sending back into it after a reload).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Project, Supplier } from '@core/api/schemas.ts';
import { describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { sameSupplierName } from '@core/api/supplier-names.ts';
import { DEFAULT_UPLOAD_OPTIONS, type UploadOptions } from './start-options.ts';

export interface UploadTarget {
  kind: ConnectionKind;
  projectId: string | undefined;
  projects: Project[];
  project: Project | undefined;
  /** Why the service cannot be reached (the upload needs it; checking does not), or null. */
  offlineReason: string | null;
  suppliers: { list: Supplier[]; loading: boolean; error: string | null };
  /** The supplier's name as picked or typed. */
  supplier: string;
  setSupplier: (name: string) => void;
  /** The existing supplier the typed name matches, if any. */
  match: Supplier | undefined;
  options: UploadOptions;
  setOptions: (options: UploadOptions) => void;
}

export function useUploadTarget(initialSupplier: string | undefined): UploadTarget {
  const { kind } = useConnection();
  const { projectId, projects, project, error: projectsError } = useCurrentProject();
  const suppliersQuery = useQuery(supplierQueries.list(kind, projectId));
  const list = useMemo(() => suppliersQuery.data?.results ?? [], [suppliersQuery.data]);
  const [supplier, setSupplier] = useState(initialSupplier ?? '');
  const [options, setOptions] = useState<UploadOptions>(DEFAULT_UPLOAD_OPTIONS);
  return {
    kind,
    projectId,
    projects,
    project,
    // Checking, mapping, fixes and downloads never need the service; only the upload does.
    offlineReason: projectsError ? describeError(projectsError) : null,
    suppliers: {
      list,
      loading: suppliersQuery.isPending,
      error: suppliersQuery.isError ? describeError(suppliersQuery.error) : null,
    },
    supplier,
    setSupplier,
    match: list.find((s) => sameSupplierName(s.name, supplier)),
    options,
    setOptions,
  };
}
