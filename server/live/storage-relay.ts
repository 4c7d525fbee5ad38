/**
 * The upload relay: a signed-URL PUT sent from our own origin to the storage host, for storage whose CORS
 * policy does not admit the dashboard. It forwards only to the exact allow-listed storage origins (scheme,
 * host, port, optionally a bucket path), never follows a redirect, sends only the file's Content-Type and
 * Content-Length (never an Authorization header or a cookie), streams the body with backpressure so memory
 * stays flat, and stops only when no byte has moved for `relayIdleTimeoutMs`.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';
import { requestUpstream, toBrowserResponse, UpstreamTimeout } from './upstream.ts';

export function isAllowedStorageUrl(raw: string, storageOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return storageOrigins.some((entry) => {
    let allowed: URL;
    try {
      allowed = new URL(entry);
    } catch {
      return false;
    }
    if (allowed.protocol !== 'https:' || allowed.origin !== url.origin) return false;
    if (allowed.pathname === '/') return true;
    const prefix = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
    return url.pathname.startsWith(prefix);
  });
}

const error = (status: number, errorCode: string, errorMessage: string) =>
  Response.json({ errorCode, errorMessage }, { status });

/** The request body as a Node stream: the raw socket stream when Node serves us, else the web stream. */
function bodyOf(c: Context): Readable | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming instanceof Readable && !incoming.readableDidRead) return incoming;
  return c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream) : null;
}

export async function relayUpload(
  c: Context,
  config: Pick<ServerConfig, 'storageOrigins' | 'relayIdleTimeoutMs'>,
  ca?: string,
): Promise<Response> {
  const target = c.req.query('url') ?? '';
  if (!isAllowedStorageUrl(target, config.storageOrigins)) {
    return error(
      403,
      'forbidden',
      `Uploads are relayed only to the configured storage origins (${config.storageOrigins.join(', ')}).`,
    );
  }
  const length = c.req.header('content-length');
  if (!length || !/^\d+$/.test(length)) {
    return error(411, 'length_required', 'The relay needs the file length (Content-Length).');
  }
  const url = new URL(target);
  try {
    const upstream = await requestUpstream({
      url,
      method: 'PUT',
      headers: {
        'content-type': c.req.header('content-type') ?? 'application/octet-stream',
        'content-length': length,
      },
      body: bodyOf(c),
      idleTimeoutMs: config.relayIdleTimeoutMs,
      signal: c.req.raw.signal,
      ca,
    });
    const status = upstream.statusCode ?? 502;
    if (status >= 300 && status < 400) {
      upstream.resume();
      const to = upstream.headers.location ? ` to ${new URL(upstream.headers.location, url).origin}` : '';
      return error(
        502,
        'bad_gateway',
        `The storage host answered with a redirect${to}; the relay never follows redirects.`,
      );
    }
    return toBrowserResponse(upstream, {
      acceptEncoding: c.req.header('accept-encoding'),
      passHeaders: ['content-type', 'etag'],
      method: 'PUT',
    });
  } catch (e) {
    if (e instanceof UpstreamTimeout) {
      return error(504, 'gateway_timeout', `The upload stalled: ${e.message}. Try again.`);
    }
    return error(502, 'bad_gateway', `The storage host could not be reached: ${(e as Error).message}`);
  }
}
