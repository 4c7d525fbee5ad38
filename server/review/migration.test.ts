/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies and rows of the schema's first version are read loosely. */
/**
 * Migrations 0002 ("people and audit") and 0003 ("statements") on a store kept per account (0001), on
 * SQLite and PostgreSQL: the rows two accounts kept become the first team's project record with their authors (decidedBy as it was,
 * decidedById `account:<account key>`), are entered in the audit log oldest first (decisions and upload
 * records interleaved by time), an upload both accounts recorded stays one record (the first), and the
 * database still refuses to change or delete a decision, an upload record or an audit entry. 0003 gives the
 * old rows no signal and no provenance, and its new tables start empty.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Decision, UploadRecord } from '@core/api/review.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../../tests/support/postgres.ts';
import { readConfig } from '../config.ts';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { openReviewDatabase } from './database.ts';
import { createReviewService, reviewDbFileOf } from './index.ts';
import { reviewMigrations } from './migrations.ts';
import type { Dialect } from './append-only.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const AMARA = 'Amara Okafor (compliance lead)';
const LUCAS = 'Lucas Meyer (analyst)';
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

/** What two accounts kept on p-palm before people signed in, in the order they kept it. */
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const OLD_WRITES = [
  { table: 'decision', account: AMARA, id: 'd-1', plot: 'plot-a', verdict: 'cleared', at: at(1) },
  { table: 'upload', account: LUCAS, id: 'u-1', added: 10, at: at(2) },
  { table: 'decision', account: LUCAS, id: 'd-2', plot: 'plot-a', verdict: 'excluded', at: at(3) },
  // The same upload recorded by the other account too (0001 kept one record per account).
  { table: 'upload', account: AMARA, id: 'u-1', added: 99, at: at(4) },
  { table: 'decision', account: AMARA, id: 'd-3', plot: 'plot-b', verdict: 'needs-information', at: at(5) },
  { table: 'upload', account: AMARA, id: 'u-2', added: 3, at: at(6) },
] as const;

function decisionRow(w: Extract<(typeof OLD_WRITES)[number], { table: 'decision' }>) {
  return {
    id: w.id,
    connection: 'simulator',
    account_key: w.account,
    project_id: 'p-palm',
    item_key: `risk\n${w.plot}`,
    plot_id: w.plot,
    kind: 'risk',
    other_plot_id: null,
    supplier_id: 's-old',
    verdict: w.verdict,
    reason: 'other',
    note: `kept by ${w.account}`,
    evidence_url: null,
    evidence_note: null,
    decided_by: w.account,
    decided_at: w.at,
  };
}

function uploadRow(w: Extract<(typeof OLD_WRITES)[number], { table: 'upload' }>) {
  return {
    connection: 'simulator',
    account_key: w.account,
    project_id: 'p-palm',
    upload_id: w.id,
    supplier_id: 's-old',
    supplier_name: 'Old Supplier',
    file_names: '["plots.kml"]',
    file_sha256: null,
    overwrite: 0,
    should_match_on_name: 0,
    added: w.added,
    changed: 0,
    removed: 0,
    plot_count: w.added,
    started_at: null,
    ended_at: null,
    recorded_by: w.account,
    recorded_at: w.at,
  };
}

const backends = [
  { name: 'SQLite', dialect: 'sqlite' as Dialect, skip: false },
  { name: 'PostgreSQL', dialect: 'postgres' as Dialect, skip: !binDir },
];

