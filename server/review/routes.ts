/**
 * The dashboard server's own review API (docs/api-contract.md, "The dashboard's own store"), mounted at
 * /api/review by server/app.ts:
 *   GET  /{connection}/projects/{projectId}/decisions[?supplierId=]
 *   POST /{connection}/projects/{projectId}/decisions            one verdict for 1–10,000 items, 201
 *   GET  /{connection}/projects/{projectId}/history?plotId=|supplierId=[&limit=]
 *   GET  /{connection}/projects/{projectId}/upload-records[?supplierId=]
 *   POST /{connection}/projects/{projectId}/upload-records       201 (200: recorded before)
 * Every request is checked, in this order: our own page only (as the live proxy), the body's size, the
 * caller's access to the project in the service (access.ts), then the request's fields.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import {
  decideRequestSchema,
  REVIEW_LIMITS,
  reviewConnectionSchema,
  reviewIdSchema,
  uploadRecordInputSchema,
  type ReviewConnection,
} from '../../core/api/review.ts';
import { ownOriginOnly } from '../live/own-origin.ts';
import type { AccessChecker } from './access.ts';
import { errorJson, ReviewError } from './errors.ts';
import type { ReviewScope, ReviewStore } from './store.ts';

export interface ReviewAppOptions {
  store: ReviewStore;
  access: Record<ReviewConnection, AccessChecker | null>;
  /** The origins our own page is served from (publicOrigins of server/live/own-origin.ts). */
  origins: string[];
}

/** A query parameter naming an id: absent, or a well-formed id (400 otherwise). */
function queryId(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if (!reviewIdSchema.safeParse(value).success) {
    throw new ReviewError(
      400,
      'invalid_request',
      `Invalid query parameter "${name}": send an id of 1 to ${REVIEW_LIMITS.maxIdLength} characters.`,
    );
  }
  return value;
}

/** The first problems of a body that does not fit its schema, each naming its field. */
function describeIssues(error: z.ZodError): string {
  const problems = error.issues.slice(0, 3).map((issue) => {
    const field = issue.path.join('.');
    return field ? `"${field}" ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `Invalid field ${problems.join('; ')}${more}.`;
}

async function readJson(c: Context): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type')?.trim() ?? '')) {
    throw new ReviewError(
      400,
      'invalid_request',
      'Send the body as JSON, with Content-Type: application/json.',
    );
  }
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw new ReviewError(400, 'invalid_request', 'The body must be JSON (Content-Type: application/json).');
  }
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ReviewError(400, 'invalid_request', describeIssues(parsed.error));
  return parsed.data;
}

export function createReviewApp({ store, access, origins }: ReviewAppOptions): Hono {
  const app = new Hono();

  app.onError((err) => {
    if (err instanceof ReviewError) return errorJson(err.status, err.errorCode, err.message);
    // Never the exception's text: it can hold SQL, paths and connection details.
    console.error(`review store: ${err.name}: ${err.message}`);
    return errorJson(500, 'internal', 'Internal error of the dashboard server; see its log, then try again.');
  });

  app.use('*', ownOriginOnly({ origins, service: "The dashboard's review store" }));
  app.use(
    '*',
    bodyLimit({
      maxSize: REVIEW_LIMITS.maxBodyBytes,
      onError: () =>
        errorJson(
          413,
          'limit_exceeded',
          `Request body too large: at most ${REVIEW_LIMITS.maxBodyBytes} bytes. Send the items in several requests.`,
        ),
    }),
  );

  /** The caller's scope for this request's connection and project, once the service says it may see it. */
  async function scopeOf(c: Context): Promise<{ scope: ReviewScope; displayName: string }> {
    const connection = reviewConnectionSchema.safeParse(c.req.param('connection'));
    if (!connection.success) {
      throw new ReviewError(
        404,
        'not_found',
        `No such connection: use /api/review/simulator or /api/review/live.`,
      );
    }
    const checker = access[connection.data];
    if (!checker) {
      throw new ReviewError(
        404,
        'not_found',
        'This server has no live connection (SATELLIGENCE_API_URL is not set): use /api/review/simulator.',
      );
    }
    const projectId = c.req.param('projectId') ?? '';
    if (!reviewIdSchema.safeParse(projectId).success) {
      throw new ReviewError(
        400,
        'invalid_request',
        `Invalid project id: send the id of one of your projects.`,
      );
    }
    const caller = await checker.check(c.req.header('authorization'), projectId);
    return {
      scope: { connection: connection.data, accountKey: caller.accountKey, projectId },
      displayName: caller.displayName,
    };
  }

  const base = '/:connection/projects/:projectId';

  app.get(`${base}/decisions`, async (c) => {
    const { scope } = await scopeOf(c);
    return c.json({ decisions: await store.current(scope, queryId(c, 'supplierId')) });
  });

  app.post(`${base}/decisions`, async (c) => {
    const { scope, displayName } = await scopeOf(c);
    const body = await readJson(c);
    // The item count is its own answer (nothing a fix of one field would cure), checked before the items.
    const items = (body as { items?: unknown } | null)?.items;
    if (Array.isArray(items) && items.length > REVIEW_LIMITS.maxItems) {
      throw new ReviewError(
        400,
        'limit_exceeded',
        `Too many items: ${items.length.toLocaleString('en')}; at most ${REVIEW_LIMITS.maxItems.toLocaleString('en')} per request. Send the rest in another request.`,
      );
    }
    const request = parseBody(decideRequestSchema, body);
    return c.json({ decisions: await store.decide(scope, request, displayName) }, 201);
  });

  app.get(`${base}/history`, async (c) => {
    const { scope } = await scopeOf(c);
    const plotId = queryId(c, 'plotId');
    const supplierId = queryId(c, 'supplierId');
    if ((plotId === undefined) === (supplierId === undefined)) {
      throw new ReviewError(
        400,
        'invalid_request',
        'Send exactly one of the query parameters plotId and supplierId.',
      );
    }
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined ? REVIEW_LIMITS.defaultHistory : Number(rawLimit);
    if (
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > REVIEW_LIMITS.maxHistory ||
      !/^\d+$/.test(rawLimit ?? '1')
    ) {
      throw new ReviewError(
        400,
        'invalid_request',
        `Invalid query parameter "limit": send a whole number from 1 to ${REVIEW_LIMITS.maxHistory}.`,
      );
    }
    const about = plotId !== undefined ? { plotId } : { supplierId: supplierId! };
    return c.json(await store.history(scope, about, limit));
  });

  app.get(`${base}/upload-records`, async (c) => {
    const { scope } = await scopeOf(c);
    return c.json({ records: await store.uploadRecords(scope, queryId(c, 'supplierId')) });
  });

  app.post(`${base}/upload-records`, async (c) => {
    const { scope, displayName } = await scopeOf(c);
    const input = parseBody(uploadRecordInputSchema, await readJson(c));
    const { record, created } = await store.recordUpload(scope, input, displayName);
    return c.json({ record }, created ? 201 : 200);
  });

  app.all('*', (c) =>
    errorJson(
      404,
      'not_found',
      `No such path: ${c.req.method} ${c.req.path}. The review store serves /api/review/{simulator|live}/projects/{projectId}/decisions, history and upload-records.`,
    ),
  );
  return app;
}
