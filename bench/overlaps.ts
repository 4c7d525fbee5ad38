/**
 * Overlap scan benchmark: `node --import tsx bench/overlaps.ts [--plots=100000]`.
 *
 * Generates one project's plots with double claims added (bench/claimed-plots.ts). The plots are packed in batches as the loader worker packs them (pack-plots.ts) and kept in
 * the worker's PlotStore (typed arrays, no object per plot), then scanned with the worker's own code
 * (overlaps.ts: flatbush candidates, Clipper2 intersections). Prints the scan time (budget: 5 s for
 * 100,000 plots) and the pairs found, which must include every injected one.
 */
import type { Plot } from '@core/api/schemas.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { loadClipper, scanOverlaps } from '../src/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '../src/lib/plot-loader/worker/plot-store.ts';
import { claimedPlots, claimedSuppliers as suppliers } from './claimed-plots.ts';

const arg = process.argv.find((a) => a.startsWith('--plots='));
const COUNT = arg ? Number(arg.slice('--plots='.length)) : 100_000;
const BUDGET_MS = (5_000 * COUNT) / 100_000;
const PAGE = 200;

const t0 = performance.now();
const store = new PlotStore();
let page: Plot[] = [];
let injected = 0;
const flush = () => {
  if (page.length) store.add(packPlots(page));
  page = [];
};
for (const p of claimedPlots(COUNT, () => injected++)) {
  page.push(p);
  if (page.length === PAGE) flush();
}
flush();
const view = store.view();
const packedMs = performance.now() - t0;
const heapMb = process.memoryUsage().heapUsed / 1e6;
const buffersMb = process.memoryUsage().arrayBuffers / 1e6;

const clip = await loadClipper();
const report = await scanOverlaps(view, clip);
const within = report.pairs.filter((p) => p.sameSupplier).length;
console.log(
  `overlap scan of ${view.count.toLocaleString('en')} plots (${suppliers.length} suppliers, ${injected.toLocaleString('en')} double claims injected): ` +
    `${(report.ms / 1000).toFixed(2)} s (budget ${(BUDGET_MS / 1000).toFixed(1)} s), ` +
    `${report.totalPairs.toLocaleString('en')} overlapping pairs (${within.toLocaleString('en')} of the listed within one supplier), ` +
    `${report.plotIds.length.toLocaleString('en')} plots involved`,
);
console.log(
  `generate + pack: ${(packedMs / 1000).toFixed(1)} s; packed store: heap ${heapMb.toFixed(0)} MB, typed arrays ${buffersMb.toFixed(0)} MB`,
);
console.log('(figures from a shared machine: other work may have been running)');
let failed = false;
if (report.totalPairs < injected) {
  console.log(`FAILED: ${injected} double claims were injected, the scan found ${report.totalPairs} pairs`);
  failed = true;
}
if (report.ms > BUDGET_MS) {
  console.log(`FAILED: the scan took ${report.ms} ms, over the ${BUDGET_MS} ms budget`);
  failed = true;
}
process.exit(failed ? 1 : 0);
