/**
 * SIGKILL in the middle of a walk of the portfolio mirror (docs/portfolio.md, "Crash and resume"): the whole
 * server runs in a child process (portfolio-crash-child.ts) and is killed once some of a project's pages are
 * on disk. Meanwhile nothing half-written is served as the copy; after a restart on the same data folder the
 * same walk resumes from its kept cursors (every page kept exactly once: no lane started over), the copy
 * holds exactly the service's plots, and the freshness says when it was walked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { portfolioFreshnessSchema, portfolioLineSchema } from '@core/api/portfolio.ts';
import { bundleForNode } from '../support/node-bundle.ts';
import { freePort } from '../support/free-port.ts';

/** Every seeded plot in one project: 100 pages of 200 over its suppliers, seconds of walking to kill it in. */
const PLOTS = 20_000;
const PROJECT = 'p-palm';
let child: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-crash-'));
const childScript = path.resolve(`node_modules/.cache/portfolio-crash-child-${process.pid}.mjs`);

beforeAll(async () => {
  await bundleForNode({
    entryPoints: ['tests/contract/portfolio-crash-child.ts'],
    outfile: childScript,
    external: ['better-sqlite3', 'pg', 'argon2'],
  });
});

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(childScript, { force: true });
});

async function startChild(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [childScript, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, SIM_SEED_PLOTS: String(PLOTS), SIM_SEED_PROJECT: PROJECT, DATABASE_URL: '' },
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('READY')) resolve();
    });
    proc.once('exit', (code) => reject(new Error(`the server exited (${code}) before it served`)));
  });
  return proc;
}

/** The walks and their lanes as the database holds them, read by another connection. */
function onDisk() {
  const db = new Database(path.join(dataDir, 'review.db'), { readonly: true, fileMustExist: true });
  try {
    const walks = db.prepare('SELECT id, state, plot_count FROM portfolio_walk').all() as {
      id: string;
      state: string;
      plot_count: number;
    }[];
    const lanes = db.prepare('SELECT walk_id, lane, pages, done FROM portfolio_lane').all() as {
      walk_id: string;
      lane: string;
      pages: number;
      done: number;
    }[];
    return { walks, lanes };
  } finally {
    db.close();
  }
}

it('a walk killed midway resumes after a restart, each page kept once, and is served only once complete', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  child = await startChild(port);
  const signIn = await fetch(`${origin}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ personId: 'demo-amara' }),
  });
  expect(signIn.status).toBe(200);
  const headers = { origin, cookie: signIn.headers.get('set-cookie')!.split(';')[0]! };
  const base = `${origin}/api/portfolio/simulator/projects/${PROJECT}`;

  // The first read starts the walk; the server is killed once a few of its pages are on disk.
  const reading = fetch(`${base}/plots`, { headers })
    .then((r) => r.text())
    .catch(() => null);
  await expect
    .poll(
      () => {
        try {
          return onDisk().lanes.reduce((n, l) => n + l.pages, 0);
        } catch {
          return 0;
        }
      },
      { interval: 5, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);
  child.kill('SIGKILL');
  await new Promise((resolve) => child!.once('exit', resolve));
  await reading;
  const killed = onDisk();
  expect(killed.walks).toHaveLength(1);
  expect(killed.walks[0]!.state).toBe('walking');
  const keptPages = killed.lanes.reduce((n, l) => n + l.pages, 0);
  // Killed midway: some pages kept, not all.
  expect(keptPages).toBeGreaterThanOrEqual(3);
  expect(killed.lanes.some((l) => !l.done)).toBe(true);

  child = await startChild(port);
  const again = await fetch(`${origin}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ personId: 'demo-sofia' }),
  });
  const sofia = { origin, cookie: again.headers.get('set-cookie')!.split(';')[0]! };
  const text = await (await fetch(`${base}/plots`, { headers: sofia })).text();
  const lines = text
    .trimEnd()
    .split('\n')
    .map((l) => portfolioLineSchema.parse(JSON.parse(l)));
  const plots = lines.flatMap((l) => (l.type === 'plots' ? l.plots : []));
  expect(lines.at(-1)).toEqual({ type: 'end', plotCount: PLOTS });
  expect(new Set(plots.map((p) => p.id)).size).toBe(PLOTS);

  // The same walk, resumed: one walk, complete; every lane walked once (its page count is its plots / 200,
  // rounded up: a lane that started over would have counted its first pages again after a reset, and a
  // page asked twice would count twice).
  const resumed = onDisk();
  expect(resumed.walks).toEqual([{ id: killed.walks[0]!.id, state: 'complete', plot_count: PLOTS }]);
  const suppliers = (await (
    await fetch(`${origin}/api/simulator/v1/suppliers?projectId=${PROJECT}`, { headers: sofia })
  ).json()) as { results: { name: string; plotCount: number }[] };
  for (const lane of resumed.lanes) {
    const supplier = suppliers.results.find((s) => s.name === lane.lane)!;
    expect(lane.pages, lane.lane).toBe(Math.max(1, Math.ceil(supplier.plotCount / 200)));
    expect(lane.done).toBe(1);
  }
  const freshness = portfolioFreshnessSchema.parse(
    await (await fetch(`${base}/freshness`, { headers: sofia })).json(),
  );
  expect(freshness).toMatchObject({ plotCount: PLOTS, walking: null, outOfDate: false });
  expect(Date.parse(freshness.walkedAt!)).toBeGreaterThan(Date.now() - 60_000);
});
