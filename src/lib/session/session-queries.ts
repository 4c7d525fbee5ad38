/**
 * Who is signed in (docs/people.md, core/api/team.ts): the session query and the requests that open or end
 * a session under the dashboard server's `/api/auth`, through the one API client (it sends JSON; the
 * session itself is an httpOnly cookie the page never reads).
 *
 * The session is the gate of the whole dashboard (src/app/sign-in/session-gate.tsx). Opening a session sets
 * it from the answer, so the dashboard opens without another round trip, after dropping whatever an earlier
 * session left in the cache. Ending one drops every other query and mutation, so nothing the previous
 * person saw is shown to the next one, or sent back under their session.
 */
import { mutationOptions, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  invitationPreviewSchema,
  sessionViewSchema,
  type acceptInvitationRequestSchema,
  type SessionView,
  type setupRequestSchema,
  type signInRequestSchema,
} from '@core/api/team.ts';
import { apiRequest } from '../api/client.ts';
import { adoptServerHeldTokens } from '../api/connection.ts';
import { ApiError } from '../api/errors.ts';
import { clearUnauthorized } from '../api/unauthorized.ts';

const AUTH_BASE = '/api/auth';

export type SignInRequest = z.input<typeof signInRequestSchema>;
export type SetupRequest = z.input<typeof setupRequestSchema>;
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/**
 * Marks the requests of signing in. Their 401 is an answer (a wrong password), not a token or a session
 * that lapsed: the query client must neither open the token prompt nor read the session again for it
 * (src/app/query-client.ts).
 */
const SIGN_IN_META = { signIn: true };
export const isSignInRequest = (meta: Record<string, unknown> | undefined): boolean => meta?.signIn === true;

export const sessionQueries = {
  all: ['session'] as const,
  /**
   * `GET /api/auth/session`: signed in (person, team, roles) or not (what the sign-in screen offers); null
   * from a dashboard server without people (before docs/people.md: no /api/auth), where the dashboard works
   * as it did, on the connection's token. Null is an answer, not an error: an error would be fetched again
   * by every component that reads the session as it mounts.
   */
  current: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'current'] as const,
      queryFn: async ({ signal }): Promise<SessionView | null> => {
        try {
          return adopt(await apiRequest('/session', { base: AUTH_BASE, schema: sessionViewSchema, signal }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      meta: SIGN_IN_META,
      // The server slides the session with every request; the page reads it again on any 401.
      staleTime: 5 * 60_000,
    }),
  /**
   * What an invitation offers (`GET /api/auth/invitations/{secret}`). Read once: a 404 (used, revoked,
   * expired) will not change by asking again.
   */
  invitation: (secret: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'invitation', secret] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/invitations/${encodeURIComponent(secret)}`, {
          base: AUTH_BASE,
          schema: invitationPreviewSchema,
          signal,
        }),
      meta: SIGN_IN_META,
      staleTime: Infinity,
    }),
};

/**
 * The team's service tokens the server holds for this session: the page then sends none (docs/people.md),
 * set before the dashboard renders on the session, so its first request already goes without.
 */
function adopt(view: SessionView): SessionView {
  adoptServerHeldTokens(view.signedIn ? view.serverHoldsToken : { simulator: false, live: false });
  return view;
}

const isCurrentSession = (key: QueryKey) => key[0] === sessionQueries.all[0] && key[1] === 'current';

const post = <B>(path: string, body: B) =>
  apiRequest(path, { base: AUTH_BASE, method: 'POST', body, schema: sessionViewSchema });

/** `POST /api/auth/sign-in`: 401 for a wrong e-mail or password, 429 with Retry-After after too many. */
export const signIn = (body: SignInRequest) => post('/sign-in', body);
/** `POST /api/auth/demo-sign-in`: one of the demo team, offered only by a server on this computer. */
export const demoSignIn = (personId: string) => post('/demo-sign-in', { personId });
/** `POST /api/auth/setup`: the first team and its first admin; 409 once anyone exists. */
export const setUp = (body: SetupRequest) => post('/setup', body);
/** `POST /api/auth/invitations/accept`: the invited person's account, signed in. */
export const acceptInvitation = (body: AcceptInvitationRequest) => post('/invitations/accept', body);

/**
 * `POST /api/auth/sign-out` (204). A 401 means the session had ended already: the person is signed out
 * either way.
 */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/sign-out', { base: AUTH_BASE, method: 'POST', body: {} });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

const SIGN_OUT_KEY = [...sessionQueries.all, 'sign-out'] as const;

/**
 * Resolves once no sign-out is under way. A request a page starts while the session ends (data arriving in
 * the moment before the sign-in screen replaces the page) is answered 401, which the browser reports as an
 * error: a query started by arriving data waits here first, and is dropped with the page's other queries.
 */
export function afterSignOut(queryClient: QueryClient): Promise<void> {
  const ending = () => queryClient.isMutating({ mutationKey: SIGN_OUT_KEY }) > 0;
  if (!ending()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = queryClient.getMutationCache().subscribe(() => {
      if (ending()) return;
      stop();
      resolve();
    });
  });
}

/** After a session was opened: nothing of an earlier one is kept, and the dashboard opens on this one. */
export function startSession(queryClient: QueryClient, view: SessionView): void {
  // Invitation previews stay: the invitation page is still on screen and its preview belongs to no one.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueries.all[0] });
  queryClient.getMutationCache().clear();
  // A 401 of the session that lapsed must not open the token prompt over the new one.
  clearUnauthorized();
  queryClient.setQueryData(sessionQueries.current().queryKey, adopt(view));
}

/**
 * After a sign-out: the session is read again first, so the sign-in screen replaces the dashboard and its
 * queries stop before they are dropped (a query dropped under a mounted page would be fetched again, and
 * answered 401). When the server cannot say, the session is reset: the gate then waits for it, and offers
 * to retry.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const current = sessionQueries.current();
  try {
    await queryClient.fetchQuery({ ...current, staleTime: 0, retry: false });
  } catch {
    await queryClient.resetQueries({ queryKey: current.queryKey }).catch(() => undefined);
  }
  queryClient.removeQueries({ predicate: (q) => !isCurrentSession(q.queryKey) });
  queryClient.getMutationCache().clear();
}

/**
 * A request that opens a session. Its mutation is forgotten once no form shows it (`gcTime: 0`): its
 * variables hold a password.
 */
const opening =
  <V>(name: string, mutationFn: (variables: V) => Promise<SessionView>) =>
  (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: [...sessionQueries.all, name],
      mutationFn,
      meta: SIGN_IN_META,
      gcTime: 0,
      onSuccess: (view: SessionView) => startSession(queryClient, view),
    });

/** The mutations of the sign-in screen, the invitation page and the header's menu. */
export const sessionMutations = {
  signIn: opening('sign-in', signIn),
  demoSignIn: opening('demo-sign-in', demoSignIn),
  setUp: opening('setup', setUp),
  acceptInvitation: opening('accept-invitation', acceptInvitation),
  signOut: (queryClient: QueryClient) =>
    mutationOptions({
      mutationKey: SIGN_OUT_KEY,
      mutationFn: signOut,
      onSuccess: () => endSession(queryClient),
    }),
};
