/**
 * The Suppliers page: each supplier with its plots by risk level and last upload, searchable and sortable
 * (both in the URL); create, rename and delete; links to the supplier's plots and to a new upload for it.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
  const t = useIntl().formatMessage;
  return (
    <ProjectGate header={<PageHeader title={t({ id: 'nav.suppliers' })} />}>
      {projectId ? <ProjectSuppliers projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectSuppliers({ projectId }: { projectId: string }) {
  const actions = useSupplierActions(projectId);
  const view = useSuppliersView(projectId);
  const { search, setSearch, project, suppliers, offered, rows, shown, sort, dir, onSort } = view;
  const t = useIntl().formatMessage;
  const counts = { shown: shown.length, total: rows.length };
  return (
    <div className="p-6">
      <PageHeader title={t({ id: 'nav.suppliers' })}>
        {offered ? <NewSupplierForm create={actions.create} /> : null}
      </PageHeader>
      {offered ? null : (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950"
        >
          {t({ id: 'suppliers.read-only' })}
        </p>
      )}
      {actions.create.error ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          {t({ id: 'suppliers.create-failed' }, { reason: describeError(actions.create.error) })}
        </p>
      ) : null}
      <p role="status" className="mb-2 min-h-5 text-sm text-emerald-900">
        {actions.notice}
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-4">
        <label className="text-sm font-medium text-slate-700">
          {t({ id: 'suppliers.search' })}
          <input
            type="search"
            value={search.q ?? ''}
            onChange={(e) => setSearch({ q: e.target.value || undefined })}
            className={`${inputClass} ml-2 w-64`}
          />
        </label>
        <p className="text-sm text-slate-600">
          {suppliers.data
            ? project
              ? t({ id: 'suppliers.count.in-project' }, { project: project.name, ...counts })
              : t({ id: 'suppliers.count' }, counts)
            : project
              ? t({ id: 'suppliers.project' }, { project: project.name })
              : ''}
        </p>
      </div>
      {suppliers.isPending ? <Loading label={t({ id: 'suppliers.loading' })} /> : null}
      {suppliers.error ? (
        <ErrorState
          title={t({ id: 'suppliers.load-failed' })}
          error={suppliers.error}
          onRetry={() => void suppliers.refetch()}
        />
      ) : null}
      {suppliers.data && rows.length === 0 ? (
        <EmptyState title={t({ id: 'suppliers.empty' })}>
          {t(
            { id: 'suppliers.empty.hint' },
            {
              link: (chunks: ReactNode[]) => (
                <Link to="/uploads" className="underline">
                  {chunks}
                </Link>
              ),
            },
          )}
        </EmptyState>
      ) : null}
      {rows.length > 0 && shown.length === 0 ? (
        <EmptyState title={t({ id: 'suppliers.no-match' }, { q: search.q ?? '' })} />
      ) : null}
      {shown.length > 0 ? (
        <SuppliersTable
          rows={shown}
          sort={sort}
          dir={dir}
          onSort={onSort}
          countingLabel={view.countingLabel}
          overlapsLabel={view.overlapsLabel}
          reviewLabel={view.reviewLabel}
          actions={actions}
          readOnly={!offered}
        />
      ) : null}
      {shown.length > 0 && view.overlapsPartial ? (
        <p className="mt-2 text-xs text-slate-600">
          {t({ id: 'counts.overlaps.partial' }, view.overlapsPartial)}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">{t({ id: 'suppliers.footnote' })}</p>
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
