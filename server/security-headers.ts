/**
 * Security headers of everything the server answers.
 *
 * Pages (the built app): a Content-Security-Policy with no inline script, workers from our own origin only
 * (MapLibre v6 with a bundler loads its worker as a same-origin file, so `blob:` is not needed), network
 * access to our origin plus the online basemap host only, and no form posting elsewhere; WebAssembly may be
 * compiled (`'wasm-unsafe-eval'`: GEOS for shape repairs, sql.js for GeoPackage files) but JavaScript eval stays
 * blocked; no powerful browser features (Permissions-Policy); a browsing context of its own (Cross-Origin-Opener-Policy).
 *
 * API and data answers (/api, /basemap): `default-src 'none'` — a JSON or GeoJSON body opened as a
 * document can run nothing and load nothing — and `nosniff`, so no browser reads them as script or HTML.
 */
import type { MiddlewareHandler } from 'hono';

/** Online basemaps (OpenFreeMap, src/components/map/basemap-style.ts): the only third-party host. */
export const ONLINE_TILE_HOSTS = ['https://tiles.openfreemap.org'];

/**
 * The page's policy. `storageOrigins` are the live service's signed-URL storage origins: the page first PUTs
 * there directly (the relay is the fallback when storage refuses our origin), so they may be connected to.
 */
export const contentSecurityPolicy = (storageOrigins: readonly string[] = []): string =>
  [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "script-src-attr 'none'",
    "worker-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: " + ONLINE_TILE_HOSTS.join(' '),
    'connect-src ' +
      ["'self'", ...ONLINE_TILE_HOSTS, ...storageOrigins.map((o) => new URL(o).origin)].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Only features Chromium recognizes (server/security-headers.test.ts): an unknown name is ignored and logs an
 * error on every page load. `bluetooth` was one; Web Bluetooth is behind its own permission prompt. `hid`
 * denies the same kind of device access (WebHID) beside `usb` and `serial`.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'interest-cohort=()',
].join(', ');

const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/basemap/');

export function securityHeaders(storageOrigins: readonly string[] = []): MiddlewareHandler {
  const pagePolicy = contentSecurityPolicy(storageOrigins);
  return async (c, next) => {
    await next();
    const headers: Record<string, string> = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    if (isApiPath(c.req.path)) {
      headers['Content-Security-Policy'] = API_CONTENT_SECURITY_POLICY;
    } else {
      headers['Content-Security-Policy'] = pagePolicy;
      headers['Permissions-Policy'] = PERMISSIONS_POLICY;
      headers['Cross-Origin-Opener-Policy'] = 'same-origin';
    }
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // Headers of a fetched (proxied) response are immutable: answer a copy.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    }
  };
}
