/**
 * The server's reads of the live service follow the service's own redirects (a 307 to itself, as the
 * live stand-in and cloud gateways answer), and never one that leaves the service: another origin, or a
 * path outside its base path, is answered as it came, and the token is not sent there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveFetch } from './live-fetch.ts';

const seen: { path: string; authorization: string | undefined }[] = [];
let origin = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ path: req.url!, authorization: req.headers.authorization });
    const redirects: Record<string, string> = {
      '/svc/v1/once': '/svc/v1/there',
      '/svc/v1/away': 'http://elsewhere.invalid/svc/v1/there',
      '/svc/v1/outside': '/other/v1/there',
      '/svc/v1/loop': '/svc/v1/loop',
    };
    const to = redirects[req.url!.split('?')[0]!];
    if (to) {
      res.writeHead(307, { location: to });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('liveFetch', () => {
  it('follows a redirect within the service, with the token', async () => {
    seen.length = 0;
    const res = await liveFetch(`${origin}/svc/`)('/v1/once?x=1', 'tok');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/svc/v1/there' });
    expect(seen).toEqual([
      { path: '/svc/v1/once?x=1', authorization: 'Bearer tok' },
      { path: '/svc/v1/there', authorization: 'Bearer tok' },
    ]);
  });

  it('does not follow one to another origin or outside the base path', async () => {
    seen.length = 0;
    const fetchLive = liveFetch(`${origin}/svc`);
    const away = await fetchLive('/v1/away', 'tok');
    expect(away.status).toBe(307);
    const outside = await fetchLive('/v1/outside', 'tok');
    expect(outside.status).toBe(307);
    expect(seen.map((s) => s.path)).toEqual(['/svc/v1/away', '/svc/v1/outside']);
  });

  it('gives up after 3 redirects', async () => {
    seen.length = 0;
    const res = await liveFetch(`${origin}/svc`)('/v1/loop', 'tok');
    expect(res.status).toBe(307);
    expect(seen).toHaveLength(4);
  });
});
