/**
 * The Team page as an admin uses it: people with their roles, a role changed and saved as the whole set, an
 * invitation whose link is shown once, the team's connection; and, for anyone else, the server's 403 said
 * plainly.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Invitation, TeamPerson } from '@core/api/team.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { jsonResponse, recordFetch } from '@tests/support/fetch-recorder.ts';
import { TeamPage } from './team-page.tsx';

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

const amara: TeamPerson = {
  id: 'u1',
  displayName: 'Amara Okafor',
  email: 'amara@example.org',
  grants: [{ projectId: '*', role: 'admin' }],
  methods: ['password'],
  lastSignInAt: '2026-12-06T07:00:00Z',
};
const lucas: TeamPerson = {
  id: 'u2',
  displayName: 'Lucas Meyer',
  email: 'lucas@example.org',
  grants: [
    { projectId: 'p1', role: 'viewer' },
    { projectId: 'p2', role: 'reviewer' },
  ],
  methods: ['password', 'sso'],
  lastSignInAt: null,
};
const invitation: Invitation = {
  id: 'inv-1',
  email: 'new@example.org',
  grants: [{ projectId: 'p1', role: 'reviewer' }],
  invitedBy: 'Amara Okafor',
  createdAt: '2026-12-01T08:00:00Z',
  expiresAt: '2999-12-08T08:00:00Z',
  acceptedAt: null,
  revokedAt: null,
};
const connection = {
  live: { available: true, tokenHeld: true, tokenEnding: 'x9Q2' },
  simulator: { account: 'demo' },
};

const fetches = recordFetch(() => jsonResponse(500, {}));
/** The team routes as an admin meets them; `PUT .../grants` answers the person as sent. */
function serveAdmin() {
  fetches.answer = () => {
    const { url, init } = fetches.sent.at(-1)!;
    const path = new URL(url, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    if (path === '/api/team/people' && method === 'GET') return jsonResponse(200, { people: [amara, lucas] });
    if (path === '/api/team/people/u2/grants' && method === 'PUT')
      return jsonResponse(200, { ...lucas, ...(JSON.parse(String(init.body)) as object) });
    if (path === '/api/team/invitations' && method === 'GET')
      return jsonResponse(200, { invitations: [invitation] });
    if (path === '/api/team/invitations' && method === 'POST')
      return jsonResponse(201, {
        invitation: { ...invitation, id: 'inv-2', email: 'sara@example.org' },
        link: '/invitation#secret-abcdefghijklmnop',
      });
    if (path === '/api/team/invitations/inv-1' && method === 'DELETE')
      return new Response(null, { status: 204 });
    if (path === '/api/team/connection') return jsonResponse(200, connection);
    return jsonResponse(404, { errorCode: 'not_found', errorMessage: path });
  };
}

const sentTo = (method: string, path: string) =>
  fetches.sent.filter((s) => (s.init.method ?? 'GET') === method && s.url === path);

describe('TeamPage', () => {
  it('lists the people with their roles in words', async () => {
    serveAdmin();
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByText('Admin on all projects')).toBeInTheDocument();
    expect(within(people).getByText('Viewer on Cacao 2026; Reviewer on Café')).toBeInTheDocument();
    expect(within(people).getByText('Never signed in')).toBeInTheDocument();
    expect(within(people).getByText('Signs in with a password or single sign-on')).toBeInTheDocument();
  });

  it('changes a role and saves the whole set of grants with one PUT', async () => {
    serveAdmin();
    const { user } = renderWithProviders(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Change roles of Lucas Meyer' }));
    const editor = screen.getByRole('form', { name: 'Roles of Lucas Meyer' });
    await user.selectOptions(
      within(editor).getByRole('combobox', { name: 'Role on Cacao 2026' }),
      'Approver',
    );
    await user.click(within(editor).getByRole('button', { name: 'Remove the role on Café' }));
    await user.click(within(editor).getByRole('button', { name: 'Save roles' }));

    await vi.waitFor(() => expect(sentTo('PUT', '/api/team/people/u2/grants')).toHaveLength(1));
    const put = sentTo('PUT', '/api/team/people/u2/grants')[0]!;
    expect(JSON.parse(String(put.init.body))).toEqual({ grants: [{ projectId: 'p1', role: 'approver' }] });
    // Saved: the editor closes and the people are read again.
    await vi.waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Roles of Lucas Meyer' })).not.toBeInTheDocument(),
    );
    expect(sentTo('GET', '/api/team/people')).toHaveLength(2);
  });

  it('gives a role on every project with "All projects"', async () => {
    serveAdmin();
    const { user } = renderWithProviders(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Change roles of Lucas Meyer' }));
    const editor = screen.getByRole('form', { name: 'Roles of Lucas Meyer' });
    await user.selectOptions(
      within(editor).getAllByRole('combobox', { name: 'Project' })[1]!,
      'All projects',
    );
    await user.click(within(editor).getByRole('button', { name: 'Save roles' }));
    await vi.waitFor(() => expect(sentTo('PUT', '/api/team/people/u2/grants')).toHaveLength(1));
    expect(JSON.parse(String(sentTo('PUT', '/api/team/people/u2/grants')[0]!.init.body))).toEqual({
      grants: [
        { projectId: 'p1', role: 'viewer' },
        { projectId: '*', role: 'reviewer' },
      ],
    });
  });

  it('invites someone and shows the link once, with a Copy button', async () => {
    serveAdmin();
    const { user } = renderWithProviders(<TeamPage />);
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText('E-mail address'), 'sara@example.org');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Reviewer');
    await user.selectOptions(within(form).getByLabelText('Project'), 'Café');
    await user.click(within(form).getByRole('button', { name: 'Make invitation link' }));

    await vi.waitFor(() => expect(sentTo('POST', '/api/team/invitations')).toHaveLength(1));
    expect(JSON.parse(String(sentTo('POST', '/api/team/invitations')[0]!.init.body))).toEqual({
      email: 'sara@example.org',
      grants: [{ projectId: 'p2', role: 'reviewer' }],
    });
    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(link).toHaveValue(`${window.location.origin}/invitation#secret-abcdefghijklmnop`);
    expect(screen.getByText(/It is shown only this once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/invitation#secret-abcdefghijklmnop`,
    );
    expect(screen.getByText('Copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).not.toBeInTheDocument();
  });

  it('revokes an open invitation', async () => {
    serveAdmin();
    const { user } = renderWithProviders(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation of new@example.org' }));
    await vi.waitFor(() => expect(sentTo('DELETE', '/api/team/invitations/inv-1')).toHaveLength(1));
  });

  it('shows the connection by its last four characters and sets a new token', async () => {
    serveAdmin();
    const { user } = renderWithProviders(<TeamPage />);
    expect(
      await screen.findByText('The server holds a live service token for the team, ending in …x9Q2.'),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('New live service token');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'live-token-0123456789abcdef');
    await user.click(screen.getByRole('button', { name: 'Save token' }));
    await vi.waitFor(() => expect(sentTo('PUT', '/api/team/connection')).toHaveLength(1));
    expect(JSON.parse(String(sentTo('PUT', '/api/team/connection')[0]!.init.body))).toEqual({
      liveToken: 'live-token-0123456789abcdef',
    });
    expect(await screen.findByText('The new token is saved.')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('tells someone who is not an admin that only an admin manages people (403)', async () => {
    fetches.answer = () =>
      jsonResponse(403, { errorCode: 'forbidden', errorMessage: 'Only an admin of the team may do this.' });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of the team can manage people.',
    );
    // Nothing else of the team is asked for.
    expect(fetches.sent.map((s) => s.url)).toEqual(['/api/team/people']);
  });

  it('stays on its feet when the server has no team routes (404)', async () => {
    fetches.answer = () => jsonResponse(404, { errorCode: 'not_found', errorMessage: 'No such route' });
    renderWithProviders(<TeamPage />);
    expect(await screen.findByText('Could not load the team')).toBeInTheDocument();
  });
});
