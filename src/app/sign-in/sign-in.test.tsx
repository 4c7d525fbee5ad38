/**
 * Signing in as a person meets it: the app shell shows the sign-in screen instead of the dashboard until
 * `GET /api/auth/session` says someone is signed in; the first-run set-up, the demo team, a wrong password,
 * too many attempts, a refused single sign-on, signing out, and an invitation's link. The server is a fetch
 * stand-in that answers by method and path and keeps what was sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { Locale } from '@core/i18n/locales.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { jsonResponse } from '@tests/support/fetch-recorder.ts';
import { AppLayout } from '../layout.tsx';
import { InvitationPage } from './invitation-page.tsx';

const SECRET = 'inv_0123456789abcdefghijklmnop';

const signedOut = {
  signedIn: false,
  setupNeeded: false,
  demoPeople: [
    { id: 'p-amara', displayName: 'Amara Okafor', email: 'amara@example.org', role: 'admin' },
    { id: 'p-lucas', displayName: 'Lucas Meyer', email: 'lucas@example.org', role: 'viewer' },
  ],
  sso: null,
};
const signedIn = {
  signedIn: true,
  person: { id: 'p-amara', displayName: 'Amara Okafor', email: 'amara@example.org' },
  team: { id: 't-1', name: 'Kumasi Cocoa Traders' },
  roles: [{ projectId: '*', role: 'admin' }],
  via: 'demo',
  expiresAt: '2026-12-07T08:00:00Z',
  serverHoldsToken: { simulator: true, live: false },
};
const preview = {
  teamName: 'Kumasi Cocoa Traders',
  email: 'new.person@example.org',
  grants: [{ projectId: 'p-cocoa', role: 'reviewer' }],
  expiresAt: '2026-12-13T08:00:00Z',
};

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = (sent: Sent) => Response | Promise<Response>;

let sent: Sent[] = [];
let routes: Record<string, Answer> = {};

beforeEach(() => {
  sent = [];
  routes = {};
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const one: Sent = {
      method: init.method ?? 'GET',
      path: new URL(url, 'http://dashboard.test').pathname,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(one);
    const answer = routes[`${one.method} ${one.path}`];
    // The service's own requests (the header's project list) get an empty answer: not what these tests see.
    if (!answer) return Promise.resolve(jsonResponse(200, { results: [] }));
    return Promise.resolve(answer(one));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const posts = (path: string) => sent.filter((s) => s.method === 'POST' && s.path === path);

/** The app shell on a route tree of its own: a stand-in projects page, and the real invitation page. */
function renderApp(path = '/projects', locale: Locale = 'en') {
  const root = createRootRoute({ component: AppLayout });
  const projects = createRoute({
    getParentRoute: () => root,
    path: '/projects',
    component: () => <p>The projects page</p>,
  });
  const invitation = createRoute({
    getParentRoute: () => root,
    path: '/invitation',
    component: InvitationPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([projects, invitation]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithProviders(<RouterProvider router={router as never} />, { locale });
}

describe('the sign-in screen', () => {
  it('asks for the first team and admin while nobody exists, and opens the dashboard once set up', async () => {
    routes['GET /api/auth/session'] = () =>
      jsonResponse(200, { ...signedOut, setupNeeded: true, demoPeople: null });
    routes['POST /api/auth/setup'] = () => jsonResponse(201, signedIn);
    const { user } = renderApp();
    expect(await screen.findByRole('heading', { name: 'Set up the dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/At least 10 characters/);

    await user.type(screen.getByRole('textbox', { name: 'Team name' }), 'Kumasi Cocoa Traders');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Amara Okafor');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'Amara@Example.org');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create the team and sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The password must have at least 10 characters.');
    expect(password).toHaveFocus();
    expect(posts('/api/auth/setup')).toEqual([]);

    await user.type(password, ' enough now');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The projects page')).toBeInTheDocument();
    expect(posts('/api/auth/setup').map((s) => s.body)).toEqual([
      {
        teamName: 'Kumasi Cocoa Traders',
        displayName: 'Amara Okafor',
        email: 'Amara@Example.org',
        password: 'short enough now',
      },
    ]);
    expect(posts('/api/auth/setup')[0]?.headers['content-type']).toBe('application/json');
  });

  it('signs in as the demo person clicked, and shows who is signed in', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, signedOut);
    routes['POST /api/auth/demo-sign-in'] = () => jsonResponse(200, signedIn);
    const { user } = renderApp();
    const demo = await screen.findByRole('region', { name: 'Demo team (this computer only)' });
    expect(within(demo).getByRole('button', { name: 'Continue as Lucas Meyer — viewer' })).toBeEnabled();
    await user.click(within(demo).getByRole('button', { name: 'Continue as Amara Okafor — admin' }));
    expect(await screen.findByRole('button', { name: 'Account: Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(posts('/api/auth/demo-sign-in').map((s) => s.body)).toEqual([{ personId: 'p-amara' }]);
  });

  it('speaks the reader’s language, the roles the server wrote included', async () => {
    routes['GET /api/auth/session'] = () =>
      jsonResponse(200, {
        ...signedOut,
        demoPeople: [{ ...signedOut.demoPeople[1], role: 'reviewer (p-cocoa), viewer (p-palm)' }],
      });
    renderApp('/projects', 'fr');
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Continuer en tant que Lucas Meyer — réviseur (p-cocoa), lecteur (p-palm)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toBeInTheDocument();
  });

  it('says a wrong e-mail or password, and empties the password', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, { ...signedOut, demoPeople: null });
    routes['POST /api/auth/sign-in'] = () =>
      jsonResponse(401, { errorCode: 'invalid_credentials', errorMessage: 'Wrong e-mail or password.' });
    const { user } = renderApp();
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: /Demo team/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'amara@example.org');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail or password is wrong.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(posts('/api/auth/sign-in').map((s) => s.body)).toEqual([
      { email: 'amara@example.org', password: 'not the password' },
    ]);
  });

  it('says how long to wait after too many attempts, and holds the button while sending', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, { ...signedOut, demoPeople: null });
    let answer: (r: Response) => void = () => undefined;
    routes['POST /api/auth/sign-in'] = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = renderApp();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'amara@example.org');
    await user.type(screen.getByLabelText('Password'), 'a guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer(jsonResponse(429, { errorCode: 'too_many_attempts' }, { 'retry-after': '840' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts: try again in 14 minutes.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for an e-mail address before sending anything', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, signedOut);
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    expect(posts('/api/auth/sign-in')).toEqual([]);
  });

  it('says a refused single sign-on, and offers it again, back to the page asked for', async () => {
    routes['GET /api/auth/session'] = () =>
      jsonResponse(200, { ...signedOut, demoPeople: null, sso: { name: 'Okta' } });
    renderApp('/projects?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on was cancelled or refused by your provider.',
    );
    expect(screen.getByRole('link', { name: 'Sign in with Okta' })).toHaveAttribute(
      'href',
      `/api/auth/sso/start?returnTo=${encodeURIComponent('/projects?error=access_denied')}`,
    );
  });

  it('never puts a sentence from the address on the page', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, signedOut);
    renderApp('/projects?error=Call%20us%20on%20555');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Single sign-on could not sign you in. Try again, or ask your team’s admin.',
    );
    expect(screen.queryByText(/555/)).not.toBeInTheDocument();
  });

  it('says when the server cannot be reached, and tries again', async () => {
    let reachable = false;
    routes['GET /api/auth/session'] = () =>
      reachable ? jsonResponse(200, signedOut) : Promise.reject(new TypeError('Failed to fetch'));
    const { user } = renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard server could not be reached');
    reachable = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the dashboard as before on a server without people (no /api/auth)', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(404, { errorCode: 'not_found' });
    renderApp();
    expect(await screen.findByText('The projects page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account/ })).not.toBeInTheDocument();
    expect(sent.filter((s) => s.path === '/api/auth/session')).toHaveLength(1);
  });
});

