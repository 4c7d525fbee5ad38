/**
 * The review store's access checks (access.ts): the simulator's accounts in-process, and the live service's
 * answer to GET /v1/projects, remembered for a minute under a hash of the token (stepped clock).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { liveAccess, simulatorAccess } from './access.ts';
import { ReviewError } from './errors.ts';

const projectsAnswer = (ids: string[]) =>
  Response.json({
    results: ids.map((id, i) => ({ id, name: id, isActive: i === 0, createdAt: '2026-01-01T00:00:00Z' })),
  });

function fakeService(byToken: Record<string, string[]>) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ url: String(input), authorization });
    const ids = byToken[authorization?.replace(/^Bearer /, '') ?? ''];
    return ids
      ? projectsAnswer(ids)
      : Response.json({ errorCode: 'unauthorized', errorMessage: 'no' }, { status: 401 });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ReviewError) return { status: e.status, code: e.errorCode, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('simulator access', () => {
  const access = simulatorAccess(DEMO_ACCOUNTS);

  it("names the token's account, and without a header the page's first demo account", async () => {
    expect(await access.check('Bearer demo-token-lucas', 'p-palm')).toEqual({
      accountKey: 'Lucas Meyer (analyst)',
      displayName: 'Lucas Meyer (analyst)',
    });
    expect((await access.check(undefined, 'p-cocoa')).displayName).toBe('Amara Okafor (compliance lead)');
    expect((await access.check('bearer demo-token-amara', 'p-coffee')).accountKey).toBe(
      'Amara Okafor (compliance lead)',
    );
  });

  it('refuses another account’s project (403) and unknown or malformed tokens (401)', async () => {
    expect(await refusal(access.check('Bearer demo-token-lucas', 'p-cocoa'))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await refusal(access.check('Bearer nope', 'p-cocoa'))).toMatchObject({ status: 401 });
    expect(await refusal(access.check('', 'p-cocoa'))).toMatchObject({ status: 401 });
    expect(await refusal(access.check('Bearer toString', 'p-cocoa'))).toMatchObject({ status: 401 });
  });

  it('uses only the configured tokens (SIM_TOKENS): the public demo token is then unknown', async () => {
    const own = simulatorAccess({ 'own-token-0123456789': DEMO_ACCOUNTS['demo-token-lucas']! });
    expect((await own.check('Bearer own-token-0123456789', 'p-palm')).displayName).toBe(
      'Lucas Meyer (analyst)',
    );
    expect(await refusal(own.check(undefined, 'p-palm'))).toMatchObject({ status: 401 });
  });
});

describe('live access', () => {
  const TOKEN = 'secret-token-abcdef0123456789';

  it('asks the service once a minute per token, and again from the 60,000th ms', async () => {
    let now = 1_000_000;
    const { calls, fetchImpl } = fakeService({ [TOKEN]: ['p-1'], other: ['p-2'] });
    const access = liveAccess({
      liveApiUrl: 'https://api.example.org/',
      liveApiToken: null,
      now: () => now,
      fetch: fetchImpl,
    });
    const first = await access.check(`Bearer ${TOKEN}`, 'p-1');
    expect(calls).toEqual([{ url: 'https://api.example.org/v1/projects', authorization: `Bearer ${TOKEN}` }]);
    now += 59_999;
    expect(await access.check(`Bearer ${TOKEN}`, 'p-1')).toEqual(first);
    expect(await refusal(access.check(`Bearer ${TOKEN}`, 'p-2'))).toMatchObject({ status: 403 });
    expect(calls).toHaveLength(1);
    // Another token is its own entry.
    await access.check('Bearer other', 'p-2');
    expect(calls).toHaveLength(2);
    now += 1;
    await access.check(`Bearer ${TOKEN}`, 'p-1');
    expect(calls).toHaveLength(3);
  });

  it('keys the caller by a hash of the token and never names the token', async () => {
    const { fetchImpl } = fakeService({ [TOKEN]: ['p-1'] });
    const access = liveAccess({
      liveApiUrl: 'https://api.example.org',
      liveApiToken: null,
      fetch: fetchImpl,
    });
    const caller = await access.check(`Bearer ${TOKEN}`, 'p-1');
    expect(caller.accountKey).toMatch(/^token:[0-9a-f]{64}$/);
    expect(caller.displayName).toBe(`API token ${caller.accountKey.slice(6, 14)}`);
    expect(JSON.stringify(caller)).not.toContain(TOKEN);
  });

  it('uses the server-held token for every caller, as the live proxy does', async () => {
    const { calls, fetchImpl } = fakeService({ [TOKEN]: ['p-1'] });
    const access = liveAccess({
      liveApiUrl: 'https://api.example.org',
      liveApiToken: TOKEN,
      fetch: fetchImpl,
    });
    const anonymous = await access.check(undefined, 'p-1');
    const withOwn = await access.check('Bearer something-else', 'p-1');
    expect(withOwn).toEqual(anonymous);
    expect(anonymous.displayName).toMatch(/^the server [0-9a-f]{8}$/);
    expect(calls.every((c) => c.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('says what to do when the token is missing, refused, or the service fails', async () => {
    const { fetchImpl } = fakeService({});
    const access = liveAccess({
      liveApiUrl: 'https://api.example.org',
      liveApiToken: null,
      fetch: fetchImpl,
    });
    expect(await refusal(access.check(undefined, 'p-1'))).toMatchObject({
      status: 401,
      message: expect.stringContaining('enter your API token'),
    });
    expect(await refusal(access.check(`Bearer ${TOKEN}`, 'p-1'))).toMatchObject({
      status: 401,
      message: expect.stringContaining('refused'),
    });

    const down = liveAccess({
      liveApiUrl: 'https://api.example.org',
      liveApiToken: null,
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    expect(await refusal(down.check(`Bearer ${TOKEN}`, 'p-1'))).toMatchObject({
      status: 502,
      code: 'bad_gateway',
    });
    const odd = liveAccess({
      liveApiUrl: 'https://api.example.org',
      liveApiToken: null,
      fetch: (() => Promise.resolve(new Response('<html>', { status: 500 }))) as typeof fetch,
    });
    const failed = await refusal(odd.check(`Bearer ${TOKEN}`, 'p-1'));
    expect(failed).toMatchObject({ status: 502, message: expect.stringContaining('answered 500') });
    expect(failed.message).not.toContain(TOKEN);
  });
});

describe('live access through redirects', () => {
  /** A service that answers 307 to `location` first, then the project list. */
  function redirectingService(location: string) {
    const urls: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      urls.push(String(input));
      return urls.length === 1
        ? new Response(null, { status: 307, headers: { location } })
        : projectsAnswer(['p-1']);
    }) as typeof fetch;
    return { urls, fetchImpl };
  }
  const accessWith = (fetchImpl: typeof fetch) =>
    liveAccess({ liveApiUrl: 'https://api.example.org', liveApiToken: null, fetch: fetchImpl });

  it('follows a redirect on the service’s own origin, as a cloud API may send', async () => {
    const { urls, fetchImpl } = redirectingService('/v1/projects?_hop=1');
    expect((await accessWith(fetchImpl).check('Bearer tok-redirect', 'p-1')).accountKey).toBeTruthy();
    expect(urls).toEqual([
      'https://api.example.org/v1/projects',
      'https://api.example.org/v1/projects?_hop=1',
    ]);
  });

  it('never follows one to another origin: the token stays with the service (502)', async () => {
    const { urls, fetchImpl } = redirectingService('https://elsewhere.example.net/v1/projects');
    expect(await refusal(accessWith(fetchImpl).check('Bearer tok-away', 'p-1'))).toMatchObject({
      status: 502,
    });
    expect(urls).toEqual(['https://api.example.org/v1/projects']);
  });
});
