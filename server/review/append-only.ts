/**
 * What every migration of the review store shares (server/review/migrations.ts and the migrations of the
 * stores beside it, server/eu-filing/schema.ts and server/eu-declarations/schema.ts): the two dialects, and
 * the trigger that makes a history table append-only. Its own module so those files import it without a
 * cycle through the migration list.
 */
import { sql, type Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** History is append-only: the database itself refuses to change or delete a row. */
export async function appendOnly(db: Kysely<unknown>, dialect: Dialect, table: string): Promise<void> {
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
