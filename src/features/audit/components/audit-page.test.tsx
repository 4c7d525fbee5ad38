/**
 * The Audit page as a person uses it: the entries worded in their language, the filters of the URL sent to
 * the server, older entries loaded with the server's cursor, exports that carry the filters, and a refusal
 * that says the role is too weak.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { AuditEvent } from '@core/api/audit.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { renderWithProviders } from '@tests/support/render.tsx';
import { jsonResponse, recordFetch } from '@tests/support/fetch-recorder.ts';
import { auditSearchSchema } from '../lib/audit-search.ts';
import { AuditPage } from './audit-page.tsx';

vi.mock('@/lib/project/use-current-project.ts', () => {
  const projects = [{ id: 'p1', name: 'Cacao 2026', isActive: true, createdAt: '2026-01-05T08:00:00Z' }];
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

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  at: '2026-12-06T07:14:01.123Z',
  kind: 'sign-in',
  projectId: null,
  personId: 'u1',
  personName: 'Amara Okafor',
  plotId: null,
  supplierId: null,
  summary: 'English summary the page does not show',
  detail: {},
  ...over,
});

const decision = event({
  id: 'decision:1',
  kind: 'decision',
  projectId: 'p1',
  plotId: 'plot-7',
  supplierId: 'sup-1',
  detail: { verdict: 'cleared', reason: 'mapping-error', note: 'Checked on site', itemKind: 'risk' },
});
const signIn = event({ id: 'sign-in:1', at: '2026-12-05T23:59:59.000Z', detail: { via: 'password' } });
const older = event({
  id: 'upload-record:1',
  at: '2026-11-30T10:00:00.000Z',
  kind: 'upload-record',
  projectId: 'p1',
  supplierId: 'sup-1',
  detail: { added: 1200, changed: 3, removed: 0, plotCount: 1203 },
});

const PEOPLE = { people: [{ id: 'u1', name: 'Amara Okafor' }] };

/** The server as this page meets it: the people, and the pages of the log by cursor. */
function serve(pages: Record<string, { events: AuditEvent[]; nextCursor: string | null }>) {
  return (url: string) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname.endsWith('/people')) return jsonResponse(200, PEOPLE);
    return jsonResponse(
      200,
      pages[u.searchParams.get('cursor') ?? 'first'] ?? { events: [], nextCursor: null },
    );
  };
}

const fetches = recordFetch(() => jsonResponse(200, { events: [], nextCursor: null }));
let server = serve({});
const answerBy = (route: (url: string) => Response) => {
  server = route;
  fetches.answer = () => server(fetches.sent.at(-1)!.url);
};

const eventRequests = () =>
  fetches.sent.map((s) => new URL(s.url, 'http://localhost')).filter((u) => u.pathname.endsWith('/events'));

async function renderPage(path: string, locale: Locale = 'en') {
  const rootRoute = createRootRoute();
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/audit',
      validateSearch: auditSearchSchema,
      component: AuditPage,
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/plots/$plotId' }),
    createRoute({ getParentRoute: () => rootRoute, path: '/suppliers/$supplierId' }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  const rendered = renderWithProviders(<RouterProvider router={router} />, { locale });
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, router };
}

