/**
 * The embedded simulator of the risk service API v1 (docs/simulator.md): a real, stateful HTTP app whose
 * state is an SQLite database in a data folder (store.ts). Routes are relative to wherever the app is mounted: /v1/...,
 * /get-risk-info, /detections-export, /storage/... (signed URLs, no Bearer auth) and /_sim/... (faults).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { resolveProjectId, type SimEnv } from './context.ts';
import type { SimDeps } from './deps.ts';
import { apiError, errorResponse } from './errors.ts';
import { faultMiddleware, Faults } from './faults.ts';
import { openStore } from './persistence.ts';
import { DEMO_ACCOUNTS, seedPlotCountFromEnv, type DemoAccount } from './seed-data.ts';
import { createUrlSigner } from './signer.ts';
import { UploadEngine } from './upload-engine.ts';
import { UploadFiles } from './upload-files.ts';
import { adminRoutes } from './routes/admin.ts';
import { detectionsRoutes } from './routes/detections.ts';
import { PlacedDetections } from './geo/detections.ts';
import { jurisdictionRoutes } from './routes/jurisdictions.ts';
import { plotRoutes } from './routes/plots.ts';
import { projectRoutes } from './routes/projects.ts';
import { riskInfoRoutes } from './routes/risk-info.ts';
import { storageRoutes } from './routes/storage.ts';
import { supplierRoutes } from './routes/suppliers.ts';
import { DEFAULT_UPLOAD_LIMITS, uploadRoutes, type UploadLimits } from './routes/uploads.ts';

export interface SimulatorOptions {
  /** Folder of the database and uploaded files; null keeps state in memory only (unit tests). */
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
  /** Origin (and path prefix) of the absolute URLs handed out (PUBLIC_URL); default: the socket's address. */
  publicUrl?: string | null;
  /** Accepted API tokens and their accounts (default: the public demo tokens, DEMO_ACCOUNTS). */
  accounts?: Record<string, DemoAccount>;
  /** Terminal uploads and their files are deleted this long after they ended (default 30 days). */
  uploadRetentionMs?: number;
}

export interface Simulator {
  app: Hono;
  close(): Promise<void>;
}

/** The signed-URL PUT (routes/storage.ts), wherever the simulator is mounted. */
const SIGNED_PUT_PATH = /\/storage\/[^/]+\/[^/]+$/;

/**
 * Largest JSON body per route (413 beyond): an upload's create names up to 99 files of 255 characters;
 * a risk-info polygon has at most 40 coordinates (a larger one still gets its invalid_geometry answer up
 * to this size); everything else is a name or an id.
 */
export const BODY_LIMITS = { uploadCreate: 128 * 1024, riskInfo: 64 * 1024, other: 16 * 1024 } as const;

/**
 * Reads and drops a refused body of moderate size, so the client (which sends it before it reads the
 * answer) gets the 413 instead of a reset connection; a larger one is cut by closing the connection.
 */
async function discardBody(req: Request): Promise<void> {
  const length = Number(req.headers.get('content-length'));
  if (!req.body || !(length > 0) || length > 8 * 1024 * 1024) return;
  const reader = req.body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // the client went away: nothing left to answer
  }
}

function bodyLimitOf(path: string): number {
  if (path.endsWith('/v1/bulk-uploads')) return BODY_LIMITS.uploadCreate;
  if (path.endsWith('/get-risk-info')) return BODY_LIMITS.riskInfo;
  return BODY_LIMITS.other;
}

export async function createSimulator(options: SimulatorOptions): Promise<Simulator> {
  const speed = options.speed && options.speed > 0 ? options.speed : 1;
  const faultsOn = options.faults ?? (process.env.SIM_FAULTS === '1' || process.env.SIM_FAULTS === 'true');
  const baseNow = options.now ?? Date.now;
  let clockOffset = 0;
  const clock = { now: () => baseNow() + clockOffset, advance: (ms: number) => void (clockOffset += ms) };

  const { dataDir } = options;
  const store = openStore(dataDir, options.seedPlots ?? seedPlotCountFromEnv());
  const filesRoot = dataDir
    ? path.join(dataDir, 'uploads')
    : await mkdtemp(path.join(tmpdir(), 'sim-uploads-'));
  const files = new UploadFiles(filesRoot);
  const engine = new UploadEngine({
    store,
    files,
    now: clock.now,
    speed,
    retentionMs: options.uploadRetentionMs,
  });
  await engine.resume();
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...options.uploadLimits };

  const deps: SimDeps = {
    store,
    now: clock.now,
    resolveProjectId,
    signer: createUrlSigner(store.urlSecret),
    speed,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') || null,
  };
  const faults = faultsOn ? new Faults() : null;

  const app = new Hono<SimEnv>();
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error(`simulator: ${c.req.method} ${c.req.path} failed`, err);
    // Never the exception's text: it can hold file-system paths and internals.
    return c.json(
      { errorCode: 'internal', errorMessage: 'Internal error of the simulator; see its log.' },
      500,
    );
  });
  // Only seen standalone; mounted in server/app.ts, the parent's /api/* handler answers unknown paths.
  app.notFound((c) => errorResponse(404, 'not_found', `No such path: ${c.req.method} ${c.req.path}`));

  if (faults) app.use('*', faultMiddleware(faults));
  app.use('*', async (c, next) => {
    // Signed URLs carry their own credential (and must not carry an Authorization header).
    if (c.req.method === 'PUT' && SIGNED_PUT_PATH.test(c.req.path)) return next();
    const header = c.req.header('authorization');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    const account = token && Object.hasOwn(accounts, token) ? accounts[token] : undefined;
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
  // JSON bodies are small: refused (413) before they are read whole. Signed-URL PUTs have their own limit.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || SIGNED_PUT_PATH.test(c.req.path)) return next();
    const maxSize = bodyLimitOf(c.req.path);
    return bodyLimit({
      maxSize,
      onError: async () => {
        await discardBody(c.req.raw);
        apiError(
          413,
          'limit_exceeded',
          `Request body too large: this route accepts at most ${maxSize} bytes.`,
        );
      },
    })(c, next);
  });

  app.route('/', projectRoutes(deps));
  app.route('/', supplierRoutes(deps));
  app.route('/', plotRoutes(deps));
  app.route('/', uploadRoutes(deps, engine, limits));
  app.route('/', storageRoutes(deps, engine, files, faults, limits.maxTotalBytes));
  app.route('/', jurisdictionRoutes(deps));
  app.route('/', riskInfoRoutes(deps));
  // Clearings placed by tests (admin routes) go into the detections export; only with faults enabled.
  const placed = faults ? new PlacedDetections() : undefined;
  app.route('/', detectionsRoutes(deps, placed));
  if (faults) app.route('/', adminRoutes(faults, clock, placed));

  return {
    app: app as unknown as Hono,
    async close() {
      engine.close();
      store.close();
      if (!dataDir) await rm(filesRoot, { recursive: true, force: true });
    },
  };
}
