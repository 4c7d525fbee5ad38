/**
 * A 2xx of the review store means the decision is on disk: the store runs in a child process
 * (review-crash-child.ts) that is killed with SIGKILL the moment a 201 arrives, while the next request is
 * already in flight; after a restart on the same data folder every acknowledged decision and upload record
 * is there, with its history, and so is the session and every Idempotency-Key's answer: a write retried
 * with its key after the crash stores nothing twice. On SQLite (its durability is ours to get right: WAL,
 * synchronous=FULL) and on PostgreSQL when its binaries are installed (a throwaway cluster; the commit is
 * PostgreSQL's to make durable, the acknowledgement after it ours). The decisions name the simulator's seeded plots (one supplier's, so its history holds
 * them all), as the store checks them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleForNode } from '../support/node-bundle.ts';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../support/postgres.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';

const ROUNDS = 4;
/** One plot decided every round, 500 in each round's bulk, 500 in the bulk in flight at the kill. */
const BULK = 500;
const PLOTS = 1 + 2 * BULK;
const dataDirs: string[] = [];
let child: ChildProcess | null = null;
const binDir = postgresBinDir();
let cluster: PostgresCluster | null = null;
/** The child bundled once (as crash.test.ts does): a restart then takes a second, not TypeScript's loading. */
const childScript = path.resolve(`node_modules/.cache/review-crash-child-${process.pid}.mjs`);

beforeAll(async () => {
  await bundleForNode({
    entryPoints: ['tests/contract/review-crash-child.ts'],
    outfile: childScript,
    // argon2 finds its native addon from its own folder (__dirname): loaded from node_modules, as the drivers.
    external: ['better-sqlite3', 'pg', 'argon2'],
  });
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await cluster?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  rmSync(childScript, { force: true });
});

async function startChild(port: number, dataDir: string, databaseUrl: string | null): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [childScript, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    // Every seeded plot in p-cocoa, all of its first supplier's.
    env: {
      ...process.env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SIM_SEED_PLOTS: String(PLOTS),
      SIM_SEED_PROJECT: 'p-cocoa',
      SIM_SEED_SUPPLIER_PLOTS: String(PLOTS),
    },
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('READY')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`the review store exited (${code}) before it served`)));
  });
  return proc;
}

