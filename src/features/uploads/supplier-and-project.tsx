/** Who the plots are for: the supplier (picked or typed) and the project they go to. */
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SupplierPicker } from './shared/supplier-picker.tsx';
import type { UploadTarget } from './shared/use-upload-target.ts';

export function SupplierAndProject({ target }: { target: UploadTarget }) {
  const { projectId, projects, project, suppliers } = target;
  const t = useIntl().formatMessage;
  const navigate = useNavigate({ from: '/uploads' });
  return (
    <section
      aria-labelledby="who-title"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2"
    >
      <h2 id="who-title" className="sr-only">
        {t({ id: 'uploads.who.title' })}
      </h2>
      <SupplierPicker
        value={target.supplier}
        onChange={target.setSupplier}
        suppliers={suppliers.list}
        loading={suppliers.loading}
        error={suppliers.error}
      />
      <div>
        <label htmlFor="upload-project" className="block text-sm font-medium text-slate-800">
          {t({ id: 'uploads.who.project' })}
        </label>
        <select
          id="upload-project"
          value={projectId ?? ''}
          onChange={(e) => void navigate({ search: (prev) => ({ ...prev, project: e.target.value }) })}
          className="mt-1 rounded-md border border-slate-300 px-2 py-2"
        >
          {projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <p className="mt-1 text-sm text-slate-600">
          {project
            ? t({ id: 'uploads.who.goes-to' }, { project: project.name })
            : t({ id: 'uploads.who.goes-to-active' })}
        </p>
      </div>
    </section>
  );
}
