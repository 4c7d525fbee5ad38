/**
 * Plot checker benchmark:
 * `node --import tsx bench/checker.ts [--big] [--chromium] [--runs=N] [--rules=DIR]`.
 *
 * Generates 100,000 plots (24-vertex rings, ~71 MB; every 1000th plot repeats an earlier geometry, so the
 * duplicate rule is exercised and its count verified) in a temp dir, streaming to disk. Each measured phase
 * then runs in its own child process (`--expose-gc`), so one phase's heap cannot pollute the next one's
 * figures (the old single-process run reported the JSON.parse garbage as the checker's memory):
 *  - `parse`: `JSON.parse(readFileSync(file, 'utf8'))`, the bare baseline (read + decode + parse);
 *  - `check`: `checkFileStream` fed by a 1 MiB-chunk read stream (what the worker does with a File).
 * Every phase runs `--runs` times (default 3, alternating, since the machine is shared) and the table shows
 * the median time with its min–max and the median CPU time (user + system: steadier than wall time when
 * other work shares the CPUs). Memory columns are the worst run: peak RSS is the child's `maxRSS` (the
 * kernel's high-water mark, which also catches a synchronous JSON.parse that no timer could sample); peak
 * heap and peak buffers (ArrayBuffers: read chunks, typed arrays) are sampled at every chunk (check) or
 * right after parsing while the result is alive (parse). `base RSS` is the child's RSS before the phase
 * (Node + tsx + the rule module), so the phase's own share is the difference.
 *
 * `--chromium` also runs both phases in Chromium Web Workers (playwright, /usr/bin/chromium or $CHROMIUM;
 * wall time only), the uploader's real environment (target: 100,000 plots in < 3 s).
 * `--big` adds a ~1 GB file (1.43 M plots), written streaming, never held in memory, and checked the same
 * way (targets: ≥ 40 MB/s, memory under 300 MB). `--rules=DIR` benchmarks another copy of
 * core/plot-rules (e.g. a `git archive` of an older commit) for before/after figures.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as PlotRulesModule from '@core/plot-rules/index.ts';
import { BIG_COUNT, DUP_EVERY, SMALL_COUNT, VERTICES, writeFile } from './plot-file.ts';

/** The module's type; the value is imported at run time from `--rules` (default: this tree's copy). */
type PlotRules = typeof PlotRulesModule;

const MB = 1e6;
const MiB = 1024 * 1024;

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** What one child phase reports (bytes and milliseconds). */
interface PhaseResult {
  ms: number;
  /** CPU time of the phase (user + system, all threads): less sensitive than `ms` to a busy machine. */
  cpuMs: number;
  /** JSON.parse alone (parse phase), without reading and decoding the file. */
  parseMs?: number;
  /** Chromium check: chunks delivered by blob.stream() and the time spent waiting for them. */
  chunks?: number;
  readMs?: number;
  features: number;
  problems: number;
  duplicates: number;
  heap: number;
  /** Peak of ArrayBuffer memory (read chunks, the duplicate table's typed arrays): outside the JS heap. */
  buffers: number;
  rss: number;
  baseRss: number;
}

const cpuMsSince = (c0: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

// ---- child side ------------------------------------------------------------------------------------------

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

async function phaseParse(file: string): Promise<PhaseResult> {
  gc();
  const baseRss = process.memoryUsage.rss();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const text = readFileSync(file, 'utf8');
  const t1 = performance.now();
  const value = JSON.parse(text) as { features: unknown[] };
  const t2 = performance.now();
  const cpuMs = cpuMsSince(c0);
  const m = process.memoryUsage(); // text and parsed value both alive: the phase's peak
  return {
    ms: t2 - t0,
    cpuMs,
    parseMs: t2 - t1,
    features: value.features.length,
    problems: 0,
    duplicates: 0,
    heap: m.heapUsed,
    buffers: m.arrayBuffers,
    rss: process.resourceUsage().maxRSS * 1024,
    baseRss,
  };
}

async function phaseCheck(file: string, rulesDir: string): Promise<PhaseResult> {
  const rules = (await import(pathToFileURL(join(rulesDir, 'index.ts')).href)) as PlotRules;
  await rules.loadLandIndex(); // one-off ~20 ms per session, not part of the per-file figures
  gc();
  const baseRss = process.memoryUsage.rss();
  let heap = 0;
  let buffers = 0;
  // Samples the heap once per 1 MiB chunk: the checker is synchronous between chunks, so a timer could
  // not fire more often anyway.
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const c of createReadStream(file, { highWaterMark: MiB }) as AsyncIterable<Buffer>) {
      const m = process.memoryUsage();
      if (m.heapUsed > heap) heap = m.heapUsed;
      if (m.arrayBuffers > buffers) buffers = m.arrayBuffers;
      yield c;
    }
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const s = await rules.checkFileStream(
    'bench.geojson',
    chunks(),
    rules.DEFAULT_CHECK_OPTIONS,
    rules.createUploadCheckState(),
    { maxProblems: 1000 },
  );
  const ms = performance.now() - t0;
  const cpuMs = cpuMsSince(c0);
  const m = process.memoryUsage();
  return {
    ms,
    cpuMs,
    features: s.featureCount,
    problems: Object.values(s.counts).reduce((a, b) => a + b, 0),
    duplicates: s.counts['duplicate-geometry'] ?? 0,
    heap: Math.max(heap, m.heapUsed),
    buffers: Math.max(buffers, m.arrayBuffers),
    rss: process.resourceUsage().maxRSS * 1024,
    baseRss,
  };
}

