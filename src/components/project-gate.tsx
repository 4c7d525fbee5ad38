/**
 * What a project page shows before it has a project: the projects loading, failing to load, or none chosen.
 * Renders `children` only once there is a project, so pages below it can rely on one.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { EmptyState, ErrorState, Loading } from './states.tsx';

export function ProjectGate({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { projectId, isPending, error, refetch } = useCurrentProject();
  const t = useIntl().formatMessage;
  if (projectId) return children;
  return (
    <div className="p-6">
      {header}
      {isPending ? (
        <Loading label={t({ id: 'states.projects.loading' })} />
      ) : error ? (
        <ErrorState title={t({ id: 'states.projects.failed' })} error={error} onRetry={refetch} />
      ) : (
        <EmptyState title={t({ id: 'states.projects.none' })}>
          {t({ id: 'states.projects.choose' })}
        </EmptyState>
      )}
    </div>
  );
}
