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
  /** Origin of the absolute URLs the simulator hands out (PUBLIC_URL); null: the socket's (trustedOrigin). */
  publicUrl: string | null;
}

export interface UrlSigner {
  /** HMAC of `resource` (e.g. `uploads/<id>/0`) and its expiry (ms since epoch), hex. */
  sign(resource: string, expiresAt: number): string;
  /** Constant-time check of a signature made by `sign`. Does not check expiry. */
  verify(resource: string, expiresAt: number, signature: string): boolean;
}

/**
 * The origin the simulator's absolute URLs use, never the request's Host header (anyone can send any
 * Host): the configured public URL (PUBLIC_URL) if set, else the address and port the connection actually
 * reached on this server's socket, else none (in-process requests in unit tests: URLs stay relative).
 */
export function trustedOrigin(c: Context, publicUrl: string | null): string | null {
  if (publicUrl) return publicUrl;
  const socket = (c.env as { incoming?: { socket?: { localAddress?: string; localPort?: number } } })
    ?.incoming?.socket;
  if (!socket?.localAddress || !socket.localPort) return null;
  const address = socket.localAddress.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const host = address.includes(':') ? `[${address}]` : address;
  const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${host}:${socket.localPort}`;
}

/** The request's own URL (path and query) on the trusted origin: for nextUrl links. */
export function selfUrl(c: Context, publicUrl: string | null): URL {
  const url = new URL(c.req.url);
  return new URL(`${url.pathname}${url.search}`, trustedOrigin(c, publicUrl) ?? 'http://relative.invalid');
}

/** A URL made by selfUrl, as text: absolute, or path and query when there is no trusted origin. */
export function urlText(url: URL): string {
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * The URL of a path relative to the simulator's mount point, so it works both mounted at /api/simulator
 * and standalone at the root. `routePath` is the path this handler was registered for as the request saw it
 * (e.g. `/v1/bulk-uploads`): everything before it is the mount.
 */
export function simulatorUrl(
  c: Context,
  publicUrl: string | null,
  routePath: string,
  relative: string,
): string {
  const { pathname } = new URL(c.req.url);
  const mount = pathname.endsWith(routePath) ? pathname.slice(0, -routePath.length) : '';
  return `${trustedOrigin(c, publicUrl) ?? ''}${mount}${relative}`;
}