describe.each(backends)('migrating a store kept per account on $name', (backend) => {
  let dataDir = '';
  let databaseUrl: string | null = null;
  const sqliteFile = () => reviewDbFileOf({ dataDir, reviewDbFile: null });

  beforeAll(async () => {
    if (backend.skip) return;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'review-migration-'));
    tempDirs.push(dataDir);
    databaseUrl = backend.dialect === 'postgres' ? await cluster!.createDatabase() : null;
    // The store as 0001 left it, written as the server of that time wrote it.
    const db = new Kysely<any>({
      dialect:
        backend.dialect === 'postgres'
          ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl!, max: 1 }) })
          : new SqliteDialect({ database: new Database(sqliteFile()) }),
    });
    try {
      const { error } = await new Migrator({
        db,
        provider: reviewMigrations(backend.dialect),
      }).migrateTo('0001-decisions-and-upload-records');
      if (error) throw error;
      for (const w of OLD_WRITES) {
        if (w.table === 'decision') await db.insertInto('review_decision').values(decisionRow(w)).execute();
        else await db.insertInto('upload_record').values(uploadRow(w)).execute();
      }
    } finally {
      await db.destroy();
    }
  });

  it.skipIf(backend.skip)(
    'runs 0002 once: the old rows keep their authors and enter the log oldest first',
    async () => {
      const database = await openReviewDatabase({ databaseUrl, sqliteFile: sqliteFile() });
      try {
        const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
          database.db,
        );
        expect(applied.rows.map((r) => r.name)).toEqual([
          '0001-decisions-and-upload-records',
          '0002-people-and-audit',
          '0003-statements',
          '0004-eu-filing',
          '0005-declarations',
          '0006-audit-team-log',
          '0007-portfolio-mirror',
          '0008-portfolio-overlaps',
          '0009-portfolio-reads',
          '0010-portfolio-packs',
          '0011-portfolio-figures',
          '0012-portfolio-review',
        ]);
        const log = await database.db.selectFrom('audit_event').selectAll().orderBy('seq').execute();
        // One entry per decision and per upload (the upload both accounts recorded: the first), oldest first.
        expect(log.map((e) => [e.kind, e.at, e.person_id, e.person_name])).toEqual([
          ['decision', at(1), `account:${AMARA}`, AMARA],
          ['upload-record', at(2), `account:${LUCAS}`, LUCAS],
          ['decision', at(3), `account:${LUCAS}`, LUCAS],
          ['decision', at(5), `account:${AMARA}`, AMARA],
          ['upload-record', at(6), `account:${AMARA}`, AMARA],
        ]);
        expect(log.every((e) => e.connection === 'simulator' && e.project_id === 'p-palm')).toBe(true);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(backend.skip)(
    'still refuses to change or delete a decision, an upload record or an audit entry',
    async () => {
      const database = await openReviewDatabase({ databaseUrl, sqliteFile: sqliteFile() });
      try {
        const db = database.db;
        for (const attempt of [
          () => db.updateTable('review_decision').set({ verdict: 'cleared' }).execute(),
          () => db.updateTable('review_decision').set({ decided_by_id: 'demo-amara' }).execute(),
          () => db.deleteFrom('review_decision').execute(),
          () => db.updateTable('upload_record').set({ recorded_by: 'someone' }).execute(),
          () => db.deleteFrom('upload_record').execute(),
          () => db.updateTable('audit_event').set({ person_name: 'someone' }).execute(),
          () => db.deleteFrom('audit_event').execute(),
        ])
          await expect(attempt()).rejects.toThrow(/append-only/);
        const count = async (table: 'review_decision' | 'upload_record' | 'audit_event') =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        expect([
          await count('review_decision'),
          await count('upload_record'),
          await count('audit_event'),
        ]).toEqual([3, 3, 5]);
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(backend.skip)(
    "answers the old rows as the first team's project record, naming their authors",
    async () => {
      const service = await createReviewService(
        { ...readConfig({}), dataDir, databaseUrl },
        DEMO_ACCOUNTS,
        // Reads and upload records ask the service nothing.
        new Hono(),
      );
      try {
        const signIn = await service.auth.request(`${ORIGIN}/demo-sign-in`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ personId: 'demo-sofia' }),
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
        const get = async (url: string) => {
          const response = await service.app.request(`${ORIGIN}/simulator/projects/p-palm${url}`, {
            headers: { origin: ORIGIN, cookie },
          });
          expect(response.status, url).toBe(200);
          return (await response.json()) as any;
        };
        const history = (await get('/history?plotId=plot-a')).history as Decision[];
        expect(history.map((d) => [d.id, d.verdict, d.decidedBy, d.decidedById, d.decidedAt])).toEqual([
          ['d-2', 'excluded', LUCAS, `account:${LUCAS}`, at(3)],
          ['d-1', 'cleared', AMARA, `account:${AMARA}`, at(1)],
        ]);
        const current = (await get('/decisions')).decisions as Decision[];
        expect(current.map((d) => [d.plotId, d.verdict, d.decidedBy])).toEqual([
          ['plot-b', 'needs-information', AMARA],
          ['plot-a', 'excluded', LUCAS],
        ]);
        // One record per upload of the project: the one kept first.
        const records = (await get('/upload-records')).records as UploadRecord[];
        expect(records.map((r) => [r.uploadId, r.added, r.recordedBy, r.recordedById])).toEqual([
          ['u-2', 3, AMARA, `account:${AMARA}`],
          ['u-1', 10, LUCAS, `account:${LUCAS}`],
        ]);
        // 0003 gave them no signal and no provenance: absent, not null or empty.
        for (const d of [...history, ...current]) expect(d).not.toHaveProperty('signalId');
        for (const r of records)
          for (const field of ['originalFiles', 'sentFiles', 'fieldMapping', 'fixes'])
            expect(r).not.toHaveProperty(field);
        // The tables 0003 added start empty.
        for (const list of ['statement-overrides', 'evidence-snapshots', 'conclusions'])
          expect(Object.values(await get(`/${list}`))).toEqual([[]]);
        // The log as the Audit page reads it: newest first, the team's sign-ins above the old rows.
        const log = await service.audit.request(`${ORIGIN}/simulator/projects/p-palm/events?limit=1000`, {
          headers: { origin: ORIGIN, cookie },
        });
        const events = ((await log.json()) as any).events as { kind: string; at: string }[];
        expect(events.filter((e) => e.at.startsWith('2026-03-01')).map((e) => e.at)).toEqual([
          at(6),
          at(5),
          at(3),
          at(2),
          at(1),
        ]);

        // Recorded again now by a person of the first team: the old record stays, and the log gains nothing.
        const amara = await service.auth.request(`${ORIGIN}/demo-sign-in`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ personId: 'demo-amara' }),
        });
        const again = await service.app.request(`${ORIGIN}/simulator/projects/p-palm/upload-records`, {
          method: 'POST',
          headers: {
            origin: ORIGIN,
            cookie: amara.headers.get('set-cookie')!.split(';')[0]!,
            'content-type': 'application/json',
            'idempotency-key': 'again-u-1',
          },
          body: JSON.stringify({
            uploadId: 'u-1',
            supplierId: 's-old',
            fileNames: ['plots.kml'],
            overwrite: false,
            shouldMatchOnName: false,
            added: 500,
            changed: 0,
            removed: 0,
            plotCount: 500,
          }),
        });
        expect(again.status).toBe(200);
        expect(((await again.json()) as any).record).toMatchObject({ added: 10, recordedBy: LUCAS });
        const uploads = await service.audit.request(
          `${ORIGIN}/simulator/projects/p-palm/events?kind=upload-record`,
          { headers: { origin: ORIGIN, cookie } },
        );
        expect((((await uploads.json()) as any).events as { at: string }[]).map((e) => e.at)).toEqual([
          at(6),
          at(2),
        ]);
      } finally {
        await service.close();
      }
    },
  );
});
