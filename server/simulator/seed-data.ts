/**
 * What a fresh simulator starts with: the three projects, eight suppliers and
 * a few thousand plots of geo/seed.ts (real producing regions, deterministic).
 */
import { iterateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from './geo/seed.ts';
import type { NewPlot } from './records.ts';
import type { SimStore } from './store.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';

export const DEFAULT_SEED_PLOTS = 3000;

/** SIM_SEED_PLOTS (benchmarks seed 100,000), else 3,000. */
export function seedPlotCountFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SIM_SEED_PLOTS);
  return env.SIM_SEED_PLOTS && Number.isInteger(n) && n >= 0 ? n : DEFAULT_SEED_PLOTS;
}

/**
 * SIM_SEED_PROJECT: a seed project's id that gets every seeded plot (benchmarks put 100,000 or 1,000,000
 * plots in one project); otherwise, or for an unknown id, the plots are spread over the seed projects.
 */
export function seedProjectFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const id = env.SIM_SEED_PROJECT;
  return id && SEED_PROJECTS.some((p) => p.id === id) ? id : null;
}

/**
 * SIM_SEED_SUPPLIER_PLOTS, with SIM_SEED_PROJECT: how many of the seeded plots the project's first seed
 * supplier gets, the rest spread over its others (bench/supplier-page.ts: a supplier of 10,000 plots in a
 * project of 100,000, as issue 28 names it). Unset or not a whole number: no supplier is singled out.
 */
export function seedSupplierPlotsFromEnv(env: NodeJS.ProcessEnv = process.env): number | null {
  const n = Number(env.SIM_SEED_SUPPLIER_PLOTS);
  return env.SIM_SEED_SUPPLIER_PLOTS && Number.isInteger(n) && n >= 0 ? n : null;
}

/** Plots per transaction while seeding: memory stays flat and the WAL small at 1,000,000 plots. */
const SEED_BATCH = 5000;

/**
 * Fills a new store with the initial state, deterministic for a given plot count (ids, geometry and
 * risk). Plots stream from the generator into the database in batches, never as one array.
 */
export function seedStore(
  store: SimStore,
  plotCount: number,
  onlyProject: string | null = seedProjectFromEnv(),
  firstSupplierPlots: number | null = seedSupplierPlotsFromEnv(),
): void {
  const createdAt = '2025-07-01T08:00:00.000Z';
  const supplierId = new Map<string, string>();
  store.transaction(() => {
    for (const p of SEED_PROJECTS) store.insertProject({ ...p });
    // Fixed ids, so links and tests survive a reset.
    SEED_SUPPLIERS.forEach((s, i) => {
      const supplier = store.addSupplier(s.projectId, s.name, createdAt, `sup-${i + 1}`);
      supplierId.set(`${s.projectId}\n${s.name}`, supplier.id);
    });
  });
  let batch: NewPlot[] = [];
  const projects = SEED_PROJECTS.filter((p) => !onlyProject || p.id === onlyProject);
  const suppliers = SEED_SUPPLIERS.filter((s) => projects.some((p) => p.id === s.projectId));
  // One project's first supplier given an exact share: its plots first, then the others' from another seed.
  const parts =
    onlyProject && firstSupplierPlots !== null && suppliers.length > 1
      ? [
          { suppliers: suppliers.slice(0, 1), count: Math.min(firstSupplierPlots, plotCount), seed: 1 },
          { suppliers: suppliers.slice(1), count: Math.max(0, plotCount - firstSupplierPlots), seed: 2 },
        ]
      : [{ suppliers, count: plotCount, seed: 1 }];
  // Sequential ids instead of the generator's (store.addPlots assigns them): pagination relies on ids
  // sorting in creation order.
  for (const part of parts)
    for (const { supplier, id: _id, ...p } of iterateSeedPlots({ projects, ...part })) {
      batch.push({ ...p, supplierId: supplierId.get(`${p.projectId}\n${supplier}`) ?? '' });
      if (batch.length === SEED_BATCH) {
        store.addPlots(batch);
        batch = [];
      }
    }
  if (batch.length) store.addPlots(batch);
}
