/**
 * The filing journal against a fake EuClient, on SQLite and PostgreSQL (when its binaries are installed:
 * tests/support/postgres.ts): the row is written before the request leaves; a lost answer is reconciled by
 * internal reference (found: adopted, not found: sent again, never twice); a crash between the write and
 * the send; faults; the status follow-up; amend and withdraw within 72 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRequest } from '@core/api/filing.ts';
import type { DdsStatement, EudrStatus, Overview, SubmitDdsRequest } from '@core/eudr/dds-v3.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { openReviewDatabase, type ReviewDatabase } from '../review/database.ts';
import { EuAnswerLost, EuFault, type EuClient } from './eu-client-types.ts';
import type { FilingScope } from './journal-records.ts';
import { FilingJournal } from './journal.ts';

const binDir = postgresBinDir();
let cluster: PostgresCluster | null = null;
beforeAll(async () => {
  if (binDir) cluster = await startPostgres(binDir);
});
afterAll(async () => {
  await cluster?.stop();
});
const backends = [
  { name: 'SQLite', skip: false, databaseUrl: () => Promise.resolve(null) },
  { name: 'PostgreSQL', skip: !binDir, databaseUrl: () => cluster!.createDatabase() },
];

const SCOPE: FilingScope = { connection: 'simulator', projectId: 'p-palm', teamId: 'team-1' };
const AUTHOR = { id: 'demo-ines', name: 'Inès' };

function statement(irn: string, extra: Partial<DdsStatement> = {}): DdsStatement {
  return {
    internalReferenceNumber: irn,
    activityType: 'IMPORT',
    countryOfActivity: 'BE',
    borderCrossCountry: 'BE',
    commodities: [
      {
        position: 1,
        descriptors: { descriptionOfGoods: 'Palm oil', goodsMeasure: { netWeight: 1000 } },
        hsHeading: '1511',
        producers: [{ position: 1, country: 'ID', name: 'Kebun', geometryGeojson: 'e30=' }],
      },
    ],
    geoLocationConfidential: false,
    ...extra,
  };
}
const fileRequest = (irn: string, extra: Partial<DdsStatement> = {}): FileRequest =>
  ({
    kind: 'dds',
    snapshotId: 'snap-1',
    part: 1,
    supplierIds: ['s-kofi'],
    request: { operatorRole: 'OPERATOR', statement: statement(irn, extra) },
  }) as FileRequest;

/** An Information System in memory, whose answers can be lost before or after it acts. */
class FakeEu implements EuClient {
  statements = new Map<string, Overview>();
  submits: SubmitDdsRequest[] = [];
  lose: 'before' | 'after' | null = null;
  fault: EuFault | null = null;
  lookupFails = false;
  private n = 0;
  echo = () => Promise.resolve('OK');
  submitDds(request: SubmitDdsRequest) {
    this.submits.push(request);
    if (this.fault) return Promise.reject(this.fault);
    if (this.lose === 'before') return Promise.reject(new EuAnswerLost('timeout'));
    const uuid = `00000000-0000-4000-8000-${String(++this.n).padStart(12, '0')}`;
    this.statements.set(uuid, {
      uuid,
      internalReferenceNumber: request.statement.internalReferenceNumber ?? '',
      status: 'SUBMITTED',
      date: new Date().toISOString(),
    });
    if (this.lose === 'after') return Promise.reject(new EuAnswerLost('connection cut'));
    return Promise.resolve({ uuid });
  }
  set(uuid: string, change: Partial<Overview>) {
    this.statements.set(uuid, { ...this.statements.get(uuid)!, ...change });
  }
  amendDds(uuid: string) {
    return Promise.resolve({ uuid, status: this.statements.get(uuid)!.status });
  }
  withdrawDds(uuid: string) {
    this.set(uuid, { status: 'WITHDRAWN' });
    return Promise.resolve({ uuid, status: 'WITHDRAWN' as EudrStatus });
  }
  getDds(uuids: readonly string[]) {
    return Promise.resolve(uuids.flatMap((u) => (this.statements.has(u) ? [this.statements.get(u)!] : [])));
  }
  getDdsByInternalReference(irn: string) {
    if (this.lookupFails) return Promise.reject(new EuAnswerLost('timeout'));
    return Promise.resolve([...this.statements.values()].filter((s) => s.internalReferenceNumber === irn));
  }
  submitSd = () => Promise.reject(new Error('not used'));
  updateSd = () => Promise.reject(new Error('not used'));
  withdrawSd = () => Promise.reject(new Error('not used'));
  getSd = () => Promise.resolve([]);
  getSdByInternalReference = () => Promise.resolve([]);
  verifyDeclaration = () => Promise.reject(new Error('not used'));
}

