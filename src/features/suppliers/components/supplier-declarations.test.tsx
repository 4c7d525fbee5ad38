/**
 * "Declarations from this supplier": each last check as a badge (usable, not usable with its status, not
 * found, could not check), when and by whom; "Check again" sends a verify with an Idempotency-Key and shows
 * the new check on top; the form refuses a reference number or verification number out of bounds before
 * sending, says what to do on a duplicate, no EU account or a check that could not be made; a viewer reads
 * only; loading, empty and error states; French words too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/render.tsx';
import type { Declaration, DeclarationCheck } from '@core/api/filing.ts';
import type { Role, SessionView } from '@core/api/team.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { declarationProblems, SupplierDeclarations } from './supplier-declarations.tsx';

afterEach(() => vi.unstubAllGlobals());

const PROJECT = 'p-palm';
const SUPPLIER = 's-kofi';
const check = (over: Partial<DeclarationCheck>): DeclarationCheck => ({
  checkedAt: '2026-12-06T09:15:00Z',
  checkedBy: 'Lucas Meyer',
  result: 'EXISTING_USABLE',
  euStatus: 'AVAILABLE',
  dateTime: '2026-12-06T09:15:01Z',
  error: null,
  ...over,
});
const declaration = (over: Partial<Declaration>): Declaration => ({
  id: 'd-1',
  projectId: PROJECT,
  supplierId: SUPPLIER,
  referenceNumber: '25NLSN6LX69730',
  verificationNumber: 'VN8KD2QX',
  note: null,
  addedBy: 'Lucas Meyer',
  addedAt: '2026-12-06T09:15:00Z',
  checks: [check({})],
  ...over,
});
const usable = declaration({});
const withdrawn = declaration({
  id: 'd-2',
  referenceNumber: '25NLWITHDRAWN1',
  addedAt: '2026-12-05T08:00:00Z',
  checks: [
    // Newest is the one shown, whatever the order.
    check({ checkedAt: '2026-12-04T08:00:00Z', result: 'EXISTING_USABLE' }),
    check({
      checkedAt: '2026-12-06T11:00:00Z',
      checkedBy: 'Inês Costa',
      result: 'EXISTING_NON_USABLE',
      euStatus: 'WITHDRAWN',
    }),
  ],
});
const madeUp = declaration({
  id: 'd-3',
  referenceNumber: '26XXMADEUP0001',
  addedAt: '2026-12-04T08:00:00Z',
  note: 'from the October invoice',
  checks: [check({ result: 'NON_EXISTENT', euStatus: null })],
});
const failed = declaration({
  id: 'd-4',
  referenceNumber: '27FAILED000001',
  addedAt: '2026-12-03T08:00:00Z',
  checks: [check({ result: null, euStatus: null, dateTime: null, error: 'no answer: timeout after 30 s' })],
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

/** The register's answers: the list, and a write answered `status` (its answer, or an error body). */
function stubRegister(
  list: Declaration[] | 'fail',
  write: { status?: number; errorCode?: string; answer?: (body: unknown, path: string) => Declaration } = {},
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
        if (list === 'fail')
          return new Response(JSON.stringify({ errorCode: 'down', errorMessage: 'store down' }), {
            status: 503,
          });
        return Response.json({ declarations: list });
      }
      const status = write.status ?? 201;
      if (status >= 400)
        return new Response(
          JSON.stringify({ errorCode: write.errorCode ?? 'x', errorMessage: 'The EU did not answer.' }),
          { status },
        );
      const stored = write.answer!(body, path);
      if (list !== 'fail') list = [stored, ...list.filter((d) => d.id !== stored.id)];
      return Response.json({ declaration: stored }, { status });
    }),
  );
  return sent;
}

