/**
 * Suppliers page benchmark (issue 53, "counts on the server"): the Suppliers table of a 100,000-plot project,
 * every row's plots by risk level and overlaps shown, on a first visit, in headless Chromium:
 * - "summaries": as the page draws it, from the server's supplier summaries (GET …/suppliers, one query over
 *   its copy: server/portfolio/supplier-summaries.ts);
 * - "from the plots" (the baseline, same run, same server): the summaries refused (404, as a server without a
 *   copy answers), so the page loads the project's plots (the server's packs) and counts them itself, as it
 *   did before the summaries.
 *
 *   npm run build && node --import tsx bench/suppliers-page.ts            # 100,000 plots in one project
 *   node --import tsx bench/suppliers-page.ts --runs=3                      # runs of each side (default 3)
 *
 * "Ready", timed from navigation start by a MutationObserver in the page: the table is there and no cell
 * says "Counting…" or "Checking…". Prints each side's median, their ratio, the bytes the page received
 * and the main thread's longest task up to ready. The server walks, packs and scans the project once before
 * the runs ("a warm server"). On a 2-core machine the server, Chromium and the page share the cores: take the
 * median.
 */
import http from 'node:http';
import type { Browser } from 'playwright-core';
import {
  launchChromium,
  longTasksUntil,
  newPage,
  requireBuild,
  startBenchServer,
  teamSession,
  waitForIdle,
  type BenchServer,
  type LongTasks,
} from './browser-bench.ts';

const PLOTS = Number(process.env.BENCH_PLOTS ?? 100_000);
const PROJECT = process.env.BENCH_PROJECT ?? 'p-palm';
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const RUNS = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3));
const VIEWPORT = { width: 1280, height: 900 };
const PAGE_TIMEOUT_MS = 10 * 60_000;
const LONG_TASK_LIMIT_MS = 200;

const READY_SCRIPT = `(() => {
  window.__ready = 0;
  const check = () => {
    const table = document.querySelector('table');
    if (window.__ready || !table || table.rows.length < 2) return;
    if (/Counting…|Checking…/.test(table.textContent)) return;
    window.__ready = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

interface Visit {
  ready: number;
  /** Bytes of the API's answers the page received up to ready (encoded, as sent). */
  bytes: number;
  longTasks: LongTasks;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) =>
  bytes < 1e5 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(2)} MB`;

async function visit(
  browser: Browser,
  base: string,
  cookie: { name: string; value: string; url: string },
  fromPlots: boolean,
): Promise<Visit> {
  const page = await newPage(browser, VIEWPORT);
  await page.context().addCookies([cookie]);
  await page.addInitScript({ content: READY_SCRIPT });
  if (fromPlots)
    await page.route('**/api/portfolio/*/projects/*/suppliers', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"errorCode":"not_found","errorMessage":"No copy."}',
      }),
    );
  // Bytes as they came over the network (encoded), of the page's own API answers: the loader worker's packs
  // are not among them (Playwright reports no end of a worker's streamed answer): main() measures those.
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    sizes.push(
      request.sizes().then(
        (size) => size.responseBodySize,
        () => 0,
      ),
    );
  });
  await page.goto(`${base}/suppliers?project=${encodeURIComponent(PROJECT)}`);
  const ready = (await (
    await page.waitForFunction(() => (window as unknown as { __ready: number }).__ready || null, null, {
      timeout: PAGE_TIMEOUT_MS,
      polling: 100,
    })
  ).jsonValue()) as number;
  const longTasks = await longTasksUntil(page, ready);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await page.context().close();
  return { ready, bytes, longTasks };
}

/** The bytes of the project's packs as the server sends them to a page (deflated, not inflated here). */
function packsBytes(base: string, cookie: { name: string; value: string }): Promise<number> {
  const url = new URL(`/api/portfolio/simulator/projects/${encodeURIComponent(PROJECT)}/packs`, base);
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { headers: { cookie: `${cookie.name}=${cookie.value}`, origin: base, 'accept-encoding': 'deflate' } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve(bytes));
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
}

async function main() {
  requireBuild(DIST_DIR);
  let server: BenchServer | null = null;
  const browser = await launchChromium();
  try {
    server = await startBenchServer({
      plots: PLOTS,
      project: PROJECT,
      distDir: DIST_DIR,
      tmpPrefix: 'bench-suppliers-',
    });
    const team = await teamSession(server.base, PROJECT);
    console.log(
      `the server walked and packed ${team.plots.toLocaleString('en')} plots in ${s(team.walkMs)}, scanned them ${s(team.scanMs)} later`,
    );
    console.log(
      `the project's packs, which counting from the plots loads: ${mb(await packsBytes(server.base, team.cookie))} deflated`,
    );
    await waitForIdle();
    const sides = { summaries: [] as Visit[], plots: [] as Visit[] };
    for (let run = 0; run < RUNS; run++) {
      for (const fromPlots of [false, true]) {
        const v = await visit(browser, server.base, team.cookie, fromPlots);
        (fromPlots ? sides.plots : sides.summaries).push(v);
        console.log(
          `run ${run + 1}, ${fromPlots ? 'from the plots' : 'summaries    '}: ready ${s(v.ready)}, ` +
            `${mb(v.bytes)} received, longest main-thread task ${v.longTasks.maxMs.toFixed(0)} ms`,
        );
        await waitForIdle();
      }
    }
    const ready = (vs: Visit[]) => median(vs.map((v) => v.ready));
    const longest = Math.max(...sides.summaries.map((v) => v.longTasks.maxMs));
    console.log(`\nmedian of ${RUNS}:`);
    console.log(
      `  from the plots (baseline)  ready ${s(ready(sides.plots))}, ${mb(median(sides.plots.map((v) => v.bytes)))}`,
    );
    console.log(
      `  summaries                  ready ${s(ready(sides.summaries))} (ratio ${(ready(sides.summaries) / ready(sides.plots)).toFixed(2)}), ` +
        `${mb(median(sides.summaries.map((v) => v.bytes)))}`,
    );
    console.log(
      `  longest main-thread task (summaries): ${longest.toFixed(0)} ms (limit ${LONG_TASK_LIMIT_MS} ms: ${longest <= LONG_TASK_LIMIT_MS ? 'met' : 'MISSED'})`,
    );
    process.exitCode = longest > LONG_TASK_LIMIT_MS ? 1 : 0;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
