/**
 * What the browser benchmarks share (bench/plots-browser.ts, bench/supplier-page.ts, bench/region-map.ts):
 * the dashboard server started on a free loopback port with a seeded simulator, headless Chromium, a page
 * that records the main thread's long tasks from navigation on, the CPU of the processes this bench started
 * (from /proc, Linux), to wait until they are idle before a measurement, and the bare MapLibre page the map
 * benches compare against.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs } from '../tests/e2e/support/chromium-args.ts';
import { freePort, waitForServer } from './local-server.ts';

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

/** Self time per function (main thread) of a CPU profile, the 15 largest: where a revisit's long tasks go. */
export function printTopFunctions(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples?: number[];
    timeDeltas?: number[];
  },
  what = 'revisit (main thread)',
) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, k) => {
    const f = byNode.get(id)!;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[k] ?? 0) / 1000);
  });
  console.log(`${what} CPU profile, self time:`);
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${t.toFixed(0).padStart(6)} ms  ${name}`);
}

/** A map's size and view, to draw the same view on the bare side. */
export interface MapView {
  width: number;
  height: number;
  center: [number, number];
  zoom: number;
}

/**
 * The bare side of the map benches (bench/plots-browser.ts, bench/region-map.ts): MapLibre alone on a plain
 * background, one geojson source `data` (fetched from /data.geojson with the page's own query string) with a
 * fill and an outline layer, the map sized and placed by the query (w, h, lng, lat, z). Paints are the
 * layers' MapLibre paint properties.
 */
export function bareMapHtml(paint: { fill: object; line: object }): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/maplibre/maplibre-gl.css">
<style>html,body{margin:0}#map{position:absolute;left:0;top:0}</style></head>
<body><div id="map"></div><script type="module">
import * as maplibregl from '/maplibre/maplibre-gl.mjs';
maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
const q = new URLSearchParams(location.search);
const el = document.getElementById('map');
el.style.width = q.get('w') + 'px';
el.style.height = q.get('h') + 'px';
const map = new maplibregl.Map({
  container: el,
  center: [Number(q.get('lng')), Number(q.get('lat'))],
  zoom: Number(q.get('z')),
  style: { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#cfe3ef' } }] },
});
window.__bareMap = map;
map.on('load', () => {
  map.addSource('data', { type: 'geojson', data: '/data.geojson' + location.search });
  map.addLayer({ id: 'fill', type: 'fill', source: 'data', paint: ${JSON.stringify(paint.fill)} });
  map.addLayer({ id: 'line', type: 'line', source: 'data', paint: ${JSON.stringify(paint.line)} });
});
</script></body></html>`;
}

/**
 * Serves a bare map page (bareMapHtml) at /, MapLibre's own files from node_modules at /maplibre/, and
 * /data.geojson from `data` (given the request's URL; null: 404), on loopback.
 */
export function startBareMapServer(
  html: string,
  data: (url: URL) => string | Readable | null,
  port: number,
): Promise<Server> {
  const maplibreDir = path.resolve('node_modules/maplibre-gl/dist');
  const types: Record<string, string> = { '.mjs': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    } else if (url.pathname === '/data.geojson') {
      const body = data(url);
      if (body === null) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/geo+json' });
      if (typeof body === 'string') res.end(body);
      else body.pipe(res);
    } else if (url.pathname.startsWith('/maplibre/')) {
      const file = path.join(maplibreDir, path.basename(url.pathname));
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Opens the bare map on `view` (with `query` added to its URL) and resolves when it is drawn: the style
 * loaded, its source loaded (MapLibre's worker has parsed and indexed the whole file), every tile in view
 * loaded and the map still; checked on every rendered frame and every 100 ms, as the benches check their
 * page's map. Long tasks are counted up to then.
 */
export async function measureBareMap(
  page: Page,
  base: string,
  view: MapView,
  query: Record<string, string> = {},
): Promise<{ drawn: number; longTasks: LongTasks }> {
  const q = new URLSearchParams({
    ...query,
    w: String(view.width),
    h: String(view.height),
    lng: String(view.center[0]),
    lat: String(view.center[1]),
    z: String(view.zoom),
  });
  await page.goto(`${base}/?${q}`, { waitUntil: 'commit' });
  const drawn = await page.evaluate(async () => {
    const map = await new Promise<MapLibreMap>((resolve) => {
      const look = () => {
        const m = (window as unknown as { __bareMap?: MapLibreMap }).__bareMap;
        if (m) resolve(m);
        else setTimeout(look, 20);
      };
      look();
    });
    return new Promise<number>((resolve) => {
      const check = () => {
        if (!(
          map.getSource('data') &&
          map.loaded() &&
          map.isSourceLoaded('data') &&
          map.areTilesLoaded() &&
          !map.isMoving()
        ))
          return;
        clearInterval(timer);
        map.off('render', check);
        resolve(performance.now());
      };
      const timer = setInterval(check, 100);
      map.on('render', check);
      check();
    });
  });
  return { drawn, longTasks: await longTasksUntil(page, drawn) };
}
