/**
 * Migration 0011 (schema.ts, portfolioFiguresMigration) on a database that kept packs and a scan made before
 * it: those go (they lack the figures and shares the supplier summaries count from), the walk and its plots
 * stay, and the new columns take what the packing and the scan now write. Migration 0012
 * (portfolioReviewMigration): the packs go again (they lack the review signals), the scan stays. Both
 * databases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openReviewDatabase } from '../review/database.ts';
import { reviewMigrations } from '../review/migrations.ts';
import { databaseBackends, type DatabaseBackend } from '../../tests/support/database-backends.ts';
import { completeWalkRow } from '../../tests/support/portfolio-copies.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A database brought up to `migration` (and no further), `seed` writing rows of that time's schema into it:
 * where the server then opens it and runs the migrations after.
 */
async function databaseAt(
  backend: DatabaseBackend,
  migration: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of that time, not today's types
  seed: (old: Kysely<any>) => Promise<void>,
): Promise<{ databaseUrl: string | null; sqliteFile: string }> {
  const databaseUrl = await backend.databaseUrl();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-migration-'));
  dirs.push(dir);
  const sqliteFile = path.join(dir, 'review.db');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of that time, not today's types
  const old = new Kysely<any>({
    dialect: databaseUrl
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) })
      : new SqliteDialect({ database: new Database(sqliteFile) }),
  });
  try {
    const { error } = await new Migrator({
      db: old,
      provider: reviewMigrations(databaseUrl ? 'postgres' : 'sqlite'),
    }).migrateTo(migration);
    if (error) throw error;
    await seed(old);
  } finally {
    await old.destroy();
  }
  return { databaseUrl, sqliteFile };
}

describe.each(databaseBackends())('migration 0011 on $name', (backend) => {
  it('drops the packs and scans kept before it, keeps the copy, and takes the new columns', async () => {
    const { databaseUrl, sqliteFile } = await databaseAt(backend, '0010-portfolio-packs', async (old) => {
      const copyKey = '["simulator","team-1","p-palm"]';
      await old
        .insertInto('portfolio_walk')
        .values(completeWalkRow('w1', { connection: 'simulator', teamId: 'team-1', projectId: 'p-palm' }))
        .execute();
      await old
        .insertInto('portfolio_plot')
        .values({ walk_id: 'w1', plot_id: 'p1', lane: '', supplier: 'S', body: '{}' })
        .execute();
      await old
        .insertInto('portfolio_pack_set')
        .values({
          copy_key: copyKey,
          walk_id: 'w1',
          packed_at: 'x',
          plot_count: 1,
          packed_plots: 1,
          bytes: 3,
          ms: 1,
        })
        .execute();
      await old
        .insertInto('portfolio_pack')
        .values({
          copy_key: copyKey,
          walk_id: 'w1',
          seq: 0,
          supplier: 'S',
          plots: 1,
          digest: 'd',
          bytes: Buffer.from([1, 2, 3]),
          size: 3,
          adler: 0,
          inflated: 3,
        })
        .execute();
      await old
        .insertInto('portfolio_scan')
        .values({ copy_key: copyKey, walk_id: 'w1', scanned_at: 'x', suppliers: '{}', ms: 1, clipped: 1 })
        .execute();
      await old
        .insertInto('portfolio_scan_plot')
        .values({ copy_key: copyKey, plot_id: 'p1', digest: 'd' })
        .execute();
      await old
        .insertInto('portfolio_overlap')
        .values({
          copy_key: copyKey,
          a_id: 'p1',
          b_id: 'p2',
          a_supplier: 'S',
          b_supplier: 'T',
          overlap_ha: 1,
          pair: '{}',
        })
        .execute();
    });

    const database = await openReviewDatabase({ databaseUrl, sqliteFile });
    try {
      const { db } = database;
      for (const table of [
        'portfolio_pack',
        'portfolio_pack_set',
        'portfolio_scan',
        'portfolio_scan_plot',
        'portfolio_overlap',
      ] as const)
        expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      // The copy itself is kept: nothing needs walking again.
      expect(
        (await db.selectFrom('portfolio_plot').select('plot_id').execute()).map((r) => r.plot_id),
      ).toEqual(['p1']);
      await db
        .insertInto('portfolio_overlap')
        .values({
          copy_key: 'k',
          a_id: 'a',
          b_id: 'b',
          a_supplier: 'S',
          b_supplier: 'T',
          overlap_ha: 1,
          a_share: 0.97,
          b_share: 0.25,
          pair: '{}',
        })
        .execute();
      const pair = await db
        .selectFrom('portfolio_overlap')
        .select(['a_share', 'b_share'])
        .executeTakeFirstOrThrow();
      expect(pair).toEqual({ a_share: 0.97, b_share: 0.25 });
    } finally {
      await database.close();
    }
  });
});

describe.each(databaseBackends())('migration 0012 on $name', (backend) => {
  it('drops the packs kept before it (they have no review signals), keeps the scan and the copy', async () => {
    const copyKey = '["simulator","team-1","p-palm"]';
    const { databaseUrl, sqliteFile } = await databaseAt(backend, '0011-portfolio-figures', async (old) => {
      await old
        .insertInto('portfolio_walk')
        .values(completeWalkRow('w1', { connection: 'simulator', teamId: 'team-1', projectId: 'p-palm' }))
        .execute();
      await old
        .insertInto('portfolio_pack_set')
        .values({
          copy_key: copyKey,
          walk_id: 'w1',
          packed_at: 'x',
          plot_count: 1,
          packed_plots: 1,
          bytes: 3,
          ms: 1,
        })
        .execute();
      await old
        .insertInto('portfolio_pack')
        .values({
          copy_key: copyKey,
          walk_id: 'w1',
          seq: 0,
          supplier: 'S',
          plots: 1,
          digest: 'd',
          bytes: Buffer.from([1, 2, 3]),
          size: 3,
          adler: 0,
          inflated: 3,
          risk_high: 1,
        })
        .execute();
      await old
        .insertInto('portfolio_scan')
        .values({ copy_key: copyKey, walk_id: 'w1', scanned_at: 'x', suppliers: '{}', ms: 1, clipped: 1 })
        .execute();
    });

    const database = await openReviewDatabase({ databaseUrl, sqliteFile });
    try {
      const { db } = database;
      for (const table of [
        'portfolio_pack',
        'portfolio_pack_set',
        'portfolio_pack_signal',
        'portfolio_detection_set',
        'portfolio_detection_signal',
      ] as const)
        expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      expect(
        (await db.selectFrom('portfolio_scan').select('walk_id').execute()).map((r) => r.walk_id),
      ).toEqual(['w1']);
      // One signal per plot and detection.
      const signal = {
        copy_key: copyKey,
        plot_id: 'p1',
        supplier: 'S',
        detection_id: 'd1',
        date: '2026-11-02',
      };
      await db
        .insertInto('portfolio_detection_signal')
        .values({ ...signal, touches: 1 })
        .execute();
      await expect(
        db
          .insertInto('portfolio_detection_signal')
          .values({ ...signal, touches: 0 })
          .execute(),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
