/**
 * The people API (docs/people.md, "Routes"): `/api/auth` (session, sign-in, set-up, invitations, single
 * sign-on, the caller's access tokens) and `/api/team` (an admin's people, roles, invitations and the team's
 * service connection). Bodies are JSON, parsed strictly with core/api/team.ts; errors in the service's shape.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  createAccessTokenRequestSchema,
  demoSignInRequestSchema,
  inviteRequestSchema,
  setGrantsRequestSchema,
  setTeamConnectionRequestSchema,
  setupRequestSchema,
  signInRequestSchema,
  type Role,
  type SessionView,
} from '@core/api/team.ts';
import { answerError, errorJson, ReviewError } from '../review/errors.ts';
import { parseBody, readJson } from '../review/json-body.ts';
import type { Caller, PeopleAuth } from './caller.ts';
import type { SignedInPerson } from './people-records.ts';
import type { PeopleStore } from './people-store.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import { createSsoRoutes, type SsoConfig } from './sso.ts';

export interface PeopleAppOptions {
  store: PeopleStore;
  auth: PeopleAuth;
  limiter: SignInLimiter;
  /** The demo team's one-click sign-in is offered (a local-only simulator server). */
  demoSignIn: boolean;
  sso: { config: SsoConfig; team: string | null; defaultRole: Role | null } | null;
  /** The simulator token a team set up at first run uses. */
  simulatorDefaultToken: string;
  /** Whether the server has a live connection at all, and holds SATELLIGENCE_API_TOKEN. */
  live: { available: boolean; serverToken: boolean };
  /** The public origin invitation links start with. */
  publicOrigin: (c: Context) => string;
}

const MAX_BODY = 64 * 1024;

/** A write's body, parsed strictly with its schema (json-body.ts). */
async function bodyOf<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  return parseBody(schema, (await readJson(c)).body);
}

function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

function sessionViewOf(
  caller: SignedInPerson,
  via: string,
  expiresAt: string,
  live: PeopleAppOptions['live'],
): SessionView {
  return {
    signedIn: true,
    person: { id: caller.person.id, displayName: caller.person.display_name, email: caller.person.email },
    team: { id: caller.team.id, name: caller.team.name },
    roles: caller.grants,
    via: via === 'sso' || via === 'demo' ? via : 'password',
    expiresAt,
    // The live proxy acts with the team's token, else SATELLIGENCE_API_TOKEN (app.ts): the page then sends none.
    serverHoldsToken: {
      simulator: true,
      live: live.available && (caller.team.live_token !== null || live.serverToken),
    },
  };
}

