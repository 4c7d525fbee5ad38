/**
 * Access tokens in Settings as a person uses them: their tokens listed with role, projects and use; a new
 * one whose secret is shown once (and kept nowhere else); a revocation after a confirmation.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AccessToken, SessionView } from '@core/api/team.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { jsonResponse, recordFetch } from '@tests/support/fetch-recorder.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { AccessTokens } from './access-tokens.tsx';

vi.mock('@/lib/project/use-current-project.ts', () => {
  const projects = [
    { id: 'p1', name: 'Cacao 2026', isActive: true, createdAt: '2026-01-05T08:00:00Z' },
    { id: 'p2', name: 'Café', isActive: false, createdAt: '2025-12-24T08:00:00Z' },
  ];
  return {
    useCurrentProject: () => ({
      project: projects[0],
      projectId: 'p1',
      projects,
      isPending: false,
      error: null,
      refetch: () => {},
    }),
  };
});

const SECRET = 'pat_0123456789abcdefghijklmnopqrstuv';
const nightly: AccessToken = {
  id: 't1',
  name: 'Nightly export',
  role: 'viewer',
  projectIds: ['p1', 'p2'],
  createdAt: '2026-11-02T08:00:00Z',
  expiresAt: '2999-01-31T08:00:00Z',
  lastUsedAt: '2026-12-05T22:10:00Z',
  revokedAt: null,
};
const old: AccessToken = {
  ...nightly,
  id: 't0',
  name: 'Old script',
  lastUsedAt: null,
  revokedAt: '2026-11-20T08:00:00Z',
};

const fetches = recordFetch(() => jsonResponse(500, {}));
function serve() {
  let tokens = [nightly, old];
  fetches.answer = () => {
    const { url, init } = fetches.sent.at(-1)!;
    const method = init.method ?? 'GET';
    if (url === '/api/auth/tokens' && method === 'GET') return jsonResponse(200, { tokens });
    if (url === '/api/auth/tokens' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Pick<AccessToken, 'name' | 'role' | 'projectIds'>;
      const token: AccessToken = { ...nightly, id: 't2', ...body, lastUsedAt: null };
      tokens = [token, ...tokens];
      return jsonResponse(201, { token, secret: SECRET });
    }
    if (url === '/api/auth/tokens/t1' && method === 'DELETE') {
      tokens = tokens.map((t) => (t.id === 't1' ? { ...t, revokedAt: '2026-12-06T08:00:00Z' } : t));
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { errorCode: 'not_found', errorMessage: url });
  };
}

const sentTo = (method: string, url: string) =>
  fetches.sent.filter((s) => (s.init.method ?? 'GET') === method && s.url === url);

describe('AccessTokens', () => {
  it('lists the tokens with their role, projects, use and state', async () => {
    serve();
    renderWithProviders(<AccessTokens />);
    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Nightly export')).toBeInTheDocument();
    expect(within(first!).getByText('Viewer on Cacao 2026, Café')).toBeInTheDocument();
    expect(within(first!).getByText('Made on 2 Nov 2026')).toBeInTheDocument();
    expect(within(first!).getByText(/^Last used 5 Dec 2026/)).toBeInTheDocument();
    expect(within(first!).getByText('Expires on 31 Jan 2999')).toBeInTheDocument();
    expect(within(second!).getByText('Never used')).toBeInTheDocument();
    expect(within(second!).getByText('Revoked on 20 Nov 2026')).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('makes a token and shows its secret once, with a warning and a Copy button', async () => {
    serve();
    const { user, queryClient } = renderWithProviders(<AccessTokens />);
    const form = await screen.findByRole('form', { name: 'New access token' });
    await user.type(within(form).getByLabelText('Name'), 'Weekly report');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Reviewer');
    await user.click(within(form).getByRole('checkbox', { name: 'Café' }));
    await user.clear(within(form).getByLabelText('Expires after (days)'));
    await user.type(within(form).getByLabelText('Expires after (days)'), '30');
    await user.click(within(form).getByRole('button', { name: 'Make token' }));

    await vi.waitFor(() => expect(sentTo('POST', '/api/auth/tokens')).toHaveLength(1));
    expect(JSON.parse(String(sentTo('POST', '/api/auth/tokens')[0]!.init.body))).toEqual({
      name: 'Weekly report',
      role: 'reviewer',
      projectIds: ['p2'],
      expiresInDays: 30,
    });
    const secret = await screen.findByRole('textbox', { name: 'Secret of Weekly report' });
    expect(secret).toHaveValue(SECRET);
    expect(screen.getByText(/it is shown only this once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // The list shows the new token; the secret is in no query and no mutation kept by the cache.
    expect(await screen.findByText('Weekly report')).toBeInTheDocument();
    const cached = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state),
    ]);
    expect(cached).not.toContain(SECRET);
    expect(window.location.href).not.toContain(SECRET);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Secret of Weekly report' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('offers no role stronger than the person’s own', async () => {
    serve();
    const { queryClient } = renderWithProviders(<AccessTokens />);
    const view: SessionView = {
      signedIn: true,
      person: { id: 'u2', displayName: 'Lucas Meyer', email: 'lucas@example.org' },
      team: { id: 'team', name: 'Cocoa team' },
      roles: [
        { projectId: 'p1', role: 'viewer' },
        { projectId: 'p2', role: 'reviewer' },
      ],
      via: 'password',
      expiresAt: '2999-01-01T00:00:00Z',
      serverHoldsToken: { simulator: true, live: false },
    };
    queryClient.setQueryData(sessionQueries.current().queryKey, view);
    const form = await screen.findByRole('form', { name: 'New access token' });
    const roleNames = () =>
      within(within(form).getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    await vi.waitFor(() => expect(roleNames()).toEqual(['Viewer', 'Reviewer']));
  });

  it('asks for a project before making a token', async () => {
    serve();
    const { user } = renderWithProviders(<AccessTokens />);
    const form = await screen.findByRole('form', { name: 'New access token' });
    await user.type(within(form).getByLabelText('Name'), 'No project');
    await user.click(within(form).getByRole('button', { name: 'Make token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one project.');
    expect(sentTo('POST', '/api/auth/tokens')).toHaveLength(0);
  });

  it('revokes a token with DELETE after a confirmation', async () => {
    serve();
    const { user } = renderWithProviders(<AccessTokens />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke Nightly export' });
    expect(confirm).toHaveTextContent('Scripts using it are refused at once.');
    expect(sentTo('DELETE', '/api/auth/tokens/t1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    await vi.waitFor(() => expect(sentTo('DELETE', '/api/auth/tokens/t1')).toHaveLength(1));
    expect(await screen.findByText('Revoked on 6 Dec 2026')).toBeInTheDocument();
  });

  it('says to sign in when there is no session (401), and nothing breaks', async () => {
    fetches.answer = () => jsonResponse(401, { errorCode: 'unauthorized', errorMessage: 'Sign in first' });
    renderWithProviders(<AccessTokens />);
    expect(await screen.findByText('Sign in to make access tokens for scripts.')).toBeInTheDocument();
  });
});
