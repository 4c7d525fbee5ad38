/**
 * Overlaps and packs on the server (server/portfolio/overlaps.ts, packs.ts) against the browser's scan and
 * packing of the same plots, in the same run: `node --import tsx bench/server-overlaps.ts [--plots=100000]`.
 *
 * One project's plots with double claims (bench/claimed-plots.ts) kept as a walk of the server's copy in a
 * SQLite file (as the server keeps them; DATABASE_URL: PostgreSQL), then:
 * - the baseline: the loader worker's scan of the same plots, packed as the worker packs them;
 * - the server's first scan of the copy (reading the copy's rows, clipping, writing the pairs);
 * - a supplier's report and the project's, read from the kept pairs (what a page waits for);
 * - the copy packed for the pages, against the loader worker packing and checking the same plots page by
 *   page (as it did before the server packed), and one answer of the packs read back as it is sent;
 * - an upload: the copy walked again with 100 plots moved and 100 new, scanned again (only those clipped)
 *   and packed again (only the packs holding them made again, the others copied).
 * Prints each with its ratio to the baseline; fails when the rescan after the upload clips more than the
 * changed plots, or its pairs differ from a scan from nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plot } from '@core/api/schemas.ts';
import { openReviewDatabase } from '../server/review/database.ts';
import { MirrorStore, type MirrorKey } from '../server/portfolio/mirror-store.ts';
import { PortfolioDetections } from '../server/portfolio/detection-signals.ts';
import { PortfolioOverlaps } from '../server/portfolio/overlaps.ts';
import { PortfolioPacks } from '../server/portfolio/packs.ts';
import { PortfolioSummaries, supplierSummaries } from '../server/portfolio/supplier-summaries.ts';
import { zlibStream } from '../server/portfolio/deflated-answer.ts';
import { packWithTracesCheck } from '@core/plot-packs/traces-refusals.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { loadClipper, scanOverlaps } from '../src/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '../src/lib/plot-loader/worker/plot-store.ts';
import { claimedPlots, claimedSuppliers } from './claimed-plots.ts';
import { reviewCountsLine, timed, timeReviewCounts } from './review-counts-timing.ts';
import { keepWalk as keepCopyWalk, shifted } from '../tests/support/portfolio-copies.ts';

const arg = process.argv.find((a) => a.startsWith('--plots='));
const COUNT = arg ? Number(arg.slice('--plots='.length)) : 100_000;
const CHANGED = 100;
const KEY: MirrorKey = { connection: 'simulator', teamId: 'bench', projectId: 'p-bench' };
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const plots = [...claimedPlots(COUNT)];
const dir = mkdtempSync(path.join(tmpdir(), 'server-overlaps-'));
const database = await openReviewDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  sqliteFile: path.join(dir, 'review.sqlite'),
});
const store = new MirrorStore(database.db);
const overlaps = new PortfolioOverlaps(database.db, store);
const packs = new PortfolioPacks(database.db, store);

/** `set` kept as a complete walk of the copy, in pages of 1,000. */
const keepWalk = (set: Plot[], at: string) => keepCopyWalk(store, KEY, set, at, 1000);

async function browserScan(set: Plot[]) {
  const t0 = performance.now();
  const packed = new PlotStore();
  for (let k = 0; k < set.length; k += 200) packed.add(packPlots(set.slice(k, k + 200)));
  const report = await scanOverlaps(packed.view(), await loadClipper(), async () => undefined);
  return { ms: performance.now() - t0, report };
}

const pairKey = (p: { a: { id: string }; b: { id: string } }) => [p.a.id, p.b.id].sort().join('|');

