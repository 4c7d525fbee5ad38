/**
 * The filings panel (issue 51): each statement's state in words with its numbers, internal reference, who
 * filed it and when in UTC, the 72-hour window, the authority's messages and a rejection's reason; a viewer
 * reads and is offered nothing; an approver withdraws after a confirmation (Escape cancels) and amends by
 * sending the whole statement again with the new description; empty and error states say what to do.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Filing } from '@core/api/filing.ts';
import { filing } from '@tests/support/filing-fixtures.ts';
import { renderFiling, stubFetch } from '@tests/support/filing-render.tsx';
import { FilingsPanel } from './filings-panel.tsx';

beforeEach(() => {
  // Within the window of the fixtures' filings (filed 6 Dec 2026, 14:02 UTC).
  vi.useFakeTimers({ now: Date.parse('2026-12-07T10:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SUPPLIERS = {
  results: [
    { id: 'sup-1', name: 'Coop Nawa', projectId: 'p-palm', plotCount: 3, createdAt: '2026-01-01T00:00:00Z' },
  ],
};
const LIST = '/api/filing/simulator/projects/p-palm/filings';

function serve(filings: Filing[] | 'fail', write?: (path: string, body: unknown) => [number, unknown]) {
  return stubFetch((method, path, body) => {
    if (path.endsWith('/v1/suppliers')) return [200, SUPPLIERS];
    if (method === 'GET' && path === LIST)
      return filings === 'fail'
        ? [503, { errorCode: 'down', errorMessage: 'store down' }]
        : [200, { filings }];
    if (method === 'GET' && path.startsWith(`${LIST}/`)) {
      const f = filings !== 'fail' && filings.find((x) => path.endsWith(`/${x.id}`));
      return f ? [200, { filing: f }] : null;
    }
    return write ? write(path, body) : null;
  });
}

const available = filing();
const rejected = filing({
  id: 'f-2',
  part: 2,
  internalReferenceNumber: 'PKG-2026-001-2',
  euStatus: 'REJECTED',
  referenceNumber: null,
  verificationNumber: null,
  rejectionReason: 'Geolocation overlaps a protected area',
  communications: [{ date: '2026-12-06T15:00:00Z', content: 'Please send the plot boundaries again.' }],
  filedAt: '2026-12-06T14:30:00Z',
});

describe('FilingsPanel', () => {
  it('shows each statement’s state, numbers, who filed it in UTC, the window and the authority’s words', async () => {
    serve([available, rejected]);
    await renderFiling(<FilingsPanel projectId="p-palm" supplierId="sup-1" />, { role: 'approver' });
    const ok = await screen.findByRole('article', { name: 'PKG-2026-001-1 (statement 1)' });
    expect(ok).toHaveTextContent('Available');
    expect(ok).toHaveTextContent('Reference number26FRYUI34JTQKB');
    expect(ok).toHaveTextContent('Verification numberKX3HBD7Q');
    expect(ok).toHaveTextContent('6 Dec 2026, 14:02 UTC by Inês Costa (stand-in)');
    expect(ok).toHaveTextContent('Amend or withdraw until 9 Dec 2026, 14:02 UTC.');
    expect(ok).toHaveTextContent('Coop Nawa');
    expect(within(ok).getByRole('button', { name: 'Copy 26FRYUI34JTQKB' })).toBeInTheDocument();
    const bad = screen.getByRole('article', { name: 'PKG-2026-001-2 (statement 2)' });
    expect(bad).toHaveTextContent('Rejected');
    expect(bad).toHaveTextContent('Reason for the rejection: Geolocation overlaps a protected area');
    expect(bad).toHaveTextContent('Please send the plot boundaries again.');
    expect(bad).toHaveTextContent('Reference numbernot given yet');
    // A rejected statement is neither amended nor withdrawn.
    expect(within(bad).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    // Newest first whatever the answer's order.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'PKG-2026-001-2 (statement 2)',
      'PKG-2026-001-1 (statement 1)',
    ]);
  });

  it('offers a viewer nothing but the reading, and says who may act', async () => {
    serve([available]);
    await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'viewer' });
    const card = await screen.findByRole('article', { name: 'PKG-2026-001-1 (statement 1)' });
    expect(
      within(card).queryByRole('button', { name: /Check status|Amend|Withdraw/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('Only an approver or an admin amends, withdraws or groups statements.'),
    ).toBeInTheDocument();
  });

  it('lets a reviewer check the status but not amend or withdraw', async () => {
    serve([available]);
    await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'reviewer' });
    const card = await screen.findByRole('article', { name: 'PKG-2026-001-1 (statement 1)' });
    expect(within(card).getByRole('button', { name: 'Check status now' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Amend' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says the window closed once 72 hours have passed, and offers neither amend nor withdraw', async () => {
    vi.setSystemTime(Date.parse('2026-12-09T14:02:00Z'));
    serve([available]);
    await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'admin' });
    const card = await screen.findByRole('article', { name: 'PKG-2026-001-1 (statement 1)' });
    expect(card).toHaveTextContent('The 72 hours to amend or withdraw ended on 9 Dec 2026, 14:02 UTC.');
    expect(within(card).queryByRole('button', { name: 'Amend' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('withdraws only after the confirmation; Escape cancels it', async () => {
    const sent = serve([available], (path) =>
      path.endsWith('/withdraw') ? [200, { filing: { ...available, euStatus: 'WITHDRAWN' } }] : [404, {}],
    );
    const { user } = await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'approver' });
    const card = await screen.findByRole('article', { name: 'PKG-2026-001-1 (statement 1)' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw the statement?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw it' }));
    await screen.findByText('The statement was withdrawn.');
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((s) => s.path)).toEqual([`${LIST}/f-1/withdraw`]);
    expect(posts[0]!.key).toBeTruthy();
  });

  it('amends by sending the whole statement again with the new description', async () => {
    // The list leaves the request out; the filing itself carries it (what the form starts from).
    const sent = stubFetch((method, path, body) => {
      if (path.endsWith('/v1/suppliers')) return [200, SUPPLIERS];
      if (method === 'GET' && path === LIST)
        return [200, { filings: [{ ...available, request: undefined }] }];
      if (method === 'GET' && path === `${LIST}/f-1`) return [200, { filing: available }];
      return path.endsWith('/amend') ? [200, { filing: available, body }] : null;
    });
    const { user } = await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'approver' });
    const card = await screen.findByRole('article', { name: 'PKG-2026-001-1 (statement 1)' });
    await user.click(within(card).getByRole('button', { name: 'Amend' }));
    const form = await screen.findByRole('form', { name: 'Amend the statement' });
    const description = within(form).getByLabelText('Description of the goods (at most 150 characters)');
    await user.clear(description);
    await user.click(within(form).getByRole('button', { name: 'Send the amended statement' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Commodity 1 needs a description of the goods.',
    );
    await user.type(description, 'Cocoa beans, fermented');
    const mass = within(form).getByLabelText('Net mass (kg)');
    await user.clear(mass);
    await user.type(mass, '1150');
    await user.click(within(form).getByRole('button', { name: 'Send the amended statement' }));
    await screen.findByText('The amended statement was sent.');
    const post = sent.find((s) => s.method === 'POST')!;
    expect(post.path).toBe(`${LIST}/f-1/amend`);
    const statement = (
      post.body as {
        statement: Filing['request'] extends infer R ? (R extends { statement: infer S } ? S : never) : never;
      }
    ).statement;
    expect(statement.commodities[0]!.descriptors).toEqual({
      descriptionOfGoods: 'Cocoa beans, fermented',
      goodsMeasure: { netWeight: 1150, supplementaryUnit: 3, supplementaryUnitQualifier: 'MTQ' },
    });
    expect(statement.commodities[0]!.producers).toEqual(
      available.request!.statement.commodities[0]!.producers,
    );
  });

  it('says a 429 of "Check status now" as wait a little', async () => {
    serve([available], () => [429, { errorCode: 'too_soon', errorMessage: 'Asked 1 s ago' }]);
    const { user } = await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'reviewer' });
    await user.click(await screen.findByRole('button', { name: 'Check status now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status was asked a moment ago: wait a little and try again.',
    );
  });

  it('says there is nothing filed yet and how to file', async () => {
    serve([]);
    await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'approver' });
    expect(await screen.findByText('No statement has been filed with the EU yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/once it is pinned, "File with the EU" files its statements/),
    ).toBeInTheDocument();
  });

  it('says the list failed and offers to try again', async () => {
    serve('fail');
    await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'approver' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statements filed could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('groups two available statements into a new one naming their reference numbers', async () => {
    const second = filing({
      id: 'f-3',
      referenceNumber: '26FRLSCV861ZVV',
      verificationNumber: 'QW7ERT12',
      internalReferenceNumber: 'PKG-2026-002-1',
      filedAt: '2026-12-06T15:00:00Z',
    });
    const sent = serve([available, second], (path, body) =>
      path === LIST
        ? [202, { filing: { ...available, id: 'f-9', internalReferenceNumber: 'GRP-1', body } }]
        : [404, {}],
    );
    const { user } = await renderFiling(<FilingsPanel projectId="p-palm" />, { role: 'approver' });
    await user.click(await screen.findByText('Group into a new statement'));
    const form = screen.getByRole('form', { name: 'Group into a new statement' });
    await user.click(within(form).getByLabelText('26FRYUI34JTQKB (PKG-2026-001-1)'));
    await user.click(within(form).getByRole('button', { name: 'File a statement grouping 1 statement' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose at least two statements.');
    await user.click(within(form).getByLabelText('26FRLSCV861ZVV (PKG-2026-002-1)'));
    await user.type(within(form).getByLabelText(/Internal reference of the new statement/), 'GRP-1');
    await user.click(within(form).getByRole('button', { name: 'File a statement grouping 2 statements' }));
    await screen.findByText('The grouping statement GRP-1 was filed.');
    const post = sent.find((s) => s.method === 'POST')!;
    const body = post.body as {
      kind: string;
      request: { statement: { groupedDeclarations: string[]; internalReferenceNumber: string } };
    };
    expect(body.kind).toBe('dds');
    expect(body.request.statement.internalReferenceNumber).toBe('GRP-1');
    // Newest first in the list: the second one filed later comes first.
    expect(body.request.statement.groupedDeclarations).toEqual(['26FRLSCV861ZVV', '26FRYUI34JTQKB']);
    await waitFor(() => expect(within(form).getByLabelText(/Internal reference/)).toHaveValue(''));
  });
});
