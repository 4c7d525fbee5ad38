/**
 * Migration 0004 of the review database (server/review/migrations.ts lists it): filing with the EU
 * (issue 51, docs/filing.md). Three tables, portable SQL for SQLite and PostgreSQL as 0003:
 * - eu_account: the team's EU credentials, one row per team, the secret part AES-256-GCM encrypted
 *   (account-store.ts); replaced or deleted by an admin, so not append-only;
 * - eu_filing: the journal of one statement filed: written and committed before the request leaves, then
 *   moved on (state, the EU's status and numbers); its internal reference is unique per team among
 *   filings not refused (a refused statement may be filed again under its reference);
 * - eu_filing_event: what happened to a filing, append-only (the database refuses to change a row).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's types */
import { sql, type Kysely, type Migration } from 'kysely';
import { appendOnly, type Dialect } from '../review/append-only.ts';

export function euFilingMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const seqType = dialect === 'postgres' ? 'bigserial' : 'integer';
      const seq = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());

      await db.schema
        .createTable('eu_account')
        .addColumn('team_id', 'text', (c) => c.primaryKey())
        .addColumn('environment', 'text', (c) => c.notNull())
        // `v1.<iv>.<tag>.<ciphertext>` (base64url): the username, key and client id as JSON.
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_by_id', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_test_at', 'text')
        .addColumn('last_test_ok', 'integer')
        .addColumn('last_test_message', 'text')
        .execute();

      await db.schema
        .createTable('eu_filing')
        .addColumn('seq', seqType, seq)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        // JSON string[].
        .addColumn('supplier_ids', 'text', (c) => c.notNull())
        .addColumn('snapshot_id', 'text', (c) => c.notNull())
        .addColumn('part', 'integer', (c) => c.notNull())
        .addColumn('internal_reference_number', 'text', (c) => c.notNull())
        .addColumn('environment', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('eu_status', 'text')
        .addColumn('uuid', 'text')
        .addColumn('reference_number', 'text')
        .addColumn('verification_number', 'text')
        .addColumn('rejection_reason', 'text')
        // JSON: CommunicationToOperator[], EuError[], string[] (grouped reference numbers).
        .addColumn('communications', 'text', (c) => c.notNull())
        .addColumn('errors', 'text', (c) => c.notNull())
        .addColumn('groups', 'text', (c) => c.notNull())
        // JSON: the request as last sent (submit, then each amendment's statement): what a resend sends.
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('filed_by', 'text', (c) => c.notNull())
        .addColumn('filed_by_id', 'text', (c) => c.notNull())
        .addColumn('filed_at', 'text', (c) => c.notNull())
        .addColumn('last_checked_at', 'text')
        .addColumn('next_check_at', 'text')
        .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('eu_filing_project')
        .on('eu_filing')
        .columns(['connection', 'project_id', 'team_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('eu_filing_next_check')
        .on('eu_filing')
        .columns(['next_check_at'])
        .execute();
      // A lost answer is reconciled by internal reference: it must name one live filing of the team.
      await db.schema
        .createIndex('eu_filing_internal_reference')
        .on('eu_filing')
        .columns(['team_id', 'internal_reference_number'])
        .unique()
        .where(sql.ref('state'), '<>', 'refused')
        .execute();

      await db.schema
        .createTable('eu_filing_event')
        .addColumn('seq', seqType, seq)
        .addColumn('filing_id', 'text', (c) => c.notNull().references('eu_filing.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('by', 'text')
        .addColumn('eu_status', 'text')
        .addColumn('detail', 'text')
        .execute();
      await db.schema
        .createIndex('eu_filing_event_filing')
        .on('eu_filing_event')
        .columns(['filing_id', 'seq'])
        .execute();
      await appendOnly(db, dialect, 'eu_filing_event');
    },
  };
}
