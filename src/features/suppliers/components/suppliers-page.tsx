/**
 * The Suppliers page: each supplier with its plots by risk level and last upload, searchable and sortable
 * (both in the URL); create, rename and delete; links to the supplier's plots and to a new upload for it.
 */
import { Link } from '@tanstack/react-router';
import { ProjectGate } from '@/components/project-gate.tsx';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { describeError } from '@/lib/api/errors.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { useSuppliersView } from '../lib/use-suppliers-view.ts';
import { useSupplierActions } from '../lib/use-supplier-actions.ts';
import { DeleteSupplierDialog } from './delete-supplier-dialog.tsx';
import { inputClass } from './input-class.ts';
import { CheckLinkMaker } from './check-link-maker.tsx';
import { NewSupplierForm } from './new-supplier-form.tsx';
import { SuppliersTable } from './suppliers-table.tsx';

export function SuppliersPage() {
  const { projectId } = useCurrentProject();
  return (
    <ProjectGate header={<PageHeader title="Suppliers" />}>
      {projectId ? <ProjectSuppliers projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectSuppliers({ projectId }: { projectId: string }) {
  const actions = useSupplierActions(projectId);
  const view = useSuppliersView(projectId);
  const { search, setSearch, project, suppliers, offered, rows, shown, sort, dir, onSort } = view;
  return (
    <div className="p-6">
      <PageHeader title="Suppliers">
        {offered ? <NewSupplierForm create={actions.create} /> : null}
      </PageHeader>
      {offered ? null : (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950"
        >
          The service does not offer supplier management. These suppliers are the names found in your plots
          and uploads (read-only); upload for a new name to add a supplier.
        </p>
      )}
      {actions.create.error ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          Could not create the supplier: {describeError(actions.create.error)}
        </p>
      ) : null}
      <p role="status" className="mb-2 min-h-5 text-sm text-emerald-900">
        {actions.notice}
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-4">
        <label className="text-sm font-medium text-slate-700">
          Search suppliers
          <input
            type="search"
            value={search.q ?? ''}
            onChange={(e) => setSearch({ q: e.target.value || undefined })}
            className={`${inputClass} ml-2 w-64`}
          />
        </label>
        <p className="text-sm text-slate-600">
          {project ? `${project.name}: ` : ''}
          {suppliers.data ? `${shown.length} of ${rows.length} suppliers` : ''}
        </p>
      </div>
      {suppliers.isPending ? <Loading label="Loading suppliers…" /> : null}
      {suppliers.error ? (
        <ErrorState
          title="Could not load the suppliers"
          error={suppliers.error}
          onRetry={() => void suppliers.refetch()}
        />
      ) : null}
      {suppliers.data && rows.length === 0 ? (
        <EmptyState title="No suppliers in this project yet">
          Create one above, or start an upload on the{' '}
          <Link to="/uploads" className="underline">
            Uploads
          </Link>{' '}
          page: uploading for a new supplier name creates it.
        </EmptyState>
      ) : null}
      {rows.length > 0 && shown.length === 0 ? (
        <EmptyState title={`No supplier matches “${search.q ?? ''}”`} />
      ) : null}
      {shown.length > 0 ? (
        <SuppliersTable
          rows={shown}
          sort={sort}
          dir={dir}
          onSort={onSort}
          countingLabel={view.countingLabel}
          overlapsLabel={view.overlapsLabel}
          actions={actions}
          readOnly={!offered}
        />
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        Plots by risk level, overlaps and last upload are worked out from the project’s plots; “overlaps”
        counts the supplier’s plots that share land with another supplier’s plot or with another of its own
        plots; “last upload” is when the supplier’s plots last changed.
      </p>
      <CheckLinkMaker />
      <DeleteSupplierDialog
        supplier={actions.deleting}
        pending={actions.remove.isPending}
        error={actions.remove.error}
        onConfirm={() => actions.deleting && actions.remove.mutate(actions.deleting.id)}
        onClose={actions.cancelDelete}
      />
    </div>
  );
}
