/**
 * Which way a signed-URL PUT goes: our own origin needs no CORS question; a storage origin's route, once
 * learnt, is remembered for this tab (sessionStorage), per origin. Each test loads signed-url.ts afresh: it
 * reads the tab's memory once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SignedUrl from './signed-url.ts';

const KEY = 'dashboard.storage-routes';

async function load(saved?: string): Promise<typeof SignedUrl> {
  vi.resetModules();
  if (saved !== undefined) sessionStorage.setItem(KEY, saved);
  return import('./signed-url.ts');
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('signed-URL routes', () => {
  it('a URL on our own origin, relative or absolute, has no storage origin', async () => {
    const s = await load();
    expect(s.crossOriginOf('/api/simulator/storage/u1/a.geojson?sig=x')).toBeNull();
    expect(s.crossOriginOf(`${location.origin}/storage/a.geojson`)).toBeNull();
    expect(s.crossOriginOf('https://bucket.example-storage.com/u1/a.geojson?X-Sig=1')).toBe(
      'https://bucket.example-storage.com',
    );
  });

  it('remembers a route per storage origin, in this tab', async () => {
    const s = await load();
    const a = 'https://a.example-storage.com';
    const b = 'https://b.example-storage.com';
    expect(s.rememberedRoute(a)).toBeNull();
    s.rememberRoute(a, 'relay');
    s.rememberRoute(b, 'direct');
    expect(s.rememberedRoute(a)).toBe('relay');
    expect(s.rememberedRoute(b)).toBe('direct');
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ [a]: 'relay', [b]: 'direct' });
    expect(localStorage.length).toBe(0);

    const reloaded = await load();
    expect(reloaded.rememberedRoute(a)).toBe('relay');
    reloaded.forgetStorageRoutes();
    expect(reloaded.rememberedRoute(a)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('writes the tab memory only when a route changes', async () => {
    const s = await load();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    s.rememberRoute('https://a.example-storage.com', 'direct');
    s.rememberRoute('https://a.example-storage.com', 'direct');
    expect(setItem).toHaveBeenCalledTimes(1);
    s.rememberRoute('https://a.example-storage.com', 'relay');
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(s.rememberedRoute('https://a.example-storage.com')).toBe('relay');
  });

  it('unreadable tab memory, or storage that refuses writes, still remembers for this page', async () => {
    for (const saved of ['{broken', 'null', '"relay"']) {
      sessionStorage.clear();
      const s = await load(saved);
      expect(s.rememberedRoute('https://a.example-storage.com'), saved).toBeNull();
    }
    const s = await load();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    s.rememberRoute('https://a.example-storage.com', 'relay');
    expect(s.rememberedRoute('https://a.example-storage.com')).toBe('relay');
  });

  it('the API token goes neither into the relay URL nor into the tab memory of routes', async () => {
    const s = await load();
    const { setConnection } = await import('./connection.ts');
    setConnection({ kind: 'live', token: 'secret-token' });
    const signed = 'https://bucket.example-storage.com/u1/a.geojson?X-Sig=1';
    const relay = s.relayUrl(signed);
    expect(new URL(relay, location.href).origin).toBe(location.origin);
    s.rememberRoute(s.crossOriginOf(signed)!, 'relay');
    expect(relay).not.toContain('secret-token');
    expect(sessionStorage.getItem(KEY)).not.toContain('secret-token');
    expect(localStorage.length).toBe(0);
  });

  it('the relay goes through our live API base, the signed URL encoded as one parameter', async () => {
    const s = await load();
    const signed = 'https://bucket.example-storage.com/u1/a b.geojson?X-Sig=1&X-Exp=2';
    const relay = s.relayUrl(signed);
    expect(relay).toBe(`/api/live/upload-relay?url=${encodeURIComponent(signed)}`);
    expect(new URL(relay, location.href).searchParams.get('url')).toBe(signed);
  });
});
