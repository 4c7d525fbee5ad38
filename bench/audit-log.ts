/**
 * The audit log at scale: `node --import tsx bench/audit-log.ts [--entries=100000]`.
 *
 * Fills a fresh SQLite store through the server's database layer (server/review/database.ts) with 100,000
 * entries of p-palm's log (bench/audit-log-fill.ts: decisions shaped by server/audit/audit-rows.ts, a team
 * sign-in every 50th, and 5 % of another project's entries that must not show), starts the server app on it
 * and, over HTTP on loopback with a personal access token, as a script would:
 * - pages through the whole log with the cursor, 1,000 a page (`GET /api/audit/…/events?limit=1000`): total
 *   time, and the first and last pages (keyset paging: a page costs the same at entry 10 and 100,000);
 * - exports it whole as CSV and as JSON (streamed), first, before paging fills the heap: time, and the
 *   process's RSS before and at its peak while the export runs;
 * - a baseline in the same run: a bare `SELECT * FROM audit_event ORDER BY seq DESC` of every row with
 *   better-sqlite3, which any paging or export must also do, and the ratio of each to it.
 * Exit 1 when a page or an export misses or repeats an entry. Figures from a shared 2-core machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { auditPageSchema } from '@core/api/audit.ts';
import { createServerApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openReviewDatabase } from '../server/review/database.ts';
import { reviewDbFileOf } from '../server/review/index.ts';
import { demoToken } from '../tests/support/demo-token.ts';
import { fillAuditLog } from './audit-log-fill.ts';

const arg = process.argv.find((a) => a.startsWith('--entries='));
const ENTRIES = arg ? Number(arg.slice('--entries='.length)) : 100_000;
const PAGE = 1_000;
const PROJECT_LOG = '/api/audit/simulator/projects/p-palm';

const dir = await mkdtemp(path.join(tmpdir(), 'bench-audit-'));
const config = { ...readConfig({}), dataDir: path.join(dir, 'data') };
const dbFile = reviewDbFileOf(config);
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let failures = 0;
const fail = (message: string) => {
  failures++;
  console.log(`FAILED: ${message}`);
};

/**
 * The process's RSS before `work` and its peak while it runs (sampled: the event loop turns between the
 * export's batches). Server and client share the process; the client keeps no chunk, so what grows is the
 * server's.
 */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

try {
  // The server makes the store (migrations, the demo team); the entries go in through a second connection.
  const server = await createServerApp(config);
  const token = await demoToken(server, { personId: 'demo-amara', role: 'viewer', projectIds: ['p-palm'] });
  const filling = await openReviewDatabase({ databaseUrl: null, sqliteFile: dbFile });
  const fillMs = await fillAuditLog(filling.db, {
    teamId: 'demo-team',
    connection: 'simulator',
    projectId: 'p-palm',
    count: ENTRIES,
    otherProjectId: 'p-cocoa',
    otherCount: Math.round(ENTRIES / 20),
  });
  await filling.close();

  const sqlite = new Database(dbFile, { readonly: true });
  const expected = sqlite
    .prepare(
      `SELECT id FROM audit_event WHERE (connection = 'simulator' AND project_id = 'p-palm') OR project_id IS NULL ORDER BY seq DESC`,
    )
    .pluck()
    .all() as string[];
  // The baseline: every row read once, newest first, with no filter, paging or encoding.
  const baseline: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    let rows = 0;
    for (const _ of sqlite.prepare('SELECT * FROM audit_event ORDER BY seq DESC').iterate()) rows++;
    baseline.push(performance.now() - t);
    if (rows < ENTRIES) fail(`the baseline read ${rows} rows`);
  }
  sqlite.close();
  const baseMs = median(baseline);

  const http = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => http.once('listening', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const headers = { authorization: `Bearer ${token}` };

  /** An export read as a script reads it: chunk by chunk, kept nowhere, its records counted. */
  async function exportOnce(format: 'csv' | 'json') {
    const t = performance.now();
    const response = await fetch(`${base}${PROJECT_LOG}/events.${format}`, { headers });
    let bytes = 0;
    let lineBreaks = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      // Notes hold line breaks, but only inside JSON strings (escaped): a raw one ends a record.
      for (const b of chunk) if (b === 0x0a) lineBreaks++;
    }
    return { ms: performance.now() - t, bytes, records: lineBreaks - 1 };
  }
  const csv = await peakRss(() => exportOnce('csv'));
  const json = await peakRss(() => exportOnce('json'));
  for (const [name, r] of [
    ['CSV', csv.result],
    ['JSON', json.result],
  ] as const)
    if (r.records !== expected.length)
      fail(`the ${name} export held ${r.records} records, not ${expected.length}`);

  // Paging: every page of 1,000, newest first, until nextCursor is null.
  const pageMs: number[] = [];
  const paged: string[] = [];
  const pagingStart = performance.now();
  let cursor: string | null = '';
  while (cursor !== null) {
    const t = performance.now();
    const response = await fetch(
      `${base}${PROJECT_LOG}/events?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`,
      { headers },
    );
    const page = auditPageSchema.parse(await response.json());
    pageMs.push(performance.now() - t);
    for (const e of page.events) paged.push(e.id);
    cursor = page.nextCursor;
  }
  const pagingMs = performance.now() - pagingStart;
  if (paged.length !== expected.length || paged.some((id, i) => id !== expected[i]))
    fail(`paging returned ${paged.length} entries, not the ${expected.length} of the log in order`);

  await new Promise((resolve) => http.close(resolve));
  await server.close();

  const firstPages = median(pageMs.slice(0, 10));
  const lastPages = median(pageMs.slice(-10));
  const rows: [string, string, string][] = [
    ['what', 'time', 'ratio to the bare SELECT'],
    [`fill: ${(ENTRIES * 1.05).toLocaleString('en')} entries, one transaction`, fmt(fillMs), ''],
    [`baseline: bare SELECT * of every row, newest first (median of 3)`, fmt(baseMs), '1.0×'],
    [
      `paging: ${pageMs.length} pages of ${PAGE.toLocaleString('en')} (${paged.length.toLocaleString('en')} entries)`,
      fmt(pagingMs),
      `${(pagingMs / baseMs).toFixed(1)}×`,
    ],
    [`  a page, median of the first 10 / of the last 10`, `${fmt(firstPages)} / ${fmt(lastPages)}`, ''],
    [
      `CSV export, ${mb(csv.result.bytes)}; RSS ${mb(csv.before)} before, peak ${mb(csv.peak)}`,
      fmt(csv.result.ms),
      `${(csv.result.ms / baseMs).toFixed(1)}×`,
    ],
    [
      `JSON export, ${mb(json.result.bytes)}; RSS ${mb(json.before)} before, peak ${mb(json.peak)}`,
      fmt(json.result.ms),
      `${(json.result.ms / baseMs).toFixed(1)}×`,
    ],
  ];
  for (const [what, time, ratio] of rows) console.log(`${what.padEnd(72)} ${time.padStart(16)}  ${ratio}`);
  console.log(`peak RSS of the process: ${mb(process.resourceUsage().maxRSS * 1024)}`);
  console.log('(figures from a shared machine: other work may have been running)');
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
