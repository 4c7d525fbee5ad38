/**
 * A personal access token of a seeded demo person (docs/people.md, "Scripts: personal access tokens"), made
 * as a person makes one: signed in with the demo team's one click, then `POST /api/auth/tokens` from the
 * dashboard's own page (its Origin). For tests and benches that then act as a script would, with the token.
 */
import type { ServerApp } from '../../server/app.ts';

/** The Origin the server takes as its own page (readConfig's default address). */
const OWN_ORIGIN = 'http://127.0.0.1:5173';

/**
 * The session cookie (`name=value`) of a seeded demo person signed in with the demo team's one click, asked
 * from `origin` (the server's own page).
 */
export async function demoSessionCookie(
  server: Pick<ServerApp, 'app'>,
  personId: string,
  origin = OWN_ORIGIN,
): Promise<string> {
  const signIn = await server.app.request(`${origin}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ personId }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (signIn.status !== 200 || !cookie)
    throw new Error(`demo sign-in: ${signIn.status} ${await signIn.text()}`);
  return cookie;
}

export async function demoToken(
  server: ServerApp,
  options: { personId: string; role: 'viewer' | 'reviewer' | 'approver' | 'admin'; projectIds: string[] },
): Promise<string> {
  const cookie = await demoSessionCookie(server, options.personId);
  const made = await server.app.request(`${OWN_ORIGIN}/api/auth/tokens`, {
    method: 'POST',
    headers: { origin: OWN_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `test token of ${options.personId}`,
      role: options.role,
      projectIds: options.projectIds,
      expiresInDays: 1,
    }),
  });
  const body = (await made.json()) as { secret?: string };
  if (made.status !== 201 || !body.secret) throw new Error(`token: ${made.status} ${JSON.stringify(body)}`);
  return body.secret;
}
