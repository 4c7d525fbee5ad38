/**
 * One request to an upstream (the live service or a storage host) with node:http(s) rather than fetch:
 * fetch would follow redirects and decompress bodies behind our back (then the upstream's Content-Length
 * no longer matches what we send on). Here nothing is followed, bytes pass through as they came, and a
 * socket idle timeout stops a transfer only when no byte has moved for a while, however long it takes.
 */
import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';

export class UpstreamTimeout extends Error {
  constructor(readonly idleMs: number) {
    super(`no byte moved for ${Math.round(idleMs / 1000)} s`);
    this.name = 'UpstreamTimeout';
  }
}

export interface UpstreamRequest {
  url: URL;
  method: string;
  headers: http.OutgoingHttpHeaders;
  body: Readable | null;
  idleTimeoutMs: number;
  /** Aborts the upstream request (the browser went away). */
  signal?: AbortSignal;
  /** Extra trusted CA (tests; production uses NODE_EXTRA_CA_CERTS). */
  ca?: string;
}

export function requestUpstream(req: UpstreamRequest): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const transport = req.url.protocol === 'https:' ? https : http;
    const outgoing = transport.request(
      req.url,
      { method: req.method, headers: req.headers, ...(req.ca ? { ca: req.ca } : {}) },
      (response) => {
        // The idle timeout keeps watching while the answer streams to the browser.
        response.on('error', () => outgoing.destroy());
        resolve(response);
      },
    );
    outgoing.setTimeout(req.idleTimeoutMs, () => outgoing.destroy(new UpstreamTimeout(req.idleTimeoutMs)));
    outgoing.on('error', reject);
    const abort = () => outgoing.destroy(new Error('the browser closed the request'));
    if (req.signal?.aborted) abort();
    req.signal?.addEventListener('abort', abort, { once: true });
    outgoing.on('close', () => req.signal?.removeEventListener('abort', abort));
    if (req.body) pipeline(req.body, outgoing, () => undefined);
    else outgoing.end();
  });
}

/** Whether an Accept-Encoding header admits a content coding (RFC 9110 §12.5.3). */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: string): boolean {
  const wanted = coding === 'x-gzip' ? 'gzip' : coding;
  let star = false;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const zero = q !== undefined && Number(q.slice(2)) === 0;
    const token = name.trim() === 'x-gzip' ? 'gzip' : name.trim();
    if (token === wanted) return !zero;
    if (token === '*') star = !zero;
  }
  return star;
}

function decoder(coding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  if (coding === 'gzip' || coding === 'x-gzip') return zlib.createGunzip();
  if (coding === 'deflate') return zlib.createInflate();
  if (coding === 'br') return zlib.createBrotliDecompress();
  return null;
}

export class UnsupportedEncoding extends Error {}

/**
 * The upstream answer as a Response for the browser. A body the browser can decode passes through with its
 * Content-Encoding and Content-Length unchanged; one it cannot (it did not ask for that coding) is decoded
 * here and sent chunked, without either header, since the decoded length is not known in advance.
 */
export function toBrowserResponse(
  upstream: http.IncomingMessage,
  {
    acceptEncoding,
    passHeaders,
    method,
    extraHeaders = {},
  }: {
    acceptEncoding: string | undefined;
    passHeaders: readonly string[];
    method: string;
    extraHeaders?: Record<string, string>;
  },
): Response {
  const status = upstream.statusCode ?? 502;
  const headers = new Headers(extraHeaders);
  for (const name of passHeaders) {
    const value = upstream.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const noBody = method === 'HEAD' || status === 204 || status === 304;
  if (noBody) {
    upstream.resume();
    return new Response(null, { status, headers });
  }
  const coding = (upstream.headers['content-encoding'] ?? '').trim().toLowerCase();
  let body: Readable = upstream;
  if (coding && coding !== 'identity') {
    if (acceptsEncoding(acceptEncoding, coding)) {
      headers.set('content-encoding', coding);
      if (upstream.headers['content-length'])
        headers.set('content-length', upstream.headers['content-length']);
    } else {
      const decode = decoder(coding);
      if (!decode) {
        upstream.destroy();
        throw new UnsupportedEncoding(`the upstream sent a body in an unknown coding (${coding})`);
      }
      body = pipeline(upstream, decode, () => undefined);
    }
  } else if (upstream.headers['content-length']) {
    headers.set('content-length', upstream.headers['content-length']);
  }
  return new Response(Readable.toWeb(body) as ReadableStream, { status, headers });
}
