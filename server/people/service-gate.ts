/**
 * The service as a team's person sees it through the server (docs/people.md): when the server acts with the
 * team's token, a person reaches only the projects they have a role on. A request naming another project
 * (`projectId` in its query or JSON body) is refused; the project list is cut to their projects.
 */
import type { Context } from 'hono';
import { roleOn } from '@core/api/team.ts';
import type { Caller } from './caller.ts';

const forbidden = (projectId: string) =>
  Response.json(
    {
      errorCode: 'forbidden',
      errorMessage: `You have no role on project ${projectId}: ask an admin of your team to give you one.`,
    },
    { status: 403 },
  );

/** A 403 when the request names a project the caller has no role on; null otherwise. */
export async function projectRefusal(c: Context, caller: Caller): Promise<Response | null> {
  const named = new URL(c.req.url).searchParams.get('projectId');
  if (named !== null && roleOn(caller.grants, named) === null) return forbidden(named);
  if (c.req.method === 'POST' && /json/i.test(c.req.header('content-type') ?? '')) {
    // The body is read from a clone, so the route still reads it whole.
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { projectId?: unknown } | null;
    if (typeof body?.projectId === 'string' && roleOn(caller.grants, body.projectId) === null)
      return forbidden(body.projectId);
  }
  return null;
}

/** The project list cut to the caller's projects (a GET /v1/projects answer, as JSON). */
export async function projectsOfCaller(response: Response, caller: Caller): Promise<Response> {
  if (!response.ok) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { results?: { id: string; isActive?: boolean }[] } | null;
  if (!Array.isArray(body?.results)) return response;
  const results = body.results.filter((p) => roleOn(caller.grants, p.id) !== null);
  // The service's active project may be one the person cannot see: then their first project is active.
  if (results.length && !results.some((p) => p.isActive)) results[0] = { ...results[0]!, isActive: true };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, results }), { status: response.status, headers });
}
