/**
 * What the browser benchmarks share (bench/plots-browser.ts, bench/supplier-page.ts, bench/region-map.ts):
 * the dashboard server started on a free loopback port with a seeded simulator, headless Chromium, a page
 * that records the main thread's long tasks from navigation on, the CPU of the processes this bench started
 * (from /proc, Linux), to wait until they are idle before a measurement (the bare MapLibre page the map
 * benches compare against is bare-map.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs } from '../tests/e2e/support/chromium-args.ts';
import { readFrames } from '@core/plot-packs/pack-frames.ts';
import { freePort, waitForServer } from './local-server.ts';
import { printTopFunctions } from './cpu-profile.ts';

/** The simulator's demo account the benches ask the API as (the page uses it too, without a token). */
export const BENCH_TOKEN = 'demo-token-amara';

/** Exits with a message when the app is not built in `distDir`. */
export function requireBuild(distDir: string): void {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  console.error(`${distDir}/index.html is missing: run \`npm run build\` (or set DIST_DIR) first.`);
  process.exit(1);
}

export interface BenchServer {
  base: string;
  /** Stops the server (and waits for it), then removes its data folder unless BENCH_DATA_DIR named it. */
  stop: () => Promise<void>;
}

/**
 * The dashboard server (server/main.ts) serving `distDir`, its simulator seeded with `plots` plots in one
 * project on first start. Fresh data folder unless BENCH_DATA_DIR names one to keep and reuse (the seed
 * only runs on an empty folder); BENCH_PORT picks the port. Resolves once the server answers.
 */
export async function startBenchServer(options: {
  plots: number;
  project: string;
  distDir: string;
  /** Name prefix of the temporary data folder. */
  tmpPrefix: string;
}): Promise<BenchServer> {
  const keepData = Boolean(process.env.BENCH_DATA_DIR);
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), options.tmpPrefix));
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SIM_DATA_DIR: dataDir,
      SIM_SEED_PLOTS: String(options.plots),
      SIM_SEED_PROJECT: options.project,
      DIST_DIR: options.distDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    // Seeding 100,000 plots on a first start takes a minute or two.
    await waitForServer(`${base}/api/config`, 30 * 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/**
 * Headless Chromium (CHROMIUM_PATH or /usr/bin/chromium) with the e2e suite's switches (software GL, no
 * omnibox popup renderer per context: it cost about 2 CPU-s per context, measured in every figure).
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });

/** The parent of a process, from /proc (Linux); null when it is gone. */
function parentOf(pid: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]!;
  } catch {
    return null;
  }
}

/**
 * The processes that descend from this one (the server, Chromium's), with their command lines, from /proc
 * (Linux): other browsers may run on the machine.
 */
