/**
 * The session requests' answers as the page takes them: a server without people is "no session" rather
 * than an error, a sign-out of a session that had already ended is a sign-out, and opening a session drops
 * what an earlier one cached.
 */
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors.ts';
import { caught, jsonResponse, recordFetch } from '@tests/support/fetch-recorder.ts';
import { sessionQueries, signOut, startSession } from './session-queries.ts';

const fetched = recordFetch(() =>
  jsonResponse(404, { errorCode: 'not_found', errorMessage: 'No such path' }),
);
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the session', () => {
  it('is null from a dashboard server without people (no /api/auth), not an error', async () => {
    expect(await client().fetchQuery(sessionQueries.current())).toBeNull();
    expect(fetched.sent.map((s) => [s.url, s.init.method])).toEqual([['/api/auth/session', 'GET']]);
  });

  it('fails when the server fails, so the gate can say so and retry', async () => {
    fetched.answer = () => jsonResponse(503, { errorCode: 'unavailable', errorMessage: 'Down' });
    expect(await caught(client().fetchQuery(sessionQueries.current()))).toBeInstanceOf(ApiError);
  });
});

describe('signing out', () => {
  it('posts JSON, and takes a 401 (the session had ended) for done', async () => {
    fetched.answer = () => jsonResponse(401, { errorCode: 'unauthorized', errorMessage: 'Sign in' });
    await signOut();
    const [sent] = fetched.sent;
    expect([sent?.url, sent?.init.method]).toEqual(['/api/auth/sign-out', 'POST']);
    expect((sent?.init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('says when the server could not sign the person out', async () => {
    fetched.answer = () => jsonResponse(500, { errorCode: 'internal', errorMessage: 'Broken' });
    expect(await caught(signOut())).toBeInstanceOf(ApiError);
  });
});

describe('opening a session', () => {
  it('drops what an earlier session cached, and starts on the new one', () => {
    const queryClient = client();
    queryClient.setQueryData(['projects', 'simulator', 'list'], { results: [{ id: 'p-secret' }] });
    queryClient.setQueryData(sessionQueries.invitation('a-secret-of-sixteen').queryKey, {
      teamName: 'T',
      email: 'a@b.c',
      grants: [],
      expiresAt: '2026-12-13T00:00:00Z',
    });
    startSession(queryClient, {
      signedIn: true,
      person: { id: 'p-1', displayName: 'Amara Okafor', email: null },
      team: { id: 't-1', name: 'Team' },
      roles: [],
      via: 'password',
      expiresAt: '2026-12-07T00:00:00Z',
      serverHoldsToken: { simulator: true, live: false },
    });
    expect(queryClient.getQueryData(['projects', 'simulator', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueries.current().queryKey)).toMatchObject({ signedIn: true });
    // The invitation page is still on screen when its acceptance opens the session.
    expect(queryClient.getQueryData(sessionQueries.invitation('a-secret-of-sixteen').queryKey)).toBeDefined();
  });
});