// ---- Chromium (--chromium) -------------------------------------------------------------------------------

/**
 * Worker script for `--chromium`: bundled by esbuild with the rule module, started fresh for every run (a
 * new worker is a new heap, like the child processes above). It fetches the file into a Blob first (like a
 * File picked from disk), then times either `JSON.parse(await blob.text())` or `checkFileStream` over
 * `blob.stream()`, which is what the uploads worker does (src/features/uploads/check/run-check.ts).
 */
const WORKER_SOURCE = `
import { checkFileStream, createUploadCheckState, DEFAULT_CHECK_OPTIONS, loadLandIndex } from './index.ts';
let chunkCount = 0;
let readMs = 0;
async function* chunks(blob) {
  const reader = blob.stream().getReader();
  for (;;) {
    const t = performance.now();
    const { done, value } = await reader.read();
    readMs += performance.now() - t;
    if (done) return;
    chunkCount++;
    yield value;
  }
}
self.onmessage = async (e) => {
  try {
    const blob = await (await fetch(e.data.url)).blob();
    await loadLandIndex();
    const t0 = performance.now();
    if (e.data.phase === 'parse') {
      const v = JSON.parse(await blob.text());
      self.postMessage({ ms: performance.now() - t0, features: v.features.length, problems: 0, duplicates: 0 });
    } else {
      const s = await checkFileStream('bench.geojson', chunks(blob), DEFAULT_CHECK_OPTIONS, createUploadCheckState(), { maxProblems: 1000 });
      self.postMessage({
        ms: performance.now() - t0,
        features: s.featureCount,
        problems: Object.values(s.counts).reduce((a, b) => a + b, 0),
        duplicates: s.counts['duplicate-geometry'] ?? 0,
        chunks: chunkCount,
        readMs,
      });
    }
  } catch (err) {
    self.postMessage({ error: String(err && err.stack || err) });
  }
};
`;

