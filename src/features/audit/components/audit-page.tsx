/**
 * The audit log of the current project (docs/people.md, "The audit log"): every decision, upload record,
 * sign-in, role change, invitation, access token and connection change, newest first, a page at a time;
 * filtered by person, kind, plot, supplier and days (in the URL), and exported whole as CSV or JSON with the
 * same filters. A viewer of the project may read it; the server says who may not.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ProjectGate } from '@/components/project-gate.tsx';
import { EmptyState, ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { auditExportUrl, auditQueries } from '../api/audit-queries.ts';
import { filtersOf, hasFilters, type AuditSearch } from '../lib/audit-search.ts';
import { AuditFiltersForm } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';
import { buttonClass } from './styles.ts';

const route = getRouteApi('/audit');

export function AuditPage() {
  const { projectId } = useCurrentProject();
  const t = useIntl().formatMessage;
  return (
    <ProjectGate header={<PageHeader title={t({ id: 'nav.audit' })} />}>
      {projectId ? <ProjectAudit projectId={projectId} /> : null}
    </ProjectGate>
  );
}

function ProjectAudit({ projectId }: { projectId: string }) {
  const t = useIntl().formatMessage;
  const { kind: connection } = useConnection();
  const { project, projects } = useCurrentProject();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = useMemo(() => filtersOf(search), [search]);
  const projectNames = useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);
  const people = useQuery(auditQueries.people(connection, projectId));
  const events = useInfiniteQuery(auditQueries.events(connection, projectId, filters));
  const entries = events.data?.pages.flatMap((page) => page.events) ?? [];

  const apply = (next: AuditSearch) => void navigate({ search: (prev) => ({ ...prev, ...next }) });

  return (
    <div className="p-6">
      <PageHeader title={t({ id: 'nav.audit' })}>
        <div className="flex flex-wrap gap-2">
          <a className={buttonClass} href={auditExportUrl(connection, projectId, filters, 'csv')} download>
            {t({ id: 'audit.export.csv' })}
          </a>
          <a className={buttonClass} href={auditExportUrl(connection, projectId, filters, 'json')} download>
            {t({ id: 'audit.export.json' })}
          </a>
        </div>
      </PageHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        {t({ id: 'audit.intro' }, { project: project?.name ?? projectId })}
      </p>
      <AuditFiltersForm
        // A new URL (back, a link) starts the draft again from what it says.
        key={JSON.stringify(search)}
        search={search}
        people={people.data?.people ?? []}
        onApply={apply}
      />
      {events.isPending ? (
        <Loading label={t({ id: 'audit.loading' })} />
      ) : events.error instanceof ApiError && events.error.status === 403 ? (
        // The server names the role it wants; the page says what that means here.
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{t({ id: 'audit.forbidden' })}</p>
          <p className="mt-1 text-sm">{events.error.errorMessage}</p>
        </div>
      ) : events.isError && entries.length === 0 ? (
        <ErrorState
          title={t({ id: errorTitle(events.error) })}
          error={events.error}
          onRetry={() => void events.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={t({ id: hasFilters(filters) ? 'audit.empty' : 'audit.empty.none' })} />
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-slate-600">
            {t({ id: 'audit.shown' }, { count: entries.length, more: events.hasNextPage ? 'yes' : 'no' })}
          </p>
          <AuditTable events={entries} projectNames={projectNames} />
          {events.isFetchNextPageError ? (
            <ErrorState
              title={t({ id: 'audit.older-failed' })}
              error={events.error}
              onRetry={() => void events.fetchNextPage()}
            />
          ) : null}
          {events.hasNextPage ? (
            <button
              type="button"
              className={`${buttonClass} mt-3`}
              disabled={events.isFetchingNextPage}
              onClick={() => void events.fetchNextPage()}
            >
              {t({ id: events.isFetchingNextPage ? 'audit.older.loading' : 'audit.older' })}
            </button>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t({ id: 'audit.end' })}</p>
          )}
        </>
      )}
    </div>
  );
}

/** A failure says why: not signed in, or the log could not be read. */
function errorTitle(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return 'audit.signed-out' as const;
  return 'audit.failed' as const;
}
