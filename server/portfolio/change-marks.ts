/**
 * What the server sees of the service changing (docs/portfolio.md, "When a copy is walked again"): every
 * write that goes through it (an upload's creation and start, a supplier made or renamed, anything but
 * a file's bytes to storage), and each move of an upload's state as the page follows it (its plots arrive
 * while it is ingested, not when it starts). The mark is on disk before the answer leaves, so a person who
 * opens the plots right after is served a walk begun after the change.
 */
import type { MiddlewareHandler } from 'hono';
import type { PortfolioMirror } from './mirror.ts';

/**
 * Writes that change no plot: a file's bytes on their way to storage (the upload's start is the change) and
 * the risk of a drawn area (a question asked with POST, contract §6).
 */
const NOT_A_CHANGE = /\/storage\/|\/upload-relay$|\/get-risk-info$/;

/** Upload states seen, by upload id (bounded: the oldest are forgotten first). */
const MAX_UPLOADS_FOLLOWED = 1000;

export function changeMarks(mirror: PortfolioMirror, connection: string): MiddlewareHandler {
  const states = new Map<string, string>();
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 || NOT_A_CHANGE.test(c.req.path)) return;
    const projectId = new URL(c.req.url).searchParams.get('projectId');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      await mirror.markChanged(connection, projectId ?? '*');
      return;
    }
    if (!c.req.path.endsWith('/v1/bulk-uploads/status')) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { uploadId?: unknown; status?: unknown } | null;
    if (typeof body?.uploadId !== 'string' || typeof body.status !== 'string') return;
    if (states.get(body.uploadId) === body.status) return;
    states.delete(body.uploadId);
    states.set(body.uploadId, body.status);
    if (states.size > MAX_UPLOADS_FOLLOWED) states.delete(states.keys().next().value!);
    await mirror.markChanged(connection, projectId ?? '*');
  };
}
