/**
 * The supplier's risk conclusion, four eyes (issue 50): its preparer is told it waits for a second person
 * and gets no sign button, even as an approver; another approver signs it and sees the sign-off in UTC; a
 * viewer reads it and is offered nothing; a 403 is said as "a second person must sign". A reviewer
 * prepares one with the open items counted at that moment, warned when some are open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { Conclusion } from '@core/api/statements.ts';
import type { Role, SessionView } from '@core/api/team.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { ConclusionSection } from './supplier-conclusion.tsx';

afterEach(() => vi.unstubAllGlobals());

const PROJECT = 'p-palm';
const SUPPLIER = 'sup-1';
const prepared: Conclusion = {
  id: 'c1',
  supplierId: SUPPLIER,
  conclusion: 'mitigated',
  reasoning: 'Two plots overlap a protected area.',
  mitigation: 'Both plots excluded from the supply chain.',
  openItems: 2,
  preparedBy: 'Lucas Meyer',
  preparedById: 'demo-lucas',
  preparedAt: '2026-05-06T10:15:00Z',
  signOff: null,
};
const earlier: Conclusion = {
  ...prepared,
  id: 'c0',
  conclusion: 'negligible',
  reasoning: 'First look: nothing found.',
  mitigation: undefined,
  openItems: 0,
  preparedAt: '2026-04-01T08:00:00Z',
  signOff: { signedBy: 'Inês Costa', signedById: 'demo-ines', signedAt: '2026-04-01T09:30:00Z' },
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

/** The review store's answers: the list, and a sign-off or a preparation answered `status` (201 by default). */
function stubStore(
  list: Conclusion[] | 'fail',
  write: { status?: number; answer?: (body: unknown, path: string) => Conclusion } = {},
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const body = init.body ? (JSON.parse(init.body as string) as unknown) : null;
      sent.push({ method, path, body, key: headers['idempotency-key'] ?? null });
      if (method === 'GET') {
        if (list === 'fail') return new Response(JSON.stringify({ error: 'store down' }), { status: 503 });
        return Response.json({ conclusions: list });
      }
      const status = write.status ?? 201;
      if (status >= 400)
        return new Response(JSON.stringify({ errorCode: 'forbidden', errorMessage: 'not you' }), { status });
      // Stored: the list answers it from now on, as the store would.
      const stored = write.answer!(body, path);
      if (list !== 'fail') list = [stored, ...list.filter((c) => c.id !== stored.id)];
      return Response.json({ conclusion: stored }, { status });
    }),
  );
  return sent;
}

