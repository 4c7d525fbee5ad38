/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; the tests assert their shapes. */
/**
 * The declaration register over HTTP on both databases (SQLite always, PostgreSQL when its binaries are
 * installed: tests/support/postgres.ts), with a fake EU client whose answers the tests set per reference
 * number: each result of verify-declaration (Downstream Operator and Trader API Reference §4.1.2), each
 * failure the client can report (kept as the check's error, answered 502/503), no EU account (409),
 * duplicates (409), roles, idempotent replays that do not ask the system again, and the append-only tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationSchema } from '@core/api/filing.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { PeopleAuth } from '../people/caller.ts';
import { DEMO_TEAM_ID } from '../people/people-records.ts';
import { PeopleStore } from '../people/people-store.ts';
import { simulatorAccess } from '../review/access.ts';
import { openReviewDatabase, type ReviewDatabase } from '../review/database.ts';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { EuAccountRefused, EuAnswerLost, EuFault, type EuClient } from '../eu-filing/eu-client-types.ts';
import { DeclarationStore } from './declaration-store.ts';
import { createDeclarationsApp, NO_EU_ACCOUNT } from './routes.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const AMARA = 'Amara Okafor (compliance lead)';
const INES = 'Inès Martin (approver)';

type Answer = Awaited<ReturnType<EuClient['verifyDeclaration']>> | Error;

/** The fake Information System: an answer per reference number (NON_EXISTENT when none is set). */
function fakeEu() {
  const answers = new Map<string, Answer>();
  const calls: [string, string][] = [];
  const client = {
    verifyDeclaration(referenceNumber: string, verificationNumber: string) {
      calls.push([referenceNumber, verificationNumber]);
      const answer = answers.get(referenceNumber) ?? {
        result: 'NON_EXISTENT',
        status: null,
        dateTime: '2026-12-06T10:00:00.000Z',
      };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as EuClient;
  return { answers, calls, client };
}

const binDir = postgresBinDir();
if (!binDir) console.warn('PostgreSQL is not installed (no initdb/pg_ctl): the PostgreSQL suite is skipped.');
let cluster: PostgresCluster | null = null;
const tempDirs: string[] = [];
beforeAll(async () => {
  if (binDir) cluster = await startPostgres(binDir);
});
afterAll(async () => {
  await cluster?.stop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const backends = [
  { name: 'SQLite', skip: false, databaseUrl: () => Promise.resolve(null) },
  { name: 'PostgreSQL', skip: !binDir, databaseUrl: () => cluster!.createDatabase() },
];

let keys = 0;
const newKey = () => `declarations-${process.pid}-${keys++}`;

describe.each(backends)('the declaration register on $name', (backend) => {
  let database: ReviewDatabase;
  let app: ReturnType<typeof createDeclarationsApp>;
  const eu = fakeEu();
  /** Which teams have an EU account (the fake euClientFor). */
  let accountSet = true;
  /** The teams the routes asked a client for. */
  const teams: string[] = [];
  const as = { amara: '', ines: '', sofia: '', lucas: '' };

  async function call(
    method: string,
    url: string,
    options: { who?: keyof typeof as; body?: unknown; key?: string | null } = {},
  ) {
    const headers: Record<string, string> = { origin: ORIGIN, cookie: as[options.who ?? 'amara'] };
    if (method !== 'GET' && options.key !== null) headers['idempotency-key'] = options.key ?? newKey();
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await app.request(`${ORIGIN}${url}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as any };
  }
  const cocoa = (rest: string) => `/simulator/projects/p-cocoa/${rest}`;
  const add = (referenceNumber: string, extra: Record<string, unknown> = {}, who?: keyof typeof as) =>
    call('POST', cocoa('declarations'), {
      who,
      body: { supplierId: 's-kofi', referenceNumber, verificationNumber: 'VN8KD2QX', ...extra },
    });
  const audit = async () =>
    (
      await database.db
        .selectFrom('audit_event')
        .selectAll()
        .where('kind', '=', 'declaration-verified')
        .orderBy('seq', 'desc')
        .execute()
    ).map((e) => ({ ...e, detail: JSON.parse(e.detail) }));

  beforeAll(async () => {
    if (backend.skip) return;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eu-declarations-'));
    tempDirs.push(dataDir);
    database = await openReviewDatabase({
      databaseUrl: await backend.databaseUrl(),
      sqliteFile: path.join(dataDir, 'review.db'),
    });
    const people = new PeopleStore(database.db);
    const simulatorDefaultToken = Object.keys(DEMO_ACCOUNTS)[0]!;
    await people.seedDemoTeam(simulatorDefaultToken);
    const auth = new PeopleAuth({ store: people, origins: [ORIGIN] });
    for (const name of ['amara', 'ines', 'sofia', 'lucas'] as const) {
      const { secret } = await people.openSession((await people.person(`demo-${name}`))!, 'demo');
      as[name] = `${auth.cookieName}=${secret}`;
    }
    app = createDeclarationsApp({
      auth,
      access: { simulator: simulatorAccess(DEMO_ACCOUNTS), live: null },
      liveServerToken: null,
      simulatorDefaultToken,
      store: new DeclarationStore(database.db),
      euClientFor: (teamId) => {
        teams.push(teamId);
        return Promise.resolve(accountSet ? eu.client : null);
      },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  describe.skipIf(backend.skip)('routes', () => {
    it('keeps a usable declaration with its first check, who made it, and the system’s dateTime', async () => {
      eu.answers.set('25NLSN6LX69730', {
        result: 'EXISTING_USABLE',
        status: 'AVAILABLE',
        dateTime: '2026-12-06T09:15:02.123Z',
      });
      const added = await add('25NLSN6LX69730', { note: 'from the October invoice' });
      expect(added.status).toBe(201);
      const declaration = declarationSchema.parse(added.body.declaration);
      expect(declaration).toMatchObject({
        projectId: 'p-cocoa',
        supplierId: 's-kofi',
        referenceNumber: '25NLSN6LX69730',
        verificationNumber: 'VN8KD2QX',
        note: 'from the October invoice',
        addedBy: AMARA,
      });
      expect(declaration.checks).toEqual([
        {
          checkedAt: declaration.addedAt,
          checkedBy: AMARA,
          result: 'EXISTING_USABLE',
          euStatus: 'AVAILABLE',
          dateTime: '2026-12-06T09:15:02.123Z',
          error: null,
        },
      ]);
      expect(eu.calls.at(-1)).toEqual(['25NLSN6LX69730', 'VN8KD2QX']);
      // The caller's team's account, never another's.
      expect(teams.at(-1)).toBe(DEMO_TEAM_ID);
      const [entry] = await audit();
      expect(entry).toMatchObject({
        kind: 'declaration-verified',
        person_id: 'demo-amara',
        supplier_id: 's-kofi',
        project_id: 'p-cocoa',
        detail: {
          declarationId: declaration.id,
          referenceNumber: '25NLSN6LX69730',
          result: 'EXISTING_USABLE',
          euStatus: 'AVAILABLE',
        },
      });
    });

    it('keeps a not usable one with its status, and a made-up one as not found', async () => {
      eu.answers.set('25NLWITHDRAWN1', {
        result: 'EXISTING_NON_USABLE',
        status: 'WITHDRAWN',
        dateTime: '2026-12-06T09:16:00.000Z',
      });
      const withdrawn = await add('25NLWITHDRAWN1');
      expect(withdrawn.status).toBe(201);
      expect(withdrawn.body.declaration.checks[0]).toMatchObject({
        result: 'EXISTING_NON_USABLE',
        euStatus: 'WITHDRAWN',
      });
      const madeUp = await add('26XXMADEUP0001');
      expect(madeUp.status).toBe(201);
      expect(madeUp.body.declaration.checks[0]).toMatchObject({
        result: 'NON_EXISTENT',
        euStatus: null,
        error: null,
      });
      expect((await audit())[0]!.detail).toMatchObject({ result: 'NON_EXISTENT', euStatus: null });
    });

    it('lists the register newest first, of one supplier or all, to a viewer', async () => {
      await add('25OTHERSUPP001', { supplierId: 's-other' });
      const all = await call('GET', cocoa('declarations'), { who: 'sofia' });
      expect(all.status).toBe(200);
      const refs = all.body.declarations.map((d: any) => d.referenceNumber);
      expect(refs.slice(0, 4)).toEqual([
        '25OTHERSUPP001',
        '26XXMADEUP0001',
        '25NLWITHDRAWN1',
        '25NLSN6LX69730',
      ]);
      const kofi = await call('GET', cocoa('declarations?supplierId=s-kofi'), { who: 'sofia' });
      expect(kofi.body.declarations.map((d: any) => d.supplierId)).not.toContain('s-other');
      expect(kofi.body.declarations.length).toBe(refs.length - 1);
      // Another project's register holds none of them.
      const palm = await call('GET', '/simulator/projects/p-palm/declarations');
      expect(palm.body.declarations).toEqual([]);
    });

    it('checks again: a new row on top, the first kept as it was', async () => {
      const list = (await call('GET', cocoa('declarations?supplierId=s-kofi'))).body.declarations;
      const target = list.find((d: any) => d.referenceNumber === '25NLSN6LX69730');
      eu.answers.set('25NLSN6LX69730', {
        result: 'EXISTING_NON_USABLE',
        status: 'SUSPENDED',
        dateTime: '2026-12-06T11:00:00.000Z',
      });
      const again = await call('POST', cocoa(`declarations/${target.id}/verify`), { who: 'ines' });
      expect(again.status).toBe(200);
      expect(
        again.body.declaration.checks.map((c: any) => [c.checkedBy, c.result, c.euStatus, c.dateTime]),
      ).toEqual([
        [INES, 'EXISTING_NON_USABLE', 'SUSPENDED', '2026-12-06T11:00:00.000Z'],
        [AMARA, 'EXISTING_USABLE', 'AVAILABLE', '2026-12-06T09:15:02.123Z'],
      ]);
      const [entry] = await audit();
      expect(entry).toMatchObject({
        person_id: 'demo-ines',
        detail: { declarationId: target.id, result: 'EXISTING_NON_USABLE', euStatus: 'SUSPENDED' },
      });
    });

    it('refuses a supplier’s reference number a second time (in any case), but not another supplier’s', async () => {
      const before = eu.calls.length;
      const twice = await add('25nlsn6lx69730');
      expect(twice.status).toBe(409);
      expect(twice.body.errorMessage).toMatch(/already in the register: check it again there/);
      // Refused before the system was asked.
      expect(eu.calls.length).toBe(before);
      expect((await add('25NLSN6LX69730', { supplierId: 's-third' })).status).toBe(201);
    });

    it.each([
      [
        'a fault',
        new EuFault(
          'BusinessRulesValidationException',
          [{ code: 'EUDR_VERIFICATION_NUMBER_INVALID', field: null, message: 'wrong verification number' }],
          'refused',
        ),
        502,
        'eu_fault',
        /EUDR_VERIFICATION_NUMBER_INVALID: wrong verification number.*check the reference and verification numbers with the supplier/,
        'BusinessRulesValidationException: EUDR_VERIFICATION_NUMBER_INVALID: wrong verification number',
      ],
      [
        'a lost answer',
        new EuAnswerLost('timeout after 30 s'),
        503,
        'eu_unavailable',
        /did not answer \(timeout after 30 s\).*check again in a few minutes/,
        'no answer: timeout after 30 s',
      ],
      [
        'the account refused',
        new EuAccountRefused('authentication failed'),
        502,
        'eu_account_refused',
        /refused the team's EU account.*an admin checks the account on the EU account page/,
        'account refused: authentication failed',
      ],
      [
        'throttling',
        new EuAccountRefused('5 calls per second', true),
        503,
        'eu_throttled',
        /slow down.*check again in a minute/,
        'throttled: 5 calls per second',
      ],
    ])(
      'keeps the check with its error when %s stops it, and answers 502 or 503 with what to do',
      async (_, error, status, code, message, kept) => {
        const reference = `27FAIL${String(status)}${code.length}${keys++}`.slice(0, 14);
        eu.answers.set(reference, error);
        const key = newKey();
        const failed = await call('POST', cocoa('declarations'), {
          key,
          body: { supplierId: 's-kofi', referenceNumber: reference, verificationNumber: 'VN8KD2QX' },
        });
        expect(failed.status).toBe(status);
        expect(failed.body.errorCode).toBe(code);
        expect(failed.body.errorMessage).toMatch(message);
        const stored = (await call('GET', cocoa('declarations?supplierId=s-kofi'))).body.declarations.find(
          (d: any) => d.referenceNumber === reference,
        );
        expect(stored.checks).toEqual([
          expect.objectContaining({ result: null, euStatus: null, dateTime: null, error: kept }),
        ]);
        expect((await audit())[0]!.detail).toMatchObject({
          declarationId: stored.id,
          result: null,
          error: kept,
        });
        // The same request again is answered as the first time, without asking the system again.
        const calls = eu.calls.length;
        const replay = await call('POST', cocoa('declarations'), {
          key,
          body: { supplierId: 's-kofi', referenceNumber: reference, verificationNumber: 'VN8KD2QX' },
        });
        expect([replay.status, replay.body.errorCode]).toEqual([status, code]);
        expect(eu.calls.length).toBe(calls);
        // Once the system answers, "check again" records it on top.
        eu.answers.set(reference, {
          result: 'EXISTING_USABLE',
          status: 'AVAILABLE',
          dateTime: '2026-12-06T12:00:00Z',
        });
        const again = await call('POST', cocoa(`declarations/${stored.id}/verify`));
        expect(again.status).toBe(200);
        expect(again.body.declaration.checks.map((c: any) => c.result)).toEqual(['EXISTING_USABLE', null]);
      },
    );

    it('a failed check again is kept and answered 503, the earlier answer still below it', async () => {
      const id = (await add('28AGAINFAIL001')).body.declaration.id;
      eu.answers.set('28AGAINFAIL001', new EuAnswerLost('connection reset'));
      const again = await call('POST', cocoa(`declarations/${id}/verify`));
      expect(again.status).toBe(503);
      const stored = (await call('GET', cocoa('declarations'))).body.declarations.find(
        (d: any) => d.id === id,
      );
      expect(stored.checks.map((c: any) => [c.result, c.error])).toEqual([
        [null, 'no answer: connection reset'],
        ['NON_EXISTENT', null],
      ]);
    });

    it('answers 409 with what to do when the team has no EU account, and keeps nothing', async () => {
      accountSet = false;
      try {
        const refused = await add('29NOACCOUNT001');
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ errorCode: 'no_eu_account', errorMessage: NO_EU_ACCOUNT });
        const list = (await call('GET', cocoa('declarations'))).body.declarations;
        expect(list.map((d: any) => d.referenceNumber)).not.toContain('29NOACCOUNT001');
        const some = list[0];
        const checks = some.checks.length;
        expect((await call('POST', cocoa(`declarations/${some.id}/verify`))).status).toBe(409);
        const after = (await call('GET', cocoa('declarations'))).body.declarations[0];
        expect(after.checks.length).toBe(checks);
      } finally {
        accountSet = true;
      }
    });

    it('replays a check with the same key once, and refuses the key with another request', async () => {
      const id = (await add('30REPLAY000001')).body.declaration.id;
      const key = newKey();
      const first = await call('POST', cocoa(`declarations/${id}/verify`), { key });
      const calls = eu.calls.length;
      const second = await call('POST', cocoa(`declarations/${id}/verify`), { key });
      expect(second).toEqual(first);
      expect(eu.calls.length).toBe(calls);
      const stored = (await call('GET', cocoa('declarations'))).body.declarations.find(
        (d: any) => d.id === id,
      );
      expect(stored.checks.length).toBe(2);
      const other = await call('POST', cocoa('declarations'), {
        key,
        body: { supplierId: 's-kofi', referenceNumber: '30REPLAY000002', verificationNumber: 'VN8KD2QX' },
      });
      expect(other.status).toBe(422);
    });

    it('lets a reviewer or above write, a viewer only read', async () => {
      expect((await add('31VIEWER000001', {}, 'sofia')).status).toBe(403);
      // Lucas reviews p-palm only.
      expect((await add('31LUCAS0000001', {}, 'lucas')).status).toBe(403);
      const palm = await call('POST', '/simulator/projects/p-palm/declarations', {
        who: 'lucas',
        body: { supplierId: 's-palm', referenceNumber: '31LUCAS0000001', verificationNumber: 'VN8KD2QX' },
      });
      expect(palm.status).toBe(201);
      expect(palm.body.declaration.addedBy).toMatch(/Lucas/);
      const id = palm.body.declaration.id;
      expect(
        (await call('POST', `/simulator/projects/p-palm/declarations/${id}/verify`, { who: 'sofia' })).status,
      ).toBe(403);
      // A declaration of another project is not found from this one.
      expect((await call('POST', cocoa(`declarations/${id}/verify`))).status).toBe(404);
      expect((await call('POST', cocoa('declarations/not-a-uuid/verify'))).status).toBe(404);
    });

    it.each([
      ['a reference number of 15 characters', { referenceNumber: '25NLSN6LX697301' }, 'referenceNumber'],
      ['a reference number with a dash', { referenceNumber: '25NL-SN6LX6973' }, 'referenceNumber'],
      ['a verification number of 4 characters', { verificationNumber: 'VN8K' }, 'verificationNumber'],
      [
        'a verification number of 36 characters',
        { verificationNumber: 'V'.repeat(36) },
        'verificationNumber',
      ],
      ['an unknown field', { status: 'AVAILABLE' }, ''],
    ])('refuses %s with a 400 naming the field', async (_, extra, field) => {
      const refused = await add('32BOUNDS000001', extra);
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toContain(field);
    });

    it('takes both ends of the bounds: 14 letters and digits, verification numbers of 5 and 35', async () => {
      expect((await add('A1B2C3D4E5F6G7', { verificationNumber: 'VN8KD' })).status).toBe(201);
      expect((await add('1', { verificationNumber: 'V'.repeat(35) })).status).toBe(201);
    });

    it('needs an Idempotency-Key on a write', async () => {
      const refused = await call('POST', cocoa('declarations'), {
        key: null,
        body: { supplierId: 's-kofi', referenceNumber: '33NOKEY0000001', verificationNumber: 'VN8KD2QX' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorMessage).toMatch(/Idempotency-Key/);
    });

    it('keeps declarations and checks append-only in the database itself', async () => {
      await expect(sql`UPDATE eu_declaration SET note = 'changed'`.execute(database.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`DELETE FROM eu_declaration_check`.execute(database.db)).rejects.toThrow(/append-only/);
    });
  });
});
