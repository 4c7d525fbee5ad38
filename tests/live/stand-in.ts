/**
 * A stand-in for the real cloud service, on loopback, for the live-mode tests: an HTTPS API in front of the
 * simulator that behaves the way real cloud APIs do rather than the way we wrote the simulator, and a
 * separate HTTPS storage origin for the signed URLs.
 *
 * API: gzips JSON (even unasked, with `alwaysGzip`), sends bodies chunked or with a length, answers some GETs
 * with a same-origin 307, spells fields the other way (`risk_info`, `error_code` with `message` or `error`),
 * adds fields nobody asked for, gives start an opaque `status`, and (by default) does not offer supplier
 * management or the detections export (404 / 405 like an API gateway).
 * Storage: its CORS policy admits another origin only (so a browser must go through the relay), errors are
 * S3/GCS-style XML, uploads can be throttled, and `/sink/...` swallows bytes for the memory benchmark.
 */
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { Readable, Transform, Writable, pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { Certificate } from './certificate.ts';

export interface StandInOptions {
  cert: Certificate;
  /** The simulator behind the API (null: storage sink only, for the benchmark). */
  simulator: { app: { fetch(request: Request): Response | Promise<Response> } } | null;
  /** Storage upload throughput in bytes per second (0: as fast as it comes). */
  storageBytesPerSecond?: number;
  /** Gzip JSON even when the client did not ask for it. */
  alwaysGzip?: boolean;
  /** Every Nth GET is answered with a 307 to the same URL (0: never). */
  redirectEvery?: number;
  /** Origin of the redirect (default the API's own): another origin tests that the proxy refuses it. */
  redirectOrigin?: string;
  offers?: { suppliers?: boolean; detectionsExport?: boolean };
  host?: string;
}

export interface SeenRequest {
  server: 'api' | 'storage';
  method: string;
  path: string;
  authorization: string | undefined;
  origin: string | undefined;
}

export interface StandIn {
  apiUrl: string;
  storageOrigin: string;
  seen: SeenRequest[];
  /** Bytes received per `/sink/<name>`. */
  sinkBytes: Map<string, number>;
  close(): Promise<void>;
}

/** The origin the storage CORS policy admits: not the dashboard. */
export const STORAGE_CORS_ORIGIN = 'https://console.storage.example';

const STORAGE_ERROR_CODES: Record<number, string> = {
  400: 'InvalidArgument',
  403: 'AccessDenied',
  404: 'NoSuchKey',
  409: 'OperationAborted',
};

function xmlEscape(text: string) {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The error as cloud storage writes it (S3 and GCS share this shape). */
export function storageErrorXml(status: number, message: string): string {
  const code = /expired/i.test(message)
    ? 'ExpiredToken'
    : /signature/i.test(message)
      ? 'SignatureDoesNotMatch'
      : (STORAGE_ERROR_CODES[status] ?? 'InternalError');
  return `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Details>stand-in storage</Details></Error>`;
}

function readAll(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Holds each chunk back until the running total fits the rate: backpressure reaches the sender's socket. */
function throttle(bytesPerSecond: number): Transform {
  const started = Date.now();
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      const wait = started + (total / bytesPerSecond) * 1000 - Date.now();
      if (wait > 0) setTimeout(() => done(null, chunk), wait);
      else done(null, chunk);
    },
  });
}

