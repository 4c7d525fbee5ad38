/**
 * Content-Security-Policy and friends for the built app: no inline script, workers from our own origin only.
 * MapLibre v6 with a bundler loads its worker as a same-origin file, so `blob:` is not needed in worker-src.
 * Online basemaps (OpenFreeMap) are the only third-party hosts the page may reach.
 * 'wasm-unsafe-eval' lets the checker compile WebAssembly (sql.js reads GeoPackage files); it allows no
 * eval() or new Function() of JavaScript.
 */
import type { MiddlewareHandler } from 'hono';

const ONLINE_TILE_HOSTS = ['https://tiles.openfreemap.org'];

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "script-src-attr 'none'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: " + ONLINE_TILE_HOSTS.join(' '),
  "connect-src 'self' " + ONLINE_TILE_HOSTS.join(' ') + ' https:',
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  };
}
