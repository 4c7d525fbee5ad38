/**
 * A Vite build plugin that writes the supplier self-check's service worker, `check-sw.js`: it precaches the
 * page's shell (index.html) and every built file `/check` needs (its chunks, the map, the reading and
 * checking workers and their chunks, WebAssembly, CSS), so the page works offline once opened
 * (src/lib/self-check/offline.ts registers it, for the `/check` scope only).
 *
 * Hand-written rather than vite-plugin-pwa: that plugin builds through workbox-build (Babel, a second Rollup
 * and about 300 packages) for what is here a list of files and three fetch rules. The list is the files
 * reachable from the self-check page's chunk: its static and dynamic imports, and any built file whose name
 * appears in a reached file's code (how a worker's URL and a worker's own chunks are referenced). The entry
 * chunk contributes its static imports only: its code names every page's chunk, which /check does not need.
 */
import type { Plugin } from 'vite';

/** A built file as the plugin sees it: its name, its code (chunks and text assets) and its known imports. */
export interface BuiltFile {
  fileName: string;
  code: string | null;
  /** Static imports, CSS and assets the chunk loads. */
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  /** The chunk's own module (the self-check page's chunk is found by it). */
  facade: string | null;
}

const PAGE_MODULE = /[\\/]self-check[\\/]self-check-page\.tsx$/;

/** The built files /check needs, as root-relative URLs, sorted: the entry's static imports, then reachability. */
export function precacheList(files: readonly BuiltFile[]): string[] {
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (name: string) => {
    if (byName.has(name) && !reached.has(name)) {
      reached.add(name);
      queue.push(name);
    }
  };
  const entry = files.find((f) => f.isEntry);
  const page = files.find((f) => f.facade !== null && PAGE_MODULE.test(f.facade));
  if (!entry || !page) throw new Error('self-check-sw: the entry or the /check page chunk is missing');
  // The entry is reached but neither scanned nor followed into its dynamic imports: they are every page.
  reached.add(entry.fileName);
  for (const name of entry.imports) reach(name);
  reach(page.fileName);
  const names = files.map((f) => f.fileName).filter((n) => !n.endsWith('.map') && !n.startsWith('.vite/'));
  while (queue.length) {
    const file = byName.get(queue.pop()!)!;
    for (const name of [...file.imports, ...file.dynamicImports]) reach(name);
    if (file.code === null) continue;
    for (const name of names) {
      if (!reached.has(name) && file.code.includes(name.slice(name.lastIndexOf('/') + 1))) reach(name);
    }
  }
  return [...reached]
    .filter((n) => !n.endsWith('.map') && !n.startsWith('.vite/'))
    .map((n) => `/${n}`)
    .sort();
}

/** The worker's code: precache on install, claim the page on activate, then cache-first for what is cached. */
function workerSource(version: string, precache: readonly string[]): string {
  return `// The supplier self-check's service worker (scripts/self-check-sw.ts writes it at build time).
const CACHE = 'self-check-${version}';
const PRECACHE = ${JSON.stringify(['/index.html', '/favicon.svg', ...precache])};
// The built-in basemap's first zoom levels and labels, so the offline map shows countries; optional.
const BASEMAP = ['/basemap/labels.geojson', '/basemap/tiles/0/0/0.pbf',
  '/basemap/tiles/1/0/0.pbf', '/basemap/tiles/1/0/1.pbf', '/basemap/tiles/1/1/0.pbf', '/basemap/tiles/1/1/1.pbf'];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(PRECACHE);
    await Promise.all(BASEMAP.map((url) => cache.add(url).catch(() => undefined)));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('self-check-') && key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // Never the API (the self-check makes no such request), never another origin, never a write.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The page itself: fresh when online (a new version is seen at once), the cached shell when not.
    event.respondWith(fetch(request).catch(async () => (await caches.match('/index.html')) || Response.error()));
    return;
  }
  if (!url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/basemap/') && url.pathname !== '/favicon.svg') return;
  // Hashed assets never change; basemap tiles seldom: cached first, else fetched and kept.
  event.respondWith((async () => {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    let response;
    try {
      response = await fetch(request);
    } catch (error) {
      // Offline, a basemap tile never seen is drawn empty (MapLibre reads a 204 as an empty tile).
      if (url.pathname.startsWith('/basemap/tiles/')) return new Response(null, { status: 204 });
      throw error;
    }
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
    }
    return response;
  })());
});
`;
}

/** Writes check-sw.js beside index.html in a build (not in the dev server, where nothing registers it). */
export function selfCheckServiceWorker(): Plugin {
  return {
    name: 'self-check-sw',
    apply: 'build',
    // Last, so the worker bundles Vite emits as assets are in the bundle already.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files: BuiltFile[] = Object.values(bundle).map((item) =>
          item.type === 'chunk'
            ? {
                fileName: item.fileName,
                code: item.code,
                imports: [
                  ...item.imports,
                  ...(item.viteMetadata?.importedCss ?? []),
                  ...(item.viteMetadata?.importedAssets ?? []),
                ],
                dynamicImports: item.dynamicImports,
                isEntry: item.isEntry,
                facade: item.facadeModuleId,
              }
            : {
                fileName: item.fileName,
                code: typeof item.source === 'string' ? item.source : null,
                imports: [],
                dynamicImports: [],
                isEntry: false,
                facade: null,
              },
        );
        const precache = precacheList(files);
        // The version changes with any precached file's name (hashed), so a new build replaces the old cache.
        let hash = 0;
        for (const c of precache.join('\n')) hash = (Math.imul(hash, 31) + c.charCodeAt(0)) | 0;
        this.emitFile({
          type: 'asset',
          fileName: 'check-sw.js',
          source: workerSource((hash >>> 0).toString(36), precache),
        });
      },
    },
  };
}
