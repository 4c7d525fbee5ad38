/** Migration 0003 of the review store (server/review/migrations.ts lists it). Once released, never edited. */
/* eslint-disable @typescript-eslint/no-explicit-any -- a migration sees the schema of its own time, not today's types */
import type { Kysely, Migration } from 'kysely';
import { appendOnly, type Dialect } from './append-only.ts';

/**
 * Decisions that count (issue 50, core/api/statements.ts): a decision names its signal (a deforestation
 * detection), an upload record keeps its provenance (the original and sent files, the mapping, the fixes),
 * and four new append-only tables keep what turns decisions into statements: approvers' overrides, evidence
 * snapshots (with the report's PDF), risk conclusions and their sign-off (one per conclusion). Rows kept
 * before have none of the new fields: null, given back as absent.
 */
export function statements(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const seqType = dialect === 'postgres' ? 'bigserial' : 'integer';
      const seq = (c: any) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
      await db.schema.alterTable('review_decision').addColumn('signal_id', 'text').execute();
      // JSON text: FileFact[], FileFact[], { field: column }, AppliedFix[].
      for (const column of ['original_files', 'sent_files', 'field_mapping', 'fixes'])
        await db.schema.alterTable('upload_record').addColumn(column, 'text').execute();

      await db.schema
        .createTable('statement_override')
        .addColumn('seq', seqType, seq)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('plot_id', 'text', (c) => c.notNull())
        .addColumn('supplier_id', 'text')
        // JSON string[] of reviewItemKey.
        .addColumn('item_keys', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('overridden_by', 'text', (c) => c.notNull())
        .addColumn('overridden_by_id', 'text', (c) => c.notNull())
        .addColumn('overridden_at', 'text', (c) => c.notNull())
        .execute();
      for (const [name, column] of [
        ['statement_override_plot', 'plot_id'],
        ['statement_override_supplier', 'supplier_id'],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('statement_override')
          .columns(['connection', 'project_id', 'team_id', column, 'seq'])
          .execute();
      }
      await appendOnly(db, dialect, 'statement_override');

      await db.schema
        .createTable('evidence_snapshot')
        .addColumn('seq', seqType, seq)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        // JSON string[].
        .addColumn('supplier_ids', 'text', (c) => c.notNull())
        .addColumn('plot_count', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('keep_until', 'text', (c) => c.notNull())
        .addColumn('report_file_name', 'text')
        .addColumn('report_sha256', 'text')
        .addColumn('report_pdf', dialect === 'postgres' ? 'bytea' : 'blob')
        // JSON: the plots, left out, risk data's date, files, and the decisions, overrides and conclusions
        // copied when it was taken (read only when one snapshot is asked for, never by the list).
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('evidence_snapshot_project')
        .on('evidence_snapshot')
        .columns(['connection', 'project_id', 'team_id', 'seq'])
        .execute();
      await appendOnly(db, dialect, 'evidence_snapshot');

      await db.schema
        .createTable('conclusion')
        .addColumn('seq', seqType, seq)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('supplier_id', 'text', (c) => c.notNull())
        .addColumn('conclusion', 'text', (c) => c.notNull())
        .addColumn('reasoning', 'text', (c) => c.notNull())
        .addColumn('mitigation', 'text')
        .addColumn('open_items', 'integer', (c) => c.notNull())
        .addColumn('prepared_by', 'text', (c) => c.notNull())
        .addColumn('prepared_by_id', 'text', (c) => c.notNull())
        .addColumn('prepared_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('conclusion_supplier')
        .on('conclusion')
        .columns(['connection', 'project_id', 'team_id', 'supplier_id', 'seq'])
        .execute();
      await appendOnly(db, dialect, 'conclusion');

      // Four eyes, once: the database itself keeps a second sign-off of one conclusion out.
      await db.schema
        .createTable('conclusion_sign_off')
        .addColumn('seq', seqType, seq)
        .addColumn('conclusion_id', 'text', (c) => c.notNull().unique().references('conclusion.id'))
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('signed_by', 'text', (c) => c.notNull())
        .addColumn('signed_by_id', 'text', (c) => c.notNull())
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .execute();
      await appendOnly(db, dialect, 'conclusion_sign_off');
    },
  };
}
