import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Layer, Source } from '@vis.gl/react-maplibre';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { projectExtentQueries } from '../api/project-extent-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';

export function ProjectsPage() {
  const { projects, projectId, isPending, error, refetch } = useCurrentProject();
  const { kind } = useConnection();
  const extent = useQuery(projectExtentQueries.extent(kind, projectId));
  // Counts per project from its suppliers (each carries its plot count): one small request per project.
  const counts = useQueries({
    queries: projects.map((p) => supplierQueries.list(kind, p.id)),
    combine: (results) =>
      results.map((r) =>
        r.data
          ? r.data.offered
            ? { suppliers: r.data.results.length, plots: r.data.results.reduce((n, s) => n + s.plotCount, 0) }
            : 'not offered'
          : r.error
            ? 'error'
            : null,
      ),
  });
  const countText = (i: number) => {
    const c = counts[i];
    if (c === 'error') return 'Counts unavailable';
    // The counts come from supplier management, which the live service may not offer.
    if (c === 'not offered') return 'Counts not offered by the service';
    if (!c) return 'Counting suppliers and plots…';
    const n = new Intl.NumberFormat('en');
    return `${n.format(c.suppliers)} supplier${c.suppliers === 1 ? '' : 's'} · ${n.format(c.plots)} plot${c.plots === 1 ? '' : 's'}`;
  };

  return (
    <div className="p-6">
      <PageHeader title="Projects" />
      {isPending ? <Loading label="Loading projects…" /> : null}
      {error ? <ErrorState title="Could not load your projects" error={error} onRetry={refetch} /> : null}
      {!isPending && !error && projects.length === 0 ? (
        <EmptyState title="This account has no projects">
          Ask your administrator to give your account access to a project, or check the token in{' '}
          <Link to="/settings" className="underline">
            Settings
          </Link>
          .
        </EmptyState>
      ) : null}
      {projects.length > 0 ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_1fr]">
          <ul
            aria-label="Projects"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {projects.map((p, i) => {
              const selected = p.id === projectId;
              return (
                <li
                  key={p.id}
                  className={`flex items-center justify-between gap-3 p-4 ${selected ? 'bg-emerald-50' : ''}`}
                >
                  <div>
                    <p className="font-medium">
                      {p.name}
                      {p.isActive ? (
                        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700">
                          Active
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-700" data-testid="project-counts">
                      {countText(i)}
                    </p>
                    <p className="text-xs text-slate-500">Created {formatDate(p.createdAt)}</p>
                  </div>
                  {selected ? (
                    <span className="text-sm font-medium text-emerald-800" aria-current="true">
                      Showing
                    </span>
                  ) : (
                    <Link
                      to="/projects"
                      search={(prev: Record<string, unknown>) => ({ ...prev, project: p.id })}
                      className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                      aria-label={`Switch to ${p.name}`}
                    >
                      Switch
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <section aria-label="Project extent">
            <LazyBaseMap
              label="Map of the project's plots"
              className="h-[28rem]"
              fitBounds={extent.data?.bounds ?? null}
            >
              {extent.data?.sample ? (
                // tolerance 0: plots of a few hectares would otherwise vanish at this zoom (simplified away below ~z9).
                <Source id="project-sample" type="geojson" data={extent.data.sample} tolerance={0}>
                  <Layer
                    id="project-sample-fill"
                    type="fill"
                    paint={{ 'fill-color': '#166534', 'fill-opacity': 0.5 }}
                  />
                  <Layer
                    id="project-sample-line"
                    type="line"
                    paint={{ 'line-color': '#14532d', 'line-width': 1.5 }}
                  />
                </Source>
              ) : null}
            </LazyBaseMap>
            <p className="mt-2 text-xs text-slate-600">
              {extent.isPending && projectId
                ? 'Finding where this project’s plots are…'
                : extent.data?.bounds
                  ? 'Framed on the project’s plots (first page).'
                  : 'This project has no plots yet: showing the world.'}
            </p>
          </section>
        </div>
      ) : null}
    </div>
  );
}
