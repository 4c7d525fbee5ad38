/**
 * The declaration register's routes (core/api/filing.ts; docs/declarations.md), mounted at /api/filing by
 * server/app.ts, under /{connection}/projects/{projectId}:
 *   GET  /declarations[?supplierId=]                  viewer or above; newest first, each with its checks
 *   POST /declarations                                reviewer or above; declarationRequestSchema; 201, checked at once
 *   POST /declarations/{declarationId}/verify         reviewer or above; 200, checked again
 * Checked in the order of the review routes (server/review/routes.ts): our own page only, the body's size,
 * the caller's access and role, the body's fields, the Idempotency-Key; then the register (a supplier's
 * reference number once: 409), the team's EU account (none: 409), and only then the Information System's
 * verify-declaration (Downstream Operator and Trader API Reference §4.1), outside any transaction. A check
 * that could not be made is kept with its error and answered 502 or 503 with what to do; a retry with the
 * same Idempotency-Key is answered as the first time without asking the system again.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { declarationRequestSchema } from '@core/api/filing.ts';
import { REVIEW_LIMITS } from '@core/api/review.ts';
import { EuAccountRefused, EuAnswerLost, EuFault, type EuClient } from '../eu-filing/eu-client-types.ts';
import { answerError, errorJson, ReviewError } from '../review/errors.ts';
import { parseBody, readJson } from '../review/json-body.ts';
import { projectAccess, type ProjectAccessDeps } from '../review/project-access.ts';
import { authorOf, idempotentWrite, queryId, scopeOf } from '../review/route-helpers.ts';
import {
  duplicateMessage,
  type CheckOutcome,
  type DeclarationStore,
  type StoredAnswer,
} from './declaration-store.ts';

export interface DeclarationAppOptions extends ProjectAccessDeps {
  store: DeclarationStore;
  /** The team's EU client (server/eu-filing/), or null when the team has no EU account. */
  euClientFor(teamId: string): Promise<EuClient | null>;
}

/** Declaration ids are the server's UUIDs: anything else names nothing (404, not a 400). */
const SERVER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const NO_EU_ACCOUNT = 'no EU account: an admin sets it on the EU account page';

/**
 * Asks the Information System; a failure it can explain becomes the check's error and the route's answer
 * (what went wrong and what to do). Anything else is the server's own fault (500, nothing kept).
 */
async function verify(
  client: EuClient,
  referenceNumber: string,
  verificationNumber: string,
): Promise<{ outcome: CheckOutcome; failed: StoredAnswer<unknown> | null }> {
  try {
    const answer = await client.verifyDeclaration(referenceNumber, verificationNumber);
    return { outcome: { ok: true, ...answer }, failed: null };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return {
      outcome: { ok: false, error: failure.error },
      failed: {
        status: failure.status,
        body: { errorCode: failure.errorCode, errorMessage: failure.message },
      },
    };
  }
}

function failureOf(
  error: unknown,
): { status: 502 | 503; errorCode: string; error: string; message: string } | null {
  if (error instanceof EuFault) {
    const said = error.errors.length
      ? error.errors.map((e) => `${e.code}: ${e.message}`).join('; ')
      : error.message;
    return {
      status: 502,
      errorCode: 'eu_fault',
      error: `${error.faultName}: ${said}`,
      message: `The EU Information System refused the check (${error.faultName}: ${said}). The declaration is kept: check the reference and verification numbers with the supplier, then check again.`,
    };
  }
  if (error instanceof EuAccountRefused) {
    return error.throttled
      ? {
          status: 503,
          errorCode: 'eu_throttled',
          error: `throttled: ${error.message}`,
          message: `The EU Information System asks us to slow down (${error.message}). The declaration is kept: check again in a minute.`,
        }
      : {
          status: 502,
          errorCode: 'eu_account_refused',
          error: `account refused: ${error.message}`,
          message: `The EU Information System refused the team's EU account (${error.message}). The declaration is kept: an admin checks the account on the EU account page, then check again.`,
        };
  }
  if (error instanceof EuAnswerLost) {
    return {
      status: 503,
      errorCode: 'eu_unavailable',
      error: `no answer: ${error.message}`,
      message: `The EU Information System did not answer (${error.message}). The declaration is kept: check again in a few minutes.`,
    };
  }
  return null;
}

export function createDeclarationsApp(options: DeclarationAppOptions): Hono {
  const { store, auth } = options;
  const app = new Hono();
  const base = '/:connection/projects/:projectId/declarations';

  app.onError(answerError('declaration register'));
  // Only this register's paths: the filing routes are mounted under the same /api/filing.
  for (const path of [base, `${base}/*`]) {
    app.use(path, auth.guard());
    app.use(
      path,
      bodyLimit({
        maxSize: REVIEW_LIMITS.maxBodyBytes,
        onError: () =>
          errorJson(
            413,
            'limit_exceeded',
            `Request body too large: at most ${REVIEW_LIMITS.maxBodyBytes} bytes. Send one declaration per request.`,
          ),
      }),
    );
  }

  const clientOf = async (teamId: string) => {
    const client = await options.euClientFor(teamId);
    if (!client) throw new ReviewError(409, 'no_eu_account', NO_EU_ACCOUNT);
    return client;
  };
  const answer = (c: Context, stored: StoredAnswer<unknown>) =>
    c.json(stored.body as object, stored.status as 200);

  app.get(base, async (c) => {
    const access = await projectAccess(options, c, 'viewer', "read its suppliers' declarations");
    return c.json({ declarations: await store.list(scopeOf(access), queryId(c, 'supplierId')) });
  });

  app.post(base, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', "record suppliers' declarations");
    const { body, text } = await readJson(c);
    const request = parseBody(declarationRequestSchema, body);
    const write = idempotentWrite(c, access, text);
    const replay = await store.replayOf(write);
    if (replay) return answer(c, replay);
    const scope = scopeOf(access);
    if (await store.find(scope, request.supplierId, request.referenceNumber))
      throw new ReviewError(409, 'conflict', duplicateMessage(request.referenceNumber));
    const client = await clientOf(scope.teamId);
    const { outcome, failed } = await verify(client, request.referenceNumber, request.verificationNumber);
    return answer(c, await store.add(scope, request, outcome, authorOf(access), failed, write));
  });

  app.post(`${base}/:declarationId/verify`, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', "check suppliers' declarations");
    const id = c.req.param('declarationId');
    const scope = scopeOf(access);
    const declaration = SERVER_ID.test(id) ? await store.get(scope, id) : undefined;
    if (!declaration) throw new ReviewError(404, 'not_found', `No declaration ${id} in this project.`);
    // No body is needed; whatever is sent is part of the request's fingerprint.
    const write = idempotentWrite(c, access, await c.req.text());
    const replay = await store.replayOf(write);
    if (replay) return answer(c, replay);
    const client = await clientOf(scope.teamId);
    const { outcome, failed } = await verify(
      client,
      declaration.referenceNumber,
      declaration.verificationNumber,
    );
    return answer(c, await store.verified(scope, id, outcome, authorOf(access), failed, write));
  });

  return app;
}
