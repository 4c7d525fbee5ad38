/**
 * The EU account page (issue 51): an admin sets the account; the key is typed in a password field, sent
 * once, and the form is cleared when the server answered; the key is then nowhere in the page, the query
 * cache (queries and mutations) or the browser's storage. The page shows only what the server's view says
 * (no username, key or client id); a person who is not an admin is told only an admin manages it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EuAccountView } from '@core/api/filing.ts';
import { renderFiling, stubFetch } from '@tests/support/filing-render.tsx';
import { EuAccountPage } from './eu-account-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const KEY = 'k3y-Th4t-Must-N3ver-Show';
const USER = 'operator-user-7731';
const CLIENT = 'eudr-repository';
const empty: EuAccountView = {
  configured: false,
  environment: null,
  demo: false,
  updatedBy: null,
  updatedAt: null,
  lastTest: null,
};
const set: EuAccountView = {
  configured: true,
  environment: 'acceptance',
  demo: false,
  updatedBy: 'Amara Okafor',
  updatedAt: '2026-12-06T13:00:00Z',
  lastTest: null,
};

describe('EuAccountPage', () => {
  it('sends the account once, clears the form and keeps the key nowhere in the page', async () => {
    let view = empty;
    const sent = stubFetch((method, path) => {
      if (path !== '/api/filing/eu-account' && path !== '/api/filing/eu-account/test') return null;
      if (method === 'PUT') {
        view = set;
        return [200, set];
      }
      if (method === 'POST')
        return [200, { ...view, lastTest: { at: '2026-12-06T13:01:00Z', ok: true, message: 'echo: hello' } }];
      return [200, view];
    });
    const { user, queryClient, container } = await renderFiling(<EuAccountPage />, { role: 'admin' });
    expect(await screen.findByText('Not set: statements cannot be filed')).toBeInTheDocument();
    const key = screen.getByLabelText('Authentication key');
    expect(key).toHaveAttribute('type', 'password');
    await user.selectOptions(screen.getByLabelText('Environment'), 'acceptance');
    await user.type(screen.getByLabelText('Username (EU Login of the web service user)'), USER);
    await user.type(key, KEY);
    await user.type(screen.getByLabelText('Client id (given with the web service access)'), CLIENT);
    await user.click(screen.getByRole('button', { name: 'Save the account' }));
    expect(
      await screen.findByText('Saved. The form was cleared; the server keeps the account.'),
    ).toBeInTheDocument();

    const put = sent.find((s) => s.method === 'PUT')!;
    expect(put.body).toEqual({
      environment: 'acceptance',
      username: USER,
      authenticationKey: KEY,
      clientId: CLIENT,
    });
    // The form is empty, and the page, the query cache and the storage hold none of the three.
    expect(screen.getByLabelText('Authentication key')).toHaveValue('');
    expect(screen.getByLabelText('Username (EU Login of the web service user)')).toHaveValue('');
    const cache = JSON.stringify([
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.state.variables),
    ]);
    for (const secret of [KEY, USER, CLIENT]) {
      expect(container.innerHTML).not.toContain(secret);
      expect(cache).not.toContain(secret);
      expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
      expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
    }
    // What the server's view says, and only that.
    const now = screen.getByRole('region', { name: 'Now in use' });
    expect(now).toHaveTextContent('AccountSet');
    expect(now).toHaveTextContent('EU acceptance environment (tests)');
    expect(now).toHaveTextContent('6 Dec 2026, 13:00 UTC by Amara Okafor');

    await user.click(within(now).getByRole('button', { name: 'Test connection' }));
    expect(await within(now).findByRole('status')).toHaveTextContent('The EU system answered: echo: hello');
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
      '/api/filing/eu-account/test',
    ]);
  });

  it('says what is missing and sends nothing', async () => {
    const sent = stubFetch((method) => (method === 'GET' ? [200, empty] : null));
    const { user } = await renderFiling(<EuAccountPage />, { role: 'admin' });
    await user.type(await screen.findByLabelText('Authentication key'), KEY);
    await user.click(screen.getByRole('button', { name: 'Save the account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fill in the username, the authentication key and the client id.',
    );
    expect(sent.filter((s) => s.method !== 'GET')).toHaveLength(0);
  });

  it('clears the key after a refusal too, and says why it was not saved', async () => {
    stubFetch((method) =>
      method === 'PUT' ? [400, { errorCode: 'invalid', errorMessage: 'clientId is too long' }] : [200, empty],
    );
    const { user } = await renderFiling(<EuAccountPage />, { role: 'admin' });
    await user.type(await screen.findByLabelText('Username (EU Login of the web service user)'), USER);
    await user.type(screen.getByLabelText('Authentication key'), KEY);
    await user.type(screen.getByLabelText('Client id (given with the web service access)'), CLIENT);
    await user.click(screen.getByRole('button', { name: 'Save the account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: clientId is too long');
    expect(screen.getByLabelText('Authentication key')).toHaveValue('');
  });

  it('removes the account only after a confirmation', async () => {
    let view = set;
    const sent = stubFetch((method) => {
      if (method === 'DELETE') {
        view = empty;
        return [204, null];
      }
      return [200, view];
    });
    const { user } = await renderFiling(<EuAccountPage />, { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Remove the account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove the account' }));
    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(await screen.findByText('Not set: statements cannot be filed')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(1);
  });

  it('tells someone who is not an admin that only an admin manages it', async () => {
    stubFetch(() => [403, { errorCode: 'forbidden', errorMessage: 'admins only' }]);
    await renderFiling(<EuAccountPage />, { role: 'approver' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin of the team manages the EU account.',
    );
    expect(screen.queryByLabelText('Authentication key')).not.toBeInTheDocument();
  });
});
