import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'dashboard.storage-routes';

/** A fresh copy of the module, so what it remembers comes only from sessionStorage. */
const fresh = async () => {
  vi.resetModules();
  return import('./signed-url.ts');
};

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('which origin a signed URL is on', () => {
  it('is none for our own origin, absolute or relative (the simulator: no CORS question)', async () => {
    const { crossOriginOf } = await fresh();
    expect(crossOriginOf(`${location.origin}/api/simulator/storage/u/0?sig=x`)).toBeNull();
    expect(crossOriginOf('/api/simulator/storage/u/0?sig=x')).toBeNull();
  });

  it('is the storage origin for another host, port or scheme', async () => {
    const { crossOriginOf } = await fresh();
    expect(crossOriginOf('https://storage.googleapis.com/bucket/file?X-Goog-Signature=x')).toBe(
      'https://storage.googleapis.com',
    );
    const ownPort = Number(location.port || (location.protocol === 'https:' ? 443 : 80));
    const other = `${location.protocol}//${location.hostname}:${ownPort + 1}`;
    expect(crossOriginOf(`${other}/bucket/f`)).toBe(other);
    const scheme = location.protocol === 'https:' ? 'http:' : 'https:';
    expect(crossOriginOf(`${scheme}//${location.host}/bucket/f`)).not.toBeNull();
  });
});

describe('the way remembered per storage origin', () => {
  it('knows nothing about an origin it has not tried', async () => {
    const { rememberedRoute } = await fresh();
    expect(rememberedRoute('https://storage.googleapis.com')).toBeNull();
  });

  it('remembers each origin on its own, for the rest of the tab (sessionStorage, never localStorage)', async () => {
    const first = await fresh();
    first.rememberRoute('https://a.example', 'relay');
    first.rememberRoute('https://b.example', 'direct');
    expect(first.rememberedRoute('https://a.example')).toBe('relay');
    expect(first.rememberedRoute('https://b.example')).toBe('direct');
    expect(first.rememberedRoute('https://c.example')).toBeNull();
    expect(localStorage.length).toBe(0);

    // After a reload of the page the tab still knows.
    const reloaded = await fresh();
    expect(reloaded.rememberedRoute('https://a.example')).toBe('relay');
    expect(reloaded.rememberedRoute('https://b.example')).toBe('direct');
  });

  it('replaces the way when it changes', async () => {
    const { rememberRoute, rememberedRoute } = await fresh();
    rememberRoute('https://a.example', 'direct');
    rememberRoute('https://a.example', 'relay');
    expect(rememberedRoute('https://a.example')).toBe('relay');
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ 'https://a.example': 'relay' });
  });

  it('treats unreadable saved routes as none remembered', async () => {
    sessionStorage.setItem(KEY, '{not json');
    const { rememberedRoute, rememberRoute } = await fresh();
    expect(rememberedRoute('https://a.example')).toBeNull();
    rememberRoute('https://a.example', 'direct');
    expect(rememberedRoute('https://a.example')).toBe('direct');
  });

  it('keeps working for the page when sessionStorage refuses writes', async () => {
    const { rememberRoute, rememberedRoute } = await fresh();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(() => rememberRoute('https://a.example', 'relay')).not.toThrow();
      expect(rememberedRoute('https://a.example')).toBe('relay');
    } finally {
      setItem.mockRestore();
    }
  });

  it('forgets every origin when asked', async () => {
    const { rememberRoute, rememberedRoute, forgetStorageRoutes } = await fresh();
    rememberRoute('https://a.example', 'relay');
    forgetStorageRoutes();
    expect(rememberedRoute('https://a.example')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

describe('the relay URL', () => {
  it('is our live server’s relay with the whole signed URL as one encoded parameter', async () => {
    const { relayUrl } = await fresh();
    const signed =
      'https://storage.googleapis.com/b/plots.geojson?X-Goog-Signature=a%2Fb&X-Goog-Expires=3600';
    const relay = relayUrl(signed);
    expect(relay.startsWith('/api/live/upload-relay?url=')).toBe(true);
    expect(new URL(relay, location.origin).searchParams.get('url')).toBe(signed);
    // The signed URL's own parameters stay inside it: none leaks out as a parameter of the relay.
    expect([...new URL(relay, location.origin).searchParams.keys()]).toEqual(['url']);
  });

  it('goes to the live relay whichever connection the page is on', async () => {
    vi.resetModules();
    const { setConnection } = await import('./connection.ts');
    const { relayUrl } = await import('./signed-url.ts');
    setConnection({ kind: 'simulator' });
    expect(relayUrl('https://s.example/x')).toMatch(/^\/api\/live\/upload-relay\?/);
  });
});