describe.each(backends)('the filing journal on $name', (backend) => {
  let database: ReviewDatabase;
  let eu: FakeEu;
  let clock: Date;
  const journalOf = (client: EuClient | null = eu) =>
    new FilingJournal({
      db: database.db,
      euClientFor: () => Promise.resolve(client),
      firstCheckMs: () => 2_000,
      checkCooldownMs: () => 1_000,
      now: () => clock,
    });
  const audit = async (kind: string) =>
    (
      await database.db
        .selectFrom('audit_event')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('seq')
        .execute()
    ).map((r) => JSON.parse(r.detail) as Record<string, unknown>);
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    if (backend.skip) return;
    database = await openReviewDatabase({ databaseUrl: await backend.databaseUrl(), sqliteFile: ':memory:' });
  });
  afterAll(async () => {
    await database?.close();
  });

  const fresh = () => {
    eu = new FakeEu();
    clock = new Date('2026-12-06T10:00:00.000Z');
  };

  it.skipIf(backend.skip)(
    'writes the row before the request leaves, then files it with its uuid',
    async () => {
      fresh();
      const journal = journalOf();
      let stateWhenSent: string | undefined;
      const submit = eu.submitDds.bind(eu);
      eu.submitDds = async (request) => {
        stateWhenSent = (
          await database.db
            .selectFrom('eu_filing')
            .select('state')
            .where('internal_reference_number', '=', 'J-1')
            .executeTakeFirst()
        )?.state;
        return submit(request);
      };
      const { body, status, created } = await journal.create(
        SCOPE,
        fileRequest('J-1'),
        'stand-in',
        AUTHOR,
        undefined,
      );
      expect([status, created, body.filing.state]).toEqual([202, true, 'sending']);
      await journal.send(body.filing.id);
      expect(stateWhenSent).toBe('sending');
      const filing = (await journal.get(SCOPE, body.filing.id))!;
      expect(filing.state).toBe('filed');
      expect(filing.uuid).toBe([...eu.statements.keys()][0]);
      expect(filing.euStatus).toBe('SUBMITTED');
      expect(filing.nextCheckAt).toBe('2026-12-06T10:00:02.000Z');
      expect(filing.history.map((e) => e.kind)).toEqual(['sent', 'answered']);
      expect(filing.request?.statement.internalReferenceNumber).toBe('J-1');
      const [filed] = (await audit('statement-filed')).filter((d) => d.filingId === filing.id);
      expect(filed).toMatchObject({
        kind: 'dds',
        internalReferenceNumber: 'J-1',
        uuid: filing.uuid,
        euStatus: 'SUBMITTED',
      });
    },
  );

  it.skipIf(backend.skip)(
    'a lost answer of a statement the system took: found by its reference, never sent twice',
    async () => {
      fresh();
      const journal = journalOf();
      eu.lose = 'after';
      const { body } = await journal.create(SCOPE, fileRequest('J-2'), 'stand-in', AUTHOR, undefined);
      await journal.send(body.filing.id);
      expect((await journal.get(SCOPE, body.filing.id))!.state).toBe('unknown');
      eu.lose = null;
      later(60_000);
      await journal.checkDue();
      const filing = (await journal.get(SCOPE, body.filing.id))!;
      expect(eu.submits).toHaveLength(1);
      expect(eu.statements.size).toBe(1);
      expect(filing.state).toBe('filed');
      expect(filing.uuid).toBe([...eu.statements.keys()][0]);
      expect(filing.history.map((e) => e.kind)).toEqual(['sent', 'answer-lost', 'reconciled']);
    },
  );

  it.skipIf(backend.skip)(
    'a lost answer of a statement the system never took: sent again, once',
    async () => {
      fresh();
      const journal = journalOf();
      eu.lose = 'before';
      const { body } = await journal.create(SCOPE, fileRequest('J-3'), 'stand-in', AUTHOR, undefined);
      await journal.send(body.filing.id);
      expect((await journal.get(SCOPE, body.filing.id))!.state).toBe('unknown');
      eu.lose = null;
      // Not due yet: nothing is asked.
      await journal.checkDue();
      expect(eu.submits).toHaveLength(1);
      later(60_000);
      await journal.checkDue();
      const filing = (await journal.get(SCOPE, body.filing.id))!;
      expect(eu.submits).toHaveLength(2);
      expect(eu.statements.size).toBe(1);
      expect(filing.state).toBe('filed');
      expect(filing.history.map((e) => e.kind)).toEqual(['sent', 'answer-lost', 'sent', 'answered']);
    },
  );

  it.skipIf(backend.skip)('a failed look-up sends nothing: asked again later', async () => {
    fresh();
    const journal = journalOf();
    eu.lose = 'before';
    const { body } = await journal.create(SCOPE, fileRequest('J-4'), 'stand-in', AUTHOR, undefined);
    await journal.send(body.filing.id);
    eu.lose = null;
    eu.lookupFails = true;
    later(60_000);
    await journal.checkDue();
    expect(eu.submits).toHaveLength(1);
    const filing = (await journal.get(SCOPE, body.filing.id))!;
    expect(filing.state).toBe('unknown');
    expect(Date.parse(filing.nextCheckAt!)).toBeGreaterThan(clock.getTime());
  });

  it.skipIf(backend.skip)(
    'a crash between the write and the send: unknown on start, then reconciled',
    async () => {
      fresh();
      // Taken by the system, the process died before the answer (the row says sending).
      const first = journalOf();
      const taken = await first.create(SCOPE, fileRequest('J-5'), 'stand-in', AUTHOR, undefined);
      await eu.submitDds(fileRequest('J-5').request as SubmitDdsRequest);
      // Never taken: the process died right after the commit.
      const never = await first.create(SCOPE, fileRequest('J-6'), 'stand-in', AUTHOR, undefined);
      const restarted = journalOf();
      expect(await restarted.recoverAfterCrash()).toBe(2);
      expect((await restarted.get(SCOPE, taken.body.filing.id))!.state).toBe('unknown');
      await restarted.checkDue();
      const [a, b] = [
        (await restarted.get(SCOPE, taken.body.filing.id))!,
        (await restarted.get(SCOPE, never.body.filing.id))!,
      ];
      expect([a.state, b.state]).toEqual(['filed', 'filed']);
      expect(eu.submits.map((s) => s.statement.internalReferenceNumber)).toEqual(['J-5', 'J-6']);
      expect(a.history.map((e) => e.kind)).toEqual(['sent', 'answer-lost', 'reconciled']);
      expect(b.history.map((e) => e.kind)).toEqual(['sent', 'answer-lost', 'sent', 'answered']);
    },
  );

  it.skipIf(backend.skip)(
    'a row left sending by a server that died is taken over after its deadline, not before',
    async () => {
      fresh();
      const journal = new FilingJournal({
        db: database.db,
        euClientFor: () => Promise.resolve(eu),
        firstCheckMs: () => 2_000,
        checkCooldownMs: () => 1_000,
        sendingStaleMs: 90_000,
        now: () => clock,
      });
      const { body } = await journal.create(SCOPE, fileRequest('J-STALE'), 'stand-in', AUTHOR, undefined);
      // Earlier tests' filings share the database: only this one's submissions count.
      const stale = () => eu.submits.filter((r) => r.statement.internalReferenceNumber === 'J-STALE');
      // Another server of the same database starting now: the row may be in flight there.
      expect(await journal.recoverAfterCrash(false)).toBe(0);
      later(89_999);
      await journal.checkDue();
      expect((await journal.get(SCOPE, body.filing.id))!.state).toBe('sending');
      expect(stale()).toHaveLength(0);
      later(1);
      await journal.checkDue();
      const filing = (await journal.get(SCOPE, body.filing.id))!;
      expect(filing.state).toBe('filed');
      expect(stale()).toHaveLength(1);
      expect(filing.history.map((e) => e.kind)).toEqual(['sent', 'answer-lost', 'sent', 'answered']);
    },
  );

  it.skipIf(backend.skip)(
    'a fault refuses the filing with its errors; its reference may be filed again',
    async () => {
      fresh();
      const journal = journalOf();
      eu.fault = new EuFault(
        'BusinessRulesValidationException',
        [{ code: 'EUDR_COMMODITIES_HS_CODE_INVALID', field: 'hsHeading', message: 'HS code invalid' }],
        'refused',
      );
      const { body } = await journal.create(SCOPE, fileRequest('J-7'), 'stand-in', AUTHOR, undefined);
      await journal.send(body.filing.id);
      const refused = (await journal.get(SCOPE, body.filing.id))!;
      expect(refused.state).toBe('refused');
      expect(refused.errors).toEqual([
        { code: 'EUDR_COMMODITIES_HS_CODE_INVALID', field: 'hsHeading', message: 'HS code invalid' },
      ]);
      expect(refused.nextCheckAt).toBeNull();
      eu.fault = null;
      const again = await journal.create(SCOPE, fileRequest('J-7'), 'stand-in', AUTHOR, undefined);
      expect(again.created).toBe(true);
      await expect(
        journal.create(SCOPE, fileRequest('J-7'), 'stand-in', AUTHOR, undefined),
      ).rejects.toMatchObject({
        status: 409,
      });
    },
  );

  it.skipIf(backend.skip)(
    'follows the status until final, with numbers, reason and messages in events and audit',
    async () => {
      fresh();
      const journal = journalOf();
      const { body } = await journal.create(SCOPE, fileRequest('J-8'), 'stand-in', AUTHOR, undefined);
      await journal.send(body.filing.id);
      const uuid = (await journal.get(SCOPE, body.filing.id))!.uuid!;
      later(1_999);
      await journal.checkDue();
      expect((await journal.get(SCOPE, body.filing.id))!.lastCheckedAt).toBeNull();
      later(1);
      await journal.checkDue();
      let filing = (await journal.get(SCOPE, body.filing.id))!;
      expect(filing.lastCheckedAt).toBe(clock.toISOString());
      // Still SUBMITTED: asked again twice as late.
      expect(Date.parse(filing.nextCheckAt!) - clock.getTime()).toBe(4_000);
      eu.set(uuid, {
        status: 'AVAILABLE',
        referenceNumber: '26BE7XTVCZAQ2S',
        verificationNumber: 'SFFCB4Y3',
        communicationToOperator: { date: '2026-12-06T10:00:05Z', content: 'Please keep the invoices.' },
      });
      later(4_000);
      await journal.checkDue();
      filing = (await journal.get(SCOPE, body.filing.id))!;
      expect(filing).toMatchObject({
        euStatus: 'AVAILABLE',
        referenceNumber: '26BE7XTVCZAQ2S',
        verificationNumber: 'SFFCB4Y3',
        nextCheckAt: null,
        communications: [{ date: '2026-12-06T10:00:05Z', content: 'Please keep the invoices.' }],
      });
      expect(filing.history.map((e) => e.kind)).toEqual(['sent', 'answered', 'communication', 'status']);
      const statuses = (await audit('statement-status')).filter((d) => d.filingId === filing.id);
      expect(statuses).toEqual([
        {
          filingId: filing.id,
          kind: 'dds',
          internalReferenceNumber: 'J-8',
          referenceNumber: '26BE7XTVCZAQ2S',
          verificationNumber: 'SFFCB4Y3',
          euStatus: 'AVAILABLE',
          uuid,
        },
      ]);
      // "Check now" too soon is a 429; later it asks.
      await expect(journal.checkNow(SCOPE, filing.id, AUTHOR)).rejects.toMatchObject({ status: 429 });
      later(1_000);
      eu.set(uuid, { status: 'REJECTED', rejectionReason: 'Geolocation overlaps a protected area.' });
      filing = await journal.checkNow(SCOPE, filing.id, AUTHOR);
      expect([filing.euStatus, filing.rejectionReason]).toEqual([
        'REJECTED',
        'Geolocation overlaps a protected area.',
      ]);
      expect((await audit('statement-status')).at(-1)).toMatchObject({
        rejectionReason: 'Geolocation overlaps a protected area.',
      });
    },
  );

  it.skipIf(backend.skip)(
    'amends and withdraws within 72 hours, not after, never a GROUPED statement',
    async () => {
      fresh();
      const journal = journalOf();
      const one = await journal.create(SCOPE, fileRequest('J-9'), 'stand-in', AUTHOR, undefined);
      await journal.send(one.body.filing.id);
      const amended = await journal.amend(
        SCOPE,
        one.body.filing.id,
        statement('J-9', { comment: 'Second shipment' }),
        AUTHOR,
      );
      expect(amended.history.map((e) => e.kind).slice(-2)).toEqual(['amend-sent', 'amended']);
      expect((amended.request?.statement as DdsStatement).comment).toBe('Second shipment');
      await expect(
        journal.amend(SCOPE, one.body.filing.id, statement('OTHER'), AUTHOR),
      ).rejects.toMatchObject({ status: 422 });
      expect((await audit('statement-amended')).at(-1)).toMatchObject({
        filingId: one.body.filing.id,
        internalReferenceNumber: 'J-9',
      });

      const two = await journal.create(SCOPE, fileRequest('J-10'), 'stand-in', AUTHOR, undefined);
      await journal.send(two.body.filing.id);
      later(72 * 3_600_000 + 1);
      await expect(journal.withdraw(SCOPE, two.body.filing.id, AUTHOR)).rejects.toMatchObject({
        status: 409,
      });
      clock = new Date(clock.getTime() - 2);
      const withdrawn = await journal.withdraw(SCOPE, two.body.filing.id, AUTHOR);
      expect([withdrawn.euStatus, withdrawn.nextCheckAt]).toEqual(['WITHDRAWN', null]);
      expect((await audit('statement-withdrawn')).at(-1)).toMatchObject({
        filingId: two.body.filing.id,
        euStatus: 'WITHDRAWN',
      });

      fresh();
      const three = await journal.create(SCOPE, fileRequest('J-11'), 'stand-in', AUTHOR, undefined);
      await journalOf().send(three.body.filing.id);
      await database.db
        .updateTable('eu_filing')
        .set({ eu_status: 'GROUPED' })
        .where('id', '=', three.body.filing.id)
        .execute();
      await expect(journalOf().withdraw(SCOPE, three.body.filing.id, AUTHOR)).rejects.toMatchObject({
        status: 409,
      });
    },
  );

  it.skipIf(backend.skip)(
    'a filing is only followed in its own environment, never sent to another',
    async () => {
      fresh();
      let environment: 'stand-in' | 'acceptance' = 'stand-in';
      const journal = new FilingJournal({
        db: database.db,
        euClientFor: () => Promise.resolve(eu),
        environmentOf: () => Promise.resolve(environment),
        firstCheckMs: () => 2_000,
        checkCooldownMs: () => 1_000,
        now: () => clock,
      });
      const mine = () => eu.submits.filter((r) => r.statement.internalReferenceNumber?.startsWith('J-ENV'));
      eu.lose = 'before';
      const lost = await journal.create(SCOPE, fileRequest('J-ENV-1'), 'stand-in', AUTHOR, undefined);
      await journal.send(lost.body.filing.id);
      eu.lose = null;
      const filed = await journal.create(SCOPE, fileRequest('J-ENV-2'), 'stand-in', AUTHOR, undefined);
      await journal.send(filed.body.filing.id);
      expect(mine()).toHaveLength(2);
      // The admin points the account at acceptance: nothing of the stand-in's is asked or sent there.
      environment = 'acceptance';
      later(60_000);
      await journal.checkDue();
      expect(mine()).toHaveLength(2);
      expect((await journal.get(SCOPE, lost.body.filing.id))!.state).toBe('unknown');
      const waiting = (await journal.get(SCOPE, filed.body.filing.id))!;
      expect(waiting.lastCheckedAt).toBeNull();
      expect(Date.parse(waiting.nextCheckAt!)).toBeGreaterThan(clock.getTime());
      await expect(journal.withdraw(SCOPE, filed.body.filing.id, AUTHOR)).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/filed in the stand-in environment/) as unknown,
      });
      // Back: the lost one is reconciled (not found: sent again, once).
      environment = 'stand-in';
      later(600_000);
      await journal.checkDue();
      expect(mine()).toHaveLength(3);
      expect((await journal.get(SCOPE, lost.body.filing.id))!.state).toBe('filed');
    },
  );

  it.skipIf(backend.skip)('the events are append-only', async () => {
    await expect(database.db.updateTable('eu_filing_event').set({ detail: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(database.db.deleteFrom('eu_filing_event').execute()).rejects.toThrow(/append-only/);
  });
});
