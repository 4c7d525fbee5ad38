/**
 * Single sign-on (sso.ts) against a real OpenID provider (tests/support/oidc-test-provider.ts): the routes
 * on a server of their own, flows in a Map, and a signIn that records who came and sets a cookie. Each
 * sign-in is driven as a browser would, with cookie jars and redirects followed by hand.
 */
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { calculatePKCECodeChallenge } from 'openid-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CookieJar,
  loginAtTestProvider,
  startTestProvider,
  type TestProvider,
  type TestProviderOptions,
} from '../../tests/support/oidc-test-provider.ts';
import { createSsoRoutes, readSsoConfig, type SsoFlow, type SsoIdentity } from './sso.ts';

const CLIENT_ID = 'dashboard';
const CLIENT_SECRET = 'test-client-secret-that-is-long-enough';
const TEN_MINUTES = 10 * 60_000;

interface Harness {
  base: string;
  issuer: string;
  flows: Map<string, SsoFlow>;
  signIns: SsoIdentity[];
  clock: { offset: number };
  provider: TestProvider | null;
  stop(): Promise<void>;
}

/** A free port, closed again: for a provider that must come up at a known address after the client. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The routes mounted at /api/auth/sso on a server of their own, and a provider that knows their callback.
 * `issuer` instead of `provider`: no provider is started (the client is pointed at one that is not there).
 */
async function startHarness(
  setup: { provider?: Partial<TestProviderOptions>; issuer?: string } = { provider: {} },
): Promise<Harness> {
  let app: Hono | null = null;
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: (request) => (app ? app.fetch(request) : new Response('not ready', { status: 503 })),
        hostname: '127.0.0.1',
        port: 0,
      },
      () => resolve(s),
    );
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const redirectUrl = `${base}/api/auth/sso/callback`;
  const provider = setup.provider
    ? await startTestProvider({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [redirectUrl],
        ...setup.provider,
      })
    : null;
  const issuer = provider?.issuer ?? setup.issuer ?? '';

  const flows = new Map<string, SsoFlow>();
  const signIns: SsoIdentity[] = [];
  const clock = { offset: 0 };
  app = new Hono().route(
    '/api/auth/sso',
    createSsoRoutes({
      config: { issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUrl, name: 'Test IdP' },
      flows: {
        put: async (state, flow) => void flows.set(state, flow),
        take: async (state) => {
          const flow = flows.get(state) ?? null;
          flows.delete(state);
          return flow;
        },
      },
      signIn: async (c, identity) => {
        signIns.push(identity);
        if (identity.subject === 'stranger') return { ok: false, reason: 'not_invited' };
        if (identity.subject === 'crash') throw new Error('database down');
        setCookie(c, 'session', `session-of-${identity.subject}`, { path: '/', httpOnly: true });
        return { ok: true };
      },
      now: () => Date.now() + clock.offset,
    }),
  );
  return {
    base,
    issuer,
    flows,
    signIns,
    clock,
    provider,
    stop: async () => {
      await provider?.stop();
      server.close();
    },
  };
}

/** What a browser gets from the start route: the provider's URL, and our cookies in its jar. */
async function startFlow(h: Harness, returnTo?: string, jar = new CookieJar()) {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await fetch(`${h.base}/api/auth/sso/start${query}`, { redirect: 'manual' });
  jar.store(response);
  expect(response.status).toBe(302);
  return { location: new URL(response.headers.get('location') ?? ''), jar };
}

/** Every code and state the provider handed back, so no log line may hold one. */
const secretsSeen = new Set<string>();

async function callback(url: URL, jar: CookieJar) {
  for (const key of ['code', 'state']) {
    const value = url.searchParams.get(key);
    if (value) secretsSeen.add(value);
  }
  const cookie = jar.header();
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  jar.store(response);
  return { status: response.status, location: response.headers.get('location'), jar };
}

/** Start, sign in at the provider, come back: the whole round trip of one browser. */
async function signInFlow(h: Harness, returnTo?: string, login = 'alice') {
  const { location, jar } = await startFlow(h, returnTo);
  const back = await loginAtTestProvider(location, { login });
  return { back, ...(await callback(back, jar)) };
}

