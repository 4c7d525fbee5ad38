/**
 * Same-origin proxy to the live risk service, so the browser has no CORS problem and, when the server holds
 * SATELLIGENCE_API_TOKEN, never sees the token. Forwards only to the configured base URL (never an open
 * proxy) and streams bodies both ways.
 */
import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'accept', 'retry-after'];

/**
 * Whether the relay may PUT to this URL: https only, and the host must be one of the configured storage
 * hosts (or a subdomain of one). Anything else would make this server an open proxy.
 */
export function isAllowedStorageUrl(raw: string, storageHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return storageHosts.some(
    (allowed) => host === allowed.toLowerCase() || host.endsWith(`.${allowed.toLowerCase()}`),
  );
}

export function createLiveProxy(
  config: ServerConfig & { liveApiUrl: string },
  mountPath = '/api/live',
): Hono {
  const app = new Hono();

  // Signed-URL PUTs relayed from our origin, for storage buckets whose CORS policy does not admit the
  // dashboard. Streams the body, sends exactly the signed Content-Type and never an Authorization header.
  app.put('/upload-relay', async (c) => {
    const target = c.req.query('url') ?? '';
    if (!isAllowedStorageUrl(target, config.storageHosts)) {
      return c.json(
        {
          errorCode: 'forbidden',
          errorMessage: 'Uploads are relayed only to the configured storage hosts over https.',
        },
        403,
      );
    }
    try {
      const response = await fetch(target, {
        method: 'PUT',
        headers: { 'content-type': c.req.header('content-type') ?? 'application/octet-stream' },
        body: c.req.raw.body,
        duplex: 'half',
        signal: c.req.raw.signal,
      } as RequestInit);
      return new Response(response.body, { status: response.status });
    } catch (error) {
      return c.json(
        {
          errorCode: 'bad_gateway',
          errorMessage: `The storage host could not be reached: ${(error as Error).message}`,
        },
        502,
      );
    }
  });

  app.all('/*', async (c) => {
    const url = new URL(c.req.url);
    // c.req.path still carries the mount point; the service sees only what follows it.
    const servicePath = c.req.path.startsWith(mountPath) ? c.req.path.slice(mountPath.length) : c.req.path;
    // Only the service's own paths: /v1/..., /get-risk-info, /detections-export.
    if (!/^\/(v1\/|get-risk-info$|detections-export$)/.test(servicePath)) {
      return c.json({ errorCode: 'not_found', errorMessage: `No such API path: ${servicePath}` }, 404);
    }
    const target = `${config.liveApiUrl}${servicePath}${url.search}`;
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    if (config.liveApiToken) headers.set('authorization', `Bearer ${config.liveApiToken}`);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    try {
      const response = await fetch(target, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : undefined,
        // Node's fetch needs half duplex to stream a request body.
        ...(hasBody ? { duplex: 'half' } : {}),
        signal: c.req.raw.signal,
      } as RequestInit);
      const out = new Headers();
      for (const name of ['content-type', 'retry-after', 'content-disposition', 'content-length']) {
        const value = response.headers.get(name);
        if (value) out.set(name, value);
      }
      return new Response(response.body, { status: response.status, headers: out });
    } catch (error) {
      return c.json(
        {
          errorCode: 'bad_gateway',
          errorMessage: `The live service could not be reached: ${(error as Error).message}`,
        },
        502,
      );
    }
  });
  return app;
}
