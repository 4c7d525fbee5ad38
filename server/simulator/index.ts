/**
 * The embedded simulator of the risk service API v1 (../shared/docs/api-contract.md).
 * Routes are relative to wherever the app is mounted: /v1/..., /get-risk-info, /detections-export,
 * /storage/... (signed-URL PUTs). TEMPORARY minimal version: auth + projects only (issue 3 completes it).
 */
import { Hono } from 'hono';

export interface SimulatorOptions {
  /** Folder for the persisted snapshot; null keeps state in memory only (unit tests). */
  dataDir: string | null;
  /** Time scale for upload state transitions (SIM_SPEED). */
  speed?: number;
  /** Injectable clock (ms since epoch) so tests can jump past the 60-minute rule. */
  now?: () => number;
  /** Enables the fault-injection admin routes under /_sim. */
  faults?: boolean;
  /** Plots seeded on first start (default: env SIM_SEED_PLOTS, else 3,000). */
  seedPlots?: number;
}

export interface Simulator {
  app: Hono;
  close(): Promise<void>;
}

export const DEMO_TOKENS = {
  'demo-token-amara': { account: 'Amara Okafor (compliance lead)', projects: ['p-cocoa', 'p-palm', 'p-coffee'] },
  'demo-token-lucas': { account: 'Lucas Meyer (analyst)', projects: ['p-palm'] },
} as const;

const PROJECTS = [
  { id: 'p-cocoa', name: 'West Africa cocoa 2026', isActive: true, createdAt: '2025-02-03T09:00:00.000Z' },
  { id: 'p-palm', name: 'Palm oil – Indonesia & Malaysia', isActive: false, createdAt: '2025-04-11T09:00:00.000Z' },
  { id: 'p-coffee', name: 'Coffee – Colombia & Brazil', isActive: false, createdAt: '2025-06-20T09:00:00.000Z' },
];

export async function createSimulator(_options: SimulatorOptions): Promise<Simulator> {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (c.req.path.includes('/storage/')) return next();
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    if (!token || !(token in DEMO_TOKENS)) {
      return c.json({ errorCode: 'unauthorized', errorMessage: 'Missing or unknown API token.' }, 401);
    }
    return next();
  });
  app.get('/v1/projects', (c) => {
    const token = c.req.header('authorization')!.replace(/^Bearer\s+/i, '') as keyof typeof DEMO_TOKENS;
    const allowed = DEMO_TOKENS[token].projects as readonly string[];
    const results = PROJECTS.filter((p) => allowed.includes(p.id)).map((p, i) => ({
      ...p,
      isActive: allowed.length === 1 ? i === 0 : p.isActive,
    }));
    return c.json({ results });
  });
  return { app, close: async () => {} };
}
