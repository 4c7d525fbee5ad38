/** Header control: which project every page shows. The choice lives in the URL (`?project=`). */
import { useNavigate } from '@tanstack/react-router';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { describeError } from '@/lib/api/errors.ts';

export function ProjectSwitcher() {
  const { projects, projectId, isPending, error, refetch } = useCurrentProject();
  const navigate = useNavigate();

  if (isPending) return <span className="text-sm text-slate-300">Loading projects…</span>;
  if (error) {
    return (
      <span role="alert" className="flex items-center gap-2 text-sm text-amber-200">
        Projects unavailable: {describeError(error)}
        <button type="button" className="underline" onClick={refetch}>
          Retry
        </button>
      </span>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm text-slate-200">
      <label htmlFor="project-switcher">Project</label>
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
            {p.name}
            {p.isActive ? ' (active)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
