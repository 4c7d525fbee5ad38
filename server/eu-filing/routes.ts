/**
 * The filing routes (core/api/filing.ts lists them; docs/api-contract.md, "Filing"), mounted at /api/filing:
 *   GET/PUT/DELETE /eu-account, POST /eu-account/test        a team admin, signed in
 *   GET  /{connection}/projects/{projectId}/filings[?supplierId=]      viewer or above
 *   POST .../filings                                                   approver or admin; 202
 *   GET  .../filings/{filingId}                                        viewer or above
 *   POST .../filings/{filingId}/check                                  reviewer or above (429 if too soon)
 *   POST .../filings/{filingId}/amend | /withdraw                      approver or admin (within 72 h)
 * Checked in the order of the review routes: the body's size (64 MiB for a filing, whose statement carries
 * its geolocation; small otherwise), the caller's access and role, the body's fields, the Idempotency-Key,
 * then what the filing needs (the snapshot, each supplier's signed conclusion, the rules, an EU account).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  amendRequestSchema,
  euAccountRequestSchema,
  fileRequestSchema,
  type EuEnvironment,
  type FileRequest,
} from '@core/api/filing.ts';
import { REVIEW_LIMITS } from '@core/api/review.ts';
import { ddsStatementSchema, sdStatementSchema, type DdsStatement } from '@core/eudr/dds-v3.ts';
import { checkDdsRequest, checkSdRequest, type RuleViolation } from '@core/eudr/rules.ts';
import { answerError, errorJson, ReviewError } from '../review/errors.ts';
import { parseBody, readJson } from '../review/json-body.ts';
import { projectAccess, type ProjectAccessDeps } from '../review/project-access.ts';
import { authorOf, idempotentWrite, queryId, scopeOf } from '../review/route-helpers.ts';
import type { StatementStore } from '../review/statements-store.ts';
import type { EuAccountStore } from './account-store.ts';
import { euProblem, noAccount } from './filing-errors.ts';
import type { FilingScope } from './journal-records.ts';
import type { FilingJournal } from './journal.ts';

export interface FilingAppOptions extends ProjectAccessDeps {
  accounts: EuAccountStore;
  journal: FilingJournal;
  statements: StatementStore;
  /** Whether the stand-in environment can be chosen (the server carries the stand-in). */
  standInAvailable: boolean;
}

const FILING_POST = /\/projects\/[^/]+\/filings\/?$/;
const SERVER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function filingId(c: Context): string {
  const id = c.req.param('filingId') ?? '';
  if (!SERVER_ID.test(id)) throw new ReviewError(404, 'not_found', `No filing ${id} in this project.`);
  return id;
}

const violationsAnswer = (violations: RuleViolation[]) =>
  Response.json(
    {
      errorCode: 'rules_violated',
      errorMessage: `The statement breaks ${violations.length} rule${violations.length === 1 ? '' : 's'} of the EU's validation: ${violations
        .slice(0, 3)
        .map((v) => `${v.path ? `"${v.path}" ` : ''}${v.message.replace(/\.$/, '')}`)
        .join(
          '; ',
        )}${violations.length > 3 ? ` (and ${violations.length - 3} more)` : ''}. Fix the draft and file again.`,
      violations,
    },
    { status: 422 },
  );

