/**
 * The Team page, for an admin of the team (docs/people.md): the people and their roles per project, the
 * invitations, and the team's service connection. Roles are checked on the server: anyone else is answered
 * 403 and told only an admin manages people.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState, Loading, PageHeader } from '@/components/states.tsx';
import { ApiError } from '@/lib/api/errors.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { teamQueries } from '../api/team-queries.ts';
import { ConnectionSection } from './connection-section.tsx';
import { InvitationsSection } from './invitations-section.tsx';
import { PeopleSection } from './people-section.tsx';

export function TeamPage() {
  const t = useIntl().formatMessage;
  const people = useQuery(teamQueries.people());
  const { projects } = useCurrentProject();
  const projectIds = useMemo(() => projects.map((p) => p.id), [projects]);
  const projectNames = useMemo(() => new Map(projects.map((p) => [p.id, p.name])), [projects]);

  return (
    <div className="max-w-4xl space-y-6 p-6">
      <PageHeader title={t({ id: 'nav.team' })} />
      {people.isPending ? (
        <Loading label={t({ id: 'team.loading' })} />
      ) : isForbidden(people.error) ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{t({ id: 'team.admin-only' })}</p>
          <p className="mt-1 text-sm">{t({ id: 'team.admin-only.hint' })}</p>
        </div>
      ) : people.isError ? (
        <ErrorState
          title={t({ id: titleOf(people.error) })}
          error={people.error}
          onRetry={() => void people.refetch()}
        />
      ) : (
        // The other sections ask only once the server has let this person read the team.
        <>
          <PeopleSection people={people.data.people} projectIds={projectIds} projectNames={projectNames} />
          <InvitationsSection projectIds={projectIds} projectNames={projectNames} />
          <ConnectionSection />
        </>
      )}
    </div>
  );
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

function titleOf(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return 'team.signed-out' as const;
  return 'team.failed' as const;
}
