/**
 * Migration 0005 of the review store (server/review/migrations.ts lists it): the register of the
 * declarations suppliers send (issue 51, "Downstream"; Regulation (EU) 2023/1115 Article 5: downstream
 * operators and traders collect and keep the reference numbers of their suppliers' statements). Two
 * append-only tables: each declaration once per supplier (its reference number, compared in upper case), and
 * each verification of it (Downstream Operator and Trader API Reference §4.1) as its own row, so the record
 * shows every check that was made, when, by whom, and what the Information System said or why it could not.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's types */
import type { Kysely, Migration } from 'kysely';
import { appendOnly, type Dialect } from '../review/append-only.ts';

export function declarationsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const seqType = dialect === 'postgres' ? 'bigserial' : 'integer';
      const seq = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
      await db.schema
        .createTable('eu_declaration')
        .addColumn('seq', seqType, seq)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('supplier_id', 'text', (c) => c.notNull())
        .addColumn('reference_number', 'text', (c) => c.notNull())
        // The reference number in upper case: "25nlsn6lx69730" and "25NLSN6LX69730" are one declaration.
        .addColumn('reference_key', 'text', (c) => c.notNull())
        .addColumn('verification_number', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('added_by', 'text', (c) => c.notNull())
        .addColumn('added_by_id', 'text', (c) => c.notNull())
        .addColumn('added_at', 'text', (c) => c.notNull())
        // The database itself keeps a supplier's reference number once (two people adding it at once).
        .addUniqueConstraint('eu_declaration_once', [
          'team_id',
          'connection',
          'project_id',
          'supplier_id',
          'reference_key',
        ])
        .execute();
      await db.schema
        .createIndex('eu_declaration_supplier')
        .on('eu_declaration')
        .columns(['connection', 'project_id', 'team_id', 'supplier_id', 'seq'])
        .execute();
      await appendOnly(db, dialect, 'eu_declaration');

      await db.schema
        .createTable('eu_declaration_check')
        .addColumn('seq', seqType, seq)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('declaration_id', 'text', (c) => c.notNull().references('eu_declaration.id'))
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('checked_by', 'text')
        .addColumn('checked_by_id', 'text')
        .addColumn('checked_at', 'text', (c) => c.notNull())
        // VerifyResultType and the statement's status (null when the check could not be made).
        .addColumn('result', 'text')
        .addColumn('eu_status', 'text')
        // The Information System's own dateTime of its answer.
        .addColumn('eu_date_time', 'text')
        // Why the check could not be made (a fault, a lost answer, the account refused).
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('eu_declaration_check_declaration')
        .on('eu_declaration_check')
        .columns(['declaration_id', 'seq'])
        .execute();
      await appendOnly(db, dialect, 'eu_declaration_check');
    },
  };
}
