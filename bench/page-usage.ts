/**
 * What the Plots page bench (plots-browser.ts) reads of the browser besides the page's own marks: CPU by
 * process and thread and the tab's memory (from /proc, Linux), the workers' JS heaps (DevTools protocol),
 * the floor a first visit through the API cannot go under (the walk of every page of plots alone), and the
 * project's plots as one GeoJSON file for bare MapLibre to draw.
 */
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { Browser, CDPSession } from 'playwright-core';
import { MAX_PAGES_IN_FLIGHT } from '../src/lib/plot-loader/shared/plot-walk.ts';
import { BENCH_TOKEN, cpuMsOf, descendants, newPage } from './browser-bench.ts';

/** CPU time (ms) so far of each thread of process `pid`, by thread name (threads of one name added up). */
export function cpuByThread(pid: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      out.set(name, (out.get(name) ?? 0) + cpuMsOf(stat));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

/** CPU used between two cpuByProcess readings, by kind of process, largest first. */
export function cpuSpent(
  before: Map<string, { what: string; ms: number }>,
  after: Map<string, { what: string; ms: number }>,
): string {
  const by = new Map<string, number>();
  for (const [pid, { what, ms }] of after)
    by.set(what, (by.get(what) ?? 0) + ms - (before.get(pid)?.ms ?? 0));
  return [...by]
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([what, ms]) => `${what} ${ms} ms`)
    .join(', ');
}

/** Memory of one renderer process (MB), from /proc/<pid>/status. */
export interface RendererMemory {
  pid: string;
  /** Resident pages, shared ones (Chromium's code, fonts) included. */
  rss: number;
  /** Resident pages of its own (anonymous and shared memory): what Chrome's task manager calls its footprint. */
  own: number;
  /** Chromium's own UI (`--top-chrome-webui`), not a tab's. */
  ui: boolean;
}

/**
 * The Chromium renderer processes of this bench, from /proc (Linux). Headless Chromium also runs its omnibox
 * popup in a `--top-chrome-webui` renderer of about 150 MB that no tab uses (marked `ui`).
 */