export function descendants(): { pid: string; cmd: string }[] {
  const self = String(process.pid);
  const found: { pid: string; cmd: string }[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let up: string | null = pid;
    for (let depth = 0; up && up !== self && depth < 8; depth++) up = parentOf(up);
    if (up !== self || pid === self) continue;
    try {
      found.push({ pid, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8') });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** CPU time (ms) in a /proc stat line: utime and stime (fields 14 and 15), in ticks of 10 ms (USER_HZ 100). */
export function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU time (ms) so far of each process that descends from this one, by pid, with what it is. */
export function cpuByProcess(): Map<string, { what: string; ms: number }> {
  const out = new Map<string, { what: string; ms: number }>();
  for (const { pid, cmd } of descendants()) {
    try {
      const ms = cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      const type = /--type=([\w-]+)/.exec(cmd)?.[1];
      const utility = /--utility-sub-type=([\w.]+)/.exec(cmd)?.[1];
      const what = cmd.includes('server/main.ts')
        ? 'server'
        : type === 'renderer' && cmd.includes('--top-chrome-webui')
          ? "Chromium's UI renderer"
          : type === 'renderer'
            ? 'renderers (page, workers)'
            : type === 'utility'
              ? `utility ${utility ?? ''}`.trim()
              : type
                ? type
                : cmd.includes('chrom')
                  ? 'browser process'
                  : 'other';
      out.set(pid, { what, ms });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/**
 * Waits until the server and Chromium together use under a tenth of a core over a whole second (at most
 * `limitMs`); resolves with the time waited.
 */
export async function waitForIdle(limitMs = 30_000): Promise<number> {
  const start = performance.now();
  const descendantsCpuMs = () => [...cpuByProcess().values()].reduce((n, p) => n + p.ms, 0);
  let before = descendantsCpuMs();
  while (performance.now() - start < limitMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = descendantsCpuMs();
    if (now - before < 100) break;
    before = now;
  }
  return performance.now() - start;
}

/** The main thread's long tasks (over 50 ms) up to a moment. */
export interface LongTasks {
  count: number;
  totalMs: number;
  maxMs: number;
}

/** Long tasks of the main thread from navigation on, collected by an init script (read with `longTasksUntil`). */
const LONG_TASK_SCRIPT = () => {
  const w = window as unknown as { __longTasks: { startTime: number; duration: number }[] };
  w.__longTasks = [];
  new PerformanceObserver((list) =>
    w.__longTasks.push(...list.getEntries().map((e) => ({ startTime: e.startTime, duration: e.duration }))),
  ).observe({ type: 'longtask', buffered: true });
};

export async function longTasksUntil(page: Page, until: number): Promise<LongTasks> {
  // A task that ended just before `until` is reported a moment later: let the observer deliver it.
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    (t) =>
      (window as unknown as { __longTasks: { startTime: number; duration: number }[] }).__longTasks.filter(
        (e) => e.startTime < t,
      ),
    until,
  );
  return {
    count: tasks.length,
    totalMs: tasks.reduce((a, e) => a + e.duration, 0),
    maxMs: tasks.reduce((a, e) => Math.max(a, e.duration), 0),
  };
}

/**
 * A page in a fresh browser context (no HTTP cache, no IndexedDB: a first visit) that records long tasks; a
 * second page of its context is a revisit (it records them too).
 */
export async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  // tsx (esbuild keepNames) wraps named functions in __name(); the functions sent to the page need it too.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(LONG_TASK_SCRIPT);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return page;
}

/**
 * A CPU profile of each worker of the page (the plot loader, MapLibre's) from when
 * it starts until `stop`, which prints each worker's largest self times: where a first visit's CPU goes.
 */
export function profileWorkers(page: Page): { stop: () => Promise<void> } {
  const sessions = new Map<string, { title: string; sessionId: string }>();
  let watching = true;
  let nextId = 1;
  const replies = new Map<number, (result: unknown) => void>();
  const cdp = page.context().newCDPSession(page);
  const send = async (sessionId: string, method: string) => {
    const id = nextId++;
    const reply = new Promise<unknown>((resolve) => replies.set(id, resolve));
    await (
      await cdp
    ).send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    return reply;
  };
  const watch = (async () => {
    const session = await cdp;
    session.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
      const m = JSON.parse(e.message) as { id?: number; result?: unknown };
      if (m.id !== undefined) replies.get(m.id)?.(m.result);
    });
    while (watching) {
      const { targetInfos } = await session.send('Target.getTargets');
      for (const t of targetInfos.filter((t) => t.type === 'worker' && !sessions.has(t.targetId))) {
        const { sessionId } = await session.send('Target.attachToTarget', {
          targetId: t.targetId,
          flatten: false,
        });
        sessions.set(t.targetId, { title: t.title, sessionId });
        await send(sessionId, 'Profiler.enable');
        await send(sessionId, 'Profiler.start');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await watch;
      for (const { title, sessionId } of sessions.values()) {
        const { profile } = (await send(sessionId, 'Profiler.stop')) as {
          profile: Parameters<typeof printTopFunctions>[0];
        };
        printTopFunctions(profile, `worker ${title.split('/').pop()}`);
      }
    },
  };
}

/**
 * What a Chromium trace of a page says about its main thread's long tasks (over 50 ms): the longest, and the
 * longest once the compositor's commit inside it is taken out. With software WebGL (SwiftShader) a commit
 * waits for the GPU process to finish drawing the canvas, so a frame's wait shows up as a long "Commit" in
 * whatever task draws it, bare MapLibre's too; what is left of a task is the page's own work (scripts, style,
 * layout, paint). The GPU process's busy time is given apart.
 */
export interface TracedTasks {
  /** Long tasks of the page's main thread. */
  count: number;
  longestMs: number;
  /** The longest task less the compositor commits inside it. */
  longestOwnMs: number;
  /** Long tasks whose own part (without commits) is over 200 ms. */
  ownOver200: number;
  /**
   * What the longest task's own part was made of: scripts by file, style, layout, paint and GC (nested
   * spans are counted in each, so they may add up to more than the task).
   */
  longestOwnMadeOf: string;
  /** Time the main thread spent in commits, over the whole trace. */
  commitMs: number;
  /** Time the GPU process's main thread spent running GPU tasks (software WebGL). */
  gpuMs: number;
}

/** A trace's long tasks in a line: the longest, and its own part (commits taken out), of what it was made. */
export const describeTraced = (t: TracedTasks): string => {
  const ms = (x: number) => `${Math.round(x).toLocaleString('en')} ms`;
  return (
    `longest in the trace ${ms(t.longestMs)}, without commits ${ms(t.longestOwnMs)} (${t.longestOwnMadeOf}; ${t.ownOver200} over 200 ms), ` +
    `commits ${ms(t.commitMs)}, GPU process ${ms(t.gpuMs)}`
  );
};

/** The trace categories the long tasks need: top-level tasks, commits and GPU tasks, nothing heavier. */
const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

/**
 * More categories for a trace kept with BENCH_TRACE, comma-separated: `gpu,gpu.angle` shows what the GPU
 * process does in a commit (with software WebGL: `ReadPixels` waiting in `ContextVk::finishImpl` until
 * SwiftShader has drawn the frame).
 */
const EXTRA_CATEGORIES = process.env.BENCH_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? [];

/** Starts a Chromium trace of the browser (one at a time); read it with stopTrace. */
export const startTrace = (browser: Browser, page: Page): Promise<void> =>
  browser.startTracing(page, { categories: [...TRACE_CATEGORIES, ...EXTRA_CATEGORIES] });

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** The kinds of work a task's own part is told apart by (trace event names of devtools.timeline). */
const WORK_KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  RunMicrotasks: 'microtasks',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  ParseHTML: 'HTML',
};

/** "script maplibre-gl.js 1,200 ms, layout 300 ms": the kinds of work inside a span, largest first. */
function madeOf(events: readonly TraceEvent[], from: number, to: number): string {
  const sums = new Map<string, number>();
  for (const e of events) {
    const kind = WORK_KINDS[e.name];
    if (!kind || e.ts < from || e.ts >= to) continue;
    const file = e.args?.data?.url
      ?.split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '.js');
    const key = kind === 'script' && file ? `script ${file}` : kind;
    sums.set(key, (sums.get(key) ?? 0) + Math.min(e.dur ?? 0, to - e.ts));
  }
  return (
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([key, us]) => `${key} ${Math.round(us / 1000).toLocaleString('en')} ms`)
      .join(', ') || 'nothing traced'
  );
}

/**
 * Stops the trace and reads the long tasks of the busiest renderer main thread (the page's) up to `untilUs`
 * (trace clock, µs; all when absent). `keepAs` also writes the trace to that file (for chrome://tracing or
 * Perfetto).
 */
export async function stopTrace(browser: Browser, keepAs?: string): Promise<TracedTasks> {
  const buffer = await browser.stopTracing();
  if (keepAs) writeFileSync(keepAs, buffer);
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      threadName.get(key) === 'CrRendererMain'
    )
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 50_000);
  // Commits are logged under two categories with the same span: count each span once.
  const commits = [...new Map(onMain.filter((e) => e.name === 'Commit').map((e) => [e.ts, e])).values()];
  let longest = 0;
  let longestOwn = 0;
  let longestOwnMadeOf = 'no long task';
  let ownOver200 = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const commit = commits
      .filter((c) => c.ts >= task.ts && c.ts < end)
      .reduce((sum, c) => sum + Math.min(c.dur ?? 0, end - c.ts), 0);
    const own = task.dur! - commit;
    longest = Math.max(longest, task.dur!);
    if (own > longestOwn) {
      longestOwn = own;
      longestOwnMadeOf = madeOf(onMain, task.ts, end);
    }
    if (own > 200_000) ownOver200++;
  }
  const gpuMs = events
    .filter(
      (e) => e.ph === 'X' && e.name === 'GPUTask' && threadName.get(`${e.pid}:${e.tid}`) === 'CrGpuMain',
    )
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return {
    count: tasks.length,
    longestMs: longest / 1000,
    longestOwnMs: longestOwn / 1000,
    ownOver200,
    longestOwnMadeOf,
    commitMs: commits.reduce((sum, c) => sum + (c.dur ?? 0), 0) / 1000,
    gpuMs: gpuMs / 1000,
  };
}