export function createFilingApp(options: FilingAppOptions): Hono {
  const { accounts, journal, statements, auth } = options;
  const app = new Hono();
  app.onError(answerError('eu filing'));
  app.use('*', auth.guard());

  const limitOf = (maxSize: number, then: string) =>
    bodyLimit({
      maxSize,
      onError: () =>
        errorJson(413, 'limit_exceeded', `Request body too large: at most ${maxSize} bytes. ${then}`),
    });
  const small = limitOf(REVIEW_LIMITS.maxBodyBytes, 'Send less in one request.');
  const filingBodies = limitOf(
    REVIEW_LIMITS.maxSnapshotBytes,
    'Split the statement (fewer producers per statement).',
  );
  app.use('*', (c, next) =>
    c.req.method === 'POST' && FILING_POST.test(c.req.path) ? filingBodies(c, next) : small(c, next),
  );

  // -------------------------------------------------------------------------------------------------------
  // The EU account (a team admin; never the secrets in an answer)

  app.get('/eu-account', async (c) => {
    const caller = await auth.requireTeamAdmin(c);
    return c.json(await accounts.view(caller.team.id));
  });

  app.put('/eu-account', async (c) => {
    const caller = await auth.requireTeamAdmin(c);
    const { body } = await readJson(c);
    const request = parseBody(euAccountRequestSchema, body);
    if (request.environment === 'stand-in' && !options.standInAvailable) {
      throw new ReviewError(
        400,
        'invalid_request',
        'This server carries no EU stand-in: choose acceptance or production.',
      );
    }
    return c.json(
      await accounts.set(caller.team.id, request, { id: caller.person.id, name: caller.person.display_name }),
    );
  });

  app.delete('/eu-account', async (c) => {
    const caller = await auth.requireTeamAdmin(c);
    await accounts.remove(caller.team.id, { id: caller.person.id, name: caller.person.display_name });
    return c.body(null, 204);
  });

  app.post('/eu-account/test', async (c) => {
    const caller = await auth.requireTeamAdmin(c);
    const client = await accounts.euClientFor(caller.team.id);
    if (!client) throw noAccount();
    let ok: boolean;
    let message: string;
    try {
      const status = await client.echo('Hello EUDR');
      ok = true;
      message = `The echo service answered ${status || 'OK'}.`;
    } catch (e) {
      ok = false;
      message = euProblem(e).message;
    }
    await accounts.recordTest(caller.team.id, ok, message);
    const view = await accounts.view(caller.team.id);
    // The demo account keeps no row: its test is answered, not stored.
    return c.json(
      view.lastTest ? view : { ...view, lastTest: { at: new Date().toISOString(), ok, message } },
    );
  });

  // -------------------------------------------------------------------------------------------------------
  // Filings

  const base = '/:connection/projects/:projectId/filings';
  const scopeOfAccess = (access: Awaited<ReturnType<typeof projectAccess>>): FilingScope => {
    const s = scopeOf(access);
    return { connection: s.connection, projectId: s.projectId, teamId: s.teamId };
  };

  app.get(base, async (c) => {
    const access = await projectAccess(options, c, 'viewer', 'read its filings');
    return c.json({ filings: await journal.list(scopeOfAccess(access), queryId(c, 'supplierId')) });
  });

  app.post(base, async (c) => {
    const access = await projectAccess(options, c, 'approver', 'file statements with the EU');
    const { body, text } = await readJson(c);
    const request = parseBody(fileRequestSchema, body);
    const write = idempotentWrite(c, access, text);
    const scope = scopeOfAccess(access);
    const reviewScope = scopeOf(access);

    if (!(await statements.snapshot(reviewScope, request.snapshotId))) {
      throw new ReviewError(
        409,
        'conflict',
        `No evidence snapshot ${request.snapshotId} in this project: pin the statement package first.`,
      );
    }
    for (const supplierId of new Set(request.supplierIds)) {
      const [newest] = await statements.conclusions(reviewScope, supplierId);
      if (!newest?.signOff) {
        throw new ReviewError(
          409,
          'not_signed_off',
          newest
            ? `Supplier ${supplierId}'s newest conclusion is not signed off: an approver other than its preparer signs it before filing.`
            : `Supplier ${supplierId} has no risk conclusion: prepare one and have an approver sign it off before filing.`,
        );
      }
    }
    const refs = groupedReferences(request);
    const known = new Map(
      (await journal.byReferenceNumbers(scope.teamId, refs)).map((r) => [
        r.reference_number!,
        r.eu_status ?? '',
      ]),
    );
    const violations =
      request.kind === 'dds'
        ? checkDdsRequest(request.request, { knownStatements: known })
        : checkSdRequest(request.request, { knownStatements: known });
    if (violations.length) return violationsAnswer(violations);
    for (const ref of refs) {
      const status = known.get(ref);
      if (status !== 'AVAILABLE') {
        throw new ReviewError(
          409,
          'conflict',
          status === undefined
            ? `groupedDeclarations names ${ref}, which is not a statement your team filed: group only your own AVAILABLE statements.`
            : `groupedDeclarations names ${ref}, which is ${status}: only AVAILABLE statements can be grouped (§5.1.2).`,
        );
      }
    }
    const environment: EuEnvironment | null = await accounts.environmentOf(scope.teamId);
    if (!environment || !(await accounts.euClientFor(scope.teamId))) throw noAccount();
    const answer = await journal.create(scope, request, environment, authorOf(access), write);
    // The row is committed: only now does the request leave.
    if (answer.created) void journal.send(answer.body.filing.id);
    return c.json(answer.body, answer.status as 202);
  });

  app.get(`${base}/:filingId`, async (c) => {
    const access = await projectAccess(options, c, 'viewer', 'read its filings');
    const id = filingId(c);
    const filing = await journal.get(scopeOfAccess(access), id);
    if (!filing) throw new ReviewError(404, 'not_found', `No filing ${id} in this project.`);
    return c.json({ filing });
  });

  app.post(`${base}/:filingId/check`, async (c) => {
    const access = await projectAccess(options, c, 'reviewer', 'ask the EU for a statement status');
    const id = filingId(c);
    return c.json({ filing: await journal.checkNow(scopeOfAccess(access), id, authorOf(access)) });
  });

  app.post(`${base}/:filingId/amend`, async (c) => {
    const access = await projectAccess(options, c, 'approver', 'amend statements filed with the EU');
    const id = filingId(c);
    const { body } = await readJson(c);
    const { statement } = parseBody(amendRequestSchema, body);
    idempotentWrite(c, access, JSON.stringify(body));
    const scope = scopeOfAccess(access);
    const kind = await journal.kindOf(scope, id);
    const previous = await journal.requestOf(scope, id);
    if (!kind || !previous) throw new ReviewError(404, 'not_found', `No filing ${id} in this project.`);
    const typed = (kind === 'dds' ? ddsStatementSchema : sdStatementSchema).safeParse(statement);
    if (!typed.success) {
      throw new ReviewError(
        422,
        'invalid_request',
        `This filing is a ${kind === 'dds' ? 'due diligence statement' : 'simplified declaration'}: send a statement of that kind.`,
      );
    }
    const candidate = { ...previous, statement: typed.data };
    const violations = kind === 'dds' ? checkDdsRequest(candidate) : checkSdRequest(candidate);
    if (violations.length) return violationsAnswer(violations);
    return c.json({ filing: await journal.amend(scope, id, typed.data, authorOf(access)) });
  });

  app.post(`${base}/:filingId/withdraw`, async (c) => {
    const access = await projectAccess(options, c, 'approver', 'withdraw statements filed with the EU');
    const id = filingId(c);
    idempotentWrite(c, access, '');
    return c.json({ filing: await journal.withdraw(scopeOfAccess(access), id, authorOf(access)) });
  });

  return app;
}

function groupedReferences(request: FileRequest): string[] {
  return request.kind === 'dds'
    ? ((request.request.statement as DdsStatement).groupedDeclarations ?? [])
    : (request.request.statement.groupedDeclarations ?? []).map((g) => g.referenceNumber);
}
