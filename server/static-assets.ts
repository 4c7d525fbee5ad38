/**
 * The built app (dist/) served like a production web app:
 *   - /assets/* are content-hashed by Vite: `Cache-Control: public, max-age=31536000, immutable`; an unknown
 *     asset path is a 404 (never the SPA shell, which a browser would try to run as a script);
 *   - index.html (and every client-side route, which gets it) and other files: `no-cache` with an ETag, so
 *     a new deployment is seen at once and an unchanged one costs a 304;
 *   - text files are sent brotli- or gzip-compressed by Accept-Encoding, compressed once (in the
 *     background at start) and kept in memory.
 * Only files found in dist/ at start are served: a request path is looked up, never joined to a folder.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
};
/** Worth compressing: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.geojson',
  '.map',
  '.svg',
  '.txt',
  '.wasm',
]);
const BROTLI_QUALITY = 5;
/** Below this, compression saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  body: Uint8Array;
  type: string;
  etag: string;
  immutable: boolean;
  br?: Promise<Uint8Array>;
  gzip?: Promise<Uint8Array>;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      // Vite's build manifest is for tools, not browsers.
      if (entry !== '.vite') walk(full, base, out);
    } else {
      out.push(path.relative(base, full).split(path.sep).join('/'));
    }
  }
  return out;
}

export interface StaticApp {
  /** Serves /assets/* (404 when unknown) and other files of dist/. */
  files: MiddlewareHandler;
  /** The SPA shell (index.html) for client-side routes. */
  shell: (c: Context) => Promise<Response>;
  /** Every file's compressed variants are ready (start-up work; tests and benchmarks await it). */
  ready: Promise<void>;
}

export function serveBuiltApp(distDir: string): StaticApp {
  const assets = new Map<string, Asset>();
  for (const rel of walk(distDir)) {
    const body = readFileSync(path.join(distDir, rel));
    const ext = path.extname(rel).toLowerCase();
    assets.set(`/${rel}`, {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      immutable: rel.startsWith('assets/'),
    });
  }
  const compressible = (a: Asset, p: string) =>
    COMPRESSIBLE.has(path.extname(p).toLowerCase()) && a.body.byteLength >= MIN_COMPRESS_BYTES;
  const brOf = (a: Asset) =>
    (a.br ??= brotli(a.body, {
      params: {
        // Quality 5, not the maximum 11: on the 9 MB build, 11 took 18 CPU-s at every start (and a first
        // visitor waited on it) for files only 12 % smaller than 5 makes them in 0.6 CPU-s.
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: a.body.byteLength,
      },
    }));
  const gzipOf = (a: Asset) => (a.gzip ??= gzipAsync(a.body, { level: 9 }));
  // In the background, one file at a time (zlib's thread pool), so the first visitor rarely waits.
  const ready = (async () => {
    for (const [p, a] of assets) {
      if (!compressible(a, p)) continue;
      await brOf(a);
      await gzipOf(a);
    }
  })();

  const send = async (c: Context, p: string, a: Asset): Promise<Response> => {
    const headers: Record<string, string> = {
      'content-type': a.type,
      'cache-control': a.immutable ? IMMUTABLE : 'no-cache',
      etag: a.etag,
    };
    const zipped = compressible(a, p);
    if (zipped) headers.vary = 'Accept-Encoding';
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim() === a.etag))
      return new Response(null, { status: 304, headers });
    let body = a.body;
    if (zipped) {
      const accept = c.req.header('accept-encoding') ?? '';
      if (/\bbr\b/.test(accept)) {
        body = await brOf(a);
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        body = await gzipOf(a);
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.byteLength);
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { headers });
  };

  const index = assets.get('/index.html');
  if (!index) throw new Error(`No index.html in ${distDir}: run npm run build first.`);
  return {
    ready,
    files: async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const p = c.req.path;
      const asset = assets.get(p);
      if (asset) return send(c, p, asset);
      if (p.startsWith('/assets/')) {
        return c.text(`Not found: ${c.req.path} is not part of this build (reload the page).`, 404, {
          'cache-control': 'no-cache',
        });
      }
      return next();
    },
    shell: (c) => send(c, '/index.html', index),
  };
}