let failed = false;
try {
  const baseline = await browserScan(plots);
  console.log(
    `browser's scan (pack + scan, the baseline): ${s(baseline.ms)}, ${baseline.report.totalPairs.toLocaleString('en')} pairs`,
  );
  const walk = await keepWalk(plots, '2026-12-07T09:00:00.000Z');
  const first = await timed(() => overlaps.scanOf(KEY, walk));
  const heapMb = process.memoryUsage().heapUsed / 1e6;
  console.log(
    `server's first scan of the copy: ${s(first.ms)} (ratio ${(first.ms / baseline.ms).toFixed(2)}), ` +
      `event loop held at most ${first.stallMs.toFixed(0)} ms at a time, heap after ${heapMb.toFixed(0)} MB`,
  );
  const t0 = performance.now();
  for (let k = 0; k < plots.length; k += 200) await packWithTracesCheck(plots.slice(k, k + 200));
  const browserPackMs = performance.now() - t0;
  const packed = await timed(() => packs.packsOf(KEY, walk));
  async function* parts() {
    for await (const { part } of packs.frames(packed.value)) yield part;
  }
  const answer = await timed(async () => {
    let bytes = 0;
    for await (const chunk of zlibStream(parts())) bytes += chunk.length;
    return bytes;
  });
  console.log(
    `server packs the copy: ${s(packed.ms)} (ratio ${(packed.ms / browserPackMs).toFixed(2)} to the worker's ` +
      `packing and checks, ${s(browserPackMs)}), event loop held at most ${packed.stallMs.toFixed(0)} ms at a time; ` +
      `an answer of them: ${(answer.value / 1e6).toFixed(1)} MB deflated, read back in ${answer.ms.toFixed(0)} ms`,
  );
  const supplier = claimedSuppliers[0]!.name;
  const own = await timed(() => overlaps.report(first.value, supplier));
  const whole = await timed(() => overlaps.report(first.value));
  console.log(
    `  a supplier's report from the kept pairs: ${own.ms.toFixed(0)} ms (${own.value.totalPairs} pairs); ` +
      `the project's: ${whole.ms.toFixed(0)} ms (${whole.value.totalPairs} pairs; ratio ${(whole.ms / baseline.ms).toFixed(3)})`,
  );
  // The Suppliers table's figures (supplier-summaries.ts), every supplier's, from one query.
  const summaries = await timed(() => supplierSummaries(database.db, packed.value, first.value));
  const counted = new PortfolioSummaries(
    database.db,
    packs,
    overlaps,
    new PortfolioDetections(database.db, store, { simulator: null, live: null }),
  );
  await counted.of(KEY, walk);
  const again = await timed(() => counted.of(KEY, walk));
  console.log(
    `  every supplier's summary (plots by risk, last change, overlaps from all pairs), one query: ` +
      `${summaries.ms.toFixed(0)} ms (${summaries.value.length} suppliers; ratio ${(summaries.ms / whole.ms).toFixed(2)} to the project's report), ` +
      `the event loop held for all of it (SQLite's driver is synchronous), once per packing or scan: ` +
      `asked again meanwhile, ${again.ms.toFixed(1)} ms`,
  );
  // The review counts (review-counts.ts, bench/review-counts-timing.ts).
  const review = await timeReviewCounts(database, store, KEY, {
    plots,
    walk,
    set: packed.value,
    scan: first.value,
  });
  console.log(reviewCountsLine(review, summaries.ms, "the summaries' query"));
  if (whole.value.totalPairs !== baseline.report.totalPairs) {
    console.log(
      `FAILED: the server found ${whole.value.totalPairs} pairs, the browser ${baseline.report.totalPairs}`,
    );
    failed = true;
  }

  // An upload: CHANGED plots moved a little, CHANGED new ones over existing plots.
  const polygons = plots.filter((p) => p.geometry.type === 'Polygon');
  const step = Math.floor(polygons.length / CHANGED);
  const moved = new Set(polygons.filter((_, k) => k % step === 0).slice(0, CHANGED));
  const after = [
    ...plots.map((p) => (moved.has(p) ? { ...p, geometry: shifted(p.geometry, 0.2) } : p)),
    ...[...moved].map((p, k) => ({ ...p, id: `new-${k}`, geometry: shifted(p.geometry, 0.5) })),
  ];
  const second = await keepWalk(after, '2026-12-07T09:30:00.000Z');
  const rescan = await timed(() => overlaps.scanOf(KEY, second));
  console.log(
    `after an upload (${CHANGED} plots moved, ${CHANGED} new): rescan ${s(rescan.ms)} ` +
      `(${(rescan.ms / first.ms).toFixed(2)} of the first scan), ${rescan.value.clipped} plots clipped, ` +
      `event loop held at most ${rescan.stallMs.toFixed(0)} ms at a time`,
  );
  const repacked = await timed(() => packs.packsOf(KEY, second));
  console.log(
    `  and packed again in ${s(repacked.ms)} (${(repacked.ms / packed.ms).toFixed(2)} of the first packing): ` +
      `${repacked.value.packed_plots.toLocaleString('en')} of ${repacked.value.plot_count.toLocaleString('en')} plots packed, ` +
      `the other packs copied; event loop held at most ${repacked.stallMs.toFixed(0)} ms at a time`,
  );
  // One supplier's upload: CHANGED new plots of one supplier, the rest of the project as it was.
  const uploader = claimedSuppliers.at(-1)!.name;
  const theirs = after.filter((p) => p.supplier === uploader);
  const uploaded = [
    ...after,
    ...theirs
      .slice(0, CHANGED)
      .map((p, k) => ({ ...p, id: `upload-${k}`, geometry: shifted(p.geometry, 0.5) })),
  ];
  const third = await keepWalk(uploaded, '2026-12-07T10:00:00.000Z');
  const upload = await timed(() => packs.packsOf(KEY, third));
  console.log(
    `one supplier's upload (${CHANGED} new plots of ${uploader}'s ${theirs.length.toLocaleString('en')}): packed ` +
      `again in ${s(upload.ms)} (${(upload.ms / packed.ms).toFixed(2)} of the first packing), ` +
      `${upload.value.packed_plots.toLocaleString('en')} plots packed, the other suppliers' packs copied`,
  );
  if (upload.value.packed_plots > theirs.length + CHANGED) {
    console.log(`FAILED: ${upload.value.packed_plots} plots packed again, more than ${uploader}'s`);
    failed = true;
  }
  if (rescan.value.clipped !== 2 * CHANGED) {
    console.log(`FAILED: the rescan clipped ${rescan.value.clipped} plots, not the ${2 * CHANGED} changed`);
    failed = true;
  }
  const fresh = await browserScan(after);
  const kept = await overlaps.report(rescan.value);
  const a = new Set(kept.pairs.map(pairKey));
  const b = new Set(fresh.report.pairs.map(pairKey));
  if (kept.totalPairs !== fresh.report.totalPairs || [...a].some((k) => !b.has(k))) {
    console.log(
      `FAILED: after the upload the server has ${kept.totalPairs} pairs, a scan from nothing ${fresh.report.totalPairs}`,
    );
    failed = true;
  } else console.log(`  the same ${kept.totalPairs.toLocaleString('en')} pairs as a scan from nothing`);
} finally {
  await packs.close();
  await overlaps.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log('(figures from a shared machine: other work may have been running)');
process.exit(failed ? 1 : 0);