describe('AuditPage', () => {
  it('lists the entries newest first: UTC time to the second, who, what in words, plot and supplier', async () => {
    answerBy(serve({ first: { events: [decision, signIn], nextCursor: null } }));
    await renderPage('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('6 Dec 2026, 07:14:01 UTC')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Amara Okafor')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Decision: Cleared')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reason: Mapping error in the supplier file')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Note: “Checked on site”')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'plot-7' })).toHaveAttribute('href', '/plots/plot-7');
    expect(within(rows[0]!).getByRole('link', { name: 'sup-1' })).toHaveAttribute('href', '/suppliers/sup-1');
    expect(within(rows[1]!).getByText('5 Dec 2026, 23:59:59 UTC')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Signed in with a password')).toBeInTheDocument();
    expect(screen.queryByText('English summary the page does not show')).not.toBeInTheDocument();
    expect(screen.getByText('No older entries.')).toBeInTheDocument();
  });

  it('words the entries in the reader’s language, not the English summary', async () => {
    answerBy(serve({ first: { events: [signIn, older], nextCursor: null } }));
    await renderPage('/audit', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeInTheDocument();
    expect(await screen.findByText('Connexion avec un mot de passe')).toBeInTheDocument();
    expect(
      // The French digit grouping is a narrow no-break space, which the matcher reads as a space.
      screen.getByText('Envoi enregistré : 1 200 ajoutées, 3 modifiées, 0 retirées'),
    ).toBeInTheDocument();
  });

  it('sends the filters of the URL with the request, and applies new ones through the URL', async () => {
    answerBy(serve({ first: { events: [decision], nextCursor: null } }));
    const { user, router } = await renderPage(
      '/audit?personId=u1&kind=decision&plotId=plot-7&supplierId=sup-1&from=2026-01-01&to=2026-12-06',
    );
    await screen.findByText('Decision: Cleared');
    const first = eventRequests()[0]!;
    expect(first.pathname).toBe('/api/audit/simulator/projects/p1/events');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      personId: 'u1',
      kind: 'decision',
      plotId: 'plot-7',
      supplierId: 'sup-1',
      from: '2026-01-01',
      to: '2026-12-06',
      limit: '100',
    });
    // The form shows what the URL says, the person chosen by name.
    expect(await screen.findByRole('option', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Person')).toHaveValue('u1');
    expect(screen.getByLabelText('Plot id')).toHaveValue('plot-7');

    await user.selectOptions(screen.getByLabelText('What'), 'Sign-ins');
    await user.clear(screen.getByLabelText('Plot id'));
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    await vi.waitFor(() => expect(eventRequests()).toHaveLength(2));
    const second = eventRequests()[1]!;
    expect(second.searchParams.get('kind')).toBe('sign-in');
    expect(second.searchParams.has('plotId')).toBe(false);
    expect(second.searchParams.get('personId')).toBe('u1');
    expect(router.state.location.search).toEqual({
      personId: 'u1',
      kind: 'sign-in',
      supplierId: 'sup-1',
      from: '2026-01-01',
      to: '2026-12-06',
    });
  });

  it('loads older entries with the cursor of the page before, and says when there are no more', async () => {
    answerBy(
      serve({
        first: { events: [decision, signIn], nextCursor: 'cursor-2' },
        'cursor-2': { events: [older], nextCursor: null },
      }),
    );
    const { user } = await renderPage('/audit?kind=decision');
    await screen.findByText('Decision: Cleared');
    expect(eventRequests()[0]!.searchParams.has('cursor')).toBe(false);
    expect(screen.queryByText(/Upload recorded/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('Upload recorded: 1,200 added, 3 changed, 0 removed')).toBeInTheDocument();
    const next = eventRequests()[1]!;
    expect(next.searchParams.get('cursor')).toBe('cursor-2');
    expect(next.searchParams.get('kind')).toBe('decision');
    // The first page stays; the older one is added below it.
    expect(screen.getByText('Decision: Cleared')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).not.toBeInTheDocument();
    expect(screen.getByText('No older entries.')).toBeInTheDocument();
  });

  it('offers the whole log as CSV and JSON with the same filters', async () => {
    answerBy(serve({ first: { events: [decision], nextCursor: null } }));
    await renderPage('/audit?kind=decision&plotId=plot-7&from=2026-01-01');
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const json = screen.getByRole('link', { name: 'Export JSON' });
    expect(csv).toHaveAttribute(
      'href',
      '/api/audit/simulator/projects/p1/events.csv?kind=decision&plotId=plot-7&from=2026-01-01',
    );
    expect(json).toHaveAttribute(
      'href',
      '/api/audit/simulator/projects/p1/events.json?kind=decision&plotId=plot-7&from=2026-01-01',
    );
    expect(csv).toHaveAttribute('download');
    expect(json).toHaveAttribute('download');
  });

  it('says when no entry matches the filters', async () => {
    answerBy(serve({}));
    await renderPage('/audit?plotId=nowhere');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });

  it('says the role is too weak when the server refuses (403), in the server’s words too', async () => {
    answerBy((url) =>
      url.includes('/events')
        ? jsonResponse(403, {
            errorCode: 'forbidden',
            errorMessage: 'Only a viewer or above may read the audit log of project p1.',
          })
        : jsonResponse(403, { errorCode: 'forbidden', errorMessage: 'no' }),
    );
    await renderPage('/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role on this project is too weak to read its audit log.');
    expect(alert).toHaveTextContent('Only a viewer or above may read the audit log of project p1.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('stays on its feet when the server does not know the route (404)', async () => {
    answerBy(() => jsonResponse(404, { errorCode: 'not_found', errorMessage: 'No such route' }));
    await renderPage('/audit');
    expect(await screen.findByText('Could not load the audit log')).toBeInTheDocument();
  });

  it('asks to sign in when no one is (401)', async () => {
    answerBy(() => jsonResponse(401, { errorCode: 'unauthorized', errorMessage: 'Sign in first' }));
    await renderPage('/audit');
    expect(await screen.findByText('Sign in to read the audit log')).toBeInTheDocument();
  });
});