async function renderAs(
  person: { id: string; name: string; role: Role } | null,
  openItems: number | null = 2,
  locale: 'en' | 'fr' = 'en',
) {
  const { queryClient, user } = renderWithProviders(
    <ConclusionSection projectId={PROJECT} supplierId={SUPPLIER} openItems={openItems} />,
    { locale },
  );
  if (person) {
    const session: SessionView = {
      signedIn: true,
      person: { id: person.id, displayName: person.name, email: null },
      team: { id: 't-1', name: 'Palm Traders' },
      roles: [{ projectId: PROJECT, role: person.role }],
      via: 'demo',
      expiresAt: '2026-12-07T08:00:00Z',
      serverHoldsToken: { simulator: true, live: false },
    };
    queryClient.setQueryData(sessionQueries.current().queryKey, session);
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { user };
}

const LUCAS = { id: 'demo-lucas', name: 'Lucas Meyer', role: 'reviewer' as const };
const INES = { id: 'demo-ines', name: 'Inês Costa', role: 'approver' as const };
const SOFIA = { id: 'demo-sofia', name: 'Sofia Lind', role: 'viewer' as const };

const latest = () => screen.findByRole('article', { name: 'Latest conclusion' });

describe('ConclusionSection', () => {
  it('tells the preparer it waits for a second person, with no sign button', async () => {
    stubStore([earlier, prepared]);
    await renderAs(LUCAS);
    const card = await latest();
    expect(card).toHaveTextContent('Risk not negligible: mitigated');
    expect(card).toHaveTextContent('Mitigation taken: Both plots excluded from the supply chain.');
    expect(card).toHaveTextContent('Prepared by Lucas Meyer, 2026-05-06 10:15 UTC');
    expect(card).toHaveTextContent('⚠ 2 review items were still open when it was prepared.');
    expect(card).toHaveTextContent('Waiting for a second person to sign.');
    expect(screen.queryByRole('button', { name: 'Sign off this conclusion' })).not.toBeInTheDocument();
    // The earlier one, signed, is in the history.
    const history = screen.getByRole('heading', { name: 'Earlier conclusions' }).parentElement!;
    expect(history).toHaveTextContent('Signed off by Inês Costa, 2026-04-01 09:30 UTC');
  });

  it('says it in the reader’s language', async () => {
    stubStore([prepared]);
    await renderAs(LUCAS, 2, 'fr');
    const card = await screen.findByRole('article', { name: 'Dernière conclusion' });
    expect(card).toHaveTextContent('En attente de la signature d’une deuxième personne.');
    expect(card).toHaveTextContent('Préparée par Lucas Meyer, 2026-05-06 10:15 UTC');
    expect(screen.getByRole('region', { name: 'Conclusion sur le risque' })).toBeInTheDocument();
  });

  it('gives no sign button to an approver who prepared it either (four eyes)', async () => {
    stubStore([{ ...prepared, preparedBy: 'Inês Costa', preparedById: 'demo-ines' }]);
    await renderAs(INES);
    expect(await latest()).toHaveTextContent('Waiting for a second person to sign.');
    expect(screen.queryByRole('button', { name: 'Sign off this conclusion' })).not.toBeInTheDocument();
  });

  it('lets another approver sign it off, and shows the sign-off in UTC', async () => {
    const sent = stubStore([prepared], {
      answer: () => ({
        ...prepared,
        signOff: { signedBy: 'Inês Costa', signedById: 'demo-ines', signedAt: '2026-05-06T16:42:09Z' },
      }),
    });
    const { user } = await renderAs(INES);
    const card = await latest();
    expect(card).toHaveTextContent('Not signed off');
    await user.click(within(card).getByRole('button', { name: 'Sign off this conclusion' }));
    await waitFor(() => expect(card).toHaveTextContent('Signed off by Inês Costa, 2026-05-06 16:42 UTC'));
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const signOff = sent.find((s) => s.method === 'POST')!;
    expect(signOff.path).toBe(`/api/review/simulator/projects/${PROJECT}/conclusions/c1/sign-off`);
    expect(signOff.key).toBe('conclusion-sign-off:c1:demo-ines');
  });

  it('says a second person must sign when the server refuses the sign-off (403)', async () => {
    stubStore([prepared], { status: 403 });
    const { user } = await renderAs(INES);
    await user.click(await screen.findByRole('button', { name: 'Sign off this conclusion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A second person must sign:/);
  });

  it('shows a viewer the conclusion to read only: no sign button, no form', async () => {
    stubStore([prepared]);
    await renderAs(SOFIA);
    expect(await latest()).toHaveTextContent(
      'Not signed off yet: an approver who did not prepare it must sign it.',
    );
    expect(screen.queryByRole('button', { name: 'Sign off this conclusion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Prepare a conclusion' })).not.toBeInTheDocument();
    expect(screen.getByText(/^You can read the conclusions\./)).toBeInTheDocument();
  });

  it('lets a reviewer prepare one with the open items counted now, warned when some are open', async () => {
    const sent = stubStore([], {
      answer: (body) => ({
        ...prepared,
        ...(body as Partial<Conclusion>),
        id: 'c9',
        preparedAt: '2026-05-07T07:00:00Z',
      }),
    });
    const { user } = await renderAs(LUCAS, 3);
    expect(await screen.findByText('No conclusion has been prepared for this supplier yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Prepare a conclusion' });
    expect(form).toHaveTextContent('3 review items are still open.');
    await user.click(within(form).getByLabelText('The risk is not negligible, and mitigation was taken'));
    await user.type(within(form).getByLabelText(/^Reasoning/), 'Two plots overlap a park.');
    // Too short a mitigation: said, and nothing sent.
    await user.type(within(form).getByLabelText(/^Mitigation taken/), 'Excluded');
    await user.click(within(form).getByRole('button', { name: 'Prepare for sign-off' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Say which mitigation was taken, in at least 10 characters.',
    );
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
    await user.type(within(form).getByLabelText(/^Mitigation taken/), ' both plots.');
    await user.click(within(form).getByRole('button', { name: 'Prepare for sign-off' }));
    const card = await latest();
    expect(card).toHaveTextContent('Waiting for a second person to sign.');
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.path).toBe(`/api/review/simulator/projects/${PROJECT}/conclusions`);
    expect(post.body).toEqual({
      supplierId: SUPPLIER,
      conclusion: 'mitigated',
      reasoning: 'Two plots overlap a park.',
      mitigation: 'Excluded both plots.',
      openItems: 3,
    });
    expect(post.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('waits for the open items to be counted before a conclusion can be prepared', async () => {
    const sent = stubStore([]);
    const { user } = await renderAs(LUCAS, null);
    const form = await screen.findByRole('form', { name: 'Prepare a conclusion' });
    await user.click(within(form).getByLabelText('The risk is negligible'));
    await user.type(within(form).getByLabelText(/^Reasoning/), 'All plots verified on imagery.');
    await user.click(within(form).getByRole('button', { name: 'Prepare for sign-off' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(/^Counting the open review items/);
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('says when the conclusions cannot be loaded, with a retry', async () => {
    stubStore('fail');
    await renderAs(LUCAS);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the risk conclusions');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