async function renderAs(role: Role | null, locale: 'en' | 'fr' = 'en') {
  const { queryClient, user } = renderWithProviders(
    <SupplierDeclarations projectId={PROJECT} supplierId={SUPPLIER} />,
    { locale },
  );
  if (role) {
    const session: SessionView = {
      signedIn: true,
      person: { id: 'demo-x', displayName: 'X', email: null },
      team: { id: 't-1', name: 'Palm Traders' },
      roles: [{ projectId: PROJECT, role }],
      via: 'demo',
      expiresAt: '2026-12-07T08:00:00Z',
      serverHoldsToken: { simulator: true, live: false },
    };
    queryClient.setQueryData(sessionQueries.current().queryKey, session);
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { user };
}

const item = (reference: string) => screen.findByRole('listitem', { name: new RegExp(`^${reference}:`) });

describe('SupplierDeclarations', () => {
  it('shows each last check as a badge with when and by whom, newest declaration first', async () => {
    stubRegister([failed, madeUp, usable, withdrawn]);
    await renderAs('reviewer');
    const list = await screen.findByRole('list', { name: 'Declarations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      '25NLSN6LX69730: Usable',
      '25NLWITHDRAWN1: Not usable (WITHDRAWN)',
      '26XXMADEUP0001: Not found',
      '27FAILED000001: Could not check',
    ]);
    expect(await item('25NLSN6LX69730')).toHaveTextContent('Checked 2026-12-06 09:15 UTC by Lucas Meyer');
    expect(await item('25NLSN6LX69730')).toHaveTextContent('Verification number: VN8KD2QX');
    expect(await item('25NLWITHDRAWN1')).toHaveTextContent('Checked 2026-12-06 11:00 UTC by Inês Costa');
    expect(await item('26XXMADEUP0001')).toHaveTextContent('Note: from the October invoice');
    expect(await item('27FAILED000001')).toHaveTextContent('Why: no answer: timeout after 30 s');
    expect(await item('25NLSN6LX69730')).not.toHaveTextContent('Why:');
  });

  it('checks again with an Idempotency-Key and shows the new check on top', async () => {
    const sent = stubRegister([usable], {
      status: 200,
      answer: (_, path) => {
        expect(path).toBe(`/api/filing/simulator/projects/${PROJECT}/declarations/d-1/verify`);
        return {
          ...usable,
          checks: [
            check({
              checkedAt: '2026-12-06T12:00:00Z',
              result: 'EXISTING_NON_USABLE',
              euStatus: 'SUSPENDED',
            }),
            ...usable.checks,
          ],
        };
      },
    });
    const { user } = await renderAs('reviewer');
    await user.click(await screen.findByRole('button', { name: 'Check 25NLSN6LX69730 again' }));
    expect(await item('25NLSN6LX69730')).toHaveAccessibleName('25NLSN6LX69730: Not usable (SUSPENDED)');
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says a check again that could not be made, and what the server said', async () => {
    stubRegister([usable], { status: 503, errorCode: 'eu_unavailable' });
    const { user } = await renderAs('admin');
    await user.click(await screen.findByRole('button', { name: 'Check 25NLSN6LX69730 again' }));
    expect(await within(await item('25NLSN6LX69730')).findByRole('alert')).toHaveTextContent(
      'The check could not be made: The EU did not answer.',
    );
  });

  it.each(['open', 'closed'] as const)(
    'keeps the form as the person left it while the list loaded (%s), with what they typed',
    async (leave) => {
      let release = () => undefined as void;
      const listed = new Promise<void>((resolve) => (release = resolve));
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          await listed;
          return Response.json({ declarations: [] });
        }),
      );
      const { user } = await renderAs('reviewer');
      const summary = screen.getByText('Add a declaration', { selector: 'summary' });
      const details = summary.closest('details')!;
      // Loading: closed until the list says whether there is any.
      expect(details).not.toHaveAttribute('open');
      await user.click(summary);
      expect(details).toHaveAttribute('open');
      const form = screen.getByRole('form', { name: 'Add a declaration' });
      await user.type(within(form).getByLabelText(/Reference number/), '26ABC');
      if (leave === 'closed') await user.click(summary);
      // The list comes empty, which opens the form of a person who has not touched it: not this one's.
      await act(async () => release());
      expect(
        await screen.findByText(/No declaration from this supplier is recorded yet/),
      ).toBeInTheDocument();
      // The same form, not one made again for the list (which lost the click and the text).
      const now = screen.getByText('Add a declaration', { selector: 'summary' }).closest('details')!;
      expect(now).toBe(details);
      if (leave === 'open') expect(now).toHaveAttribute('open');
      else expect(now).not.toHaveAttribute('open');
      expect(now.querySelector('input')).toHaveValue('26ABC');
    },
  );

  it('adds one with the supplier’s id and the numbers trimmed, then clears the form', async () => {
    const sent = stubRegister([], {
      answer: (body) => declaration({ ...(body as Partial<Declaration>), id: 'd-new' }),
    });
    const { user } = await renderAs('reviewer');
    expect(await screen.findByText(/No declaration from this supplier is recorded yet/)).toBeInTheDocument();
    // Empty: the form is open at once.
    const form = screen.getByRole('form', { name: 'Add a declaration' });
    await user.type(within(form).getByLabelText(/Reference number/), ' 26ABCDEF123456 ');
    await user.type(within(form).getByLabelText(/Verification number/), 'VN8KD');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('26ABCDEF123456 was added and checked.');
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.path).toBe(`/api/filing/simulator/projects/${PROJECT}/declarations`);
    expect(post.body).toEqual({
      referenceNumber: '26ABCDEF123456',
      verificationNumber: 'VN8KD',
      supplierId: SUPPLIER,
    });
    expect(within(form).getByLabelText(/Reference number/)).toHaveValue('');
    // The list is no longer empty, yet the form stays open with its message (it closed on the list's change).
    expect(form.closest('details')).toHaveAttribute('open');
    expect(await item('26ABCDEF123456')).toBeInTheDocument();
  });

  it('refuses numbers out of bounds before sending, saying what to do', async () => {
    const sent = stubRegister([]);
    const { user } = await renderAs('reviewer');
    const form = await screen.findByRole('form', { name: 'Add a declaration' });
    await user.type(within(form).getByLabelText(/Reference number/), '25NL-SN6LX6973');
    await user.type(within(form).getByLabelText(/Verification number/), 'VN8K');
    await user.click(within(form).getByRole('button', { name: 'Add and check' }));
    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('1 to 14 letters and digits, without spaces or dashes');
    expect(alert).toHaveTextContent('5 to 35 characters');
    expect(within(form).getByLabelText(/Reference number/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it.each([
    [409, 'no_eu_account', 'The team has no EU account: an admin sets it on the EU account page'],
    [409, 'conflict', 'already in the list: use “Check again” there'],
    [502, 'eu_fault', 'The declaration was added but could not be checked: The EU did not answer.'],
    [403, 'forbidden', 'Only a reviewer, an approver or an admin'],
  ])('says what to do on a %i %s', async (status, errorCode, words) => {
    const sent = stubRegister([], { status, errorCode });
    const { user } = await renderAs('reviewer');
    const form = await screen.findByRole('form', { name: 'Add a declaration' });
    await user.type(within(form).getByLabelText(/Reference number/), '26ABCDEF123456');
    await user.type(within(form).getByLabelText(/Verification number/), 'VN8KD2QX');
    await user.click(within(form).getByRole('button', { name: 'Add and check' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(words);
    // The numbers stay for a retry, which sends the same key (never added twice).
    await user.click(within(form).getByRole('button', { name: 'Add and check' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(2));
    const [first, second] = sent.filter((s) => s.method === 'POST');
    expect(second!.key).toBe(first!.key);
  });

  it('lets a viewer read, offering neither the form nor "Check again"', async () => {
    stubRegister([usable]);
    await renderAs('viewer');
    expect(await item('25NLSN6LX69730')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /again/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText(/Only a reviewer, an approver or an admin/)).toBeInTheDocument();
  });

  it('says it is loading while the list has not come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    await renderAs('reviewer');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the declarations…');
  });

  it('says the list could not be loaded, with a retry that asks again', async () => {
    const sent = stubRegister('fail');
    const { user } = await renderAs('reviewer');
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Could not load the declarations');
    const asked = sent.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(asked));
  });

  it('speaks French', async () => {
    stubRegister([withdrawn]);
    await renderAs('reviewer', 'fr');
    expect(
      await screen.findByRole('heading', { name: 'Déclarations de ce fournisseur' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: '25NLWITHDRAWN1 : Non utilisable (WITHDRAWN)' }),
    ).toHaveTextContent('Vérifiée le 2026-12-06 11:00 UTC par Inês Costa');
  });
});

describe('declarationProblems', () => {
  it('takes both ends of each bound and refuses just beyond them', () => {
    expect(declarationProblems('A', 'V'.repeat(5))).toEqual([]);
    expect(declarationProblems('A1B2C3D4E5F6G7', 'V'.repeat(35))).toEqual([]);
    expect(declarationProblems('A1B2C3D4E5F6G7H', 'V'.repeat(36))).toEqual([
      'declarations.form.bad-reference',
      'declarations.form.bad-verification',
    ]);
    expect(declarationProblems('', 'V'.repeat(4))).toEqual([
      'declarations.form.bad-reference',
      'declarations.form.bad-verification',
    ]);
    expect(declarationProblems('25NL SN6', 'VN8KD')).toEqual(['declarations.form.bad-reference']);
  });
});
