/**
 * Overlap scan benchmark: `node --import tsx bench/overlaps.ts [--plots=100000]`.
 *
 * Generates one project's plots with the simulator's seed generator (server/simulator/geo/seed.ts: its
 * suppliers, regions and plot shapes), then adds a realistic share of double claims: every 50th plot is
 * claimed again by another supplier (shifted by a third of its width) and every 200th mapped twice by its own
 * supplier. The plots are packed in batches as the loader worker packs them (pack-plots.ts) and kept in
 * the worker's PlotStore (typed arrays, no object per plot), then scanned with the worker's own code
 * (overlaps.ts: flatbush candidates, Clipper2 intersections). Prints the scan time (budget: 5 s for
 * 100,000 plots) and the pairs found, which must include every injected one.
 */
import type { Plot } from '@core/api/schemas.ts';
import { packPlots } from '../src/lib/plot-loader/shared/pack-plots.ts';
import { loadClipper, scanOverlaps } from '../src/lib/plot-loader/worker/overlaps.ts';
import { PlotStore } from '../src/lib/plot-loader/worker/plot-store.ts';
import { iterateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from '../server/simulator/geo/seed.ts';

const arg = process.argv.find((a) => a.startsWith('--plots='));
const COUNT = arg ? Number(arg.slice('--plots='.length)) : 100_000;
const BUDGET_MS = (5_000 * COUNT) / 100_000;
const PAGE = 200;
const CROSS_EVERY = 50;
const WITHIN_EVERY = 200;

const project = SEED_PROJECTS[0];
const suppliers = SEED_SUPPLIERS.filter((s) => s.projectId === project.id);

/** The geometry moved east by a third of its width: a copy that overlaps about two thirds of it. */
function shifted(g: GeoJSON.Geometry): GeoJSON.Geometry {
  if (g.type !== 'Polygon') return g;
  const xs = g.coordinates[0]!.map((p) => p[0]!);
  const dx = (Math.max(...xs) - Math.min(...xs)) / 3;
  return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(([x, y]) => [x! + dx, y!])) };
}

const t0 = performance.now();
const store = new PlotStore();
let page: Plot[] = [];
let injected = 0;
let n = 0;
const flush = () => {
  if (page.length) store.add(packPlots(page));
  page = [];
};
const push = (p: Plot) => {
  page.push(p);
  if (page.length === PAGE) flush();
};
for (const p of iterateSeedPlots({ projects: [project], suppliers: [...suppliers], count: COUNT })) {
  if (n >= COUNT) break;
  push(p);
  n++;
  if (n < COUNT && p.geometry?.type === 'Polygon' && (n % CROSS_EVERY === 0 || n % WITHIN_EVERY === 0)) {
    const other =
      n % CROSS_EVERY === 0
        ? suppliers[(suppliers.findIndex((s) => s.name === p.supplier) + 1) % suppliers.length]!.name
        : p.supplier;
    push({ ...p, id: `${p.id}-claim`, supplier: other, geometry: shifted(p.geometry) });
    injected++;
    n++;
  }
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
