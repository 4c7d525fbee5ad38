/**
 * The databases the server runs on, for a suite that runs on each: SQLite always, PostgreSQL when it is
 * installed (a throwaway cluster, tests/support/postgres.ts, started before the file's tests and stopped
 * after). Call at the top of a Vitest file; `describe.each` the result.
 */
import { afterAll, beforeAll } from 'vitest';
import { postgresBinDir, startPostgres, type PostgresCluster } from './postgres.ts';

export interface DatabaseBackend {
  name: 'SQLite' | 'PostgreSQL';
  /** null: SQLite; else a new empty PostgreSQL database's URL. */
  databaseUrl(): Promise<string | null>;
}

export function databaseBackends(): DatabaseBackend[] {
  const binDir = postgresBinDir();
  if (!binDir)
    console.warn('PostgreSQL is not installed (no initdb/pg_ctl): the PostgreSQL suite is skipped.');
  let cluster: PostgresCluster | null = null;
  beforeAll(async () => {
    if (binDir) cluster = await startPostgres(binDir);
  }, 120_000);
  afterAll(() => cluster?.stop());
  return [
    { name: 'SQLite', databaseUrl: () => Promise.resolve(null) },
    ...(binDir ? [{ name: 'PostgreSQL' as const, databaseUrl: () => cluster!.createDatabase() }] : []),
  ];
}
