/**
 * The Jurisdictions page's region map against bare MapLibre drawing the same regions, side by side in one
 * run, in headless Chromium (software GL), and the longest main-thread task of the page (issue 31).
 *
 * - Page: a first visit (fresh context) to /jurisdictions opened on a country, with BENCH_PLOTS plots in
 *   the project (default 10,000). "Drawn" is the moment the page says that country's regions are drawn
 *   (their list and every boundary fetched from the API, in batches, and handed to the map) and its map is
 *   idle with the regions' source loaded. The page walks the plots once the countries and the regions are
 *   in (first-view.ts), so they load, are counted and drawn while the search below runs. Then every region
 *   is searched (the table loads them all and filters them): "searched" is when the search's rows are
 *   shown. Long tasks are counted up to the end, the plots' included.
 * - Bare: a page with MapLibre alone, one geojson source of the same regions (fetched beforehand from the
 *   same API into a static file), fill and outline coloured by risk, on the page's own view; "drawn" is
 *   the map idle with that source loaded.
 * - Ratio: page drawn / bare drawn, medians over BENCH_RUNS runs (default 3), target ≤ 3 (the page also
 *   loads its country list, the plots, the basemap and its own code); no main-thread task over 200 ms.
 *
 * - The longest task is the longer of two measures: the Long Tasks API's (a PerformanceObserver in the page)
 *   and the trace's (each task the page's main thread ran). The API can miss a task that only updates the
 *   rendering: a probe's 731 ms commit, waiting for SwiftShader, was not reported by it (longest 179 ms).
 * - Both sides are traced (Chromium trace, browser-bench.ts stopTrace): each long task is also given without
 *   the compositor's commits inside it. With software WebGL a commit waits for the GPU process to draw the
 *   canvas, bare MapLibre's too; what is left is the page's own work (scripts, style, layout, paint). The
 *   target stays the whole task; the split says where it goes. The load average is printed with each run:
 *   on a shared machine figures only compare within one run. BENCH_TRACE_CATEGORIES adds trace categories.
 *
 * Countries measured: Uganda (the most regions, 111) and Indonesia (33); BENCH_COUNTRIES=jur-XXX,… to
 * choose. Needs the e2e build (DIST_DIR, default dist-e2e) for the map's test hook. BENCH_PROFILE=1 prints
 * the page's main-thread CPU profile (BENCH_PROFILE_FILE=x.json keeps it); BENCH_TRACE=x.json keeps the
 * traces (x.json the page's, x.bare.json the bare map's; the last run's).
 */
import type { Server } from 'node:http';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { bareMapHtml, measureBareMap, startBareMapServer, type MapView } from './bare-map.ts';
import {
  BENCH_TOKEN,
  launchChromium,
  loadAverage,
  longTasksUntil,
  newPage,
  requireBuild,
  startBenchServer,
  startTrace,
  stopTrace,
  waitForIdle,
  type LongTasks,
  describeTraced,
  type TracedTasks,
} from './browser-bench.ts';
import { printTopFunctions } from './cpu-profile.ts';
import { freePort } from './local-server.ts';

