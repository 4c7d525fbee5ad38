/** Header control: which project every page shows. The choice lives in the URL (`?project=`). */
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { describeError } from '@/lib/api/errors.ts';

export function ProjectSwitcher() {
  const { projects, projectId, isPending, error, refetch } = useCurrentProject();
  const navigate = useNavigate();
  const intl = useIntl();
  const t = intl.formatMessage;

  if (isPending) return <span className="text-sm text-slate-300">{t({ id: 'app.projects.loading' })}</span>;
  if (error) {
    return (
      <span role="alert" className="flex items-center gap-2 text-sm text-amber-200">
        {t({ id: 'app.projects.unavailable' }, { reason: describeError(error, intl.locale as Locale) })}
        <button type="button" className="underline" onClick={refetch}>
          {t({ id: 'app.projects.retry' })}
        </button>
      </span>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm text-slate-200">
      <label htmlFor="project-switcher">{t({ id: 'app.project' })}</label>
      <select
        id="project-switcher"
        className="max-w-72 rounded-md border border-slate-500 bg-slate-700 px-2 py-1 text-white"
        value={projectId ?? ''}
        onChange={(e) =>
          void navigate({
            to: '.',
            search: (prev: Record<string, unknown>) => ({ ...prev, project: e.target.value }),
          })
        }
      >
        {projects.map((p) => (
          <option key={p.id} value={p.id}>
            {p.isActive ? t({ id: 'app.project.active' }, { name: p.name }) : p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
