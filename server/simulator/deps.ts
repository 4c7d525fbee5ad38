/**
 * What every simulator route module receives (`xxxRoutes(deps)` returns a Hono app mounted at the simulator's
 * root). One small object instead of imports of module-level singletons, so two simulators (a restart test,
 * two tests in one worker) never share state.
 */
import type { Context } from 'hono';
import type { SimEnv } from './context.ts';
import type { SimStore } from './store.ts';

export interface SimDeps {
  /** Projects, suppliers, plots and uploads; read plots with `store.plotsOfProject(projectId)`. */
  store: SimStore;
  /** The simulator's clock (ms since epoch): injectable in tests, moved by POST /_sim/clock. */
  now(): number;
  /** The project a request is about (requested if accessible, else 403; default the active project). */
  resolveProjectId(c: Context<SimEnv>, requested: string | null | undefined): string;
  /** Signs simulator-served URLs (signed-URL PUTs, downloads): `/storage/...` paths skip Bearer auth. */
  signer: UrlSigner;
  /** Time scale for simulated work (1 = realistic). */
  speed: number;
}

export interface UrlSigner {
  /** HMAC of `resource` (e.g. `uploads/<id>/0`) and its expiry (ms since epoch), hex. */
  sign(resource: string, expiresAt: number): string;
  /** Constant-time check of a signature made by `sign`. Does not check expiry. */
  verify(resource: string, expiresAt: number, signature: string): boolean;
}

/**
 * The absolute URL of a path relative to the simulator's mount point, built from the request so it works
 * both mounted at /api/simulator and standalone at the root. `routePath` is the path this handler was
 * registered for as the request saw it (e.g. `/v1/bulk-uploads`): everything before it is the mount.
 */
export function simulatorUrl(c: Context, routePath: string, relative: string): string {
  const url = new URL(c.req.url);
  const mount = url.pathname.endsWith(routePath) ? url.pathname.slice(0, -routePath.length) : '';
  return `${url.origin}${mount}${relative}`;
}
