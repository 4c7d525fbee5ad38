/**
 * A SIGKILL of the filing server between sending a statement and its answer, then a restart on the same data
 * folder: the statement exists once in the EU stand-in (GET /eu-is/_sim/statements) and the filing ends
 * `filed`, AVAILABLE, with its reference and verification numbers (docs/filing.md, "Never twice"). Two
 * rounds: the stand-in holds the answer (the request never carried out: found missing, sent again once),
 * and the stand-in carries the request out and loses the answer (found by its internal reference, adopted).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Filing } from '@core/api/filing.ts';
import { openReviewDatabase } from '../review/database.ts';
import { bundleForNode } from '../../tests/support/node-bundle.ts';
import { PROJECT, SUPPLIER, seedPackage, validRequest } from './test-harness.ts';
import { freePort } from '../../tests/support/free-port.ts';

let dataDir: string;
let child: ChildProcess | null = null;
let snapshotId: string;
/**
 * The child bundled once (as the crash tests do): each of the four starts then loads plain JavaScript, not
 * TypeScript through tsx (the file went from 13.4 to 7.7 CPU-s). Beside node_modules, so the drivers resolve.
 */
const childScript = path.resolve(`node_modules/.cache/eu-filing-sigkill-child-${process.pid}.mjs`);

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [childScript, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SIM_FAULTS: '1' },
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('READY')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`the filing server exited (${code}) before it served`)));
  });
  return proc;
}

async function kill(proc: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  await bundleForNode({
    entryPoints: ['server/eu-filing/sigkill-child.ts'],
    outfile: childScript,
    // Native addons, and argon2 finds its addon from its own folder (__dirname): loaded from node_modules.
    external: ['better-sqlite3', 'pg', 'argon2'],
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'eu-filing-sigkill-'));
  const database = await openReviewDatabase({
    databaseUrl: null,
    sqliteFile: path.join(dataDir, 'review.db'),
  });
  snapshotId = await seedPackage(database.db);
  await database.close();
});

afterAll(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(childScript, { force: true });
});

function session(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  let cookie = '';
  return {
    async signIn() {
      const res = await fetch(`${origin}/api/auth/demo-sign-in`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ personId: 'demo-ines' }),
      });
      expect(res.status).toBe(200);
      cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    },
    async json(method: string, url: string, body?: unknown) {
      const res = await fetch(`${origin}${url}`, {
        method,
        headers: {
          origin,
          cookie,
          'content-type': 'application/json',
          'idempotency-key': `k-${Math.random()}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
  };
}

const filings = `/api/filing/simulator/projects/${PROJECT}/filings`;

async function round(irn: string, fault: Record<string, unknown>, waitFor: number | 'held') {
  const port = await freePort();
  child = await start(port);
  let s = session(port);
  await s.signIn();
  expect(
    (await s.json('POST', '/eu-is/_sim/faults', { operation: 'submitDds', ...fault })).status,
  ).toBeLessThan(300);
  const filed = await s.json('POST', filings, {
    kind: 'dds',
    snapshotId,
    part: 1,
    supplierIds: [SUPPLIER],
    request: validRequest(irn),
  });
  expect(filed.status).toBe(202);
  const id = (filed.json.filing as Filing).id;
  if (waitFor === 'held') {
    // Killed the moment the stand-in holds the statement (its answer lost on the way back).
    for (let i = 0; i < 500; i++) {
      const held = (await s.json('GET', '/eu-is/_sim/statements')).json.statements as {
        internalReferenceNumber: string;
      }[];
      if (held.some((h) => h.internalReferenceNumber === irn)) break;
      await new Promise((r) => setTimeout(r, 10));
    }
  } else await new Promise((r) => setTimeout(r, waitFor));
  await kill(child);

  const again = await freePort();
  child = await start(again);
  s = session(again);
  await s.signIn();
  let filing: Filing | null = null;
  for (let i = 0; i < 200 && filing?.euStatus !== 'AVAILABLE'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    filing = (await s.json('GET', `${filings}/${id}`)).json.filing as Filing;
  }
  const held = (await s.json('GET', '/eu-is/_sim/statements')).json.statements as {
    internalReferenceNumber: string;
    referenceNumber?: string;
    verificationNumber?: string;
  }[];
  await kill(child);
  child = null;
  return { filing: filing!, held: held.filter((h) => h.internalReferenceNumber === irn) };
}

it('the answer held, the server killed: after the restart the statement is sent again, once, and filed', async () => {
  const { filing, held } = await round('KILL-HELD-1', { fault: 'timeout', holdMs: 60_000 }, 800);
  expect(held).toHaveLength(1);
  expect(filing).toMatchObject({
    state: 'filed',
    euStatus: 'AVAILABLE',
    referenceNumber: held[0]!.referenceNumber,
    verificationNumber: held[0]!.verificationNumber,
  });
  expect(filing.referenceNumber).toMatch(/^[A-Z0-9]{14}$/);
  expect(filing.history.map((e) => e.kind).slice(0, 4)).toEqual(['sent', 'answer-lost', 'sent', 'answered']);
});

it('the request carried out and its answer lost, the server killed: found by its reference after the restart, not sent again', async () => {
  const { filing, held } = await round('KILL-LOST-1', { fault: 'lose-answer' }, 'held');
  expect(held).toHaveLength(1);
  expect(filing).toMatchObject({
    state: 'filed',
    euStatus: 'AVAILABLE',
    referenceNumber: held[0]!.referenceNumber,
    verificationNumber: held[0]!.verificationNumber,
  });
  expect(filing.history.filter((e) => e.kind === 'sent')).toHaveLength(1);
  expect(filing.history.map((e) => e.kind)).toContain('reconciled');
});
