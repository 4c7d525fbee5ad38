import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'dashboard.connection';

/** The module as a fresh page load sees it: state only from sessionStorage. */
const load = async () => {
  vi.resetModules();
  return import('./connection.ts');
};

const config = (defaultConnection: 'simulator' | 'live', liveAvailable = true) => ({
  connections: {
    simulator: { available: true },
    live: { available: liveAvailable, serverHoldsToken: true },
  },
  defaultConnection,
});

const serve = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the connection a page opens on', () => {
  it('is the simulator with the first demo account when nothing says otherwise', async () => {
    const { getConnection, SIMULATOR_ACCOUNTS } = await load();
    expect(getConnection()).toEqual({
      kind: 'simulator',
      token: SIMULATOR_ACCOUNTS[0].token,
      rememberInTab: false,
    });
  });

  it('is the one remembered in this tab, token included', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ kind: 'live', token: 'tab-token', rememberInTab: true }));
    const { getConnection } = await load();
    expect(getConnection()).toEqual({ kind: 'live', token: 'tab-token', rememberInTab: true });
  });

  it('ignores a remembered connection it cannot read or of an unknown kind', async () => {
    sessionStorage.setItem(KEY, '{broken');
    expect((await load()).getConnection().kind).toBe('simulator');
    sessionStorage.setItem(KEY, JSON.stringify({ kind: 'elsewhere', token: 'x' }));
    expect((await load()).getConnection()).toMatchObject({ kind: 'simulator', rememberInTab: false });
  });

  it('in the simulator, no token means the first demo account: its demo data needs no token, so no 401', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ kind: 'simulator', token: null, rememberInTab: true }));
    const m = await load();
    expect(m.getConnection()).toEqual({
      kind: 'simulator',
      token: m.SIMULATOR_ACCOUNTS[0].token,
      rememberInTab: true,
    });
    m.setConnection({ token: '' });
    expect(m.getConnection().token).toBe(m.SIMULATOR_ACCOUNTS[0].token);
    m.setConnection({ token: m.SIMULATOR_ACCOUNTS[1].token });
    expect(m.getConnection().token).toBe(m.SIMULATOR_ACCOUNTS[1].token);
  });

  it('on the live service, no token stays no token: only the person can supply it', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ kind: 'live', token: null, rememberInTab: true }));
    const m = await load();
    expect(m.getConnection()).toEqual({ kind: 'live', token: null, rememberInTab: true });
    m.setConnection({ kind: 'simulator', token: null });
    expect(m.getConnection().token).toBe(m.SIMULATOR_ACCOUNTS[0].token);
    m.setConnection({ kind: 'live', token: null });
    expect(m.getConnection().token).toBeNull();
  });

  it('puts each connection under its own base on our origin', async () => {
    const { apiBase } = await load();
    expect(apiBase('simulator')).toBe('/api/simulator');
    expect(apiBase('live')).toBe('/api/live');
  });
});

describe("the server's default connection", () => {
  it('opens on live, without a token in the page, when the server says live is the default and available', async () => {
    vi.stubGlobal('fetch', serve(config('live')));
    const { adoptServerDefault, getConnection, apiBase, subscribeConnection } = await load();
    const changes = vi.fn();
    subscribeConnection(changes);
    await adoptServerDefault();
    expect(getConnection()).toEqual({ kind: 'live', token: null, rememberInTab: false });
    expect(apiBase()).toBe('/api/live');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/config');
  });

  it('stays on the simulator when the default is the simulator, or live is not available', async () => {
    vi.stubGlobal('fetch', serve(config('simulator')));
    let m = await load();
    await m.adoptServerDefault();
    expect(m.getConnection().kind).toBe('simulator');

    vi.stubGlobal('fetch', serve(config('live', false)));
    m = await load();
    await m.adoptServerDefault();
    expect(m.getConnection().kind).toBe('simulator');
  });

  it('never overrides a connection remembered in this tab or chosen on the page', async () => {
    const fetchConfig = serve(config('live'));
    vi.stubGlobal('fetch', fetchConfig);
    sessionStorage.setItem(KEY, JSON.stringify({ kind: 'simulator', token: 'mine', rememberInTab: true }));
    let m = await load();
    await m.adoptServerDefault();
    expect(m.getConnection()).toEqual({ kind: 'simulator', token: 'mine', rememberInTab: true });
    expect(fetchConfig).not.toHaveBeenCalled();

    sessionStorage.clear();
    m = await load();
    m.setConnection({ kind: 'simulator', token: 'picked' });
    await m.adoptServerDefault();
    expect(m.getConnection()).toMatchObject({ kind: 'simulator', token: 'picked' });
  });

  it('keeps a choice made while the server was still answering', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const m = await load();
    const adopting = m.adoptServerDefault();
    m.setConnection({ kind: 'simulator', token: 'picked' });
    answer(new Response(JSON.stringify(config('live'))));
    await adopting;
    expect(m.getConnection()).toMatchObject({ kind: 'simulator', token: 'picked' });
  });

  it('stays on the simulator when our server fails, answers an error, or answers another shape', async () => {
    for (const fetchImpl of [
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      serve(config('live'), 500),
      serve({ defaultConnection: 'live' }),
    ]) {
      vi.stubGlobal('fetch', fetchImpl);
      const m = await load();
      await expect(m.adoptServerDefault()).resolves.toBeUndefined();
      expect(m.getConnection().kind).toBe('simulator');
    }
  });
});