export function createPeopleApps(options: PeopleAppOptions): { auth: Hono; team: Hono } {
  const { store, auth: people, limiter } = options;

  const onError = answerError('people');
  const limit = bodyLimit({
    maxSize: MAX_BODY,
    onError: () => errorJson(413, 'limit_exceeded', `Request body too large: at most ${MAX_BODY} bytes.`),
  });

  /** Opens a session for the person, sets its cookie, and answers the session view. */
  async function signIn(
    c: Context,
    person: Parameters<PeopleStore['openSession']>[0],
    via: string,
    status: 200 | 201 = 200,
  ) {
    const { secret } = await store.openSession(person, via);
    people.setSessionCookie(c, secret);
    const session = await store.session(secret);
    if (!session) throw new Error('a session just opened was not found');
    return c.json(sessionViewOf(session, via, session.expiresAt, options.live), status);
  }

  // /api/auth ----------------------------------------------------------------------------------------------
  const auth = new Hono();
  auth.onError(onError);
  // Single sign-on's callback is the provider's redirect, a cross-site navigation: its own state, nonce,
  // PKCE and browser-bound cookie (sso.ts) stand for the same-origin check of the other routes.
  const guard = people.guard();
  auth.use('*', (c, next) => (c.req.path.startsWith('/api/auth/sso/') ? next() : guard(c, next)));
  auth.use('*', limit);

  auth.get('/session', async (c) => {
    c.header('cache-control', 'no-store');
    const caller = await people.caller(c);
    if (caller?.via === 'session') {
      return c.json(sessionViewOf(caller, caller.session.via, caller.session.expiresAt, options.live));
    }
    const demo = options.demoSignIn ? await store.demoPeople() : [];
    const view: SessionView = {
      signedIn: false,
      setupNeeded: !(await store.hasPeople()),
      demoPeople: options.demoSignIn
        ? await Promise.all(
            demo.map(async (p) => {
              const grants = await store.grants(p.id);
              const role = grants
                .map((g) => (g.projectId === '*' ? g.role : `${g.role} (${g.projectId})`))
                .join(', ');
              return { id: p.id, displayName: p.display_name, email: p.email, role };
            }),
          )
        : null,
      sso: options.sso ? { name: options.sso.config.name } : null,
    };
    return c.json(view);
  });

  auth.post('/sign-in', async (c) => {
    const { email, password } = await bodyOf(c, signInRequestSchema);
    const client = clientOf(c);
    const wait = limiter.waitSeconds(email, client);
    if (wait > 0) {
      throw new ReviewError(
        429,
        'too_many_attempts',
        `Too many failed sign-ins: try again in ${Math.ceil(wait / 60)} minute(s), or ask an admin to invite you again.`,
        wait,
      );
    }
    const person = await store.checkPassword(email, password);
    if (!person) {
      limiter.fail(email, client);
      await store.noteRefusedSignIn(email, 'wrong password');
      throw new ReviewError(401, 'invalid_credentials', 'E-mail or password is wrong.');
    }
    limiter.succeed(email);
    return signIn(c, person, 'password');
  });

  auth.post('/demo-sign-in', async (c) => {
    if (!options.demoSignIn) {
      throw new ReviewError(
        403,
        'forbidden',
        'The demo team is offered only on a server this computer alone can reach: sign in with your account.',
      );
    }
    const { personId } = await bodyOf(c, demoSignInRequestSchema);
    const person = await store.person(personId);
    if (!person || person.demo !== 1) throw new ReviewError(404, 'not_found', `No demo person ${personId}.`);
    return signIn(c, person, 'demo');
  });

  auth.post('/setup', async (c) => {
    const input = await bodyOf(c, setupRequestSchema);
    const person = await store.setUp({ ...input, simulatorToken: options.simulatorDefaultToken });
    return signIn(c, person, 'password', 201);
  });

  auth.post('/sign-out', async (c) => {
    const caller = await people.caller(c);
    if (caller?.via === 'session') await store.endSession(caller.session);
    people.clearSessionCookie(c);
    return c.body(null, 204);
  });

  auth.get('/invitations/:secret', async (c) => {
    const open = await store.openInvitation(c.req.param('secret'));
    if (!open) {
      throw new ReviewError(
        404,
        'not_found',
        'This invitation is unknown, used, revoked or expired: ask your admin for a new one.',
      );
    }
    return c.json({
      teamName: open.team.name,
      email: open.row.email,
      grants: JSON.parse(open.row.grants) as unknown,
      expiresAt: open.row.expires_at,
    });
  });

  auth.post('/invitations/accept', async (c) => {
    const input = await bodyOf(c, acceptInvitationRequestSchema);
    const person = await store.acceptInvitation(input.token, input.displayName, input.password);
    return signIn(c, person, 'password', 201);
  });

  const sessionCaller = async (c: Context): Promise<Caller> => {
    const caller = await people.require(c, 'manage your access tokens');
    if (caller.via !== 'session') {
      throw new ReviewError(
        403,
        'forbidden',
        'Access tokens are managed when signed in, not with an access token.',
      );
    }
    return caller;
  };

  auth.get('/tokens', async (c) =>
    c.json({ tokens: await store.tokens((await sessionCaller(c)).person.id) }),
  );
  auth.post('/tokens', async (c) => {
    const caller = await sessionCaller(c);
    const input = await bodyOf(c, createAccessTokenRequestSchema);
    c.header('cache-control', 'no-store');
    return c.json(await store.createToken(caller, input), 201);
  });
  auth.delete('/tokens/:id', async (c) => {
    await store.revokeToken(await sessionCaller(c), c.req.param('id'));
    return c.body(null, 204);
  });

  if (options.sso) {
    const sso = options.sso;
    auth.route(
      '/sso',
      createSsoRoutes({
        config: sso.config,
        flows: {
          put: (state, flow) => store.putSsoFlow(state, flow),
          take: async (state) =>
            (await store.takeSsoFlow(state)) as Awaited<
              ReturnType<Parameters<typeof createSsoRoutes>[0]['flows']['take']>
            >,
        },
        signIn: async (c, identity) => {
          const team = sso.team ? await store.team(sso.team) : await store.firstTeam();
          if (!team) return { ok: false, reason: 'no_team' };
          const person = await store.personOfSso(identity, team, sso.defaultRole);
          const { secret } = await store.openSession(person, 'sso');
          people.setSessionCookie(c, secret);
          return { ok: true };
        },
      }),
    );
  }

  auth.all('*', (c) => errorJson(404, 'not_found', `No such path: ${c.req.method} ${c.req.path}.`));

  // /api/team ----------------------------------------------------------------------------------------------
  const team = new Hono();
  team.onError(onError);
  team.use('*', people.guard());
  team.use('*', limit);

  team.get('/people', async (c) => {
    const admin = await people.requireTeamAdmin(c);
    return c.json({ people: await store.teamPeople(admin.team.id) });
  });
  team.put('/people/:personId/grants', async (c) => {
    const admin = await people.requireTeamAdmin(c);
    const { grants } = await bodyOf(c, setGrantsRequestSchema);
    return c.json(await store.setGrants(admin, c.req.param('personId'), grants));
  });
  team.get('/invitations', async (c) => {
    const admin = await people.requireTeamAdmin(c);
    return c.json({ invitations: await store.invitations(admin.team.id) });
  });
  team.post('/invitations', async (c) => {
    const admin = await people.requireTeamAdmin(c);
    const { email, grants } = await bodyOf(c, inviteRequestSchema);
    const { invitation, secret } = await store.invite(admin, email, grants);
    c.header('cache-control', 'no-store');
    // The secret rides in the fragment: it never reaches a server log or a Referer.
    return c.json({ invitation, link: `${options.publicOrigin(c)}/invitation#${secret}` }, 201);
  });
  team.delete('/invitations/:id', async (c) => {
    await store.revokeInvitation(await people.requireTeamAdmin(c), c.req.param('id'));
    return c.body(null, 204);
  });

  const connectionView = (t: SignedInPerson['team']) => ({
    live: {
      available: options.live.available,
      tokenHeld: t.live_token !== null,
      tokenEnding: t.live_token ? t.live_token.slice(-4) : null,
    },
    simulator: { account: t.simulator_token ? 'held by the server' : 'the first demo account' },
  });
  team.get('/connection', async (c) => c.json(connectionView((await people.requireTeamAdmin(c)).team)));
  team.put('/connection', async (c) => {
    const admin = await people.requireTeamAdmin(c);
    const { liveToken } = await bodyOf(c, setTeamConnectionRequestSchema);
    return c.json(connectionView(await store.setLiveToken(admin, liveToken)));
  });

  team.all('*', (c) => errorJson(404, 'not_found', `No such path: ${c.req.method} ${c.req.path}.`));
  return { auth, team };
}
