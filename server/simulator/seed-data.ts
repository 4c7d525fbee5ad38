/**
 * What a fresh simulator starts with: the demo accounts, three projects, eight suppliers with realistic
 * names and a few thousand plots in real producing regions (geometry and risk from ./geo).
 */
import type { StoreState, StoredProject, StoredSupplier } from './store.ts';
import { generateSeedPlots } from './seed-plots.ts';

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
  'demo-token-lucas': { accountName: 'Lucas Meyer (analyst)', projectIds: ['p-palm'], activeProjectId: 'p-palm' },
};

const PROJECTS: StoredProject[] = [
  { id: 'p-cocoa', name: 'West Africa cocoa 2026', createdAt: '2025-02-03T09:00:00.000Z' },
  { id: 'p-palm', name: 'Palm oil – Indonesia & Malaysia', createdAt: '2025-04-11T09:00:00.000Z' },
  { id: 'p-coffee', name: 'Coffee – Colombia & Brazil', createdAt: '2025-06-20T09:00:00.000Z' },
];

/** Fixed ids so links and tests survive a reset. `regions` are keys of geo/producing-regions.ts. */
export const SEED_SUPPLIERS: (StoredSupplier & { regions: string[]; share: number })[] = [
  { id: 'sup-soubre', name: 'Coopérative Agricole de Soubré', projectId: 'p-cocoa', regions: ['ci-nawa'], share: 0.18 },
  { id: 'sup-daloa', name: 'SCAES Daloa Cocoa Union', projectId: 'p-cocoa', regions: ['ci-haut-sassandra'], share: 0.14 },
  { id: 'sup-kuapa', name: 'Kuapa Kokoo Farmers Union', projectId: 'p-cocoa', regions: ['gh-ashanti', 'gh-western-north'], share: 0.16 },
  { id: 'sup-riau', name: 'PT Sinar Riau Plantations', projectId: 'p-palm', regions: ['id-riau'], share: 0.14 },
  { id: 'sup-kalteng', name: 'Koperasi Sawit Kalteng Lestari', projectId: 'p-palm', regions: ['id-central-kalimantan'], share: 0.1 },
  { id: 'sup-sabah', name: 'Sabah Smallholders Palm Cooperative', projectId: 'p-palm', regions: ['my-sabah', 'my-sarawak'], share: 0.1 },
  { id: 'sup-huila', name: 'Cooperativa Cafetera del Huila', projectId: 'p-coffee', regions: ['co-huila', 'co-antioquia'], share: 0.1 },
  { id: 'sup-minas', name: 'Cooxupé Sul de Minas', projectId: 'p-coffee', regions: ['br-sul-de-minas'], share: 0.08 },
].map((s) => ({ ...s, createdAt: '2025-07-01T08:00:00.000Z' }));

export function defaultSeedPlotCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SIM_SEED_PLOTS);
  return Number.isFinite(n) && n >= 0 && env.SIM_SEED_PLOTS !== '' && env.SIM_SEED_PLOTS !== undefined
    ? Math.floor(n)
    : 3000;
}

/** The initial state; deterministic for a given plot count (ids, geometry and risk). */
export function seedState(plotCount: number, urlSecret: string): StoreState {
  const plots = generateSeedPlots({ count: plotCount, suppliers: SEED_SUPPLIERS });
  return {
    version: 1,
    urlSecret,
    nextPlotNumber: plots.length + 1,
    projects: PROJECTS,
    suppliers: SEED_SUPPLIERS.map(({ id, name, projectId, createdAt }) => ({ id, name, projectId, createdAt })),
    plots: plots.map((p, i) => ({ ...p, id: `plt-${String(i + 1).padStart(9, '0')}` })),
    uploads: [],
  };
}
