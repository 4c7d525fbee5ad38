/**
 * The embedded simulator of the risk service API v1 (../shared/docs/api-contract.md): a real, stateful HTTP
 * app persisted to a data folder. Routes are relative to wherever the app is mounted: /v1/...,
 * /get-risk-info, /detections-export, /storage/... (signed URLs, no Bearer auth) and /_sim/... (faults).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { resolveProjectId, type SimEnv } from './context.ts';
import type { SimDeps } from './deps.ts';
import { apiError, errorResponse } from './errors.ts';
import { faultMiddleware, Faults } from './faults.ts';
import { loadSnapshot, snapshotWriter } from './persistence.ts';
import { DEMO_ACCOUNTS, seedPlotCountFromEnv, seedState } from './seed-data.ts';
import { createUrlSigner } from './signer.ts';
import { SimStore } from './store.ts';
import { UploadEngine } from './upload-engine.ts';
import { UploadFiles } from './upload-files.ts';
import { adminRoutes } from './routes/admin.ts';
import { detectionsRoutes } from './routes/detections.ts';
import { jurisdictionRoutes } from './routes/jurisdictions.ts';
import { plotRoutes } from './routes/plots.ts';
import { projectRoutes } from './routes/projects.ts';
import { riskInfoRoutes } from './routes/risk-info.ts';
import { storageRoutes } from './routes/storage.ts';
import { supplierRoutes } from './routes/suppliers.ts';
import { uploadRoutes, type UploadLimits } from './routes/uploads.ts';

export interface SimulatorOptions {
  /** Folder for the persisted snapshot; null keeps state in memory only (unit tests). */
  dataDir: string | null;
  /** Time scale for upload state transitions (SIM_SPEED). */
  speed?: number;
  /** Injectable clock (ms since epoch) so tests can jump past the 60-minute rule. */
  now?: () => number;
  /** Enables the fault-injection admin routes under /_sim (default: env SIM_FAULTS=1). */
  faults?: boolean;
  /** Plots seeded on first start (default: env SIM_SEED_PLOTS, else 3,000). */
  seedPlots?: number;
  /** Upload limits (default: the spec's 100 files, 2 GB), lowered by tests that should not send 2 GB. */
  uploadLimits?: Partial<UploadLimits>;
}

export interface Simulator {
  app: Hono;
  close(): Promise<void>;
}

export const DEMO_TOKENS = Object.keys(DEMO_ACCOUNTS);

/** The signed-URL PUT (routes/storage.ts), wherever the simulator is mounted. */
const SIGNED_PUT_PATH = /\/storage\/[^/]+\/[^/]+$/;

export async function createSimulator(options: SimulatorOptions): Promise<Simulator> {
  const speed = options.speed && options.speed > 0 ? options.speed : 1;
  const faultsOn = options.faults ?? (process.env.SIM_FAULTS === '1' || process.env.SIM_FAULTS === 'true');
  const baseNow = options.now ?? Date.now;
  let clockOffset = 0;
  const clock = { now: () => baseNow() + clockOffset, advance: (ms: number) => void (clockOffset += ms) };

  const { dataDir } = options;
  const saved = dataDir ? await loadSnapshot(dataDir) : null;
  const plotCount = options.seedPlots ?? seedPlotCountFromEnv();
  const store = new SimStore(saved ?? seedState(plotCount, randomBytes(32).toString('hex')));
  const writer = dataDir ? snapshotWriter(store, dataDir) : null;
  if (writer && !saved) {
    // Persist the seed at once: the URL secret must survive a restart.
    store.touch();
    await writer.flush();
  }
  // Not for in-memory stores (unit tests): they are small, and a background task would outlive some tests.
  if (dataDir) void store.warmPlotJson();
  const filesRoot = dataDir
    ? path.join(dataDir, 'uploads')
    : await mkdtemp(path.join(tmpdir(), 'sim-uploads-'));
  const files = new UploadFiles(filesRoot);
  const engine = new UploadEngine({ store, files, now: clock.now, speed });
  engine.resume();

  const deps: SimDeps = {
    store,
    now: clock.now,
    resolveProjectId,
    signer: createUrlSigner(store.urlSecret),
    speed,
  };
  const faults = faultsOn ? new Faults() : null;

  const app = new Hono<SimEnv>();
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error(`simulator: ${c.req.method} ${c.req.path} failed`, err);
    return c.json({ errorCode: 'internal', errorMessage: err.message || 'Internal error' }, 500);
  });
  // Only seen standalone; mounted in server/app.ts, the parent's /api/* handler answers unknown paths.
  app.notFound((c) => errorResponse(404, 'not_found', `No such path: ${c.req.method} ${c.req.path}`));

  if (faults) app.use('*', faultMiddleware(faults));
  app.use('*', async (c, next) => {
    // Signed URLs carry their own credential (and must not carry an Authorization header).
    if (c.req.method === 'PUT' && SIGNED_PUT_PATH.test(c.req.path)) return next();
    const header = c.req.header('authorization');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    const account = token && Object.hasOwn(DEMO_ACCOUNTS, token) ? DEMO_ACCOUNTS[token] : undefined;
    if (!token || !account) {
      apiError(
        401,
        'unauthorized',
        header ? 'Unknown API token.' : 'Missing header Authorization: Bearer <API_TOKEN>.',
      );
    }
    c.set('account', { token, ...account });
    return next();
  });

  app.route('/', projectRoutes(deps));
  app.route('/', supplierRoutes(deps));
  app.route('/', plotRoutes(deps));
  app.route(
    '/',
    uploadRoutes(deps, engine, { maxFiles: 100, maxTotalBytes: 2 * 1024 ** 3, ...options.uploadLimits }),
  );
  app.route('/', storageRoutes(deps, engine, files, faults));
  app.route('/', jurisdictionRoutes(deps));
  app.route('/', riskInfoRoutes(deps));
  app.route('/', detectionsRoutes(deps));
  if (faults) app.route('/', adminRoutes(faults, clock));

  return {
    app: app as unknown as Hono,
    async close() {
      engine.close();
      await writer?.flush();
      if (!dataDir) await rm(filesRoot, { recursive: true, force: true });
    },
  };
}