const listen = (server: https.Server, host: string) =>
  new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const host = options.host ?? '127.0.0.1';
  const offers = { suppliers: false, detectionsExport: false, ...options.offers };
  const seen: SeenRequest[] = [];
  const sinkBytes = new Map<string, number>();
  let answers = 0;
  let gets = 0;
  let errors = 0;
  const tls = { key: options.cert.key, cert: options.cert.cert };
  const apiServer = https.createServer(tls);
  const storageServer = https.createServer(tls);
  // Uploads take as long as they take, like real storage.
  storageServer.requestTimeout = 0;
  const apiPort = await listen(apiServer, host);
  const storagePort = await listen(storageServer, host);
  const apiOrigin = `https://${host}:${apiPort}`;
  const storageOrigin = `https://${host}:${storagePort}`;

  function respell(json: unknown, status: number, pathname: string): unknown {
    if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
    const body = { ...(json as Record<string, unknown>) };
    if (status >= 400 && typeof body.errorCode === 'string') {
      const { errorCode, errorMessage } = body;
      const variant = errors++ % 3;
      if (variant === 0) return { error_code: errorCode, message: errorMessage };
      if (variant === 1) return { error_code: errorCode, error: errorMessage };
      return { errorCode, errorMessage, detail: null };
    }
    if ('riskInfo' in body) {
      body.risk_info = body.riskInfo;
      delete body.riskInfo;
    }
    if (pathname === '/v1/bulk-uploads/start' && status < 300) body.status = 'ACCEPTED';
    if (Array.isArray(body.signedUrls)) {
      body.signedUrls = (body.signedUrls as { fileName: string; signedUrls: string }[]).map((entry) => {
        // The in-process simulator answers relative URLs; a cloud API hands out absolute ones.
        const url = new URL(entry.signedUrls, apiOrigin);
        return { ...entry, signedUrls: `${storageOrigin}${url.pathname}${url.search}` };
      });
    }
    if (typeof body.nextUrl === 'string') body.nextUrl = new URL(body.nextUrl, apiOrigin).toString();
    body.requestId = `req-${answers}`;
    return body;
  }

  async function sendJson(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    json: unknown,
    extra: Record<string, string> = {},
  ) {
    answers++;
    let bytes: Buffer = Buffer.from(JSON.stringify(json));
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
    if (options.alwaysGzip || /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      bytes = gzipSync(bytes);
      headers['content-encoding'] = 'gzip';
    }
    if (answers % 2 === 0) {
      // Chunked, in pieces with pauses between them, as a streaming backend sends it.
      res.writeHead(status, headers);
      const piece = Math.max(1, Math.ceil(bytes.length / 3));
      for (let i = 0; i < bytes.length; i += piece) {
        res.write(bytes.subarray(i, i + piece));
        await new Promise((r) => setTimeout(r, 5));
      }
      res.end();
    } else {
      res.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
      res.end(bytes);
    }
  }

  apiServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', apiOrigin);
      seen.push({
        server: 'api',
        method: req.method ?? '',
        path: url.pathname + url.search,
        authorization: req.headers.authorization,
        origin: req.headers.origin,
      });
      if (!offers.suppliers && /^\/v1\/suppliers(?:\/|$)/.test(url.pathname))
        return sendJson(req, res, 404, { detail: 'Not Found' });
      if (!offers.detectionsExport && url.pathname === '/detections-export')
        return sendJson(req, res, 405, { error: 'Method Not Allowed' });
      if (
        options.redirectEvery &&
        req.method === 'GET' &&
        !url.searchParams.has('_hop') &&
        ++gets % options.redirectEvery === 0
      ) {
        url.searchParams.set('_hop', '1');
        res.writeHead(307, { location: `${options.redirectOrigin ?? ''}${url.pathname}${url.search}` });
        return res.end();
      }
      url.searchParams.delete('_hop');
      if (!options.simulator) return sendJson(req, res, 404, { error: 'No service here' });
      const headers = new Headers();
      for (const name of ['authorization', 'content-type', 'accept']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const body =
        req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readAll(req));
      const response = await options.simulator.app.fetch(
        new Request(`${apiOrigin}${url.pathname}${url.search}`, { method: req.method, headers, body }),
      );
      const extra: Record<string, string> = {};
      for (const name of ['retry-after', 'content-disposition']) {
        const value = response.headers.get(name);
        if (value) extra[name] = value;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('json')) {
        const bytes = Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, { ...extra, 'content-type': type, 'content-length': bytes.length });
        return res.end(bytes);
      }
      const text = await response.text();
      const json: unknown = text ? JSON.parse(text) : undefined;
      return sendJson(req, res, response.status, respell(json, response.status, url.pathname), extra);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`stand-in API failed: ${(error as Error).message}`);
    });
  });

  const xml = (res: http.ServerResponse, status: number, message: string) => {
    const body = storageErrorXml(status, message);
    res.writeHead(status, { 'content-type': 'application/xml; charset=UTF-8' });
    res.end(body);
  };

  storageServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', storageOrigin);
      if (req.method === 'OPTIONS') {
        // A bucket CORS policy written for another web app: the dashboard's preflight fails.
        res.writeHead(200, {
          'access-control-allow-origin': STORAGE_CORS_ORIGIN,
          'access-control-allow-methods': 'PUT',
          'access-control-allow-headers': 'content-type',
        });
        return res.end();
      }
      seen.push({
        server: 'storage',
        method: req.method ?? '',
        path: url.pathname + url.search,
        authorization: req.headers.authorization,
        origin: req.headers.origin,
      });
      if (req.method !== 'PUT') return xml(res, 405, 'Only PUT to a signed URL.');
      const body: Readable = options.storageBytesPerSecond
        ? pipeline(req, throttle(options.storageBytesPerSecond), () => undefined)
        : req;
      if (url.pathname.startsWith('/moved/')) {
        req.resume();
        res.writeHead(307, { location: `https://elsewhere.example${url.pathname}${url.search}` });
        return res.end();
      }
      if (url.pathname.startsWith('/sink/')) {
        if (url.searchParams.get('sig') !== 'ok') {
          req.resume();
          return xml(
            res,
            403,
            'The request signature we calculated does not match the signature you provided.',
          );
        }
        let count = 0;
        const name = url.pathname.slice('/sink/'.length);
        const sink = new Writable({
          write(chunk: Buffer, _e, done) {
            count += chunk.length;
            sinkBytes.set(name, count);
            done();
          },
        });
        pipeline(body, sink, (error) => {
          if (error) return res.destroy();
          res.writeHead(200, { 'content-length': '0', etag: `"${count}"` });
          res.end();
        });
        return;
      }
      if (!options.simulator || !url.pathname.startsWith('/storage/')) {
        req.resume();
        return xml(res, 404, 'The specified key does not exist.');
      }
      const headers = new Headers();
      for (const name of ['authorization', 'content-type', 'content-length']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const response = await options.simulator.app.fetch(
        new Request(`${apiOrigin}${url.pathname}${url.search}`, {
          method: 'PUT',
          headers,
          body: Readable.toWeb(body) as ReadableStream,
          duplex: 'half',
        } as RequestInit),
      );
      if (response.status >= 400) {
        const error = (await response.json().catch(() => ({}))) as { errorMessage?: string };
        req.resume();
        return xml(res, response.status, error.errorMessage ?? 'Request failed.');
      }
      res.writeHead(200, { 'content-length': '0' });
      res.end();
    })().catch((error: unknown) => {
      if (!res.headersSent) xml(res, 500, `stand-in storage failed: ${(error as Error).message}`);
      else res.destroy();
    });
  });

  const close = (server: https.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  return {
    apiUrl: apiOrigin,
    storageOrigin,
    seen,
    sinkBytes,
    close: async () => {
      await Promise.all([close(apiServer), close(storageServer)]);
    },
  };
}