/** The load average over the last minute (Linux), to read a figure against how busy the machine was. */
export const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

/**
 * Signs the demo team's admin in (the server holds the team's token: the page then reads the plots from the
 * server's copy, docs/portfolio.md) and has the server walk and pack `project` for its copy, read once to
 * the end: the session cookie for the bench's browser contexts, and the walk's and packing's time and plot
 * count.
 */
export async function teamSession(
  base: string,
  project: string,
): Promise<{
  cookie: { name: string; value: string; url: string };
  walkMs: number;
  plots: number;
  /** How long the server's overlap scan of the copy took to be ready after its packs (0: none served). */
  scanMs: number;
}> {
  const signIn = await fetch(`${base}/api/auth/demo-sign-in`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ personId: 'demo-amara' }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}`);
  const [name, value] = signIn.headers.get('set-cookie')!.split(';')[0]!.split('=') as [string, string];
  const t0 = performance.now();
  const headers = { origin: base, cookie: `${name}=${value}` };
  const url = (what: string) =>
    `${base}/api/portfolio/simulator/projects/${encodeURIComponent(project)}/${what}`;
  // The copy as the pages read it (packs, server/portfolio/packs.ts): the walk, then its packs as they are
  // made, read frame by frame (1,000,000 plots' NDJSON, 980 MB, is more than one string can hold).
  const res = await fetch(url('packs'), { headers });
  // PORTFOLIO_MIRROR=0: no copy; the pages walk the service themselves.
  if (res.status === 404) return { cookie: { name, value, url: base }, walkMs: 0, plots: 0, scanMs: 0 };
  if (!res.ok || !res.body) throw new Error(`the server's packs answered ${res.status}`);
  type Line = { type: string; plotCount?: number };
  const lines: Line[] = [];
  for await (const frame of readFrames(res.body)) if ('line' in frame) lines.push(frame.line as Line);
  const end = lines.at(-1);
  if (end?.type !== 'end') throw new Error(`the server's copy did not end: ${JSON.stringify(end)}`);
  const walkMs = performance.now() - t0;
  // The copy's double claims, scanned by the server after its packs: part of a warm server.
  const scanned = await fetch(url('overlaps'), { headers });
  if (!scanned.ok) throw new Error(`the server's overlaps answered ${scanned.status}`);
  await scanned.arrayBuffer();
  // And the Suppliers table's review counts: the detections read and the items tallied (right after the
  // scan; asked until then).
  for (let tries = 0; ; tries++) {
    const answer = (await (await fetch(url('suppliers'), { headers })).json()) as {
      reviewedAt: string | null;
    };
    if (answer.reviewedAt !== null) break;
    if (tries >= 600) throw new Error('the server did not count the review within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return {
    cookie: { name, value, url: base },
    walkMs,
    plots: end.plotCount!,
    scanMs: performance.now() - t0 - walkMs,
  };
}
