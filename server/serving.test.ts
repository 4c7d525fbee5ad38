/**
 * How the production server answers: the built app's caching, compression and 404s (static-assets.ts), the
 * security headers of pages and API answers (security-headers.ts), URLs that ignore the Host header, and
 * the demo tokens' loopback rule (config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isLoopbackHost, readConfig, simulatorAccounts, simulatorOptions } from './config.ts';
import { createServerApp, type ServerApp } from './app.ts';
import { IMMUTABLE, serveBuiltApp } from './static-assets.ts';
import { DEMO_ACCOUNTS } from './simulator/demo-accounts.ts';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

describe('production serving', () => {
  let dir: string;
  let server: ServerApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'serving-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App</title>');
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await createServerApp({ ...readConfig({}), dataDir: path.join(dir, 'data') });
    const built = serveBuiltApp(dist);
    server.app.use('*', built.files);
    server.app.get('*', built.shell);
    await built.ready;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => server.app.request(p, { headers });

  it('hashed assets are immutable for a year; index.html and other files must be revalidated', async () => {
    const asset = await get('/assets/index-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(asset.headers.get('content-type')).toContain('javascript');
    for (const p of ['/', '/plots?supplier=x', '/favicon.svg']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('an unknown asset path is a 404, not the SPA shell; an unknown page path is the shell', async () => {
    const missing = await get('/assets/index-Gone99.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<!doctype html>');
    const page = await get('/suppliers/42');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>App</title>');
  });

  it('sends brotli or gzip by Accept-Encoding, identical once decompressed, and plain bytes otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brBytes).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    // Too small to gain anything: never compressed.
    const small = await get('/', { 'accept-encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('pages carry the strict CSP, Permissions-Policy and Cross-Origin-Opener-Policy', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Our origin plus the online tile host, and nothing else: no https: wildcard.
    expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.openfreemap\.org(;|$)/);
    expect(csp).not.toMatch(/connect-src[^;]* https:(\s|;|$)/);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("API and basemap answers carry nosniff and a default-src 'none' CSP, errors included", async () => {
    for (const p of [
      '/api/config',
      '/api/simulator/v1/projects',
      '/api/nothing',
      '/basemap/labels.geojson',
    ]) {
      const res = await get(p);
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), p).toMatch(/^default-src 'none'/);
    }
  });

  it('signed URLs and nextUrl never take their host from the Host header', async () => {
    const headers = {
      host: 'evil.example',
      authorization: 'Bearer demo-token-amara',
      'content-type': 'application/json',
    };
    const created = await server.app.request('/api/simulator/v1/bulk-uploads', {
      method: 'POST',
      headers,
      body: JSON.stringify({ supplier: 'Host Header Co', fileNames: ['a.geojson'] }),
    });
    expect(created.status).toBe(200);
    const text = await created.text();
    expect(text).not.toContain('evil.example');
    const { signedUrls } = JSON.parse(text) as { signedUrls: { signedUrls: string }[] };
    // In-process (no socket) and no PUBLIC_URL: a URL relative to this server.
    expect(signedUrls[0]!.signedUrls).toMatch(/^\/api\/simulator\/storage\//);
    const page = await server.app.request('/api/simulator/v1/plots', { headers });
    expect(await page.text()).not.toContain('evil.example');
  });

  it('uses PUBLIC_URL for absolute URLs when it is set', async () => {
    const withPublic = await createServerApp({
      ...readConfig({ PUBLIC_URL: 'https://dash.example.org/' }),
      dataDir: path.join(dir, 'public-url'),
    });
    try {
      const res = await withPublic.app.request('/api/simulator/v1/plots', {
        headers: { host: 'evil.example', authorization: 'Bearer demo-token-amara' },
      });
      const { nextUrl } = (await res.json()) as { nextUrl: string };
      expect(nextUrl.startsWith('https://dash.example.org/api/simulator/v1/plots?')).toBe(true);
    } finally {
      await withPublic.close();
    }
  });
});

describe('demo tokens are for loopback', () => {
  it('knows loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.10', 'example.org', '128.0.0.1'])
      expect(isLoopbackHost(h), h).toBe(false);
  });

  it('refuses the public demo tokens on a non-loopback HOST, naming both ways out', () => {
    expect(simulatorAccounts(readConfig({ HOST: '127.0.0.1' }))).toBe(DEMO_ACCOUNTS);
    expect(() => simulatorAccounts(readConfig({ HOST: '0.0.0.0' }))).toThrow(
      /SIM_TOKENS.*SIM_ALLOW_DEMO_TOKENS=1/,
    );
    expect(simulatorAccounts(readConfig({ HOST: '0.0.0.0', SIM_ALLOW_DEMO_TOKENS: '1' }))).toBe(
      DEMO_ACCOUNTS,
    );
  });

  it('one builder gives the embedded and the standalone simulator the same options', () => {
    const options = simulatorOptions(
      readConfig({
        SIM_DATA_DIR: '/tmp/sim-options',
        SIM_SPEED: '10',
        SIM_FAULTS: '1',
        PUBLIC_URL: 'https://dashboard.example.org',
        SIM_UPLOAD_RETENTION_DAYS: '2',
      }),
    );
    expect(options).toEqual({
      dataDir: '/tmp/sim-options',
      speed: 10,
      faults: true,
      publicUrl: 'https://dashboard.example.org',
      accounts: DEMO_ACCOUNTS,
      uploadRetentionMs: 2 * 86_400_000,
    });
    expect(() => simulatorOptions(readConfig({ HOST: '0.0.0.0' }))).toThrow(/SIM_TOKENS/);
  });

  it('SIM_TOKENS replaces the demo tokens, on any HOST', async () => {
    const accounts = simulatorAccounts(
      readConfig({ HOST: '0.0.0.0', SIM_TOKENS: 'a-long-secret-token-1=amara, another-secret-token=lucas' }),
    );
    expect(Object.keys(accounts)).toEqual(['a-long-secret-token-1', 'another-secret-token']);
    expect(accounts['another-secret-token']).toEqual(DEMO_ACCOUNTS['demo-token-lucas']);
    expect(() => readConfig({ SIM_TOKENS: 'short=amara' })).toThrow(/16 characters/);
    expect(() => readConfig({ SIM_TOKENS: 'a-long-secret-token-1=nobody' })).toThrow(/amara, lucas/);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-tokens-'));
    const server = await createServerApp({
      ...readConfig({ SIM_TOKENS: 'a-long-secret-token-1=amara' }),
      dataDir: dir,
    });
    try {
      const as = (token: string) =>
        server.app.request('/api/simulator/v1/projects', { headers: { authorization: `Bearer ${token}` } });
      expect((await as('a-long-secret-token-1')).status).toBe(200);
      expect((await as('demo-token-amara')).status).toBe(401);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
