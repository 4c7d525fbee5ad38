/**
 * The signed-in person as components read it: `useSession()` for the session itself (the gate and the
 * header fetch it), `useProjectRole()` for what the person may do on a project.
 */
import { useQuery } from '@tanstack/react-query';
import { roleOn, type Role } from '@core/api/team.ts';
import { sessionQueries } from './session-queries.ts';

export function useSession() {
  return useQuery(sessionQueries.current());
}

/**
 * The signed-in person's role on the project: null when they have none there, undefined when the page does
 * not know (no session read, or a server without people). Callers treat undefined as "offer it and let the
 * server decide": roles are checked on the server (docs/people.md), the page only hides what a role cannot do.
 *
 * It only reads the session the app shell's gate fetched (`enabled: false`), so a component rendered on its
 * own, in a test or outside the gate, asks the server nothing.
 */
export function useProjectRole(projectId: string | null | undefined): Role | null | undefined {
  const { data } = useQuery({ ...sessionQueries.current(), enabled: false });
  if (!data?.signedIn || !projectId) return undefined;
  return roleOn(data.roles, projectId);
}