describe('signed in', () => {
  it('shows the dashboard with the person and team, and signs out back to the sign-in screen', async () => {
    let session: unknown = signedIn;
    routes['GET /api/auth/session'] = () => jsonResponse(200, session);
    routes['POST /api/auth/sign-out'] = () => {
      session = signedOut;
      return new Response(null, { status: 204 });
    };
    const { user, queryClient } = renderApp();
    expect(await screen.findByText('The projects page')).toBeInTheDocument();
    const account = screen.getByRole('button', { name: 'Account: Amara Okafor' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(screen.getByText('Team: Kumasi Cocoa Traders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('The projects page')).not.toBeInTheDocument();
    expect(posts('/api/auth/sign-out')).toHaveLength(1);
    // Nothing the person saw is kept for the next one: only the session (signed out) is left.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['session', 'current']]);
  });

  it('closes the account menu with Escape, back on its button', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, signedIn);
    const { user } = renderApp();
    const account = await screen.findByRole('button', { name: 'Account: Amara Okafor' });
    await user.click(account);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });
});

describe('the invitation page', () => {
  it('reads the secret from the hash, shows the invitation, and joins signed in', async () => {
    let session: unknown = signedOut;
    routes['GET /api/auth/session'] = () => jsonResponse(200, session);
    routes[`GET /api/auth/invitations/${SECRET}`] = () => jsonResponse(200, preview);
    routes['POST /api/auth/invitations/accept'] = () => {
      session = signedIn;
      return jsonResponse(201, signedIn);
    };
    const { user } = renderApp(`/invitation#${SECRET}`);
    expect(await screen.findByRole('heading', { name: 'Join Kumasi Cocoa Traders' })).toBeInTheDocument();
    expect(screen.getByText(/You are invited as new\.person@example\.org/)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('reviewer on project p-cocoa');
    // Signed out, and still not sent to the sign-in screen.
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ama Mensah');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText('The projects page')).toBeInTheDocument();
    expect(posts('/api/auth/invitations/accept').map((s) => s.body)).toEqual([
      { token: SECRET, displayName: 'Ama Mensah', password: 'a long passphrase' },
    ]);
    // The secret went in the path of the preview alone, never in a query.
    expect(sent.some((s) => s.path === `/api/auth/invitations/${SECRET}`)).toBe(true);
  });

  it('says an invitation used, revoked or expired is no longer valid', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, signedOut);
    routes[`GET /api/auth/invitations/${SECRET}`] = () => jsonResponse(404, { errorCode: 'not_found' });
    renderApp(`/invitation#${SECRET}`);
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask your team’s admin for a new one.');
  });

  it('says a link without its secret is incomplete, and asks the server nothing about it', async () => {
    routes['GET /api/auth/session'] = () => jsonResponse(200, signedOut);
    renderApp('/invitation');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(sent.filter((s) => s.path.startsWith('/api/auth/invitations'))).toEqual([]);
  });
});
