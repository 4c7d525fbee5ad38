/**
 * A 2xx of the review store means the decision is on disk: the store runs in a child process
 * (review-crash-child.ts) that is killed with SIGKILL the moment a 201 arrives, while the next request is
 * already in flight; after a restart on the same data folder every acknowledged decision and upload record
 * is there, with its history. SQLite here (its durability is ours to get right: WAL, synchronous=FULL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bundleForNode } from '../support/node-bundle.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';

const ROUNDS = 4;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'review-crash-'));
let child: ChildProcess | null = null;
/** The child bundled once (as crash.test.ts does): a restart then takes a second, not TypeScript's loading. */
const childScript = path.resolve(`node_modules/.cache/review-crash-child-${process.pid}.mjs`);

beforeAll(async () => {
  await bundleForNode({
    entryPoints: ['tests/contract/review-crash-child.ts'],
    outfile: childScript,
    external: ['better-sqlite3', 'pg'],
  });
}, 60_000);

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(childScript, { force: true });
});

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

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [childScript, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
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

it('keeps every acknowledged decision and upload record across SIGKILLs', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/review/simulator/projects/p-cocoa`;
  const headers = {
    origin: `http://127.0.0.1:${port}`,
    'content-type': 'application/json',
    authorization: 'Bearer demo-token-amara',
  };
  const acknowledged: { id: string; plotId: string; verdict: string }[] = [];
  const recorded: string[] = [];
  const verdicts = ['needs-information', 'excluded', 'cleared'];

  for (let round = 0; round < ROUNDS; round++) {
    child = await start(port);
    // The same items every round (so the current decision changes) plus a bulk of new ones.
    const items = [
      { plotId: 'crash-same', kind: 'risk', supplierId: 's-crash' },
      ...Array.from({ length: 500 }, (_, i) => ({
        plotId: `crash-${round}-${i}`,
        kind: 'risk',
        supplierId: 's-crash',
      })),
    ];
    const verdict = verdicts[round % verdicts.length]!;
    const body = JSON.stringify({ items, verdict, reason: 'other', note: `round ${round}` });
    const record = JSON.stringify({
      uploadId: `u-crash-${round}`,
      supplierId: 's-crash',
      fileNames: ['plots.kml'],
      overwrite: false,
      shouldMatchOnName: false,
      added: 500,
      changed: 0,
      removed: 0,
      plotCount: 500 * (round + 1),
    });
    const answer = await fetch(`${base}/upload-records`, { method: 'POST', headers, body: record });
    expect(answer.status).toBe(201);
    recorded.push(`u-crash-${round}`);
    const posted = await fetch(`${base}/decisions`, { method: 'POST', headers, body });
    expect(posted.status).toBe(201);
    // Another write is on its way when the process dies: it may or may not be kept, never half of it.
    const inFlight = fetch(`${base}/decisions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        items: items.slice(1).map((i) => ({ ...i, plotId: `${i.plotId}-b` })),
        verdict,
        reason: 'other',
      }),
    }).catch(() => null);
    await killed(child);
    const late = await inFlight;
    const { decisions } = (await posted.json()) as {
      decisions: { id: string; plotId: string; verdict: string }[];
    };
    acknowledged.push(...decisions);
    if (late?.status === 201) {
      // Acknowledged before the kill after all: it must be kept too.
      acknowledged.push(...((await late.json()) as { decisions: typeof decisions }).decisions);
    }
  }

  child = await start(port);
  const history = (await (
    await fetch(`${base}/history?supplierId=s-crash&limit=10000`, { headers })
  ).json()) as { history: { id: string; plotId: string }[] };
  const kept = new Set(history.history.map((d) => d.id));
  expect(acknowledged.filter((d) => !kept.has(d.id))).toEqual([]);
  // A bulk request is one transaction: every `-b` bulk is there whole or not at all.
  for (let round = 0; round < ROUNDS; round++) {
    const bulk = history.history.filter(
      (d) => d.plotId.startsWith(`crash-${round}-`) && d.plotId.endsWith('-b'),
    );
    expect([0, 500]).toContain(bulk.length);
  }
  const current = (await (await fetch(`${base}/decisions?supplierId=s-crash`, { headers })).json()) as {
    decisions: { plotId: string; verdict: string }[];
  };
  expect(current.decisions.find((d) => d.plotId === 'crash-same')?.verdict).toBe(
    verdicts[(ROUNDS - 1) % verdicts.length],
  );
  const records = (await (await fetch(`${base}/upload-records`, { headers })).json()) as {
    records: { uploadId: string }[];
  };
  expect(records.records.map((r) => r.uploadId)).toEqual([...recorded].reverse());
  await killed(child);
}, 120_000);
