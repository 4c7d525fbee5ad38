/**
 * A throwaway PostgreSQL cluster for the review store's tests: initdb in a temp folder, started with pg_ctl on
 * a free loopback port, removed when stopped. The binaries are Debian's (`postgresql` package,
 * /usr/lib/postgresql/<version>/bin) or those in PG_BIN; without them the tests that need it say they
 * skipped. PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user the package
 * creates.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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

export async function startPostgres(binDir: string): Promise<PostgresCluster> {
  const owner =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'review-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(
    path.join(binDir, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'],
    owner,
  );
  // The socket in the temp folder (not /var/run/postgresql, which may not exist or be writable).
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  await run(
    path.join(binDir, 'pg_ctl'),
    ['-D', data, '-l', path.join(dir, 'log'), '-o', serverOptions, '-w', 'start'],
    owner,
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
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
    async stop() {
      await run(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], owner).catch(
        () => undefined,
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
