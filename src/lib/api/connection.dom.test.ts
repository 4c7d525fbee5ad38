/**
 * Which connection a page opens on (remembered in this tab, the server's default, or the simulator), where
 * the token is kept (memory, sessionStorage when asked, never localStorage), and who hears of a change (React
 * components: use-connection.test.ts). Each test loads connection.ts afresh: it reads the tab's memory once,
 * when it is first imported.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Connection from './connection.ts';

type ConnectionModule = typeof Connection;

async function load(saved?: string): Promise<ConnectionModule> {
  vi.resetModules();
  if (saved !== undefined) sessionStorage.setItem('dashboard.connection', saved);
  return import('./connection.ts');
}

const config = (defaultConnection: 'simulator' | 'live', liveAvailable = true) => ({
  connections: {
    simulator: { available: true },
    live: { available: liveAvailable, serverHoldsToken: false },
  },
  defaultConnection,
});

function serve(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the connection a page opens on', () => {
  it('with nothing remembered: the simulator with the first demo account, not remembered', async () => {
    const c = await load();
    expect(c.getConnection()).toEqual({
      kind: 'simulator',
      token: 'demo-token-amara',
      rememberInTab: false,
    });
    expect(c.apiBase()).toBe('/api/simulator');
  });

  it('remembered in this tab: that connection and token', async () => {
    const c = await load(JSON.stringify({ kind: 'live', token: 'secret-1' }));
    expect(c.getConnection()).toEqual({ kind: 'live', token: 'secret-1', rememberInTab: true });
    expect(c.apiBase()).toBe('/api/live');
    expect(c.apiBase('simulator')).toBe('/api/simulator');
  });

  it('a remembered simulator connection without a token uses the first demo account', async () => {
    const c = await load(JSON.stringify({ kind: 'simulator' }));
    expect(c.getConnection()).toEqual({ kind: 'simulator', token: 'demo-token-amara', rememberInTab: true });
  });

  it('unreadable or unknown memory counts as nothing remembered', async () => {
    for (const saved of ['{not json', JSON.stringify({ kind: 'staging', token: 'x' }), 'null']) {
      sessionStorage.clear();
      const c = await load(saved);
      expect(c.getConnection(), saved).toEqual({
        kind: 'simulator',
        token: 'demo-token-amara',
        rememberInTab: false,
      });
    }
  });

  it('in the simulator, no token means the first demo account: its demo data needs no token, so no 401', async () => {
    const m = await load(JSON.stringify({ kind: 'simulator', token: null, rememberInTab: true }));
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
    const m = await load(JSON.stringify({ kind: 'live', token: null, rememberInTab: true }));
    expect(m.getConnection()).toEqual({ kind: 'live', token: null, rememberInTab: true });
    m.setConnection({ kind: 'simulator', token: null });
    expect(m.getConnection().token).toBe(m.SIMULATOR_ACCOUNTS[0].token);
    m.setConnection({ kind: 'live', token: null });
    expect(m.getConnection().token).toBeNull();
  });
});

describe('a change of connection', () => {
  it('is remembered in this tab only when asked, never in localStorage, and forgotten when not', async () => {
    const c = await load();
    c.setConnection({ kind: 'live', token: 'secret-2' });
    expect(sessionStorage.getItem('dashboard.connection')).toBeNull();
    c.setConnection({ rememberInTab: true });
    expect(JSON.parse(sessionStorage.getItem('dashboard.connection')!)).toEqual({
      kind: 'live',
      token: 'secret-2',
      rememberInTab: true,
    });
    c.setConnection({ rememberInTab: false });
    expect(sessionStorage.getItem('dashboard.connection')).toBeNull();
    expect(c.getConnection()).toEqual({ kind: 'live', token: 'secret-2', rememberInTab: false });
    expect(localStorage.length).toBe(0);
  });

  it('a tab that remembers keeps the new token across a reload', async () => {
    const c = await load(JSON.stringify({ kind: 'live', token: 'old' }));
    c.setConnection({ token: 'new' });
    const reloaded = await load();
    expect(reloaded.getConnection()).toEqual({ kind: 'live', token: 'new', rememberInTab: true });
  });

  it('still changes for this page when the tab storage refuses writes, and listeners hear of it', async () => {
    const c = await load();
    const heard = vi.fn();
    c.subscribeConnection(heard);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    c.setConnection({ kind: 'live', token: 't', rememberInTab: true });
    expect(c.getConnection()).toEqual({ kind: 'live', token: 't', rememberInTab: true });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('is heard by every listener until it unsubscribes', async () => {
    const c = await load();
    const kinds: string[] = [];
    const stop = c.subscribeConnection(() => kinds.push(c.getConnection().kind));
    c.setConnection({ kind: 'live' });
    c.setConnection({ kind: 'simulator' });
    stop();
    c.setConnection({ kind: 'live' });
    expect(kinds).toEqual(['live', 'simulator']);
  });
});

describe("the server's default connection", () => {
  it('opens on live when the server names it and has it', async () => {
    const c = await load();
    const fetch = serve(() => Response.json(config('live')));
    const heard = vi.fn();
    c.subscribeConnection(heard);
    await c.adoptServerDefault();
    expect(fetch).toHaveBeenCalledWith('/api/config');
    expect(c.getConnection()).toEqual({ kind: 'live', token: null, rememberInTab: false });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('stays on the simulator when the server names it, has no live service, or cannot say', async () => {
    const answers: (() => Response)[] = [
      () => Response.json(config('simulator')),
      () => Response.json(config('live', false)),
      () => Response.json({ defaultConnection: 'live' }),
      () => new Response('{}', { status: 500 }),
      // An error answer is no answer, whatever its body says.
      () => Response.json(config('live'), { status: 503 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('<html>', { status: 200 }),
    ];
    for (const answer of answers) {
      const c = await load();
      const heard = vi.fn();
      c.subscribeConnection(heard);
      const fetch = serve(answer);
      await c.adoptServerDefault();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(c.getConnection().kind).toBe('simulator');
      expect(c.getConnection().token).toBe('demo-token-amara');
      expect(heard).not.toHaveBeenCalled();
    }
  });

  it('does not ask when this tab remembers a connection, or one was picked on the page', async () => {
    const remembered = await load(JSON.stringify({ kind: 'simulator', token: 't' }));
    const fetch = serve(() => Response.json(config('live')));
    await remembered.adoptServerDefault();
    expect(fetch).not.toHaveBeenCalled();
    expect(remembered.getConnection().kind).toBe('simulator');

    sessionStorage.clear();
    const picked = await load();
    picked.setConnection({ token: 'mine' });
    await picked.adoptServerDefault();
    expect(fetch).not.toHaveBeenCalled();
    expect(picked.getConnection()).toMatchObject({ kind: 'simulator', token: 'mine' });
  });

  it('a connection picked while the server is asked wins over its answer', async () => {
    const c = await load();
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const adopting = c.adoptServerDefault();
    c.setConnection({ token: 'picked-meanwhile' });
    answer(Response.json(config('live')));
    await adopting;
    expect(c.getConnection()).toMatchObject({ kind: 'simulator', token: 'picked-meanwhile' });
  });
});

describe('the team’s tokens held by the server (docs/people.md)', () => {
  it('sends no simulator token while the session says the server holds it, and the demo one again after', async () => {
    const c = await load();
    expect(c.getConnection().token).toBe('demo-token-amara');
    const heard = vi.fn();
    c.subscribeConnection(heard);
    c.adoptServerHeldTokens({ simulator: true, live: false });
    expect(c.getConnection()).toMatchObject({ kind: 'simulator', token: null });
    expect(c.serverHoldsToken()).toBe(true);
    expect(c.serverHoldsToken('live')).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
    // A demo account picked while the token is held is not sent either.
    c.setConnection({ token: 'demo-token-lucas' });
    expect(c.getConnection().token).toBeNull();
    // The same answer again changes nothing and tells no one.
    c.adoptServerHeldTokens({ simulator: true, live: false });
    expect(heard).toHaveBeenCalledTimes(2);
    c.adoptServerHeldTokens({ simulator: false, live: false });
    expect(c.getConnection().token).toBe('demo-token-amara');
    expect(c.serverHoldsToken()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('drops a live token the page held once the team’s is held, and asks for one again after', async () => {
    const c = await load(JSON.stringify({ kind: 'live', token: 'my-own-live-token' }));
    expect(c.getConnection()).toMatchObject({ kind: 'live', token: 'my-own-live-token' });
    c.adoptServerHeldTokens({ simulator: true, live: true });
    expect(c.getConnection().token).toBeNull();
    expect(sessionStorage.getItem('dashboard.connection')).toContain('my-own-live-token');
    c.setConnection({});
    expect(sessionStorage.getItem('dashboard.connection')).not.toContain('my-own-live-token');
    c.adoptServerHeldTokens({ simulator: false, live: false });
    expect(c.getConnection()).toMatchObject({ kind: 'live', token: null });
  });
});
