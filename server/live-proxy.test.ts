/**
 * Each rule of the live proxy, against the HTTPS stand-in of the real service (tests/live/stand-in.ts) in
 * front of an in-memory simulator, over real sockets so lengths, encodings and raw paths are what a browser
 * would see.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { makeCertificate, type Certificate } from '../tests/live/certificate.ts';
import { startStandIn, type StandIn } from '../tests/live/stand-in.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { httpServerOptions } from './http-options.ts';
import { createLiveProxy, isAllowedStorageUrl } from './live-proxy.ts';
import { createSimulator, type Simulator } from './simulator/index.ts';

const TOKEN = 'demo-token-amara';

interface Dashboard {
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Our server with only the live proxy mounted, on an ephemeral port (the port is part of the config). */
async function startDashboard(cert: Certificate, changes: (port: number) => Partial<ServerConfig>) {
  let handler: (request: Request, env: unknown) => Response | Promise<Response> = () => new Response();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: (request, env) => handler(request, env),
        hostname: '127.0.0.1',
        port: 0,
        serverOptions: { ...httpServerOptions },
      },
      () => resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const config = { ...readConfig({}), port, ...changes(port) } as ServerConfig & { liveApiUrl: string };
  const app = new Hono();
  app.route('/api/live', createLiveProxy(config, { ca: cert.cert }));
  handler = (request, env) => app.fetch(request, env);
  const dashboard: Dashboard = {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        (server as http.Server).closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return dashboard;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly this path and these headers (no normalisation, no decompression). */
function raw(
  dashboard: Dashboard,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: dashboard.port,
        path,
        method,
        headers: { host: `127.0.0.1:${dashboard.port}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (answer: RawAnswer) =>
  JSON.parse(
    (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8'),
  ) as Record<string, unknown>;

describe('live proxy', () => {
  let cert: Certificate;
  let simulator: Simulator;
  let standIn: StandIn;
  let dashboard: Dashboard;

  beforeAll(async () => {
    cert = makeCertificate();
    simulator = await createSimulator({ dataDir: null, seedPlots: 1500 });
    standIn = await startStandIn({ cert, simulator });
    dashboard = await startDashboard(cert, () => ({
      liveApiUrl: standIn.apiUrl,
      storageOrigins: [standIn.storageOrigin],
    }));
  });

  afterAll(async () => {
    await dashboard.close();
    await standIn.close();
    await simulator.close();
  });

  const seenSince = (n: number) => standIn.seen.slice(n).filter((s) => s.server === 'api');

  describe('bodies arrive whole, whatever the upstream compresses', () => {
    it('passes a gzip body through with its own length and encoding, chunked or not', async () => {
      // The stand-in alternates between a Content-Length and a chunked body: two pages cover both.
      for (let i = 0; i < 2; i++) {
        const answer = await raw(dashboard, '/api/live/v1/plots', {
          headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip, deflate, br' },
        });
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe('gzip');
        if (answer.headers['content-length'] !== undefined)
          expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        else expect(answer.headers['transfer-encoding']).toBe('chunked');
        const page = json(answer) as { results: unknown[] };
        expect(page.results).toHaveLength(200);
      }
    });

    it('decodes a gzip body the browser did not ask for, and then sends no stale length or encoding', async () => {
      const gzipping = await startStandIn({ cert, simulator, alwaysGzip: true });
      const proxy = await startDashboard(cert, () => ({ liveApiUrl: gzipping.apiUrl }));
      try {
        for (let i = 0; i < 2; i++) {
          const answer = await raw(proxy, '/api/live/v1/plots', {
            headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'identity' },
          });
          expect(answer.status).toBe(200);
          expect(answer.headers['content-encoding']).toBeUndefined();
          expect(answer.headers['content-length']).toBeUndefined();
          expect((JSON.parse(answer.body.toString('utf8')) as { results: unknown[] }).results).toHaveLength(
            200,
          );
        }
      } finally {
        await proxy.close();
        await gzipping.close();
      }
    });

    it('keeps the length of an uncompressed body', async () => {
      const answer = await raw(dashboard, '/api/live/v1/projects', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.status).toBe(200);
      if (answer.headers['content-length'] !== undefined)
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(json(answer).results).toBeInstanceOf(Array);
    });
  });

  describe('paths', () => {
    const tricks = [
      '/api/live/v1/..%5c..%5cadmin',
      '/api/live/v1/..%5C..%5Cadmin',
      '/api/live/v1/plots/..%2f..%2fadmin',
      '/api/live/v1/plots/..%2F..%2Fadmin',
      '/api/live/v1/%2e%2e/%2e%2e/admin',
      '/api/live/v1/../../admin',
      '/api/live/v1//plots',
      '/api/live//v1/plots',
      '/api/live/v1/plots/',
      '/api/live/v1\\..\\..\\admin',
      '/api/live/v1/%252e%252e/admin',
      '/api/live/v1/plots%00',
      '/api/live/admin',
      '/api/live/v1',
      '/api/live/get-risk-info/x',
      '/api/live',
    ];
    for (const path of tricks) {
      it(`refuses ${path} without reaching the upstream`, async () => {
        const before = standIn.seen.length;
        const answer = await raw(dashboard, path, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect([400, 404]).toContain(answer.status);
        expect(seenSince(before)).toEqual([]);
      });
    }

    it('resolves single-dot segments before checking, as URL parsing does', async () => {
      for (const path of ['/api/live/v1/./projects', '/api/live/v1/%2e/projects']) {
        const before = standIn.seen.length;
        await raw(dashboard, path, { headers: { authorization: `Bearer ${TOKEN}` } });
        expect(seenSince(before).map((s) => s.path)).toEqual(['/v1/projects']);
      }
    });

    it('forwards the service paths, re-encoded exactly as checked, with the query untouched', async () => {
      const before = standIn.seen.length;
      const answer = await raw(dashboard, '/api/live/v1/plots/no%20such?projectId=p%201', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.status).toBe(404);
      expect(seenSince(before).map((s) => s.path)).toEqual(['/v1/plots/no%20such?projectId=p%201']);
      const risk = await raw(dashboard, '/api/live/get-risk-info', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${TOKEN}`,
          origin: dashboard.origin,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(risk.status).toBe(400);
    });

    it('keeps everything under the configured base path of the service', async () => {
      const proxy = await startDashboard(cert, () => ({ liveApiUrl: `${standIn.apiUrl}/svc/api` }));
      try {
        const before = standIn.seen.length;
        await raw(proxy, '/api/live/v1/projects?x=1');
        expect(seenSince(before).map((s) => s.path)).toEqual(['/svc/api/v1/projects?x=1']);
      } finally {
        await proxy.close();
      }
    });
  });

  describe('tokens', () => {
    it('sends the server-held token upstream, never the browser one', async () => {
      const proxy = await startDashboard(cert, () => ({ liveApiUrl: standIn.apiUrl, liveApiToken: TOKEN }));
      try {
        const before = standIn.seen.length;
        const answer = await raw(proxy, '/api/live/v1/projects', {
          headers: { authorization: 'Bearer from-browser' },
        });
        expect(answer.status).toBe(200);
        expect(seenSince(before).map((s) => s.authorization)).toEqual([`Bearer ${TOKEN}`]);
      } finally {
        await proxy.close();
      }
    });

    it("passes the browser's token when the server holds none, and the service's 401", async () => {
      const answer = await raw(dashboard, '/api/live/v1/projects', {
        headers: { authorization: 'Bearer wrong' },
      });
      expect(answer.status).toBe(401);
      expect(json(answer)).toMatchObject({ error_code: 'unauthorized' });
    });
  });

  describe('redirects', () => {
    it('hands a redirect within the service to the browser under our own path', async () => {
      const redirecting = await startStandIn({ cert, simulator, redirectEvery: 1 });
      const proxy = await startDashboard(cert, () => ({ liveApiUrl: redirecting.apiUrl }));
      try {
        const answer = await raw(proxy, '/api/live/v1/projects?a=1', {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(answer.status).toBe(307);
        expect(answer.headers.location).toBe('/api/live/v1/projects?a=1&_hop=1');
        const followed = await raw(proxy, answer.headers.location!, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(followed.status).toBe(200);
      } finally {
        await proxy.close();
        await redirecting.close();
      }
    });

    it('never follows nor hands on a redirect to another origin', async () => {
      const redirecting = await startStandIn({
        cert,
        simulator,
        redirectEvery: 1,
        redirectOrigin: 'https://elsewhere.example',
      });
      const proxy = await startDashboard(cert, () => ({ liveApiUrl: redirecting.apiUrl }));
      try {
        const answer = await raw(proxy, '/api/live/v1/projects', {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(answer.status).toBe(502);
        expect(answer.headers.location).toBeUndefined();
        expect(json(answer).errorMessage).toMatch(/elsewhere\.example.*not followed/);
      } finally {
        await proxy.close();
        await redirecting.close();
      }
    });
  });

  describe('our own page only', () => {
    const read = (headers: Record<string, string>) => raw(dashboard, '/api/live/v1/projects', { headers });
    const write = (headers: Record<string, string>, body = '{"supplier":"A"}') =>
      raw(dashboard, '/api/live/v1/bulk-uploads', { method: 'POST', headers, body });

    it('serves a same-origin read and a same-origin JSON write', async () => {
      expect((await read({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
      expect((await read({ authorization: `Bearer ${TOKEN}`, 'sec-fetch-site': 'same-origin' })).status).toBe(
        200,
      );
      const created = await write({
        authorization: `Bearer ${TOKEN}`,
        origin: dashboard.origin,
        'content-type': 'application/json',
      });
      expect(created.status).toBe(200);
    });

    it('refuses a foreign Host (DNS rebinding) with 403', async () => {
      const answer = await read({ host: `rebind.example:${dashboard.port}` });
      expect(answer.status).toBe(403);
      expect(json(answer).errorMessage).toMatch(/PUBLIC_URL/);
      expect((await read({ host: `127.0.0.1:${dashboard.port + 1}` })).status).toBe(403);
    });

    it('refuses another Origin and a cross-site fetch with 403', async () => {
      expect((await read({ origin: 'https://evil.example' })).status).toBe(403);
      expect((await read({ origin: 'null' })).status).toBe(403);
      expect((await read({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await read({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    });

    it('refuses a write that is not JSON (a cross-site form post) or carries no Origin', async () => {
      const before = standIn.seen.length;
      expect((await write({ origin: dashboard.origin, 'content-type': 'text/plain' })).status).toBe(403);
      expect(
        (
          await write(
            { origin: dashboard.origin, 'content-type': 'application/x-www-form-urlencoded' },
            'a=1',
          )
        ).status,
      ).toBe(403);
      expect((await write({ 'content-type': 'application/json' })).status).toBe(403);
      expect(
        (await write({ origin: 'https://evil.example', 'content-type': 'application/json' })).status,
      ).toBe(403);
      expect(seenSince(before)).toEqual([]);
    });

    it('checks Host and Origin against PUBLIC_URL when it is set', async () => {
      const proxy = await startDashboard(cert, () => ({
        liveApiUrl: standIn.apiUrl,
        publicUrl: 'https://dashboard.example.org',
      }));
      try {
        expect((await raw(proxy, '/api/live/v1/projects')).status).toBe(403);
        const ok = await raw(proxy, '/api/live/v1/projects', {
          headers: {
            host: 'dashboard.example.org',
            origin: 'https://dashboard.example.org',
            authorization: `Bearer ${TOKEN}`,
          },
        });
        expect(ok.status).toBe(200);
        const http = await raw(proxy, '/api/live/v1/projects', {
          headers: { host: 'dashboard.example.org', origin: 'http://dashboard.example.org' },
        });
        expect(http.status).toBe(403);
      } finally {
        await proxy.close();
      }
    });
  });

  describe('upload relay', () => {
    it('takes only the exact allow-listed storage origins', () => {
      const allowed = ['https://storage.example', 'https://127.0.0.1:4443', 'https://s3.example/bucket-a/'];
      const cases: [string, boolean][] = [
        ['https://storage.example/b/o?X-Goog-Signature=1', true],
        ['https://storage.example:443/b/o', true],
        ['https://storage.example:8443/b/o', false],
        ['http://storage.example/b/o', false],
        ['https://bucket.storage.example/o', false],
        ['https://storage.example.evil.example/o', false],
        ['https://user:pw@storage.example/o', false],
        ['https://127.0.0.1:4443/o', true],
        ['https://127.0.0.1:4444/o', false],
        ['https://s3.example/bucket-a/key', true],
        ['https://s3.example/bucket-b/key', false],
        ['https://s3.example/bucket-a%2F..%2Fbucket-b/key', false],
        ['https://s3.example/bucket-a/../bucket-b/key', false],
        ['https://s3.example/bucket-ab/key', false],
        ['not a url', false],
      ];
      for (const [url, expected] of cases) expect(isAllowedStorageUrl(url, allowed), url).toBe(expected);
    });

    it('reads an allow-list entry the same in every spelling of it: case, default port, trailing slash', () => {
      const spellings = [
        ['https://storage.example'],
        ['https://storage.example/'],
        ['HTTPS://Storage.Example'],
        ['https://storage.example:443'],
        ['https://other.example', 'https://storage.example'],
      ];
      const cases: [string, boolean][] = [
        ['https://storage.example/b/o', true],
        ['https://STORAGE.example/b/o', true],
        ['https://storage.example:443/b/o', true],
        ['https://storage.example:4443/b/o', false],
        ['http://storage.example/b/o', false],
        ['https://storage.example.evil.example/b/o', false],
      ];
      for (const allowed of spellings)
        for (const [url, expected] of cases)
          expect(isAllowedStorageUrl(url, allowed), `${url} with ${allowed.join(',')}`).toBe(expected);
    });

    it('reads a bucket path entry with or without its trailing slash, and matches its case exactly', () => {
      for (const allowed of [['https://s3.example/bucket-a/'], ['https://s3.example/bucket-a']]) {
        const cases: [string, boolean][] = [
          ['https://s3.example/bucket-a/key', true],
          ['https://S3.Example/bucket-a/key', true],
          ['https://s3.example:443/bucket-a/key', true],
          // Object paths are case-sensitive at the storage: another case is another bucket.
          ['https://s3.example/Bucket-A/key', false],
          ['https://s3.example/bucket-ab/key', false],
          ['https://s3.example/bucket-a', false],
          ['https://s3.example/key', false],
        ];
        for (const [url, expected] of cases)
          expect(isAllowedStorageUrl(url, allowed), `${url} with ${allowed[0]}`).toBe(expected);
      }
    });

    it('admits no plain-http entry, in any spelling, and no entry that is not a URL', () => {
      for (const entry of ['http://storage.example', 'HTTP://storage.example/', 'storage.example', ''])
        expect(isAllowedStorageUrl('https://storage.example/b/o', [entry]), entry).toBe(false);
      expect(isAllowedStorageUrl('http://storage.example/b/o', ['http://storage.example'])).toBe(false);
    });

    const relay = (target: string, body: string, headers: Record<string, string> = {}) =>
      raw(dashboard, `/api/live/upload-relay?url=${encodeURIComponent(target)}`, {
        method: 'PUT',
        headers: {
          origin: dashboard.origin,
          'content-type': 'application/octet-stream',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
        body,
      });

    it('streams the file to storage with no Authorization header', async () => {
      const before = standIn.seen.length;
      const answer = await relay(`${standIn.storageOrigin}/sink/a?sig=ok`, 'x'.repeat(100_000), {
        authorization: `Bearer ${TOKEN}`,
        cookie: 'session=1',
      });
      expect(answer.status).toBe(200);
      expect(standIn.sinkBytes.get('a')).toBe(100_000);
      const put = standIn.seen.slice(before).filter((s) => s.server === 'storage');
      expect(put).toEqual([expect.objectContaining({ method: 'PUT', authorization: undefined })]);
    });

    it("hands storage's XML error to the page as it came", async () => {
      const answer = await relay(`${standIn.storageOrigin}/sink/b?sig=bad`, 'x');
      expect(answer.status).toBe(403);
      expect(answer.headers['content-type']).toMatch(/xml/);
      expect(answer.body.toString()).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
    });

    it('refuses storage origins that are not allow-listed, and another page', async () => {
      const before = standIn.seen.length;
      expect((await relay(`${standIn.apiUrl}/sink/c?sig=ok`, 'x')).status).toBe(403);
      expect((await relay('https://elsewhere.example/sink/c?sig=ok', 'x')).status).toBe(403);
      expect(
        (await relay(`${standIn.storageOrigin}/sink/c?sig=ok`, 'x', { origin: 'https://evil.example' }))
          .status,
      ).toBe(403);
      expect(standIn.seen.length).toBe(before);
    });

    it('never follows a redirect from storage', async () => {
      const before = standIn.seen.length;
      const answer = await relay(`${standIn.storageOrigin}/moved/d?sig=ok`, 'x');
      expect(answer.status).toBe(502);
      expect(json(answer).errorMessage).toMatch(/elsewhere\.example.*never follows redirects/);
      expect(standIn.seen.slice(before).map((s) => s.path)).toEqual(['/moved/d?sig=ok']);
    });

    it('stops a stalled upload after the idle timeout, not a fixed time', async () => {
      const slow = await startStandIn({ cert, simulator: null, storageBytesPerSecond: 20_000 });
      const proxy = await startDashboard(cert, () => ({
        liveApiUrl: standIn.apiUrl,
        storageOrigins: [slow.storageOrigin],
        relayIdleTimeoutMs: 700,
      }));
      try {
        // 10 bytes every 250 ms for 2.5 s, more than three times the idle timeout, yet bytes keep moving.
        const moving = await new Promise<number>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port: proxy.port,
              method: 'PUT',
              path: `/api/live/upload-relay?url=${encodeURIComponent(`${slow.storageOrigin}/sink/e?sig=ok`)}`,
              headers: {
                origin: proxy.origin,
                'content-type': 'application/octet-stream',
                'content-length': '100',
              },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          let sent = 0;
          const tick = setInterval(() => {
            req.write('0123456789');
            if (++sent === 10) {
              clearInterval(tick);
              req.end();
            }
          }, 250);
        });
        expect(moving).toBe(200);
        expect(slow.sinkBytes.get('e')).toBe(100);
        // 10 bytes of a promised 100, then nothing: stopped after the idle timeout.
        const started = Date.now();
        const stalled = await new Promise<number>((resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port: proxy.port,
              method: 'PUT',
              path: `/api/live/upload-relay?url=${encodeURIComponent(`${slow.storageOrigin}/sink/f?sig=ok`)}`,
              headers: {
                origin: proxy.origin,
                'content-type': 'application/octet-stream',
                'content-length': '100',
              },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
              req.destroy();
            },
          );
          req.on('error', reject);
          req.write('0123456789');
        });
        expect(stalled).toBe(504);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await proxy.close();
        await slow.close();
      }
    });

    it('has no fixed cut on a whole request (Node would cut at 300 s)', () => {
      expect(httpServerOptions.requestTimeout).toBe(0);
    });

    it('tells a keep-alive client it keeps an idle connection 65 s (Node says 5 s)', async () => {
      const agent = new http.Agent({ keepAlive: true });
      try {
        const keepAlive = await new Promise<unknown>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port: dashboard.port, path: '/api/live/v1/projects', agent }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.headers['keep-alive']));
            })
            .on('error', reject);
        });
        expect(keepAlive).toBe('timeout=65');
      } finally {
        agent.destroy();
      }
    });
  });
});