/** Runs both phases `runs` times in Chromium Web Workers; wall time only (no per-worker memory API). */
async function chromiumRuns(
  file: string,
  rulesDir: string,
  runs: number,
): Promise<{ parse: PhaseResult[]; check: PhaseResult[] }> {
  const esbuild = await import('esbuild');
  const { chromium } = await import('@playwright/test');
  const { createServer } = await import('node:http');
  const bundle = await esbuild.build({
    stdin: { contents: WORKER_SOURCE, resolveDir: rulesDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  const workerJs = bundle.outputFiles[0]!.contents;
  const server = createServer((req, res) => {
    if (req.url === '/worker.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(workerJs);
    } else if (req.url === '/data.geojson') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': statSync(file).size });
      createReadStream(file).pipe(res);
    } else res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bench</title>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const run = async (phase: 'parse' | 'check'): Promise<PhaseResult> => {
      const r = await page.evaluate(
        ({ phase }) =>
          new Promise<Record<string, number | string>>((done) => {
            const w = new Worker('/worker.js', { type: 'module' });
            w.onmessage = (e: MessageEvent<Record<string, number | string>>) => {
              w.terminate();
              done(e.data);
            };
            w.postMessage({ phase, url: '/data.geojson' });
          }),
        { phase },
      );
      if (typeof r['error'] === 'string') throw new Error(`Chromium ${phase}: ${r['error']}`);
      const n = (k: string): number => Number(r[k] ?? 0);
      return {
        ms: n('ms'),
        cpuMs: NaN,
        features: n('features'),
        problems: n('problems'),
        duplicates: n('duplicates'),
        chunks: n('chunks'),
        readMs: n('readMs'),
        heap: NaN,
        buffers: NaN,
        rss: NaN,
        baseRss: NaN,
      };
    };
    const parse: PhaseResult[] = [];
    const check: PhaseResult[] = [];
    for (let k = 0; k < runs; k++) {
      parse.push(await run('parse'));
      check.push(await run('check'));
    }
    return { parse, check };
  } finally {
    await browser.close();
    server.close();
  }
}

// ---- parent side -----------------------------------------------------------------------------------------

function runChild(phase: 'parse' | 'check', file: string, rulesDir: string): PhaseResult {
  const r = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      '--expose-gc',
      fileURLToPath(import.meta.url),
      `--phase=${phase}`,
      `--file=${file}`,
      `--rules=${rulesDir}`,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{'))
    throw new Error(`${phase} child failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line) as PhaseResult;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
// NaN: not measured (Chromium workers expose no CPU or memory figures).
const fmtMiB = (b: number): string => (Number.isNaN(b) ? '–' : `${(b / MiB).toFixed(0)} MiB`);
const fmtMs = (ms: number): string =>
  Number.isNaN(ms) ? '–' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`;

interface Row {
  label: string;
  bytes: number;
  results: PhaseResult[];
  note: string;
}

function tableRow({ label, bytes, results, note }: Row): string[] {
  const ms = results.map((r) => r.ms);
  const t = median(ms);
  const features = results[0]?.features ?? 0;
  return [
    label,
    `${(bytes / MB).toFixed(1)} MB`,
    `${fmtMs(t)} (${fmtMs(Math.min(...ms))}–${fmtMs(Math.max(...ms))})`,
    (bytes / MB / (t / 1000)).toFixed(1),
    fmtMs(median(results.map((r) => r.cpuMs))),
    `${(features / t).toFixed(0)}k` /* features per ms = thousands per s */,
    // Memory: the worst run, since it is a budget.
    fmtMiB(Math.max(...results.map((r) => r.heap))),
    fmtMiB(Math.max(...results.map((r) => r.buffers))),
    fmtMiB(Math.max(...results.map((r) => r.rss))),
    fmtMiB(Math.max(...results.map((r) => r.baseRss))),
    note,
  ];
}

function verify(results: PhaseResult[], count: number, label: string): void {
  const dups = Math.floor(count / DUP_EVERY);
  for (const r of results) {
    if (r.features !== count || r.duplicates !== dups || r.problems !== dups)
      throw new Error(
        `${label}: expected ${count} features and ${dups} duplicate-geometry problems only, got ${r.features} features, ${r.duplicates} duplicates, ${r.problems} problems`,
      );
  }
}

async function main(): Promise<void> {
  const phase = arg('phase');
  const rulesDir = resolve(arg('rules') ?? join(fileURLToPath(import.meta.url), '@core/plot-rules'));
  if (phase) {
    const file = arg('file') ?? '';
    const r = phase === 'parse' ? await phaseParse(file) : await phaseCheck(file, rulesDir);
    console.log(JSON.stringify(r));
    return;
  }

  const runs = Math.max(1, Number(arg('runs') ?? 3));
  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'plot-bench-'));
  const t0 = performance.now();
  try {
    const small = join(dir, 'plots-100k.geojson');
    const bytes = await writeFile(small, SMALL_COUNT);
    const parse: PhaseResult[] = [];
    const check: PhaseResult[] = [];
    for (let k = 0; k < runs; k++) {
      parse.push(runChild('parse', small, rulesDir));
      check.push(runChild('check', small, rulesDir));
    }
    verify(check, SMALL_COUNT, 'check 100k');
    const ratio = median(check.map((r) => r.ms)) / median(parse.map((r) => r.ms));
    const cpuRatio = median(check.map((r) => r.cpuMs)) / median(parse.map((r) => r.cpuMs));
    rows.push({
      label: 'JSON.parse(readFileSync) 100k',
      bytes,
      results: parse,
      note: `JSON.parse alone ${fmtMs(median(parse.map((r) => r.parseMs ?? 0)))}`,
    });
    rows.push({
      label: 'checkFileStream 100k',
      bytes,
      results: check,
      note: `ratio ${ratio.toFixed(2)}× (target ≤ 1.5×), CPU ${cpuRatio.toFixed(2)}×; ${check[0]?.duplicates ?? 0} duplicates found`,
    });
    if (process.argv.includes('--chromium')) {
      const c = await chromiumRuns(small, rulesDir, runs);
      verify(c.check, SMALL_COUNT, 'Chromium check 100k');
      const r = median(c.check.map((x) => x.ms)) / median(c.parse.map((x) => x.ms));
      rows.push({
        label: 'Chromium: JSON.parse(blob.text()) 100k',
        bytes,
        results: c.parse,
        note: 'Web Worker',
      });
      rows.push({
        label: 'Chromium: checkFileStream 100k',
        bytes,
        results: c.check,
        note: `Web Worker, blob.stream() (${c.check[0]?.chunks ?? 0} chunks, waiting ${fmtMs(median(c.check.map((x) => x.readMs ?? 0)))}); ratio ${r.toFixed(2)}×; target < 3 s`,
      });
    }
    rmSync(small);

    if (process.argv.includes('--big')) {
      const big = join(dir, 'plots-1gb.geojson');
      const bigBytes = await writeFile(big, BIG_COUNT);
      const r: PhaseResult[] = [];
      for (let k = 0; k < runs; k++) r.push(runChild('check', big, rulesDir));
      verify(r, BIG_COUNT, 'check 1 GB');
      rows.push({
        label: 'checkFileStream ~1 GB',
        bytes: bigBytes,
        results: r,
        note: `targets ≥ 40 MB/s, < 300 MB; ${r[0]?.duplicates ?? 0} duplicates found`,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const header = [
    'run',
    'size',
    `time, median of ${runs} (min–max)`,
    'MB/s',
    'CPU',
    'feat/s',
    'peak heap',
    'peak buffers',
    'peak RSS',
    'base RSS',
    'notes',
  ];
  const cells = rows.map(tableRow);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n'),
  );
  console.log(
    `Node ${process.version}, ${VERTICES}-vertex rings, 1 MiB chunks, rules ${rulesDir}, one child process per run; time/CPU: median, memory: worst run; total ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
  );
}

await main();