function killed(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

interface Posted {
  id: string;
  plotId: string;
  verdict: string;
}

it(
  'keeps every acknowledged decision and upload record across SIGKILLs (SQLite)',
  () => rounds(null),
  180_000,
);

it.skipIf(!binDir)(
  'keeps every acknowledged decision and upload record across SIGKILLs (PostgreSQL)',
  async () => {
    cluster = await startPostgres(binDir!);
    await rounds(await cluster.createDatabase());
  },
  240_000,
);

async function rounds(databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'review-crash-'));
  dataDirs.push(dataDir);
  const start = (port: number) => startChild(port, dataDir, databaseUrl);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/api/review/simulator/projects/p-cocoa`;
  child = await start(port);
  const signIn = await fetch(`${origin}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ personId: 'demo-amara' }),
  });
  expect(signIn.status).toBe(200);
  // The session is kept in the store too: one sign-in serves every restart.
  const headers = {
    origin,
    'content-type': 'application/json',
    cookie: signIn.headers.get('set-cookie')!.split(';')[0]!,
  };
  const service = { authorization: 'Bearer demo-token-amara' };
  const plots: { id: string; supplier: string }[] = [];
  for (let next: string | null = '/v1/plots?projectId=p-cocoa&limit=200'; next;) {
    const page: { results: { id: string; supplier: string }[]; nextUrl: string | null } = await json(
      await fetch(`${origin}/api/simulator${next}`, { headers: service }),
    );
    plots.push(...page.results);
    next = page.nextUrl ? page.nextUrl.slice(page.nextUrl.indexOf('/v1/')) : null;
  }
  expect(plots).toHaveLength(PLOTS);
  const { results: suppliers } = await json<{ results: { id: string; name: string }[] }>(
    await fetch(`${origin}/api/simulator/v1/suppliers?projectId=p-cocoa`, { headers: service }),
  );
  const supplierId = suppliers.find((s) => s.name === plots[0]!.supplier)!.id;
  const item = (plot: { id: string }) => ({ plotId: plot.id, kind: 'risk', supplierId });
  const post = (what: string, key: string, body: string) =>
    fetch(`${base}/${what}`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body });

  const acknowledged: Posted[] = [];
  const recorded: string[] = [];
  /** Each round's acknowledged decisions request, sent again with its key after the restart. */
  let last: { key: string; body: string; ids: string[] } | null = null;
  const verdicts = ['needs-information', 'excluded', 'cleared'];

  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) child = await start(port);
    if (last) {
      // A retry of an acknowledged write after the crash: its first answer, nothing stored again.
      const again = await json<{ decisions: Posted[] }>(await post('decisions', last.key, last.body));
      expect(again.decisions.map((d) => d.id)).toEqual(last.ids);
    }
    // The same items every round (so the current decision changes).
    const items = [item(plots[0]!), ...plots.slice(1, 1 + BULK).map(item)];
    const verdict = verdicts[round % verdicts.length]!;
    const body = JSON.stringify({ items, verdict, reason: 'other', note: `round ${round}` });
    const record = JSON.stringify({
      uploadId: `u-crash-${round}`,
      supplierId,
      fileNames: ['plots.kml'],
      overwrite: false,
      shouldMatchOnName: false,
      added: BULK,
      changed: 0,
      removed: 0,
      plotCount: BULK * (round + 1),
    });
    const answer = await post('upload-records', `record-${round}`, record);
    expect(answer.status).toBe(201);
    recorded.push(`u-crash-${round}`);
    const posted = await post('decisions', `decide-${round}`, body);
    expect(posted.status).toBe(201);
    // Another write is on its way when the process dies: it may or may not be kept, never half of it.
    const inFlight = post(
      'decisions',
      `in-flight-${round}`,
      JSON.stringify({
        items: plots.slice(1 + BULK).map(item),
        verdict,
        reason: 'other',
        note: `in flight ${round}`,
      }),
    ).catch(() => null);
    await killed(child);
    const late = await inFlight;
    const { decisions } = (await posted.json()) as { decisions: Posted[] };
    acknowledged.push(...decisions);
    last = { key: `decide-${round}`, body, ids: decisions.map((d) => d.id) };
    if (late?.status === 201) {
      // Acknowledged before the kill after all: it must be kept too.
      acknowledged.push(...((await late.json()) as { decisions: Posted[] }).decisions);
    }
  }

  child = await start(port);
  const history = await json<{ history: { id: string; plotId: string; note: string }[]; truncated: boolean }>(
    await fetch(`${base}/history?supplierId=${supplierId}&limit=10000`, { headers }),
  );
  expect(history.truncated).toBe(false);
  const kept = new Set(history.history.map((d) => d.id));
  expect(acknowledged.filter((d) => !kept.has(d.id))).toEqual([]);
  for (let round = 0; round < ROUNDS; round++) {
    // Each acknowledged request is there once, though the last one was sent again after the crash.
    expect(history.history.filter((d) => d.note === `round ${round}`)).toHaveLength(1 + BULK);
    // A bulk request is one transaction: every in-flight bulk is there whole or not at all.
    const bulk = history.history.filter((d) => d.note === `in flight ${round}`);
    expect([0, BULK]).toContain(bulk.length);
  }
  const current = await json<{ decisions: { plotId: string; verdict: string }[] }>(
    await fetch(`${base}/decisions?supplierId=${supplierId}`, { headers }),
  );
  expect(current.decisions.find((d) => d.plotId === plots[0]!.id)?.verdict).toBe(
    verdicts[(ROUNDS - 1) % verdicts.length],
  );
  const records = await json<{ records: { uploadId: string }[] }>(
    await fetch(`${base}/upload-records`, { headers }),
  );
  expect(records.records.map((r) => r.uploadId)).toEqual([...recorded].reverse());
  await killed(child);
}