/** sso.ts's log lines in the current test; other warnings pass through. */
let logs: string[] = [];
beforeEach(() => {
  logs = [];
  const warn = console.warn;
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(' ');
    if (line.startsWith('sso')) logs.push(line);
    else warn(...args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const line of logs) {
    expect(line).toMatch(/^sso: [^\n]*$/);
    for (const secret of secretsSeen) expect(line).not.toContain(secret);
  }
});

describe('single sign-on against a real OpenID provider', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ provider: { accounts: { bob: { name: null, emailVerified: false } } } });
  });
  afterAll(() => h.stop());

  it('sends the browser to the provider with PKCE (S256), state and nonce, and keeps the flow', async () => {
    const { location, jar } = await startFlow(h, '/projects/p1?tab=map');
    expect(location.origin).toBe(h.issuer);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${h.base}/api/auth/sso/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = params.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.href).not.toContain(CLIENT_SECRET);

    const flow = h.flows.get(state);
    expect(flow).toMatchObject({ returnTo: '/projects/p1?tab=map', nonce: params.get('nonce') });
    expect(params.get('code_challenge')).toBe(await calculatePKCECodeChallenge(flow?.codeVerifier ?? ''));
    // The verifier stays with us: only its hash travels.
    expect(location.href).not.toContain(flow?.codeVerifier);
    expect(jar.has(`sso-${state}`)).toBe(true);
  });

  it('signs in with the ID token’s issuer, subject, email and name, and returns to returnTo', async () => {
    const before = h.signIns.length;
    const { back, status, location, jar } = await signInFlow(h, '/projects/p1?tab=map');
    expect(back.origin + back.pathname).toBe(`${h.base}/api/auth/sso/callback`);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(status).toBe(302);
    expect(location).toBe('/projects/p1?tab=map');
    expect(h.signIns.slice(before)).toEqual([
      {
        issuer: h.issuer,
        subject: 'alice',
        email: 'alice@example.org',
        emailVerified: true,
        name: 'Alice Example',
      },
    ]);
    expect(jar.has('session')).toBe(true);
    // The flow and its browser binding are used up.
    expect(h.flows.has(back.searchParams.get('state') ?? '')).toBe(false);
    expect(jar.has(`sso-${back.searchParams.get('state')}`)).toBe(false);
    expect(logs).toEqual([]);
  });

  it('passes on what the provider says, no more: an unverified address, no name', async () => {
    await signInFlow(h, '/projects', 'bob');
    expect(h.signIns.at(-1)).toEqual({
      issuer: h.issuer,
      subject: 'bob',
      email: 'bob@example.org',
      emailVerified: false,
      name: null,
    });
  });

  it('refuses the same callback a second time', async () => {
    const first = await signInFlow(h);
    expect(first.location).toBe('/projects');
    const count = h.signIns.length;
    const again = await callback(first.back, first.jar);
    expect(again).toMatchObject({ status: 302, location: '/sign-in?error=invalid_state' });
    expect(h.signIns.length).toBe(count);
  });

  it('refuses a tampered state, and the genuine callback still signs in', async () => {
    const { location, jar } = await startFlow(h, '/projects/p2');
    const back = await loginAtTestProvider(location);
    const tampered = new URL(back);
    const state = back.searchParams.get('state') ?? '';
    tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
    const count = h.signIns.length;
    expect(await callback(tampered, jar)).toMatchObject({ location: '/sign-in?error=invalid_state' });
    const noState = new URL(back);
    noState.searchParams.delete('state');
    expect(await callback(noState, jar)).toMatchObject({ location: '/sign-in?error=invalid_state' });
    expect(h.signIns.length).toBe(count);
    expect(logs).toHaveLength(2);

    expect(await callback(back, jar)).toMatchObject({ status: 302, location: '/projects/p2' });
  });

  it('refuses a callback in a browser that did not start the flow (login CSRF)', async () => {
    const { location } = await startFlow(h);
    const back = await loginAtTestProvider(location, { login: 'mallory' });
    const count = h.signIns.length;
    const victim = await callback(back, new CookieJar());
    expect(victim).toMatchObject({ status: 302, location: '/sign-in?error=invalid_state' });
    expect(victim.jar.has('session')).toBe(false);
    expect(h.signIns.length).toBe(count);
  });

  it('refuses a flow older than 10 minutes', async () => {
    const { location, jar } = await startFlow(h);
    const back = await loginAtTestProvider(location);
    h.clock.offset = TEN_MINUTES + 1000;
    try {
      const count = h.signIns.length;
      expect(await callback(back, jar)).toMatchObject({ status: 302, location: '/sign-in?error=expired' });
      expect(h.signIns.length).toBe(count);
    } finally {
      h.clock.offset = 0;
    }
  });

  it('returns only to a path of its own origin', async () => {
    expect((await signInFlow(h, '//evil.example')).location).toBe('/projects');

    const cases: [string | undefined, string][] = [
      [undefined, '/projects'],
      ['', '/projects'],
      ['/', '/'],
      ['/suppliers/s1?plot=3#map', '/suppliers/s1?plot=3#map'],
      ['//evil.example/x', '/projects'],
      ['/\\evil.example', '/projects'],
      ['\\\\evil.example', '/projects'],
      ['/\t/evil.example', '/projects'],
      ['https://evil.example/', '/projects'],
      ['javascript:alert(1)', '/projects'],
      ['projects', '/projects'],
      [`/${'a'.repeat(2000)}`, '/projects'],
      [`/${'a'.repeat(1999)}`, `/${'a'.repeat(1999)}`],
    ];
    for (const [returnTo, expected] of cases) {
      const state = (await startFlow(h, returnTo)).location.searchParams.get('state') ?? '';
      expect(h.flows.get(state)?.returnTo, JSON.stringify(returnTo)).toBe(expected);
    }
  });

  it('refuses a sign-in the person cancelled at the provider (access_denied)', async () => {
    const { location, jar } = await startFlow(h);
    const back = await loginAtTestProvider(location, { deny: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const count = h.signIns.length;
    expect(await callback(back, jar)).toMatchObject({
      status: 302,
      location: '/sign-in?error=access_denied',
    });
    expect(h.signIns.length).toBe(count);
    // The flow is gone: its state cannot be used again.
    expect(h.flows.has(back.searchParams.get('state') ?? '')).toBe(false);
    expect(logs).toEqual(['sso: the provider answered access_denied']);
  });

  it('passes on signIn’s refusal, and a signIn that throws ends at the sign-in page, not a 500', async () => {
    expect((await signInFlow(h, '/projects', 'stranger')).location).toBe('/sign-in?error=not_invited');
    expect((await signInFlow(h, '/projects', 'crash')).location).toBe('/sign-in?error=sign_in_failed');
    expect(logs).toHaveLength(2);
  });

  it('refuses a code that was not issued for this flow (exchange fails)', async () => {
    const { location, jar } = await startFlow(h);
    const back = await loginAtTestProvider(location);
    const forged = new URL(back);
    forged.searchParams.set('code', 'not-a-code-the-provider-issued');
    expect(await callback(forged, jar)).toMatchObject({
      status: 302,
      location: '/sign-in?error=exchange_failed',
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^sso: the code exchange failed/);
  });
  it('refuses an ID token whose nonce, or a code whose PKCE verifier, is not the flow’s', async () => {
    for (const change of [
      (flow: SsoFlow) => ({ ...flow, nonce: 'another-nonce-than-the-one-sent-along' }),
      (flow: SsoFlow) => ({ ...flow, codeVerifier: 'another-verifier-than-the-one-hashed-in-the-request' }),
    ]) {
      const { location, jar } = await startFlow(h);
      const state = location.searchParams.get('state') ?? '';
      const flow = h.flows.get(state);
      if (!flow) throw new Error('no flow kept');
      h.flows.set(state, change(flow));
      const back = await loginAtTestProvider(location);
      expect(await callback(back, jar)).toMatchObject({ location: '/sign-in?error=exchange_failed' });
    }
    expect(logs).toHaveLength(2);
  });
});

describe('single sign-on with a provider that gives the address and name only from UserInfo', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ provider: { claimsInIdToken: false } });
  });
  afterAll(() => h.stop());

  it('reads them from UserInfo', async () => {
    expect((await signInFlow(h, '/projects', 'carol')).location).toBe('/projects');
    expect(h.signIns).toEqual([
      {
        issuer: h.issuer,
        subject: 'carol',
        email: 'carol@example.org',
        emailVerified: true,
        name: 'Carol Example',
      },
    ]);
  });
});

