/**
 * What a project page shows before it has a project: the projects loading, failing to load, or none chosen.
 * Renders `children` only once there is a project, so pages below it can rely on one.
 */
import type { ReactNode } from 'react';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { EmptyState, ErrorState, Loading } from './states.tsx';

export function ProjectGate({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { projectId, isPending, error, refetch } = useCurrentProject();
  if (projectId) return children;
  return (
    <div className="p-6">
      {header}
      {isPending ? (
        <Loading label="Loading your projects…" />
      ) : error ? (
        <ErrorState title="Could not load your projects" error={error} onRetry={refetch} />
      ) : (
        <EmptyState title="No project to show">Choose a project on the Projects page.</EmptyState>
      )}
    </div>
  );
}
