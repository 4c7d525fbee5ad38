/**
 * The project the person is looking at: `?project=` in the URL when set, else the account's active project
 * (contract §1: the active project is the default). Every feature sends its id as `projectId`.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useConnection } from '../api/use-connection.ts';
import { projectQueries } from './project-queries.ts';
import type { Project } from '@core/api/schemas.ts';

export interface CurrentProject {
  project: Project | undefined;
  projectId: string | undefined;
  projects: Project[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

export function useCurrentProject(): CurrentProject {
  const { kind } = useConnection();
  const search = useSearch({ strict: false }) as { project?: string };
  const query = useQuery(projectQueries.list(kind));
  const projects = query.data?.results ?? [];
  const project =
    projects.find((p) => p.id === search.project) ?? projects.find((p) => p.isActive) ?? projects[0];
  return {
    project,
    projectId: project?.id,
    projects,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
