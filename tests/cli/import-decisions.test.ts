/**
 * The scripts of docs/people.md ("Scripts: import decisions and pull the log") against the real server app
 * on loopback, with a personal access token: 1,000 decisions on seeded plots of p-palm imported from a CSV
 * are stored exactly once; the same import again is answered as replays and stores nothing; an import
 * whose answers were lost mid-way resumes without doubling; a bad row is reported by its line and nothing
 * is sent; and the audit log pulled as CSV and JSON holds the 1,000 decision entries.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { serve, type ServerType } from '@hono/node-server';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventSchema } from '@core/api/audit.ts';
import { createServerApp, type ServerApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { importDecisions } from '../../scripts/import-decisions.ts';
import { EXIT, type ScriptIo } from '../../scripts/lib/dashboard-client.ts';
import { pullAuditLog } from '../../scripts/pull-audit-log.ts';
import { demoToken } from '../support/demo-token.ts';

const PROJECT = ['--connection', 'simulator', '--project', 'p-palm'];
let dir = '';
let server: ServerApp;
let http: ServerType;
let url = '';
let token = '';
/** Seeded plots of p-palm, in the simulator's order, with their supplier's id. */
const plots: { id: string; supplierId: string }[] = [];
let cocoaPlot = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'import-decisions-'));
  server = await createServerApp({ ...readConfig({}), dataDir: path.join(dir, 'data') });
  http = serve({ fetch: server.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => http.once('listening', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  token = await demoToken(server, { personId: 'demo-amara', role: 'reviewer', projectIds: ['p-palm'] });

  const sim = async (p: string) =>
    (await (
      await server.simulator.app.request(`http://127.0.0.1${p}`, {
        headers: { authorization: 'Bearer demo-token-amara' },
      })
    ).json()) as { results: { id: string; name: string; supplier?: string }[]; nextUrl?: string | null };
  const suppliers = (await sim('/v1/suppliers?projectId=p-palm')).results;
  cocoaPlot = (await sim('/v1/plots?projectId=p-cocoa&limit=1')).results[0]!.id;
  let next: string | null | undefined = '/v1/plots?projectId=p-palm&limit=200';
  while (next) {
    const page = await sim(next.replace(/^https?:\/\/[^/]+/, ''));
    for (const p of page.results)
      plots.push({ id: p.id, supplierId: suppliers.find((s) => s.name === p.supplier)!.id });
    next = page.nextUrl;
  }
});

afterAll(async () => {
  await new Promise((resolve) => (http ? http.close(resolve) : resolve(undefined)));
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A script's io: the server over HTTP, the token in the environment, its lines kept. */
function io(options: { fetch?: typeof fetch } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  let requests = 0;
  const realFetch = options.fetch ?? fetch;
  const scriptIo: ScriptIo = {
    env: { DASHBOARD_TOKEN: token },
    fetch: (input, init) => {
      requests++;
      return realFetch(input, init);
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    sleep: () => Promise.resolve(),
  };
  return { io: scriptIo, out, err, requests: () => requests };
}

/** The log's decision entries, through the pull script (as JSON, to a stream). */
async function decisionEntries(extra: string[] = []) {
  const chunks: Buffer[] = [];
  const stdout = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const run = io();
  const status = await pullAuditLog(
    ['--url', url, ...PROJECT, '--format', 'json', '--kind', 'decision', ...extra],
    { ...run.io, stdout },
  );
  expect(status, run.err.join('\n')).toBe(EXIT.ok);
  return auditEventSchema.array().parse(JSON.parse(Buffer.concat(chunks).toString()));
}

/**
 * The script tells a replay from a new write by the decisions' date against the server's clock at its start
 * (whole seconds, from the Date header): a run right after another waits for the next second.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));

function csv(rows: Record<string, string>[]): string {
  return Papa.unparse(rows, {
    columns: [
      'plotId',
      'kind',
      'otherPlotId',
      'supplierId',
      'verdict',
      'reason',
      'note',
      'evidenceUrl',
      'evidenceNote',
    ],
    newline: '\r\n',
  });
}

/** Three kinds of row: one request each (same verdict, reason, note and evidence). */
function decisionRow(plot: { id: string; supplierId: string }, i: number): Record<string, string> {
  const base = {
    plotId: plot.id,
    kind: '',
    otherPlotId: '',
    supplierId: '',
    note: '',
    evidenceUrl: '',
    evidenceNote: '',
  };
  if (i % 3 === 0)
    return { ...base, supplierId: plot.supplierId, verdict: 'cleared', reason: 'no-deforestation-verified' };
  if (i % 3 === 1)
    return {
      ...base,
      kind: 'risk',
      verdict: 'needs-information',
      reason: 'awaiting-supplier-documents',
      note: 'Asked the supplier for the title deed, "urgent",\nsee the e-mail of 3 March',
    };
  return {
    ...base,
    verdict: 'excluded',
    reason: 'deforestation-confirmed',
    evidenceUrl: 'https://evidence.example.org/palm/2026-03',
    evidenceNote: 'Satellite images of 2021 and 2024',
  };
}

describe('scripts/import-decisions.ts and scripts/pull-audit-log.ts', () => {
  it('imports 1,000 decisions exactly once; the same import again replays and stores nothing', async () => {
    expect(plots.length).toBeGreaterThanOrEqual(1_030);
    const file = path.join(dir, 'decisions.csv');
    writeFileSync(file, csv(plots.slice(0, 1_000).map(decisionRow)));

    const first = io();
    const status = await importDecisions(['--url', url, ...PROJECT, file], first.io);
    expect(status, first.err.join('\n')).toBe(EXIT.ok);
    // The access check, then one request per kind of row.
    expect(first.requests()).toBe(4);
    expect(first.out.join('\n')).toMatch(/sent: +1,000 decisions stored/);
    expect(first.out.join('\n')).toMatch(/replayed: +0 /);
    expect(first.out.join('\n')).toMatch(/refused: +0 /);

    const stored = await decisionEntries();
    expect(stored).toHaveLength(1_000);
    expect(new Set(stored.map((e) => e.plotId)).size).toBe(1_000);
    const byPlot = new Map(stored.map((e) => [e.plotId, e]));
    expect(byPlot.get(plots[1]!.id)?.detail).toMatchObject({
      verdict: 'needs-information',
      note: 'Asked the supplier for the title deed, "urgent",\nsee the e-mail of 3 March',
    });
    expect(byPlot.get(plots[0]!.id)?.supplierId).toBe(plots[0]!.supplierId);
    expect(byPlot.get(plots[2]!.id)?.detail).toMatchObject({
      evidenceUrl: 'https://evidence.example.org/palm/2026-03',
      evidenceNote: 'Satellite images of 2021 and 2024',
    });
    expect(stored.every((e) => e.personId === 'demo-amara')).toBe(true);

    await nextSecond();
    const again = io();
    expect(await importDecisions(['--url', url, ...PROJECT, file], again.io), again.err.join('\n')).toBe(
      EXIT.ok,
    );
    expect(again.out.join('\n')).toMatch(/sent: +0 decisions stored/);
    expect(again.out.join('\n')).toMatch(/replayed: +1,000 decisions/);
    expect(await decisionEntries()).toHaveLength(1_000);
  });

  it('resumes an import whose answers were lost: each decision stored once', async () => {
    const file = path.join(dir, 'resume.csv');
    const rows = plots.slice(1_000, 1_030).map(decisionRow);
    writeFileSync(file, csv(rows));
    const before = (await decisionEntries()).length;

    // The second request reaches the server and is stored, but every answer to it is lost on the way back.
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (new Headers(init?.headers).get('idempotency-key')?.endsWith(':1')) {
        await response.body?.cancel();
        throw new TypeError('fetch failed: socket hang up');
      }
      return response;
    };
    const broken = io({ fetch: lossy });
    expect(await importDecisions(['--url', url, ...PROJECT, file], broken.io)).toBe(EXIT.failed);
    expect(broken.out.join('\n')).toMatch(/sent: +10 decisions stored/);
    expect(broken.out.join('\n')).toMatch(/not confirmed: +20 decisions: the import stopped/);
    expect(broken.out.join('\n')).toMatch(/Run the same command again to resume/);
    // Request 2 was stored (its answer lost, five times), request 3 never sent.
    expect((await decisionEntries()).length).toBe(before + 20);

    await nextSecond();
    const resumed = io();
    expect(await importDecisions(['--url', url, ...PROJECT, file], resumed.io), resumed.err.join('\n')).toBe(
      EXIT.ok,
    );
    expect(resumed.out.join('\n')).toMatch(/sent: +10 decisions stored/);
    expect(resumed.out.join('\n')).toMatch(/replayed: +20 decisions/);
    const after = await decisionEntries();
    expect(after.length).toBe(before + 30);
    const resumedPlots = after.map((e) => e.plotId).filter((id) => rows.some((r) => r.plotId === id));
    expect(resumedPlots.sort()).toEqual(rows.map((r) => r.plotId).sort());
  });

  it('names the line of a plot the server refuses, stores the other requests, and keeps the refused rows', async () => {
    const file = path.join(dir, 'mixed.csv');
    const rows = plots.slice(1_030, 1_036).map(decisionRow);
    // The 4th row (line 6: the 2nd row's note spans lines 3 and 4), a "cleared" row like line 2, names
    // another project's plot.
    rows[3] = { ...rows[3]!, plotId: cocoaPlot, supplierId: '' };
    writeFileSync(file, csv(rows));
    const run = io();
    expect(await importDecisions(['--url', url, ...PROJECT, file], run.io)).toBe(EXIT.failed);
    expect(run.err.join('\n')).toMatch(
      /\[1\/3\] 2 × cleared \(no-deforestation-verified\): refused \(line 6\): 400 invalid_request: .*plot \S+ (is not a plot|belongs to another project)/,
    );
    expect(run.out.join('\n')).toMatch(/sent: +4 decisions stored/);
    expect(run.out.join('\n')).toMatch(/refused: +2 decisions/);
    const refusedFile = path.join(dir, 'mixed.refused.csv');
    expect(run.out.at(-1)).toContain(refusedFile);
    const refused = Papa.parse<Record<string, string>>(readFileSync(refusedFile, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(refused.data.map((r) => [r.plotId, r.verdict])).toEqual([
      [rows[0]!.plotId, 'cleared'],
      [cocoaPlot, 'cleared'],
    ]);
  });

  it('reports bad rows by their line and sends nothing', async () => {
    const file = path.join(dir, 'bad.csv');
    writeFileSync(
      file,
      [
        'plotId,verdict,reason,note,evidenceUrl',
        `${plots[0]!.id},cleared,no-deforestation-verified,"a note over`,
        `two lines",`,
        `${plots[1]!.id},approved,no-deforestation-verified,,`,
        `${plots[2]!.id},cleared,no-deforestation-verified,,http://evidence.example.org/x`,
        `${plots[0]!.id},excluded,deforestation-confirmed,,`,
        `${plots[3]!.id},cleared`,
        '',
      ].join('\n'),
    );
    const before = (await decisionEntries()).length;
    const run = io();
    expect(await importDecisions(['--url', url, ...PROJECT, file], run.io)).toBe(EXIT.usage);
    expect(run.requests()).toBe(0);
    const report = run.err.join('\n');
    expect(report).toMatch(/^bad\.csv:4: verdict: /m);
    expect(report).toMatch(/^bad\.csv:5: evidenceUrl: must be an https:\/\/ link/m);
    expect(report).toMatch(/^bad\.csv:6: the risk item of plot \S+ is decided on line 2 already/m);
    expect(report).toMatch(/^bad\.csv:7: 2 cells where the header has 5 columns/m);
    expect(report).toMatch(/4 problems in bad\.csv: nothing was sent/);
    expect(report).not.toMatch(/bad\.csv:2:/);

    const dry = io();
    expect(await importDecisions(['--url', url, ...PROJECT, '--dry-run', file], dry.io)).toBe(EXIT.usage);
    expect(dry.requests()).toBe(0);
    expect((await decisionEntries()).length).toBe(before);
  });

  it('validates only with --dry-run, and needs the token from the environment', async () => {
    const file = path.join(dir, 'dry.csv');
    writeFileSync(file, csv(plots.slice(0, 5).map(decisionRow)));
    const dry = io();
    dry.io.env = {};
    expect(await importDecisions(['--url', url, ...PROJECT, '--dry-run', file], dry.io)).toBe(EXIT.ok);
    expect(dry.requests()).toBe(0);
    expect(dry.out.at(-1)).toMatch(/^Dry run: every row is valid; nothing was sent/);

    const tokenless = io();
    tokenless.io.env = {};
    expect(await importDecisions(['--url', url, ...PROJECT, file], tokenless.io)).toBe(EXIT.usage);
    expect(tokenless.err.join('\n')).toMatch(/Set DASHBOARD_TOKEN/);
    expect(await importDecisions(['--url', 'http://dashboard.example.org', ...PROJECT, file], io().io)).toBe(
      EXIT.usage,
    );
  });

  it('pulls the log as CSV to a file, filtered, and refuses a project the token does not open', async () => {
    const output = path.join(dir, 'audit.csv');
    const run = io();
    expect(
      await pullAuditLog(
        ['--url', url, ...PROJECT, '--kind', 'decision', '--person', 'demo-amara', '--output', output],
        { ...run.io, stdout: process.stdout },
      ),
      run.err.join('\n'),
    ).toBe(EXIT.ok);
    const parsed = Papa.parse<Record<string, string>>(readFileSync(output, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    const ids = parsed.data.map((r) => r.id);
    expect(ids.length).toBe(1_034);
    expect(new Set(ids).size).toBe(1_034);
    expect(parsed.data.every((r) => r.kind === 'decision')).toBe(true);
    expect(run.err.at(-1)).toMatch(/^1,034 entries of p-palm \(simulator\) \(.* bytes, csv\) written to /);

    const onePlot = await decisionEntries(['--plot', plots[0]!.id]);
    expect(onePlot.map((e) => e.plotId)).toEqual([plots[0]!.id]);

    const refused = io();
    const elsewhere = path.join(dir, 'cocoa.csv');
    expect(
      await pullAuditLog(
        ['--url', url, '--connection', 'simulator', '--project', 'p-cocoa', '--output', elsewhere],
        {
          ...refused.io,
          stdout: process.stdout,
        },
      ),
    ).toBe(EXIT.failed);
    expect(refused.err.join('\n')).toMatch(/403 forbidden/);
    expect(() => readFileSync(elsewhere)).toThrow();
  });

  it('imports the example file of docs/people.md as it is', async () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../../docs/people.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Scripts: import decisions and pull the log'));
    const example = /```csv\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toBeDefined();
    const file = path.join(dir, 'docs-example.csv');
    writeFileSync(file, example!);
    const run = io();
    expect(await importDecisions(['--url', url, ...PROJECT, file], run.io), run.err.join('\n')).toBe(EXIT.ok);
    expect(run.out.join('\n')).toMatch(/sent: +4 decisions stored/);
  });
});
