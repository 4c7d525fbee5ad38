/**
 * What a fresh simulator starts with: the demo accounts, and the three projects, eight suppliers and
 * a few thousand plots of geo/seed.ts (real producing regions, deterministic).
 */
import { generateSeedPlots, SEED_PROJECTS, SEED_SUPPLIERS } from './geo/seed.ts';
import type { StoreState } from './store.ts';

export interface DemoAccount {
  accountName: string;
  projectIds: string[];
  activeProjectId: string;
}

/** Tokens the SPA's demo mode and the tests use. */
export const DEMO_ACCOUNTS: Record<string, DemoAccount> = {
  'demo-token-amara': {
    accountName: 'Amara Okafor (compliance lead)',
    projectIds: ['p-cocoa', 'p-palm', 'p-coffee'],
    activeProjectId: 'p-cocoa',
  },
  'demo-token-lucas': {
    accountName: 'Lucas Meyer (analyst)',
    projectIds: ['p-palm'],
    activeProjectId: 'p-palm',
  },
};

export const DEFAULT_SEED_PLOTS = 3000;

/** SIM_SEED_PLOTS (benchmarks seed 100,000), else 3,000. */
export function seedPlotCountFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SIM_SEED_PLOTS);
  return env.SIM_SEED_PLOTS && Number.isInteger(n) && n >= 0 ? n : DEFAULT_SEED_PLOTS;
}

/** The initial state; deterministic for a given plot count (ids, geometry and risk). */
export function seedState(plotCount: number, urlSecret: string): StoreState {
  const createdAt = '2025-07-01T08:00:00.000Z';
  // Fixed ids, so links and tests survive a reset.
  const suppliers = SEED_SUPPLIERS.map((s, i) => ({
    id: `sup-${i + 1}`,
    name: s.name,
    projectId: s.projectId,
    createdAt,
  }));
  const supplierId = new Map(suppliers.map((s) => [`${s.projectId}\n${s.name}`, s.id]));
  const plots = generateSeedPlots({
    projects: [...SEED_PROJECTS],
    suppliers: [...SEED_SUPPLIERS],
    count: plotCount,
  });
  return {
    version: 1,
    urlSecret,
    nextPlotNumber: plots.length + 1,
    projects: SEED_PROJECTS.map((p) => ({ ...p })),
    suppliers,
    // Sequential ids instead of the generator's: plot pagination relies on ids sorting in creation order.
    plots: plots.map(({ supplier, ...p }, i) => ({
      ...p,
      id: `plt-${String(i + 1).padStart(9, '0')}`,
      supplierId: supplierId.get(`${p.projectId}\n${supplier}`) ?? '',
    })),
    uploads: [],
  };
}
