/**
 * Same-origin proxy to the live risk service, so the browser has no CORS problem and, when the server holds
 * SATELLIGENCE_API_TOKEN, never sees the token. Forwards only to the configured base URL (never an open
 * proxy) and streams bodies both ways.
 */
import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';

const FORWARDED_REQUEST_HEADERS = ['authorization', 'content-type', 'accept', 'retry-after'];

export function createLiveProxy(config: ServerConfig & { liveApiUrl: string }): Hono {
  const app = new Hono();
  app.all('/*', async (c) => {
    const url = new URL(c.req.url);
    // Only the service's own paths: /v1/..., /get-risk-info, /detections-export.
    if (!/^\/(v1\/|get-risk-info$|detections-export$)/.test(c.req.path)) {
      return c.json({ errorCode: 'not_found', errorMessage: `No such API path: ${c.req.path}` }, 404);
    }
    const target = `${config.liveApiUrl}${c.req.path}${url.search}`;
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
        { errorCode: 'bad_gateway', errorMessage: `The live service could not be reached: ${(error as Error).message}` },
        502,
      );
    }
  });
  return app;
}
