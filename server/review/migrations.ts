/**
 * The review store's schema, as one ordered list of migrations for both databases (SQLite and PostgreSQL).
 * Only the auto-numbered `seq` column is spelled per database; everything else is portable SQL built by
 * Kysely. A migration, once released, is never edited: a change is a new entry at the end.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** History is append-only: the database itself refuses to change or delete a row. */
async function appendOnly(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<void> {
  const message = sql.lit(`${table} is append-only`);
  if (dialect === 'sqlite') {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_no_${event.toLowerCase()}`)} BEFORE ${sql.raw(event)} ON ${sql.table(table)}
        BEGIN SELECT RAISE(ABORT, ${message}); END`.execute(db);
    }
    return;
  }
  const fn = sql.id(`${table}_append_only`);
  await sql`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION '${sql.raw(`${table} is append-only`)}'; END $$`.execute(db);
  await sql`CREATE TRIGGER ${fn} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION ${fn}()`.execute(db);
}

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
    getMigrations: () => Promise.resolve({ '0001-decisions-and-upload-records': initial(dialect) }),
  };
}
