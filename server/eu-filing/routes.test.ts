/**
 * The /api/filing routes in-process against the EU stand-in: the EU account (team admins only, encrypted at
 * rest, the demo account on a local-only server, never a secret in an answer, the database or the log), and
 * filing (the approver's role, each supplier's signed conclusion, the rule module, the Idempotency-Key)
 * through to AVAILABLE with both numbers in the filing and the audit log.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Filing } from '@core/api/filing.ts';
import { KEY_FILE_NAME } from './account-store.ts';
import { demoSessionCookie } from '../../tests/support/demo-token.ts';
import {
  PROJECT,
  SUPPLIER,
  seedPackage,
  startFilingServer,
  validRequest,
  type FilingServer,
} from './test-harness.ts';

const PORT = 5573;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET_ACCOUNT = {
  environment: 'stand-in',
  username: 'ws-user-Zq81x',
  authenticationKey: 'auth-key-K7f0p2LmN9',
  clientId: 'client-id-Hq55',
} as const;
const SECRETS = [SECRET_ACCOUNT.username, SECRET_ACCOUNT.authenticationKey, SECRET_ACCOUNT.clientId];

let dataDir: string;
let server: FilingServer;
const cookies = new Map<string, string>();
/** Every answer's text and every line the server logged: searched for the secrets at the end. */
const seen: string[] = [];
const logged: string[] = [];
let keys = 0;

const signIn = (personId: string) => demoSessionCookie(server, personId, ORIGIN);

