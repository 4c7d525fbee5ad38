/**
 * A throwaway PostgreSQL cluster for the review store's tests: initdb in a temp folder, started with pg_ctl on
 * a free loopback port, removed when stopped. The binaries are Debian's (`postgresql` package,
 * /usr/lib/postgresql/<version>/bin) or those in PG_BIN; without them the tests that need it say they
 * skipped. PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user the package
 * creates.
 *
 * Under Vitest, one cluster per worker process serves every file of that worker (each test's store still gets
 * a database of its own, `createDatabase`): seven files started one each, and initdb and the start cost
 * seconds a time. The `node` project's global set-up (postgres-global.ts) names a folder in
 * TEST_POSTGRES_REGISTRY where each cluster is recorded, and stops and removes them all when the run ends,
 * however a worker ended; a file's `stop` then leaves the cluster to it. Elsewhere (Playwright's journeys)
 * each `startPostgres` is a cluster of its own, stopped by its `stop`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

export interface PostgresCluster {
  /** postgres:// URL of the cluster's `postgres` database. */
  url: string;
  /** A new empty database on the cluster, for one test's store; its postgres:// URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** The folder of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(root, v, 'bin')));
  }
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ??
    null
  );
}

function run(bin: string, args: string[], owner: { uid: number; gid: number } | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(owner ?? {}) });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(bin)} failed (${code}): ${output}`)),
    );
  });
}

/** What it takes to stop a cluster and remove its folder: recorded for the global set-up's teardown. */
export interface ClusterRecord {
  binDir: string;
  dir: string;
  owner: { uid: number; gid: number } | null;
}

export async function stopCluster({ binDir, dir, owner }: ClusterRecord): Promise<void> {
  await run(
    path.join(binDir, 'pg_ctl'),
    ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop'],
    owner,
  ).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

/** The folder where clusters are recorded for the run's teardown (postgres-global.ts), when under Vitest. */
export const REGISTRY_ENV = 'TEST_POSTGRES_REGISTRY';

/** This worker's cluster, started by the first file that asks for one. */
let shared: Promise<PostgresCluster> | null = null;

export async function startPostgres(binDir: string): Promise<PostgresCluster> {
  const registry = process.env[REGISTRY_ENV];
  if (!registry) return startCluster(binDir, null);
  shared ??= startCluster(binDir, registry).catch((e: unknown) => {
    shared = null;
    throw e;
  });
  // Stopped by the run's teardown: a file that stops "its" cluster leaves it to the files after it.
  return { ...(await shared), stop: () => Promise.resolve() };
}

async function startCluster(binDir: string, registry: string | null): Promise<PostgresCluster> {
  const owner =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'review-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const record: ClusterRecord = { binDir, dir, owner };
  // Recorded before it starts, so a cluster started by a worker that dies before its end is stopped too.
  if (registry) writeFileSync(path.join(registry, `${path.basename(dir)}.json`), JSON.stringify(record));
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(
    path.join(binDir, 'initdb'),
    // The C locale whatever the machine's: initdb fails on a LANG whose locale is not installed, and the
    // order of text (ORDER BY supplier, plot_id) is then the byte order the suites compare with.
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--no-locale'],
    owner,
  );
  // The socket in the temp folder (not /var/run/postgresql, which may not exist or be writable).
  // Room for the pools of the several files a cluster may serve at once (default 100).
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  await run(
    path.join(binDir, 'pg_ctl'),
    ['-D', data, '-l', path.join(dir, 'log'), '-o', serverOptions, '-w', 'start'],
    owner,
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  // Per cluster: a cluster serving several files names their databases apart.
  let databases = 0;
  return {
    url: url('postgres'),
    async createDatabase() {
      const name = `review_test_${++databases}`;
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: () => stopCluster(record),
  };
}
