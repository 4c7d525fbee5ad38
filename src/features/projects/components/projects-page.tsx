/**
 * The Projects page: the account's projects with their counts of suppliers and plots, a switch to show
 * another, and a map framed on the shown project's plots.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Layer, Source } from '@vis.gl/react-maplibre';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { formatDate } from '@/lib/format/dates.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { projectExtentQueries } from '../api/project-extent-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';

// The sample of plots on the map: a fill and an outline, green (no risk shown on this page).
const FILL = { 'fill-color': '#166534', 'fill-opacity': 0.5 } as const;
const LINE = { 'line-color': '#14532d', 'line-width': 1.5 } as const;

export function ProjectsPage() {
  const { projects, projectId, isPending, error, refetch } = useCurrentProject();
  const { kind } = useConnection();
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
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
    if (c === 'error') return t({ id: 'projects.counts.failed' });
    // The counts come from supplier management, which the live service may not offer.
    if (c === 'not offered') return t({ id: 'projects.counts.not-offered' });
    if (!c) return t({ id: 'projects.counts.counting' });
    return t({ id: 'projects.counts' }, c);
  };

  return (
    <div className="p-6">
      <PageHeader title={t({ id: 'nav.projects' })} />
      {isPending ? <Loading label={t({ id: 'projects.loading' })} /> : null}
      {error ? <ErrorState title={t({ id: 'projects.failed' })} error={error} onRetry={refetch} /> : null}
      {!isPending && !error && projects.length === 0 ? (
        <EmptyState title={t({ id: 'projects.empty' })}>
          {t(
            { id: 'projects.empty.hint' },
            {
              link: (chunks: ReactNode[]) => (
                <Link to="/settings" className="underline">
                  {chunks}
                </Link>
              ),
            },
          )}
        </EmptyState>
      ) : null}
      {projects.length > 0 ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_1fr]">
          <ul
            aria-label={t({ id: 'nav.projects' })}
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
                          {t({ id: 'projects.active' })}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-700" data-testid="project-counts">
                      {countText(i)}
                    </p>
                    <p className="text-xs text-slate-500">
                      {t({ id: 'projects.created' }, { date: formatDate(p.createdAt, locale) })}
                    </p>
                  </div>
                  {selected ? (
                    <span className="text-sm font-medium text-emerald-800" aria-current="true">
                      {t({ id: 'projects.showing' })}
                    </span>
                  ) : (
                    <Link
                      to="/projects"
                      search={(prev: Record<string, unknown>) => ({ ...prev, project: p.id })}
                      className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                      aria-label={t({ id: 'projects.switch.to' }, { name: p.name })}
                    >
                      {t({ id: 'projects.switch' })}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
          <section aria-label={t({ id: 'projects.extent' })}>
            <LazyBaseMap
              label={t({ id: 'projects.map' })}
              className="h-[28rem]"
              fitBounds={extent.data?.bounds ?? null}
            >
              {extent.data?.sample ? (
                // tolerance 0: plots of a few hectares would otherwise vanish at this zoom (simplified away below ~z9).
                <Source id="project-sample" type="geojson" data={extent.data.sample} tolerance={0}>
                  <Layer id="project-sample-fill" type="fill" paint={FILL} />
                  <Layer id="project-sample-line" type="line" paint={LINE} />
                </Source>
              ) : null}
            </LazyBaseMap>
            <p className="mt-2 text-xs text-slate-600">
              {t({
                id:
                  extent.isPending && projectId
                    ? 'projects.extent.finding'
                    : extent.data?.bounds
                      ? 'projects.extent.framed'
                      : 'projects.extent.none',
              })}
            </p>
          </section>
        </div>
      ) : null}
    </div>
  );
}