async function call(
  method: string,
  url: string,
  options: { as?: string; body?: unknown; key?: string | null } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the answer's fields it expects
): Promise<{ status: number; json: any }> {
  const as = options.as ?? 'demo-amara';
  if (!cookies.has(as)) cookies.set(as, await signIn(as));
  const headers: Record<string, string> = { origin: ORIGIN, cookie: cookies.get(as)! };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key !== null && method !== 'GET') headers['idempotency-key'] = options.key ?? `k-${keys++}`;
  const res = await server.app.request(`${ORIGIN}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  seen.push(text);
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const filings = `/api/filing/simulator/projects/${PROJECT}/filings`;

async function until(filingId: string, done: (f: Filing) => boolean): Promise<Filing> {
  let last: Filing | null = null;
  for (let i = 0; i < 150; i++) {
    const { json } = await call('GET', `${filings}/${filingId}`);
    last = json.filing as Filing;
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  const { request: _request, ...shown } = last!;
  throw new Error(`the filing never got there: ${JSON.stringify(shown)}`);
}

beforeAll(async () => {
  for (const level of ['log', 'warn', 'error', 'info'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '));
      original(...args);
    });
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'eu-filing-routes-'));
  server = await startFilingServer({ dataDir, port: PORT });
});

afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the EU account', () => {
  it('is the demo stand-in account on a local-only server with nothing set', async () => {
    const { status, json } = await call('GET', '/api/filing/eu-account');
    expect(status).toBe(200);
    expect(json).toEqual({
      configured: true,
      environment: 'stand-in',
      demo: true,
      updatedBy: null,
      updatedAt: null,
      lastTest: null,
    });
    const test = await call('POST', '/api/filing/eu-account/test');
    expect(test.json.lastTest).toMatchObject({ ok: true, message: 'The echo service answered OK.' });
  });

  it('is a team admin’s only', async () => {
    for (const person of ['demo-ines', 'demo-sofia']) {
      expect((await call('GET', '/api/filing/eu-account', { as: person })).status).toBe(403);
      expect((await call('PUT', '/api/filing/eu-account', { as: person, body: SECRET_ACCOUNT })).status).toBe(
        403,
      );
      expect((await call('DELETE', '/api/filing/eu-account', { as: person })).status).toBe(403);
    }
  });

  it('is kept encrypted, shown without its secrets, tested, removed; each change in the audit log', async () => {
    const put = await call('PUT', '/api/filing/eu-account', { body: SECRET_ACCOUNT });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({
      configured: true,
      environment: 'stand-in',
      demo: false,
      updatedBy: 'Amara Okafor (compliance lead)',
    });
    const row = await server.review.db.selectFrom('eu_account').selectAll().executeTakeFirstOrThrow();
    for (const secret of SECRETS) expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // The key file is the server's alone.
    expect(statSync(path.join(dataDir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);

    // The stand-in knows only the demo account: this one is refused, and the test says so.
    const test = await call('POST', '/api/filing/eu-account/test');
    expect(test.json.lastTest.ok).toBe(false);
    expect(test.json.lastTest.message).toMatch(/refused the account/);
    expect((await call('GET', '/api/filing/eu-account')).json.lastTest.ok).toBe(false);

    // A filing with an account the system refuses: refused, nothing filed.
    const snapshotId = await seedPackage(server.review.db);
    const filed = await call('POST', filings, {
      as: 'demo-ines',
      body: {
        kind: 'dds',
        snapshotId,
        part: 1,
        supplierIds: [SUPPLIER],
        request: validRequest('ACCOUNT-REFUSED-1'),
      },
    });
    expect(filed.status).toBe(202);
    const refused = await until(filed.json.filing.id, (f) => f.state !== 'sending');
    expect(refused.state).toBe('refused');
    expect(refused.errors[0]!.code).toBe('EU_ACCOUNT_REFUSED');

    expect((await call('DELETE', '/api/filing/eu-account')).status).toBe(204);
    expect((await call('GET', '/api/filing/eu-account')).json.demo).toBe(true);
    const audit = await server.review.db
      .selectFrom('audit_event')
      .selectAll()
      .where('kind', '=', 'eu-account-changed')
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([
      { environment: 'stand-in', action: 'set' },
      { environment: 'stand-in', action: 'removed' },
    ]);
    for (const secret of SECRETS) expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses an account without its fields (400), naming the field, not its value', async () => {
    const { status, json } = await call('PUT', '/api/filing/eu-account', {
      body: { ...SECRET_ACCOUNT, environment: 'moon' },
    });
    expect(status).toBe(400);
    expect(json.errorMessage).toMatch(/environment/);
  });
});

describe('filing', () => {
  it('needs an approver (403 for a reviewer or viewer)', async () => {
    const snapshotId = await seedPackage(server.review.db);
    const body = {
      kind: 'dds',
      snapshotId,
      part: 1,
      supplierIds: [SUPPLIER],
      request: validRequest('ROLE-1'),
    };
    expect((await call('POST', filings, { as: 'demo-lucas', body })).status).toBe(403);
    expect((await call('POST', filings, { as: 'demo-sofia', body })).status).toBe(403);
  });

  it('needs each supplier’s signed conclusion and the snapshot (409 naming what is missing)', async () => {
    const unsigned = await seedPackage(server.review.db, { supplierId: 's-unsigned', signed: false });
    const a = await call('POST', filings, {
      as: 'demo-ines',
      body: {
        kind: 'dds',
        snapshotId: unsigned,
        part: 1,
        supplierIds: ['s-unsigned'],
        request: validRequest('SIGN-1'),
      },
    });
    expect(a.status).toBe(409);
    expect(a.json.errorMessage).toMatch(/s-unsigned's newest conclusion is not signed off/);
    const signed = await seedPackage(server.review.db);
    const b = await call('POST', filings, {
      as: 'demo-ines',
      body: {
        kind: 'dds',
        snapshotId: signed,
        part: 1,
        supplierIds: [SUPPLIER, 's-nobody'],
        request: validRequest('SIGN-2'),
      },
    });
    expect(b.status).toBe(409);
    expect(b.json.errorMessage).toMatch(/s-nobody has no risk conclusion/);
    const c = await call('POST', filings, {
      as: 'demo-ines',
      body: {
        kind: 'dds',
        snapshotId: '00000000-0000-4000-8000-000000000000',
        part: 1,
        supplierIds: [SUPPLIER],
        request: validRequest('SIGN-3'),
      },
    });
    expect(c.status).toBe(409);
    expect(c.json.errorMessage).toMatch(/No evidence snapshot/);
  });

  it('runs the rule module: 422 with the violations', async () => {
    const snapshotId = await seedPackage(server.review.db);
    const request = validRequest('RULES-1');
    delete request.statement.commodities[0]!.descriptors.goodsMeasure.netWeight;
    const { status, json } = await call('POST', filings, {
      as: 'demo-ines',
      body: { kind: 'dds', snapshotId, part: 1, supplierIds: [SUPPLIER], request },
    });
    expect(status).toBe(422);
    expect(json.errorCode).toBe('rules_violated');
    expect(json.violations.length).toBeGreaterThan(0);
    expect(json.violations[0].path).toMatch(/goodsMeasure|netWeight/);
  });

  it('files with the stand-in: 202 sending, then AVAILABLE with both numbers, in the audit log; a replay files nothing', async () => {
    const snapshotId = await seedPackage(server.review.db);
    const body = {
      kind: 'dds',
      snapshotId,
      part: 1,
      supplierIds: [SUPPLIER],
      request: validRequest('PALM-OK-1'),
    };
    const first = await call('POST', filings, { as: 'demo-ines', body, key: 'file-palm-ok-1' });
    expect(first.status).toBe(202);
    expect(first.json.filing).toMatchObject({
      state: 'sending',
      environment: 'stand-in',
      filedBy: 'Inès Martin (approver)',
    });
    const replay = await call('POST', filings, { as: 'demo-ines', body, key: 'file-palm-ok-1' });
    expect(replay.json.filing.id).toBe(first.json.filing.id);
    const filing = await until(first.json.filing.id, (f) => f.euStatus === 'AVAILABLE');
    expect(filing.state).toBe('filed');
    expect(filing.referenceNumber).toMatch(/^[A-Z0-9]{14}$/);
    expect(filing.verificationNumber).toBeTruthy();
    expect(filing.nextCheckAt).toBeNull();
    const held = (await (await server.standIn.app.request('/_sim/statements')).json()) as {
      statements: { internalReferenceNumber: string }[];
    };
    expect(held.statements.filter((s) => s.internalReferenceNumber === 'PALM-OK-1')).toHaveLength(1);
    const audit = await server.review.db
      .selectFrom('audit_event')
      .selectAll()
      .where('kind', '=', 'statement-status')
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toContainEqual(
      expect.objectContaining({
        filingId: filing.id,
        referenceNumber: filing.referenceNumber,
        verificationNumber: filing.verificationNumber,
        euStatus: 'AVAILABLE',
      }),
    );
    // The evidence snapshot it was filed from names it with the EU's numbers.
    const pinned = await call(
      'GET',
      `/api/review/simulator/projects/${PROJECT}/evidence-snapshots/${snapshotId}`,
      {
        as: 'demo-sofia',
      },
    );
    expect(pinned.json.snapshot.filings).toEqual([
      {
        filingId: filing.id,
        part: 1,
        internalReferenceNumber: 'PALM-OK-1',
        state: 'filed',
        euStatus: 'AVAILABLE',
        uuid: filing.uuid,
        referenceNumber: filing.referenceNumber,
        verificationNumber: filing.verificationNumber,
      },
    ]);
    const list = await call('GET', `${filings}?supplierId=${SUPPLIER}`, { as: 'demo-sofia' });
    expect(list.json.filings.map((f: Filing) => f.id)).toContain(filing.id);
    // The same internal reference again: 409.
    const again = await call('POST', filings, { as: 'demo-ines', body });
    expect(again.status).toBe(409);

    // Withdrawn within the window; a second time: 409.
    const withdrawn = await call('POST', `${filings}/${filing.id}/withdraw`, { as: 'demo-ines' });
    expect(withdrawn.json.filing.euStatus).toBe('WITHDRAWN');
    expect((await call('POST', `${filings}/${filing.id}/withdraw`, { as: 'demo-ines' })).status).toBe(409);
  });

  it('amends within the window; groups only AVAILABLE statements, which the system then marks GROUPED', async () => {
    const snapshotId = await seedPackage(server.review.db);
    const file = async (irn: string, grouped?: string[]) => {
      const request = validRequest(irn);
      if (grouped) request.statement.groupedDeclarations = grouped;
      return call('POST', filings, {
        as: 'demo-ines',
        body: { kind: 'dds', snapshotId, part: 1, supplierIds: [SUPPLIER], request },
      });
    };
    const a = await file('GROUP-A');
    const filedA = await until(a.json.filing.id, (f) => f.euStatus === 'AVAILABLE');
    const amended = await call('POST', `${filings}/${filedA.id}/amend`, {
      as: 'demo-ines',
      body: { statement: { ...validRequest('GROUP-A').statement, comment: 'Invoice 2026-118 attached' } },
    });
    expect(amended.status).toBe(200);
    expect(amended.json.filing.history.map((e: { kind: string }) => e.kind)).toContain('amended');
    expect(amended.json.filing.request.statement.comment).toBe('Invoice 2026-118 attached');
    const byReviewer = await call('POST', `${filings}/${filedA.id}/amend`, {
      as: 'demo-lucas',
      body: { statement: validRequest('GROUP-A').statement },
    });
    expect(byReviewer.status).toBe(403);
    await until(filedA.id, (f) => f.euStatus === 'AVAILABLE');

    // A reference the team never filed, then one that is not AVAILABLE: 409 before anything is sent.
    // (the rule module knows the team's statements: §10.3 "Referenced DDS").
    const unknown = await file('GROUP-X', ['26ZZZZZZZZZZZZ']);
    expect(unknown.status).toBe(422);
    expect(unknown.json.violations[0].path).toMatch(/groupedDeclarations/);
    const b = await file('GROUP-B', [filedA.referenceNumber!]);
    expect(b.status).toBe(202);
    const filedB = await until(b.json.filing.id, (f) => f.euStatus === 'AVAILABLE');
    expect(filedB.groups).toEqual([filedA.referenceNumber]);
    const grouped = await until(filedA.id, (f) => f.euStatus === 'GROUPED');
    expect(grouped.history.map((e) => e.kind)).toContain('grouped');
    const withdraw = await call('POST', `${filings}/${filedA.id}/withdraw`, { as: 'demo-ines' });
    expect(withdraw.status).toBe(409);
    expect(withdraw.json.errorMessage).toMatch(/GROUPED/);
    const again = await file('GROUP-C', [filedA.referenceNumber!]);
    expect(again.status).toBe(422);
    expect(again.json.errorMessage).toMatch(/is GROUPED/);
    expect(again.json.errorMessage).not.toMatch(/\.\./);
  });

  it('never shows the account’s username, key or client id in an answer or the log', () => {
    expect(seen.length).toBeGreaterThan(10);
    for (const secret of SECRETS) {
      expect(seen.filter((t) => t.includes(secret))).toEqual([]);
      expect(logged.filter((t) => t.includes(secret))).toEqual([]);
    }
  });
});
