/**
 * Only our own page may use `/api/live` (and so the server-held token). A cross-site page is refused by
 * Origin / Sec-Fetch-Site, a cross-site form post by requiring JSON on writes (a form cannot send it without a
 * CORS preflight, which this server never grants), and a DNS-rebinding name by checking Host against the
 * configured public address.
 */
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.ts';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The origins (scheme://host:port) people reach this server at. */
export function publicOrigins(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string[] {
  if (config.publicUrl) return [new URL(config.publicUrl).origin];
  const loopback = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(config.host);
  const names = loopback ? LOOPBACK_NAMES : [config.host.includes(':') ? `[${config.host}]` : config.host];
  return names.map((name) => new URL(`http://${name}:${config.port}`).origin);
}

const isJson = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType?.trim() ?? '');

export interface OwnOriginOptions {
  origins: string[];
  /** Write routes that take another body type (the upload relay takes the file's bytes). */
  binaryWrites?: (path: string) => boolean;
  /** What the refusal names (default: the live connection). */
  service?: string;
}

export function ownOriginOnly({
  origins,
  binaryWrites = () => false,
  service = 'The live connection',
}: OwnOriginOptions): MiddlewareHandler {
  const hosts = new Set(origins.map((o) => new URL(o).host));
  const refuse = (why: string) =>
    Response.json(
      {
        errorCode: 'forbidden',
        errorMessage: `${service} serves only this dashboard's page: ${why}.`,
      },
      { status: 403 },
    );
  return async (c, next) => {
    // Host as the server saw it (the URL is built from it); a rebinding DNS name shows up here.
    const host = new URL(c.req.url).host;
    if (!hosts.has(host))
      return refuse(
        `the address ${host} is not this server's public address (set PUBLIC_URL to the address people use)`,
      );
    const origin = c.req.header('origin');
    if (origin !== undefined && !origins.includes(origin))
      return refuse(`a page from ${origin} may not use it`);
    const site = c.req.header('sec-fetch-site');
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (site !== undefined && site !== 'same-origin' && !(read && site === 'none'))
      return refuse(`a ${site} request may not use it`);
    if (!read) {
      // Browsers always send Origin (or at least Sec-Fetch-Site) with a write; a request with neither is not
      // from our page.
      if (origin === undefined && site !== 'same-origin') return refuse('a write must come from its page');
      const hasBody =
        c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
      if (hasBody && !binaryWrites(c.req.path) && !isJson(c.req.header('content-type')))
        return refuse('writes must be JSON (Content-Type: application/json)');
    }
    return next();
  };
}
