/**
 * The Suppliers page: each supplier with its plots by risk level and last upload, searchable and sortable
 * (both in the URL); create, rename and delete; links to the supplier's plots and to a new upload for it.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { useConnection } from '@/lib/api/use-connection.ts';
import { describeError } from '@/lib/api/errors.ts';
import { plotQueries, plotsOf } from '@/lib/portfolio/plot-queries.ts';
import { supplierQueries } from '@/lib/portfolio/supplier-queries.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { ongoingUploadQueries } from '@/lib/portfolio/upload-queries.ts';
import { createSupplier, deleteSupplier, renameSupplier } from '../api/supplier-api.ts';
import { searchAndSort, supplierRows, type SupplierRow, type SupplierSort } from '../lib/supplier-rows.ts';
import { DeleteSupplierDialog } from './delete-supplier-dialog.tsx';
import { SupplierRiskCell } from './supplier-risk-cell.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { SortButton, ariaSort } from '@/components/sort-button.tsx';

const inputClass = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

export function SuppliersPage() {
  const search = useSearch({ from: '/suppliers' });
  const navigate = useNavigate({ from: '/suppliers' });
  const { kind } = useConnection();
  const qc = useQueryClient();
  const { projectId, project, isPending: projectsPending, error: projectsError } = useCurrentProject();

  const suppliers = useQuery(supplierQueries.list(kind, projectId));
  const plots = useQuery(plotQueries.project(kind, projectId));
  const ongoing = useQuery(ongoingUploadQueries.list(kind, projectId));

  const plotsComplete = plots.data?.complete ? plotsOf(plots.data) : null;
  const rows = suppliers.data
    ? supplierRows(suppliers.data.results, plotsComplete, ongoing.data?.results)
    : [];
  const sort = search.sort ?? 'name';
  const dir = search.dir ?? 'asc';
  const shown = searchAndSort(rows, search.q, sort, dir);
  const countingLabel = plots.error
    ? 'Could not load plots'
    : `Counting… (${plots.data?.count ?? 0} plots loaded)`;

  const invalidate = (plotsToo: boolean) => {
    void qc.invalidateQueries({ queryKey: supplierQueries.all(kind) });
    // Plots carry the supplier's name: a rename must reach the cached plot list too.
    if (plotsToo) void qc.invalidateQueries({ queryKey: plotQueries.all(kind) });
  };

  const [newName, setNewName] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (name: string) => createSupplier(projectId!, name),
    onSuccess: (s) => {
      setNewName('');
      setNotice(`Supplier “${s.name}” created.`);
      invalidate(false);
    },
  });

  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameSupplier(id, name),
    onSuccess: (s) => {
      setRenaming(null);
      setNotice(`Supplier renamed to “${s.name}”.`);
      invalidate(true);
    },
  });

  const [deleting, setDeleting] = useState<SupplierRow | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteSupplier(id),
    onSuccess: () => {
      setNotice(`Supplier “${deleting?.name ?? ''}” deleted.`);
      setDeleting(null);
      invalidate(false);
    },
  });

  const setSort = (key: SupplierSort) =>
    void navigate({
      search: (prev) => ({
        ...prev,
        sort: key,
        dir: sort === key && dir === 'asc' ? 'desc' : key === 'name' ? 'asc' : sort === key ? 'asc' : 'desc',
      }),
      replace: true,
    });

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    if (newName.trim()) create.mutate(newName.trim());
  };

  if (projectsPending)
    return (
      <div className="p-6">
        <PageHeader title="Suppliers" />
        <Loading label="Loading your projects…" />
      </div>
    );
  if (projectsError || !projectId) {
    return (
      <div className="p-6">
        <PageHeader title="Suppliers" />
        {projectsError ? (
          <ErrorState title="Could not load your projects" error={projectsError} />
        ) : (
          <EmptyState title="No project to show" />
        )}
      </div>
    );
  }

  const sortHeader = (key: SupplierSort, label: string) => (
    <th scope="col" aria-sort={ariaSort(sort === key ? dir : false)} className="px-3 py-2 text-left">
      <SortButton
        sorted={sort === key ? dir : false}
        onClick={() => setSort(key)}
        className="flex items-center gap-1 font-semibold hover:text-slate-950"
      >
        {label}
      </SortButton>
    </th>
  );

  return (
    <div className="p-6">
      <PageHeader title="Suppliers">
        <form onSubmit={onCreate} className="flex flex-wrap items-end gap-2" aria-label="New supplier">
          <label className="text-sm font-medium text-slate-700">
            New supplier name
            <input
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              className={`${inputClass} ml-2`}
              maxLength={200}
            />
          </label>
          <button
            type="submit"
            disabled={!newName.trim() || create.isPending}
            className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:bg-slate-400"
          >
            {create.isPending ? 'Creating…' : 'Create supplier'}
          </button>
        </form>
      </PageHeader>
      {create.error ? (
        <p role="alert" className="mb-3 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
          Could not create the supplier: {describeError(create.error)}
        </p>
      ) : null}
      <p role="status" className="mb-2 min-h-5 text-sm text-emerald-900">
        {notice}
      </p>
      <div className="mb-3 flex flex-wrap items-end gap-4">
        <label className="text-sm font-medium text-slate-700">
          Search suppliers
          <input
            type="search"
            value={search.q ?? ''}
            onChange={(e) =>
              void navigate({
                search: (prev) => ({ ...prev, q: e.target.value || undefined }),
                replace: true,
              })
            }
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
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Suppliers of the project, with their plots by risk level</caption>
            <thead className="border-b border-slate-300 bg-slate-100 text-slate-700">
              <tr>
                {sortHeader('name', 'Supplier')}
                {sortHeader('plots', 'Plots')}
                {sortHeader('high', 'Plots by risk level')}
                {sortHeader('lastUpload', 'Last upload')}
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {renaming?.id === r.id ? (
                      <form
                        className="flex flex-wrap items-center gap-2"
                        onSubmit={(e) => {
                          e.preventDefault();
                          if (renaming.name.trim()) rename.mutate({ id: r.id, name: renaming.name.trim() });
                        }}
                      >
                        <label className="sr-only" htmlFor={`rename-${r.id}`}>
                          New name for {r.name}
                        </label>
                        <input
                          id={`rename-${r.id}`}
                          value={renaming.name}
                          onChange={(e) => setRenaming({ id: r.id, name: e.target.value })}
                          onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                          className={inputClass}
                          maxLength={200}
                        />
                        <button
                          type="submit"
                          disabled={rename.isPending}
                          className="rounded-md bg-sky-800 px-2 py-1 text-xs font-medium text-white"
                        >
                          Save name
                        </button>
                        <button
                          type="button"
                          onClick={() => setRenaming(null)}
                          className="rounded-md border border-slate-300 px-2 py-1 text-xs"
                        >
                          Cancel
                        </button>
                        {rename.error ? (
                          <span role="alert" className="basis-full text-xs font-normal text-red-800">
                            {describeError(rename.error)}
                          </span>
                        ) : null}
                      </form>
                    ) : (
                      r.name
                    )}
                  </th>
                  <td className="px-3 py-2 tabular-nums">{r.plotCount}</td>
                  <td className="px-3 py-2">
                    <SupplierRiskCell byRisk={r.byRisk} loading={countingLabel} />
                  </td>
                  <td className="px-3 py-2">
                    {r.ongoingUpload ? (
                      <p className="font-medium text-sky-900">Upload in progress ({r.ongoingUpload})</p>
                    ) : null}
                    {r.lastPlotChange ? (
                      formatDate(r.lastPlotChange)
                    ) : r.byRisk ? (
                      <span className="text-slate-500">No upload yet</span>
                    ) : (
                      '…'
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-x-3 gap-y-1">
                      <Link
                        to="/plots"
                        search={{ supplier: r.name }}
                        className="text-sky-900 underline"
                        aria-label={`View plots of ${r.name}`}
                      >
                        View plots
                      </Link>
                      <Link
                        to="/uploads"
                        // The Uploads page preselects the supplier from `supplier`.
                        search={{ supplier: r.name }}
                        className="text-sky-900 underline"
                        aria-label={`New upload for ${r.name}`}
                      >
                        New upload
                      </Link>
                      <button
                        type="button"
                        onClick={() => {
                          rename.reset();
                          setRenaming({ id: r.id, name: r.name });
                        }}
                        className="text-sky-900 underline"
                        aria-label={`Rename ${r.name}`}
                      >
                        Rename
                      </button>
                      <button
                        type="button"
                        onClick={() => {
                          remove.reset();
                          setDeleting(r);
                        }}
                        className="text-red-800 underline"
                        aria-label={`Delete ${r.name}`}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        Plots by risk level and last upload are worked out from the project’s plots; “last upload” is when the
        supplier’s plots last changed.
      </p>
      <DeleteSupplierDialog
        supplier={deleting}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
