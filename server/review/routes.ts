/**
 * The dashboard server's own review API (docs/api-contract.md, "The dashboard's own store"), mounted at
 * /api/review by server/app.ts:
 *   GET  /{connection}/projects/{projectId}/decisions[?supplierId=]
 *   POST /{connection}/projects/{projectId}/decisions            one verdict for 1–10,000 items, 201
 *   GET  /{connection}/projects/{projectId}/history?plotId=|supplierId=[&limit=]
 *   GET  /{connection}/projects/{projectId}/upload-records[?supplierId=]
 *   POST /{connection}/projects/{projectId}/upload-records       201 (200: recorded before)
 * and the statement routes (overrides, evidence snapshots, conclusions: statement-routes.ts).
 * Every request is checked, in this order: our own page only (as the live proxy), the body's size, the
 * caller's access to the project in the service (access.ts), then the request's fields.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { decideRequestSchema, REVIEW_LIMITS, uploadRecordInputSchema } from '@core/api/review.ts';
import { answerError, errorJson, ReviewError } from './errors.ts';
import { checkCount, parseBody, readJson } from './json-body.ts';
import { projectAccess, type ProjectAccessDeps } from './project-access.ts';
import { authorOf, idempotentWrite, queryId, scopeOf } from './route-helpers.ts';
import type { ServiceRecords } from './service-records.ts';
import type { StatementStore } from './statements-store.ts';
import { statementRoutes, SNAPSHOT_POST } from './statement-routes.ts';
import type { ReviewStore } from './store.ts';

export interface ReviewAppOptions extends ProjectAccessDeps {
  store: ReviewStore;
  /** Overrides, evidence snapshots and conclusions (statements-store.ts). */
  statements: StatementStore;
  /** The service's word on plots and suppliers (service-records.ts). */
  records: ServiceRecords;
}

export function createReviewApp(options: ReviewAppOptions): Hono {
  const { store, records, auth } = options;
  const app = new Hono();

  app.onError(answerError('review store'));

  app.use('*', auth.guard());
  const bodyLimitOf = (maxSize: number, then: string) =>
    bodyLimit({
      maxSize,
      onError: () =>
        errorJson(413, 'limit_exceeded', `Request body too large: at most ${maxSize} bytes. ${then}`),
    });
  const smallBodies = bodyLimitOf(REVIEW_LIMITS.maxBodyBytes, 'Send the items in several requests.');
  // An evidence snapshot carries its plots and the report's PDF (base64): the one route with a larger body.
  const snapshotBodies = bodyLimitOf(
    REVIEW_LIMITS.maxSnapshotBytes,
    `Keep the report under ${REVIEW_LIMITS.maxReportBytes} bytes and the plots under ${REVIEW_LIMITS.maxSnapshotPlots.toLocaleString('en')}.`,
  );
  app.use('*', (c, next) =>
    c.req.method === 'POST' && SNAPSHOT_POST.test(c.req.path)
      ? snapshotBodies(c, next)
      : smallBodies(c, next),
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
    checkCount(body, 'items', REVIEW_LIMITS.maxItems, 'items', 'Send the rest in another request.');
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

  statementRoutes(app, options);

  app.all('*', (c) =>
    errorJson(
      404,
      'not_found',
      `No such path: ${c.req.method} ${c.req.path}. The review store serves /api/review/{simulator|live}/projects/{projectId}/decisions, history, upload-records, statement-overrides, evidence-snapshots and conclusions.`,
    ),
  );
  return app;
}
