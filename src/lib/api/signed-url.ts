/**
 * Which way a signed-URL PUT goes. A URL on our own origin (the simulator's) is PUT directly. Cloud storage
 * on another origin may or may not admit our origin in its CORS policy, and the page cannot ask: so the
 * first PUT to a storage origin goes directly, and when the browser gets no answer it may read (a CORS
 * refusal looks like a dropped connection), the same PUT goes through our server's relay. Whichever worked
 * is remembered per storage origin for this tab. Either way no Authorization header is sent.
 */
import { apiBase } from './connection.ts';

export type StorageRoute = 'direct' | 'relay';

const SESSION_KEY = 'dashboard.storage-routes';
let routes: Record<string, StorageRoute> | null = null;

function load(): Record<string, StorageRoute> {
  if (routes) return routes;
  try {
    const saved = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}') as unknown;
    routes = saved && typeof saved === 'object' ? (saved as Record<string, StorageRoute>) : {};
  } catch {
    routes = {};
  }
  return routes;
}

/** The storage origin of a signed URL, or null when it is our own origin (no CORS question). */
export function crossOriginOf(signedUrl: string): string | null {
  const origin = new URL(signedUrl, location.href).origin;
  return origin === location.origin ? null : origin;
}

export function rememberedRoute(origin: string): StorageRoute | null {
  return load()[origin] ?? null;
}

export function rememberRoute(origin: string, route: StorageRoute): void {
  const all = load();
  if (all[origin] === route) return;
  all[origin] = route;
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(all));
  } catch {
    // Storage may be disabled: remembered for this page's life.
  }
}

/** For tests: forget every storage origin. */
export function forgetStorageRoutes(): void {
  routes = {};
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // nothing remembered
  }
}

/** The relay on our own server (live mode), which forwards only to allow-listed storage origins. */
export function relayUrl(signedUrl: string): string {
  return `${apiBase('live')}/upload-relay?url=${encodeURIComponent(signedUrl)}`;
}