export function renderers(): RendererMemory[] {
  const found: RendererMemory[] = [];
  for (const { pid, cmd } of descendants()) {
    if (!cmd.includes('--type=renderer')) continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field: string) =>
        Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
      found.push({
        pid,
        rss: kb('VmRSS'),
        own: kb('RssAnon') + kb('RssShmem'),
        ui: cmd.includes('--top-chrome-webui'),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/**
 * The tab's memory: its renderer process, which holds the page, its workers and MapLibre's. It is the
 * largest renderer by far once plots load (the others are Chromium's spare process for the next
 * navigation, about 75 MB, and the UI's). `all`: every renderer's RSS added up, what this bench reported
 * as the tab's memory until session 8 (it counted the UI's and the spare renderer, and shared pages twice).
 */
export function tabMemory(): { tab: RendererMemory; all: number } {
  const list = renderers();
  const tab = list
    .filter((r) => !r.ui)
    .reduce((a, b) => (b.rss > a.rss ? b : a), { pid: '', rss: 0, own: 0, ui: false });
  return { tab, all: list.reduce((n, r) => n + r.rss, 0) };
}

/**
 * The floor the service sets for a first visit: every page of the project's plots fetched in the browser,
 * the way the loader walks them (one cursor walk per supplier and risk level,
 * MAX_PAGES_IN_FLIGHT at a time), each body read as text and nothing else: no parsing, packing or drawing.
 * With `parse`, each page is also parsed as JSON (JSON.parse, nothing else): no page can show a plot it has
 * not at least parsed, so that is the floor of any first visit through the API on this machine.
 */
export async function measureApiWalk(
  browser: Browser,
  base: string,
  projectId: string,
  viewport: { width: number; height: number },
  parse = false,
): Promise<number> {
  const page = await newPage(browser, viewport);
  await page.goto(`${base}/favicon.svg`);
  const took = await page.evaluate(
    async ({ projectId, token, inFlight, parse }) => {
      const headers = { authorization: `Bearer ${token}` };
      const api = `${location.origin}/api/simulator/v1`;
      let running = 0;
      const waiting: (() => void)[] = [];
      const get = async (url: string): Promise<{ nextUrl: string | null }> => {
        if (running >= inFlight) await new Promise<void>((r) => waiting.push(r));
        running++;
        try {
          const text = await (await fetch(url, { headers })).text();
          // `parse`: the least any page must do with a page of plots, and no more.
          if (parse) return JSON.parse(text) as { nextUrl: string | null };
          // Only the cursor is read: a regular expression, not a JSON parse of the page.
          const next = /"nextUrl":("[^"]*"|null)/.exec(text)![1]!;
          return { nextUrl: next === 'null' ? null : (JSON.parse(next) as string) };
        } finally {
          running--;
          waiting.shift()?.();
        }
      };
      const walk = async (query: string) => {
        let url: string | null = `${api}/plots?projectId=${projectId}${query}`;
        while (url) url = (await get(url)).nextUrl;
      };
      const start = performance.now();
      const suppliers = (await (
        await fetch(`${api}/suppliers?projectId=${projectId}`, { headers })
      ).json()) as {
        results: { name: string }[];
      };
      const levels = ['high', 'medium', 'low', 'none'];
      await Promise.all(
        suppliers.results.flatMap((s) =>
          levels.map((l) => walk(`&supplier=${encodeURIComponent(s.name)}&riskLevel=${l}`)),
        ),
      );
      return performance.now() - start;
    },
    { projectId, token: BENCH_TOKEN, inFlight: MAX_PAGES_IN_FLIGHT, parse },
  );
  await page.context().close();
  return took;
}

/**
 * The JS heap of each worker of the page (the plot loader, MapLibre's), read through the DevTools protocol:
 * what the workers hold besides typed arrays, whose memory is outside the heaps.
 */
export async function workerHeaps(cdp: CDPSession): Promise<string> {
  const { targetInfos } = await cdp.send('Target.getTargets');
  const out: string[] = [];
  for (const t of targetInfos.filter((t) => t.type === 'worker')) {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: t.targetId, flatten: false });
    const answer = new Promise<string>((resolve) => {
      const onMessage = (e: { sessionId?: string; message: string }) => {
        if (e.sessionId !== sessionId) return;
        const m = JSON.parse(e.message) as { id?: number; result?: { usedSize: number; totalSize: number } };
        if (m.id !== 1 || !m.result) return;
        cdp.off('Target.receivedMessageFromTarget', onMessage);
        resolve(
          `${t.title || t.url.split('/').pop()} ${(m.result.usedSize / 2 ** 20).toFixed(0)}/${(m.result.totalSize / 2 ** 20).toFixed(0)} MB`,
        );
      };
      cdp.on('Target.receivedMessageFromTarget', onMessage);
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }),
    });
    out.push(
      await Promise.race([answer, new Promise<string>((r) => setTimeout(() => r(`${t.title} ?`), 3000))]),
    );
  }
  return out.join(', ') || 'no worker';
}

/** Writes every plot of the project (walked through the API, like the page) as one GeoJSON file. */
export async function writeGeoJson(base: string, projectId: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  out.write('{"type":"FeatureCollection","features":[');
  let url: string | null = `${base}/api/simulator/v1/plots?projectId=${projectId}`;
  let n = 0;
  while (url) {
    const res: Response = await fetch(url, { headers: { authorization: `Bearer ${BENCH_TOKEN}` } });
    if (!res.ok) throw new Error(`GET plots: ${res.status}`);
    const page = (await res.json()) as {
      nextUrl: string | null;
      results: { id: string; geometry: unknown; riskAssessment: { riskLevel: string } | null }[];
    };
    for (const p of page.results) {
      const feature = {
        type: 'Feature',
        id: n,
        properties: { id: p.id, risk: p.riskAssessment?.riskLevel ?? 'unassessed' },
        geometry: p.geometry,
      };
      if (!out.write(`${n++ ? ',' : ''}${JSON.stringify(feature)}`))
        await new Promise<void>((r) => out.once('drain', () => r()));
    }
    url = page.nextUrl ? new URL(page.nextUrl, base).href : null;
  }
  out.end(']}');
  await finished(out);
  return n;
}
