/**
 * The checks every request about a project goes through, in this order: the connection exists, the project id
 * is well formed, the caller is signed in (or sends an access token) with the role the request needs on the
 * project (people/caller.ts), and the team's service token may see the project in the service (access.ts).
 * The service token is the team's, held on the server (docs/people.md); only when the team holds none for
 * the live service does the person's own token from the page stand in (the single-person set-up).
 */
import type { Context } from 'hono';
import { reviewConnectionSchema, reviewIdSchema, type ReviewConnection } from '@core/api/review.ts';
import type { Role } from '@core/api/team.ts';
import { bearerOf, type Caller, type PeopleAuth } from '../people/caller.ts';
import { ACCESS_TOKEN_PREFIX } from '../people/people-records.ts';
import type { AccessChecker } from './access.ts';
import { ReviewError } from './errors.ts';

export interface ProjectAccessDeps {
  auth: PeopleAuth;
  access: Record<ReviewConnection, AccessChecker | null>;
  /** SATELLIGENCE_API_TOKEN: the live token of a team that holds none of its own. */
  liveServerToken: string | null;
  /** The simulator token of a team that holds none (the first configured account's). */
  simulatorDefaultToken: string;
}

export interface ProjectAccess {
  caller: Caller;
  connection: ReviewConnection;
  projectId: string;
  /** The service token the server acts with for this caller (never sent back to the page). */
  serviceToken: string;
}

/** The service token the server uses for the caller's team on a connection, or null when there is none. */
export function serviceTokenOf(
  deps: Pick<ProjectAccessDeps, 'liveServerToken' | 'simulatorDefaultToken'>,
  caller: Pick<Caller, 'team'>,
  connection: ReviewConnection,
  pageBearer: string | undefined,
): string | null {
  if (connection === 'simulator') return caller.team.simulator_token ?? deps.simulatorDefaultToken;
  const own = pageBearer && !pageBearer.startsWith(ACCESS_TOKEN_PREFIX) ? pageBearer : null;
  return caller.team.live_token ?? deps.liveServerToken ?? own;
}

export async function projectAccess(
  deps: ProjectAccessDeps,
  c: Context,
  role: Role,
  doing: string,
): Promise<ProjectAccess> {
  const connection = reviewConnectionSchema.safeParse(c.req.param('connection'));
  if (!connection.success) {
    throw new ReviewError(404, 'not_found', 'No such connection: use simulator or live.');
  }
  const checker = deps.access[connection.data];
  if (!checker) {
    throw new ReviewError(
      404,
      'not_found',
      'This server has no live connection (SATELLIGENCE_API_URL is not set): use the simulator.',
    );
  }
  const projectId = c.req.param('projectId') ?? '';
  if (!reviewIdSchema.safeParse(projectId).success) {
    throw new ReviewError(400, 'invalid_request', 'Invalid project id: send the id of one of your projects.');
  }
  const caller = await deps.auth.requireRole(c, projectId, role, doing);
  const serviceToken = serviceTokenOf(deps, caller, connection.data, bearerOf(c));
  if (!serviceToken) {
    throw new ReviewError(
      401,
      'unauthorized',
      'Your team holds no live service token: an admin can set it on the Team page, or enter your own API token.',
    );
  }
  await checker.check(`Bearer ${serviceToken}`, projectId);
  return { caller, connection: connection.data, projectId, serviceToken };
}
