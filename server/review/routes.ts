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
import {
  decideRequestSchema,
  REVIEW_LIMITS,
  reviewIdSchema,
  uploadRecordInputSchema,
} from '@core/api/review.ts';
import { answerError, errorJson, ReviewError } from './errors.ts';
import { parseBody, readJson } from './json-body.ts';
import { fingerprintOf, IDEMPOTENCY_KEY_RULE, type IdempotentWrite } from './idempotency.ts';
import { projectAccess, type ProjectAccess, type ProjectAccessDeps } from './project-access.ts';
import type { ServiceRecords } from './service-records.ts';
import type { ReviewScope, ReviewStore } from './store.ts';

export interface ReviewAppOptions extends ProjectAccessDeps {
  store: ReviewStore;
  /** The service's word on plots and suppliers (service-records.ts). */
  records: ServiceRecords;
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

/** The write's Idempotency-Key (required: a retried write must never double the record). */
function idempotentWrite(c: Context, access: ProjectAccess, text: string): IdempotentWrite {
  const key = c.req.header('idempotency-key');
  if (key === undefined || !IDEMPOTENCY_KEY_RULE.test(key)) {
    throw new ReviewError(
      400,
      'invalid_request',
      key === undefined
        ? 'Send an Idempotency-Key header with every write (a new random key per request, the same key when retrying it).'
        : 'Invalid Idempotency-Key: send 1 to 200 printable ASCII characters without spaces.',
    );
  }
  return {
    personId: access.caller.person.id,
    key,
    fingerprint: fingerprintOf(c.req.method, c.req.path, text),
  };
}

const authorOf = (access: ProjectAccess) => ({
  id: access.caller.person.id,
  name: access.caller.person.display_name,
});
const scopeOf = (access: ProjectAccess): ReviewScope => ({
  connection: access.connection,
  projectId: access.projectId,
  teamId: access.caller.team.id,
  ownsLegacy: access.caller.team.owns_legacy === 1,
});

export function createReviewApp(options: ReviewAppOptions): Hono {
  const { store, records, auth } = options;
  const app = new Hono();

  app.onError(answerError('review store'));

  app.use('*', auth.guard());
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

  const base = '/:connection/projects/:projectId';

  const read = (c: Context, doing: string) => projectAccess(options, c, 'viewer', doing);

  app.get(`${base}/decisions`, async (c) => {
    const access = await read(c, 'read its decisions');
    return c.json({ decisions: await store.current(scopeOf(access), queryId(c, 'supplierId')) });
  });

  app.post(`${base}/decisions`, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', 'record decisions');
    const { body, text } = await readJson(c);
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
    const write = idempotentWrite(c, access, text);
    await records.checkItems(access.connection, access.serviceToken, access.projectId, request.items);
    const answer = await store.decide(scopeOf(access), request, authorOf(access), write);
    return c.json(answer.body, answer.status as 201);
  });

  app.get(`${base}/history`, async (c) => {
    const scope = scopeOf(await read(c, 'read its history'));
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
    const scope = scopeOf(await read(c, 'read its upload records'));
    return c.json({ records: await store.uploadRecords(scope, queryId(c, 'supplierId')) });
  });

  app.post(`${base}/upload-records`, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', 'record uploads');
    const { body, text } = await readJson(c);
    const input = parseBody(uploadRecordInputSchema, body);
    const write = idempotentWrite(c, access, text);
    // A new upload changed the project's plots: what was kept of them is asked again next time.
    records.forgetProject(access.projectId);
    const answer = await store.recordUpload(scopeOf(access), input, authorOf(access), write);
    return c.json(answer.body, answer.status as 201 | 200);
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