describe('single sign-on while the provider is down', () => {
  it('sends the person back to the sign-in page, and discovers again once the provider is up', async () => {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const h = await startHarness({ issuer });
    let provider: TestProvider | null = null;
    try {
      const down = await fetch(`${h.base}/api/auth/sso/start`, { redirect: 'manual' });
      expect(down.status).toBe(302);
      expect(down.headers.get('location')).toBe('/sign-in?error=unavailable');
      expect(h.flows.size).toBe(0);
      expect(logs).toHaveLength(1);

      provider = await startTestProvider({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUris: [`${h.base}/api/auth/sso/callback`],
        port,
      });
      const { location } = await startFlow(h);
      expect(location.origin).toBe(issuer);
    } finally {
      await provider?.stop();
      await h.stop();
    }
  });
});

describe('readSsoConfig', () => {
  const full = {
    OIDC_ISSUER: 'https://login.example.org/realms/acme',
    OIDC_CLIENT_ID: 'dashboard',
    OIDC_CLIENT_SECRET: 's3cret',
  };

  it('is null when single sign-on is not configured', () => {
    expect(readSsoConfig({}, 'https://dashboard.example.org')).toBeNull();
    expect(
      readSsoConfig({ OIDC_ISSUER: ' ', OIDC_CLIENT_ID: '' }, 'https://dashboard.example.org'),
    ).toBeNull();
  });

  it('reads a full configuration, with the callback under the public address', () => {
    expect(readSsoConfig(full, 'https://dashboard.example.org/')).toEqual({
      issuer: 'https://login.example.org/realms/acme',
      clientId: 'dashboard',
      clientSecret: 's3cret',
      redirectUrl: 'https://dashboard.example.org/api/auth/sso/callback',
      name: 'single sign-on',
    });
    expect(readSsoConfig({ ...full, OIDC_NAME: 'Acme login' }, 'https://dashboard.example.org')?.name).toBe(
      'Acme login',
    );
  });

  it('throws a clear error when only some variables are set, naming the missing ones but no secret', () => {
    const partial = () =>
      readSsoConfig({ OIDC_ISSUER: full.OIDC_ISSUER, OIDC_CLIENT_SECRET: 's3cret' }, 'https://d.example');
    expect(partial).toThrow(/OIDC_CLIENT_ID is not set/);
    expect(partial).not.toThrow(/s3cret/);
    expect(() => readSsoConfig({ OIDC_CLIENT_ID: 'dashboard' }, 'https://d.example')).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_SECRET are not set/,
    );
    expect(() => readSsoConfig({ OIDC_NAME: 'Acme login' }, 'https://d.example')).toThrow(
      /partly configured/,
    );
  });

  it('refuses a plain-http issuer except on a loopback host', () => {
    const at = (issuer: string) => () => readSsoConfig({ ...full, OIDC_ISSUER: issuer }, 'https://d.example');
    expect(at('http://login.example.org')).toThrow(/https/);
    expect(at('not a url')).toThrow(/not a URL/);
    expect(at('https://login.example.org/?x=1')).toThrow(/no query/);
    expect(at('http://127.0.0.1:9000')).not.toThrow();
    expect(at('http://localhost:9000')).not.toThrow();
    expect(() =>
      createSsoRoutes({
        config: {
          issuer: 'http://login.example.org',
          clientId: 'a',
          clientSecret: 'b',
          redirectUrl: 'https://d.example/cb',
          name: 'x',
        },
        flows: { put: async () => {}, take: async () => null },
        signIn: async () => ({ ok: true }),
      }),
    ).toThrow(/https/);
  });
});
