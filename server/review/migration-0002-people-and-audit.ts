/** Migration 0002 of the review store (server/review/migrations.ts lists it). Once released, never edited. */
/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's types */
import type { Kysely, Migration } from 'kysely';
import type { DecisionRow, UploadRecordRow } from './record-rows.ts';
import { decisionAuditRow, uploadAuditRow, type NewAuditRow } from '../audit/audit-rows.ts';
import { appendOnly, type Dialect } from './append-only.ts';

/**
 * People, teams and the project's one record (issue "One team, one record", docs/people.md): persons, their
 * roles per project, sessions, invitations, personal access tokens, single sign-on flows, idempotent writes and
 * the audit log. Decisions and upload records become the project's: they gain the author's person id, and the
 * rows kept per account before are kept with their authors (`account:<account key>`), each also entered in the
 * audit log, oldest first.
 */
export function peopleAndAudit(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const seqType = dialect === 'postgres' ? 'bigserial' : 'integer';
      await db.schema
        .createTable('team')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('simulator_token', 'text')
        .addColumn('live_token', 'text')
        .addColumn('owns_legacy', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('person')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('team_id', 'text', (c) => c.notNull().references('team.id'))
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'text')
        .execute();
      await db.schema
        .createTable('person_identity')
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('person_id', 'text', (c) => c.notNull().references('person.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('person_identity_pk', ['issuer', 'subject'])
        .execute();
      await db.schema
        .createTable('role_grant')
        .addColumn('person_id', 'text', (c) => c.notNull().references('person.id'))
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_grant_pk', ['person_id', 'project_id'])
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('person_id', 'text', (c) => c.notNull().references('person.id'))
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createTable('invitation')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text', (c) => c.notNull().references('team.id'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('grants', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('accepted_by', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createTable('access_token')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('person_id', 'text', (c) => c.notNull().references('person.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('project_ids', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createTable('sso_flow')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('flow', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('idempotent_request')
        .addColumn('person_id', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotent_request_pk', ['person_id', 'key'])
        .execute();

      await db.schema
        .createTable('audit_event')
        .addColumn('seq', seqType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text')
        .addColumn('connection', 'text')
        .addColumn('project_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('person_id', 'text')
        .addColumn('person_name', 'text')
        .addColumn('plot_id', 'text')
        .addColumn('supplier_id', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      // A page of the log is "newest first, before this seq": each filter has an index ending in seq.
      for (const [name, columns] of [
        ['audit_event_project', ['connection', 'project_id', 'seq']],
        ['audit_event_team', ['team_id', 'seq']],
        ['audit_event_plot', ['connection', 'project_id', 'plot_id', 'seq']],
        ['audit_event_supplier', ['connection', 'project_id', 'supplier_id', 'seq']],
        ['audit_event_person', ['person_id', 'seq']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('audit_event')
          .columns([...columns])
          .execute();
      }
      await appendOnly(db, dialect, 'audit_event');

      // The project's one record: the author's id beside the name, and indexes without the account.
      await db.schema.alterTable('review_decision').addColumn('decided_by_id', 'text').execute();
      await db.schema.alterTable('review_decision').addColumn('team_id', 'text').execute();
      await db.schema.alterTable('upload_record').addColumn('recorded_by_id', 'text').execute();
      await db.schema.alterTable('upload_record').addColumn('team_id', 'text').execute();
      for (const [name, column] of [
        ['review_decision_project_item', 'item_key'],
        ['review_decision_project_plot', 'plot_id'],
        ['review_decision_project_other_plot', 'other_plot_id'],
        ['review_decision_project_supplier', 'supplier_id'],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('review_decision')
          .columns(['connection', 'project_id', column, 'seq'])
          .execute();
      }
      await db.schema
        .createIndex('upload_record_project')
        .on('upload_record')
        .columns(['connection', 'project_id', 'upload_id'])
        .execute();
      await db.schema
        .createIndex('upload_record_project_supplier')
        .on('upload_record')
        .columns(['connection', 'project_id', 'supplier_id', 'seq'])
        .execute();

      // The rows kept per account enter the log, oldest first, with their authors as they were recorded.
      await backfillAudit(db);
    },
  };
}

/** Rows read and entered in the log at a time while migrating (bounded memory on a large store). */
const BACKFILL_BATCH = 1_000;

/**
 * Enters the rows kept per account in the log, oldest first: decisions and upload records interleaved by their
 * time (each table read in seq order, a batch at a time), so the log's order (its seq) is the order they were
 * kept in, as it is for everything entered after.
 */
async function backfillAudit(db: Kysely<any>): Promise<void> {
  const reader = (table: 'review_decision' | 'upload_record') => {
    let after = 0;
    let rows: any[] = [];
    let done = false;
    return {
      async head(): Promise<any> {
        if (rows.length === 0 && !done) {
          rows = await db
            .selectFrom(table)
            .selectAll()
            .where('seq', '>', after)
            .orderBy('seq')
            .limit(BACKFILL_BATCH)
            .execute();
          if (rows.length === 0) done = true;
          else after = Number(rows.at(-1).seq);
        }
        return rows[0];
      },
      take: () => rows.shift(),
    };
  };
  const decisions = reader('review_decision');
  const uploads = reader('upload_record');
  let batch: NewAuditRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db
      .insertInto('audit_event')
      .values(batch)
      // Two accounts may have recorded the same upload: the log keeps the first.
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    batch = [];
  };
  for (;;) {
    const d = (await decisions.head()) as DecisionRow | undefined;
    const u = (await uploads.head()) as UploadRecordRow | undefined;
    if (!d && !u) break;
    // ISO 8601 instants in UTC, all written by toISOString(): their text sorts as their time.
    if (d && (!u || d.decided_at <= u.recorded_at)) {
      batch.push(decisionAuditRow(decisions.take(), `account:${d.account_key}`));
    } else {
      batch.push(uploadAuditRow(uploads.take(), `account:${u!.account_key}`));
    }
    if (batch.length === BACKFILL_BATCH) await flush();
  }
  await flush();
}
