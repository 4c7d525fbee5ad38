/**
 * The portfolio mirror at scale on PostgreSQL (issue 53: 1,000,000 plots across projects):
 * `node --import tsx bench/portfolio-scale.ts [--projects=10] [--plots=100000]`.
 *
 * A throwaway PostgreSQL cluster (tests/support/postgres.ts; DATABASE_URL names another), then, project after
 * project, a copy of PLOTS seed-shaped plots with double claims (bench/claimed-plots.ts) kept as the walk
 * keeps it (pages of 1,000 plots, each in its transaction) and scanned for overlaps by the server's code.
 * Prints, per project, the time to keep the copy and to scan it, and at the end, with every project in the
 * database: one supplier's overlap report, one project's copy read back whole (what the NDJSON copy reads),
 * that project packed (server/portfolio/packs.ts) and its packs read back (what a page's request reads),
 * its review counts (detections matched, items tallied, counts with 5,000 decisions joined),
 * the database's size, and how the last project's times compare with the first's (what grows with
 * projects: the ratio should stay near 1, each project's rows being reached by its own index range).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Plot } from '@core/api/schemas.ts';
import { openReviewDatabase } from '../server/review/database.ts';
import { MirrorStore, type MirrorKey } from '../server/portfolio/mirror-store.ts';
import { PortfolioOverlaps } from '../server/portfolio/overlaps.ts';
import { PortfolioPacks } from '../server/portfolio/packs.ts';
import { COPY_TOKEN_HASH, keepWalk } from '../tests/support/portfolio-copies.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../tests/support/postgres.ts';
import { claimedPlots, claimedSuppliers } from './claimed-plots.ts';
import { reviewCountsLine, timeReviewCounts } from './review-counts-timing.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const PROJECTS = arg('projects', 10);
const PLOTS = arg('plots', 100_000);
const PAGE = 1000;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

let cluster: PostgresCluster | null = null;
let url = process.env.DATABASE_URL ?? null;
if (!url) {
  const binDir = postgresBinDir();
  if (!binDir) {
    console.log('PostgreSQL is not installed (no initdb/pg_ctl) and DATABASE_URL is unset: skipped.');
    process.exit(0);
  }
  cluster = await startPostgres(binDir);
  url = await cluster.createDatabase();
}
const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-scale-'));
const database = await openReviewDatabase({ databaseUrl: url, sqliteFile: path.join(dir, 'unused.sqlite') });
const store = new MirrorStore(database.db);
const overlaps = new PortfolioOverlaps(database.db, store);
const packs = new PortfolioPacks(database.db, store);
const keyOf = (k: number): MirrorKey => ({ connection: 'simulator', teamId: 'bench', projectId: `p-${k}` });

const keepCopy = (key: MirrorKey, plots: Plot[]) =>
  keepWalk(store, key, plots, new Date().toISOString(), PAGE);

let failed = false;
const kept: number[] = [];
const scanned: number[] = [];
try {
  for (let k = 0; k < PROJECTS; k++) {
    const key = keyOf(k);
    // Each project's own ids, as each project of a service has.
    const plots = [...claimedPlots(PLOTS)].map((p) => ({
      ...p,
      id: `${k}-${p.id}`,
      projectId: key.projectId,
    }));
    let t0 = performance.now();
    const walk = await keepCopy(key, plots);
    kept.push(performance.now() - t0);
    t0 = performance.now();
    const scan = await overlaps.scanOf(key, walk);
    scanned.push(performance.now() - t0);
    console.log(
      `project ${k + 1}/${PROJECTS}: ${walk.plot_count.toLocaleString('en')} plots kept in ${s(kept[k]!)}, ` +
        `scanned in ${s(scanned[k]!)} (${scan.clipped.toLocaleString('en')} clipped)`,
    );
  }
  const total = PROJECTS * PLOTS;
  const last = keyOf(PROJECTS - 1);
  const scan = (await database.db
    .selectFrom('portfolio_scan')
    .selectAll()
    .where('copy_key', '=', JSON.stringify([last.connection, last.teamId, last.projectId]))
    .executeTakeFirstOrThrow())!;
  let t0 = performance.now();
  const report = await overlaps.report(scan, claimedSuppliers[0]!.name);
  const reportMs = performance.now() - t0;
  const walk = (await store.latestComplete(last, COPY_TOKEN_HASH))!;
  t0 = performance.now();
  let read = 0;
  for await (const batch of store.plotBodies(walk.id)) read += batch.length;
  const readMs = performance.now() - t0;
  t0 = performance.now();
  const set = await packs.packsOf(last, walk);
  const packMs = performance.now() - t0;
  t0 = performance.now();
  let packBytes = 0;
  for await (const { part } of packs.frames(set)) packBytes += part.deflated.length;
  const packsReadMs = performance.now() - t0;
  // That project's review counts, among the others' rows (bench/review-counts-timing.ts).
  const lastPlots = [...claimedPlots(PLOTS)].map((p) => ({
    ...p,
    id: `${PROJECTS - 1}-${p.id}`,
    projectId: last.projectId,
  }));
  const review = await timeReviewCounts(database, store, last, { plots: lastPlots, walk, set, scan });
  const size = await sql<{ bytes: string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(
    database.db,
  );
  const gb = Number(size.rows[0]!.bytes) / 1e9;
  console.log(`\n${total.toLocaleString('en')} plots in ${PROJECTS} projects on PostgreSQL:`);
  console.log(
    `  a supplier's overlap report (${report.totalPairs.toLocaleString('en')} pairs): ${reportMs.toFixed(0)} ms`,
  );
  console.log(`  one project's copy read back whole (${read.toLocaleString('en')} plots): ${s(readMs)}`);
  console.log(
    `  that project packed for the pages in ${s(packMs)}; its packs (${(packBytes / 1e6).toFixed(1)} MB deflated, ` +
      `${set.plot_count.toLocaleString('en')} plots) read back in ${packsReadMs.toFixed(0)} ms ` +
      `(ratio ${(packsReadMs / readMs).toFixed(2)} to the copy's text)`,
  );
  console.log(reviewCountsLine(review, reportMs, "the supplier's overlap report"));
  console.log(
    `  database size: ${gb.toFixed(2)} GB (${((gb * 1e9) / total).toFixed(0)} bytes a plot, pairs included)`,
  );
  console.log(
    `  last project against the first: keeping ${(kept.at(-1)! / kept[0]!).toFixed(2)}×, scanning ${(scanned.at(-1)! / scanned[0]!).toFixed(2)}×`,
  );
  if (read !== PLOTS || set.plot_count !== PLOTS) {
    console.log(`FAILED: the copy read back ${read} plots and packed ${set.plot_count}, not ${PLOTS}`);
    failed = true;
  }
} finally {
  await packs.close();
  await overlaps.close();
  await database.close();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log('(figures from a shared machine: other work may have been running)');
process.exit(failed ? 1 : 0);
