import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors.ts';
import { retryDelay, shouldRetryRead } from '@/lib/api/retry.ts';
import { clearUnauthorized } from '@/lib/api/unauthorized.ts';
import { sessionQueries } from '@/lib/session/session-queries.ts';
import { createQueryClient } from './query-client.ts';

const api = (status: number, retryAfter: number | null = null) => new ApiError(status, 'x', 'y', retryAfter);

describe('the query client', () => {
  it('retries reads by this policy and never retries a mutation (they are not idempotent)', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryRead);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('runs a mutation once even when it fails with a 503', async () => {
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls++;
        throw api(503);
      },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(calls).toBe(1);
  });

  it('reads the session again on a 401, but not for a wrong password at sign-in', async () => {
    clearUnauthorized();
    const client = createQueryClient();
    const sessionKey = sessionQueries.current().queryKey;
    client.setQueryData(sessionKey, null);
    const isStale = () => client.getQueryState(sessionKey)?.isInvalidated;
    const signIn = client.getMutationCache().build(client, {
      meta: { signIn: true },
      mutationFn: () => Promise.reject(api(401)),
    });
    await signIn.execute(undefined).catch(() => undefined);
    expect(isStale()).toBe(false);
    const decide = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(api(401)) });
    await decide.execute(undefined).catch(() => undefined);
    expect(isStale()).toBe(true);
    clearUnauthorized();
  });
});
