/**
 * The review store's schema, as one ordered list of migrations for both databases (SQLite and PostgreSQL).
 * Only the auto-numbered `seq` column is spelled per database; everything else is portable SQL built by
 * Kysely. A migration, once released, is never edited: a change is a new entry at the end.
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { euFilingMigration } from '../eu-filing/schema.ts';
import { declarationsMigration } from '../eu-declarations/schema.ts';
import { appendOnly, type Dialect } from './append-only.ts';
import { peopleAndAudit } from './migration-0002-people-and-audit.ts';
import { statements } from './migration-0003-statements.ts';
import { auditTeamLog } from './migration-0006-audit-team-log.ts';
import {
  portfolioMirrorMigration,
  portfolioFiguresMigration,
  portfolioReviewMigration,
  portfolioOverlapsMigration,
  portfolioPacksMigration,
  portfolioReadsMigration,
} from '../portfolio/schema.ts';

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A strictly increasing number per row: the order of "newest first" and of "the current decision".
      const seqType = dialect === 'postgres' ? 'bigserial' : 'integer';
      await db.schema
        .createTable('review_decision')
        .addColumn('seq', seqType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('account_key', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('item_key', 'text', (c) => c.notNull())
        .addColumn('plot_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('other_plot_id', 'text')
        .addColumn('supplier_id', 'text')
        .addColumn('verdict', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('evidence_url', 'text')
        .addColumn('evidence_note', 'text')
        .addColumn('decided_by', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text', (c) => c.notNull())
        .execute();
      for (const [name, column] of [
        ['review_decision_item', 'item_key'],
        ['review_decision_plot', 'plot_id'],
        ['review_decision_other_plot', 'other_plot_id'],
        ['review_decision_supplier', 'supplier_id'],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('review_decision')
          .columns(['connection', 'account_key', 'project_id', column, 'seq'])
          .execute();
      }
      await appendOnly(db, dialect, 'review_decision');

      await db.schema
        .createTable('upload_record')
        .addColumn('seq', seqType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('account_key', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('upload_id', 'text', (c) => c.notNull())
        .addColumn('supplier_id', 'text', (c) => c.notNull())
        .addColumn('supplier_name', 'text')
        // JSON arrays of strings.
        .addColumn('file_names', 'text', (c) => c.notNull())
        .addColumn('file_sha256', 'text')
        // 0 or 1: one spelling for both databases.
        .addColumn('overwrite', 'integer', (c) => c.notNull())
        .addColumn('should_match_on_name', 'integer', (c) => c.notNull())
        .addColumn('added', 'integer', (c) => c.notNull())
        .addColumn('changed', 'integer', (c) => c.notNull())
        .addColumn('removed', 'integer', (c) => c.notNull())
        .addColumn('plot_count', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('ended_at', 'text')
        .addColumn('recorded_by', 'text', (c) => c.notNull())
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('upload_record_once', ['connection', 'account_key', 'project_id', 'upload_id'])
        .execute();
      await db.schema
        .createIndex('upload_record_supplier')
        .on('upload_record')
        .columns(['connection', 'account_key', 'project_id', 'supplier_id', 'seq'])
        .execute();
      await appendOnly(db, dialect, 'upload_record');
    },
  };
}

export function reviewMigrations(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: () =>
      Promise.resolve({
        '0001-decisions-and-upload-records': initial(dialect),
        '0002-people-and-audit': peopleAndAudit(dialect),
        '0003-statements': statements(dialect),
        '0004-eu-filing': euFilingMigration(dialect),
        '0005-declarations': declarationsMigration(dialect),
        '0006-audit-team-log': auditTeamLog,
        '0007-portfolio-mirror': portfolioMirrorMigration,
        '0008-portfolio-overlaps': portfolioOverlapsMigration,
        '0009-portfolio-reads': portfolioReadsMigration,
        '0010-portfolio-packs': portfolioPacksMigration(dialect),
        '0011-portfolio-figures': portfolioFiguresMigration,
        '0012-portfolio-review': portfolioReviewMigration,
      }),
  };
}
