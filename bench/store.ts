/**
 * The simulator's store at scale (`node --import tsx bench/store.ts [plots]`, default 235,000): seeds a fresh
 * data folder, then measures a start on the seeded folder, supplier renames (answered only after the
 * commit, so durable when they answer) and plot pages of 200, over real HTTP on loopback. Budgets: start
 * < 15 s, rename < 50 ms, page < 50 ms (medians); exit 1 when one is missed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSimulator } from '../server/simulator/index.ts';

const plots = Number(process.argv[2] ?? 235_000);
const TOKEN = 'Bearer demo-token-amara';
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-store-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const max = (xs: number[]) => Math.max(...xs);

try {
  let t = performance.now();
  const seeding = await createSimulator({ dataDir, seedPlots: plots, speed: 1 });
  const seedMs = performance.now() - t;
  const rss = process.memoryUsage().rss;
  await seeding.close();

  t = performance.now();
  const sim = await createSimulator({ dataDir, seedPlots: plots, speed: 1 });
  const startMs = performance.now() - t;
  const server = serve({ fetch: sim.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = async (method: string, p: string, body?: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${p}`, {
      method,
      headers: { authorization: TOKEN, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
    return { ms: performance.now() - t0, json };
  };

  const { json: suppliers } = await request('GET', '/v1/suppliers?projectId=p-palm');
  const supplier = (suppliers.results as { id: string; plotCount: number }[])[0]!;
  const renames: number[] = [];
  for (let i = 0; i < 30; i++)
    renames.push((await request('PATCH', `/v1/suppliers/${supplier.id}`, { name: `Renamed ${i}` })).ms);

  const pages: number[] = [];
  let next: string | null = '/v1/plots?projectId=p-palm';
  for (let i = 0; i < 30 && next; i++) {
    const { ms, json } = await request('GET', next.replace(base, ''));
    pages.push(ms);
    next = json.nextUrl as string | null;
  }
  const filtered: number[] = [];
  for (const q of [
    'riskLevel=high',
    'riskLevel=low,medium',
    `supplier=${encodeURIComponent('Renamed 29')}`,
  ]) {
    for (let i = 0; i < 5; i++) filtered.push((await request('GET', `/v1/plots?projectId=p-palm&${q}`)).ms);
  }
  server.close();
  await sim.close();

  const rows: [string, number, number][] = [
    ['first start after the seed', startMs, 15_000],
    ['supplier rename, durable (median)', median(renames), 50],
    ['plots page of 200 (median)', median(pages), 50],
    ['filtered plots page (median)', median(filtered), 50],
  ];
  console.log(`\nSimulator store, ${plots.toLocaleString('en')} plots`);
  console.log(
    `seeded in ${(seedMs / 1000).toFixed(1)} s (RSS after seeding ${Math.round(rss / 2 ** 20)} MB)`,
  );
  let failed = 0;
  for (const [name, ms, budget] of rows) {
    const ok = ms < budget;
    if (!ok) failed++;
    console.log(
      name.padEnd(36),
      `${ms.toFixed(1)} ms`.padStart(12),
      `< ${budget} ms`.padStart(10),
      ok ? 'ok' : 'FAIL',
    );
  }
  console.log(
    `rename max ${max(renames).toFixed(1)} ms, page max ${max(pages).toFixed(1)} ms, filtered max ${max(filtered).toFixed(1)} ms`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
