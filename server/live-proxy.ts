/**
 * Same-origin proxy to the live risk service, so the browser has no CORS problem and, when the server holds
 * SATELLIGENCE_API_TOKEN, never sees the token. Rules (each has a test in live-proxy.test.ts):
 * - only our own page may use it (live/own-origin.ts);
 * - only the service's own paths, decoded and re-checked, go to the configured base URL (live/service-path.ts);
 * - bodies stream both ways and reach the browser with a length and encoding that match (live/upstream.ts);
 * - redirects are never followed; one within the service is handed to the browser under our own path, one
 *   to another origin is refused;
 * - signed-URL PUTs are relayed only to allow-listed storage origins (live/storage-relay.ts).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono, type Context } from 'hono';
import type { ServerConfig } from './config.ts';
import { ownOriginOnly, publicOrigins } from './live/own-origin.ts';
import { canonicalServicePath } from './live/service-path.ts';
import { relayUpload } from './live/storage-relay.ts';
import { requestUpstream, toBrowserResponse, UnsupportedEncoding, UpstreamTimeout } from './live/upstream.ts';

export { isAllowedStorageUrl } from './live/storage-relay.ts';

const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'content-type',
  'content-length',
  'accept',
  'accept-encoding',
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'retry-after',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
];
/** An API call that sends or receives nothing for this long has failed. */
const API_IDLE_TIMEOUT_MS = 60_000;

export interface LiveProxyOptions {
  mountPath?: string;
  /** Extra CA to trust for the upstream and storage (tests; production uses NODE_EXTRA_CA_CERTS). */
  ca?: string;
  /**
   * The token the server holds for this request's person (their team's, else SATELLIGENCE_API_TOKEN), or
   * null when it holds none and the page's own token goes through; `'sign-in'` when a token is held but the
   * request has no signed-in person (docs/people.md: a held token serves the team's people only). Without
   * this option, SATELLIGENCE_API_TOKEN is used for every request, as before people signed in.
   */
  heldToken?: (c: Context) => Promise<string | null | 'sign-in' | 'forbidden'>;
}

const error = (status: number, errorCode: string, errorMessage: string) =>
  Response.json({ errorCode, errorMessage }, { status });

export function createLiveProxy(
  config: ServerConfig & { liveApiUrl: string },
  { mountPath = '/api/live', ca, heldToken }: LiveProxyOptions = {},
): Hono {
  const app = new Hono();
  const base = new URL(config.liveApiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');

  app.use(
    '*',
    ownOriginOnly({ origins: publicOrigins(config), binaryWrites: (p) => p === `${mountPath}/upload-relay` }),
  );

  app.put('/upload-relay', (c) => relayUpload(c, config, ca));

  app.all('/*', async (c) => {
    const url = new URL(c.req.url);
    // The raw (still encoded) path: c.req.path may already be decoded.
    const raw = url.pathname.startsWith(`${mountPath}/`) ? url.pathname.slice(mountPath.length) : '';
    const checked = canonicalServicePath(raw);
    if (!checked.ok) {
      return error(404, 'not_found', `No such API path: ${raw || url.pathname} (${checked.reason}).`);
    }
    const target = new URL(`${base.origin}${basePath}${checked.path}${url.search}`);
    const headers: Record<string, string> = { 'user-agent': 'plot-risk-dashboard' };
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    const held = heldToken ? await heldToken(c) : config.liveApiToken;
    if (held === 'sign-in') {
      return error(
        401,
        'unauthorized',
        'Sign in to use the live service: the server holds its token for the people of your team.',
      );
    }
    if (held === 'forbidden') {
      return error(
        403,
        'forbidden',
        'You have no role on this project: ask an admin of your team to give you one.',
      );
    }
    if (held) headers.authorization = `Bearer ${held}`;
    const hasBody = !['GET', 'HEAD'].includes(c.req.method) && c.req.raw.body !== null;
    try {
      const upstream = await requestUpstream({
        url: target,
        method: c.req.method,
        headers,
        body: hasBody ? bodyStream(c.req.raw.body!) : null,
        idleTimeoutMs: API_IDLE_TIMEOUT_MS,
        signal: c.req.raw.signal,
        ca,
      });
      const status = upstream.statusCode ?? 502;
      const extraHeaders: Record<string, string> = {};
      if (status >= 300 && status < 400 && upstream.headers.location) {
        const location = new URL(upstream.headers.location, target);
        const rest = location.pathname.startsWith(`${basePath}/`)
          ? location.pathname.slice(basePath.length)
          : '';
        const within = location.origin === base.origin ? canonicalServicePath(rest) : null;
        if (!within?.ok) {
          upstream.resume();
          return error(
            502,
            'bad_gateway',
            `The live service redirected to ${location.origin}${location.pathname}, outside the service; not followed.`,
          );
        }
        extraHeaders.location = `${mountPath}${within.path}${location.search}`;
      }
      return toBrowserResponse(upstream, {
        acceptEncoding: c.req.header('accept-encoding'),
        passHeaders: FORWARDED_RESPONSE_HEADERS,
        method: c.req.method,
        extraHeaders,
      });
    } catch (e) {
      if (e instanceof UpstreamTimeout)
        return error(504, 'gateway_timeout', `The live service did not answer: ${e.message}.`);
      if (e instanceof UnsupportedEncoding)
        return error(502, 'bad_gateway', `The live service answered oddly: ${e.message}.`);
      return error(502, 'bad_gateway', `The live service could not be reached: ${(e as Error).message}`);
    }
  });
  return app;
}

function bodyStream(body: ReadableStream<Uint8Array>) {
  return Readable.fromWeb(body as WebReadableStream);
}
