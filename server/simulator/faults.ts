/**
 * Fault injection for tests and demos (only when the simulator runs with `faults: true` / SIM_FAULTS=1):
 * latency, a share of 5xx answers, a number of forced 429s, dropped responses and dropped uploads.
 * Counts are consumed one request at a time, so a test can ask for "the next two requests fail".
 */
import type { MiddlewareHandler } from 'hono';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { HttpBindings } from '@hono/node-server';
import { z } from 'zod';

export const faultSettingsSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  force429: z.number().int().min(0).optional(),
  dropResponse: z.number().int().min(0).optional(),
  dropUpload: z.number().int().min(0).optional(),
  /** The next N API requests answer 401 as if the token had expired (signed-URL PUTs are not affected). */
  expireToken: z.number().int().min(0).optional(),
  /**
   * When set, the counted faults (force429, dropResponse, expireToken) are spent only on requests with this
   * method and a path ending so (`"POST /v1/bulk-uploads"`): a page reads in the background (plots, ongoing
   * uploads), and a test that means "the upload's own request fails" must not lose its fault to one of those.
   */
  only: z
    .string()
    .max(200)
    .regex(/^[A-Z]+ \/\S*$/)
    .nullable()
    .optional(),
});
export type FaultSettings = Required<z.infer<typeof faultSettingsSchema>>;

const NONE: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  force429: 0,
  dropResponse: 0,
  dropUpload: 0,
  expireToken: 0,
  only: null,
};

export class Faults {
  settings: FaultSettings = { ...NONE };

  set(changes: Partial<FaultSettings>): FaultSettings {
    this.settings = { ...this.settings, ...changes };
    return this.settings;
  }

  clear(): FaultSettings {
    this.settings = { ...NONE };
    return this.settings;
  }

  /** Takes one from a count; true if there was one (and the request is one `only` names, when set). */
  take(
    name: 'force429' | 'dropResponse' | 'dropUpload' | 'expireToken',
    request?: { method: string; path: string },
  ): boolean {
    if (this.settings[name] <= 0) return false;
    if (request && this.settings.only && !matches(this.settings.only, request)) return false;
    this.settings[name]--;
    return true;
  }
}

function matches(only: string, { method, path }: { method: string; path: string }): boolean {
  const [onlyMethod, onlyPath] = only.split(' ') as [string, string];
  return method === onlyMethod && path.endsWith(onlyPath);
}

/** Node's request/response when served by @hono/node-server (absent under other adapters). */
export function nodeBindings(env: unknown): HttpBindings | null {
  const e = env as Partial<HttpBindings> | undefined;
  return e?.incoming && e.outgoing ? (e as HttpBindings) : null;
}

/** Applies the faults to every request but the admin ones and signed-URL PUTs' drop (see storage routes). */
export function faultMiddleware(faults: Faults): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.includes('/_sim/')) return next();
    const s = faults.settings;
    if (s.latencyMs > 0) await new Promise((r) => setTimeout(r, s.latencyMs));
    const signedPut = c.req.method === 'PUT' && c.req.path.includes('/storage/');
    const request = { method: c.req.method, path: c.req.path };
    if (!signedPut && faults.take('expireToken', request)) {
      return c.json(
        { errorCode: 'unauthorized', errorMessage: 'Simulated fault: the API token has expired.' },
        401,
      );
    }
    if (faults.take('force429', request)) {
      return c.json(
        { errorCode: 'upload_in_progress', errorMessage: 'Simulated fault: too many requests.' },
        429,
        {
          'retry-after': '1',
        },
      );
    }
    if (s.errorRate > 0 && Math.random() < s.errorRate) {
      return c.json({ errorCode: 'internal', errorMessage: 'Simulated fault: server error.' }, 503);
    }
    const node = nodeBindings(c.env);
    if (node && faults.take('dropResponse', request)) {
      // Headers and half a body, then the connection dies: what a client sees when a proxy drops it.
      node.outgoing.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      node.outgoing.write('{"results":[');
      node.outgoing.socket?.destroy();
      return RESPONSE_ALREADY_SENT;
    }
    return next();
  };
}