const DIST_DIR = process.env.DIST_DIR ?? 'dist-e2e';
const PLOTS = Number(process.env.BENCH_PLOTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COUNTRIES = (process.env.BENCH_COUNTRIES ?? 'jur-UGA,jur-IDN').split(',');
const PROJECT = process.env.BENCH_PROJECT ?? 'p-palm';
const VIEWPORT = { width: 1280, height: 900 };
const TARGET_RATIO = 3;
const TASK_LIMIT_MS = 200;
const PROFILE = process.env.BENCH_PROFILE === '1';
const TRACE = process.env.BENCH_TRACE;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x).toLocaleString('en')} ms`;
const tasks = (t: LongTasks) => `${t.count} over 50 ms, longest ${ms(t.maxMs)}, total ${ms(t.totalMs)}`;
/** The longest main-thread task by either measure (see the header). */
const longestOf = (m: { longTasks: LongTasks; traced: TracedTasks }) =>
  Math.max(m.longTasks.maxMs, m.traced.longestMs);
const traced = describeTraced;

/** The country's regions with their boundaries, as one GeoJSON file for the bare side (same API). */
async function regionsGeoJson(base: string, countryId: string): Promise<{ json: string; count: number }> {
  const api = `${base}/api/simulator/v1/jurisdictions`;
  const headers = { authorization: `Bearer ${BENCH_TOKEN}` };
  const features: unknown[] = [];
  let url: string | null = `${api}?framework=EUDR&parentId=${countryId}`;
  while (url) {
    const res: Response = await fetch(url, { headers });
    if (!res.ok) throw new Error(`GET regions: ${res.status}`);
    const page = (await res.json()) as { nextUrl: string | null; results: { id: string }[] };
    for (const r of page.results) {
      const detail = (await (await fetch(`${api}/${r.id}?framework=EUDR`, { headers })).json()) as {
        id: string;
        geometry: unknown;
        assessment: { riskLevel: string };
      };
      features.push({
        type: 'Feature',
        id: features.length,
        properties: { id: detail.id, risk: detail.assessment.riskLevel },
        geometry: detail.geometry,
      });
    }
    url = page.nextUrl ? new URL(page.nextUrl, base).href : null;
  }
  return { json: JSON.stringify({ type: 'FeatureCollection', features }), count: features.length };
}

/** The bare side's colours: the page's risk colours, fill and outline. */
const BARE_HTML = bareMapHtml({
  fill: {
    'fill-color': [
      'match',
      ['get', 'risk'],
      'high',
      '#dc2626',
      'medium',
      '#f59e0b',
      'low',
      '#facc15',
      '#94a3b8',
    ],
    'fill-opacity': 0.9,
  },
  line: { 'line-color': '#44403c', 'line-width': 1 },
});

interface PageMarks {
  drawn: number;
  searched: number;
  regions: number;
  view: MapView;
  longTasks: LongTasks;
  traced: TracedTasks;
}

async function measurePage(page: Page, base: string, countryId: string): Promise<PageMarks> {
  const profiler = PROFILE ? await page.context().newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
    await profiler.send('Profiler.start');
  }
  const browser = page.context().browser()!;
  await startTrace(browser, page);
  await page.goto(`${base}/jurisdictions?framework=EUDR&project=${PROJECT}&selected=${countryId}`, {
    waitUntil: 'commit',
  });
  const drawn = await page.evaluate(async () => {
    const DRAWN = /^(\d+) regions of .+ drawn by their assessed risk/;
    const status = () =>
      [...document.querySelectorAll('[role=status]')]
        .map((e) => e.textContent ?? '')
        .find((t) => DRAWN.test(t));
    const hook = () => (window as unknown as { __jurisdictionsMap?: MapLibreMap }).__jurisdictionsMap;
    // The status may come before the map is made (the regions came before the map's code): wait for both.
    await new Promise<void>((resolve) => {
      const tick = () => (status() && hook() ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    // The map is handed the last batch of regions in an effect of the render that wrote the status: two
    // frames later it has it (and its source is loading), as in bench/plots-browser.ts.
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    const map = hook()!;
    // Settled: the regions' source loaded and the map idle, checked each frame and every 100 ms.
    const at = await new Promise<number>((resolve) => {
      const check = () => {
        const source = 'jur-regions';
        if (!(map.getSource(source) && map.isSourceLoaded(source) && map.areTilesLoaded() && !map.isMoving()))
          return;
        clearInterval(timer);
        map.off('render', check);
        resolve(performance.now());
      };
      const timer = setInterval(check, 100);
      map.on('render', check);
      check();
    });
    const c = map.getCenter();
    const canvas = map.getCanvas();
    return {
      at,
      regions: Number(DRAWN.exec(status()!)![1]),
      view: {
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        center: [c.lng, c.lat] as [number, number],
        zoom: map.getZoom(),
      },
    };
  });
  // Every region searched: the table loads them all (pages of 100) and keeps the matching names.
  const t0 = await page.evaluate(() => performance.now());
  await page.getByLabel('Search countries and regions').fill('an');
  await page
    .getByText('Loading every region to search them…')
    .waitFor({ state: 'detached', timeout: 120_000 });
  await page.locator('tbody tr[data-level="1"]').first().waitFor({ timeout: 120_000 });
  const searched = (await page.evaluate(() => performance.now())) - t0;
  const end = await page.evaluate(() => performance.now());
  const trace = await stopTrace(browser, TRACE);
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    printTopFunctions(profile, 'page (main thread)');
    if (process.env.BENCH_PROFILE_FILE)
      writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
  }
  return {
    drawn: drawn.at,
    searched,
    regions: drawn.regions,
    view: drawn.view,
    longTasks: await longTasksUntil(page, end),
    traced: trace,
  };
}

async function main() {
  requireBuild(DIST_DIR);
  console.log(
    `Region map: ${PLOTS.toLocaleString('en')} plots, ${RUNS} run(s) per country, build ${DIST_DIR}`,
  );
  const server = await startBenchServer({
    plots: PLOTS,
    project: PROJECT,
    distDir: DIST_DIR,
    tmpPrefix: 'bench-regions-',
  });
  const files = new Map<string, string>();
  let bareServer: Server | null = null;
  const browser = await launchChromium();
  let failed = false;
  try {
    for (const id of COUNTRIES) files.set(id, (await regionsGeoJson(server.base, id)).json);
    bareServer = await startBareMapServer(
      BARE_HTML,
      (url) => files.get(url.searchParams.get('c') ?? '') ?? null,
      await freePort(),
    );
    const bareBase = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;
    for (const id of COUNTRIES) {
      const pages: PageMarks[] = [];
      const bares: { drawn: number; longTasks: LongTasks; traced: TracedTasks }[] = [];
      for (let run = 0; run < RUNS; run++) {
        await waitForIdle();
        const page = await newPage(browser, VIEWPORT);
        const m = await measurePage(page, server.base, id);
        await page.context().close();
        pages.push(m);
        await waitForIdle();
        const bare = await newPage(browser, VIEWPORT);
        await startTrace(browser, bare);
        const measured = await measureBareMap(bare, bareBase, m.view, { c: id });
        const b = {
          ...measured,
          traced: await stopTrace(browser, TRACE?.replace(/(\.json)?$/, '.bare.json')),
        };
        await bare.context().close();
        bares.push(b);
        console.log(
          `  ${id} run ${run + 1} (load ${loadAverage()}): page ${m.regions} regions drawn ${ms(m.drawn)}, every region searched ${ms(m.searched)}, ` +
            `long tasks ${tasks(m.longTasks)}, ${traced(m.traced)}; ` +
            `bare MapLibre drawn ${ms(b.drawn)}, long tasks ${tasks(b.longTasks)}, ${traced(b.traced)}`,
        );
      }
      const ratio = median(pages.map((p) => p.drawn)) / median(bares.map((b) => b.drawn));
      const longest = Math.max(...pages.map(longestOf));
      const longestOwn = Math.max(...pages.map((p) => p.traced.longestOwnMs));
      const bareLongest = Math.max(...bares.map(longestOf));
      const bareLongestOwn = Math.max(...bares.map((b) => b.traced.longestOwnMs));
      const ratioMet = ratio <= TARGET_RATIO;
      const tasksMet = longest <= TASK_LIMIT_MS;
      console.log(
        `${id}: page drawn ${ms(median(pages.map((p) => p.drawn)))} (median), bare ${ms(median(bares.map((b) => b.drawn)))}, ` +
          `ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}: ${ratioMet ? 'met' : 'NOT met'}); ` +
          `every region searched ${ms(median(pages.map((p) => p.searched)))}; ` +
          `longest main-thread task ${ms(longest)} (target ≤ ${TASK_LIMIT_MS} ms: ${tasksMet ? 'met' : 'NOT met'}), ` +
          `${ms(longestOwn)} without the compositor's commits (bare MapLibre: ${ms(bareLongest)}, ${ms(bareLongestOwn)} without)`,
      );
      failed ||= !ratioMet || !tasksMet;
    }
  } finally {
    await browser.close();
    bareServer?.close();
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
