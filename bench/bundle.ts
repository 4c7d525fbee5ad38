/**
 * Bundle budgets (gzip): what a person downloads before the first page shows, and the lazily loaded parts.
 * Reads dist/.vite/manifest.json (run `npm run build` first; `npm run bench` does). Fails (exit 1) when a
 * budget is exceeded by more than 20 %. Budgets are listed in the README.
 */
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const BUDGETS_KB: Record<string, number> = {
  'initial JS (first page)': 170,
  'map (maplibre-gl chunk)': 320,
  'map worker (maplibre)': 180,
  'plot checker worker': 40,
  'plot file preparer worker (readers lazy)': 30,
  // Loads, packs, and cuts the plots map's tiles (geojson-vt, vt-pbf, flatbush): 28 kB loading + ~12 kB tiling.
  'plot loader worker': 50,
  'plots page (table + map glue)': 60,
  // Supplier-file converters: loaded by the checker worker only when a file of their format arrives
  // (proj4, shared by shapefile and GeoPackage, is ~40 kB of those).
  'converter: KML/KMZ/GPX': 45,
  'converter: zipped shapefile': 55,
  'converter: CSV/XLSX': 25,
  'converter: GeoPackage (JS)': 65,
  'converter: GeoPackage (sql.js wasm)': 360,
};

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
/** Bytes as server/static-assets.ts sends them to a browser that accepts brotli (maximum quality). */
const br = (file: string) =>
  brotliCompressSync(readFileSync(path.join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
const raw = (file: string) => readFileSync(path.join(dist, file)).length;

/** A chunk and everything it imports statically (what loads together). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const sizeOf = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(manifest[k]!.file), 0);
/** The files behind each measured budget, for the served-size table. */
const filesOf: Record<string, string[]> = {};
const filesOfKeys = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const initial = closure(entryKey);
const find = (test: (k: string, c: ManifestChunk) => boolean) =>
  Object.keys(manifest).filter((k) => test(k, manifest[k]!));

const measured: Record<string, number | null> = {};
measured['initial JS (first page)'] = sizeOf(initial);
filesOf['initial JS (first page)'] = filesOfKeys(initial);
const mapKeys = find(
  (k) =>
    /node_modules\/maplibre-gl\/dist\/maplibre-gl\.mjs$/.test(k) ||
    /maplibre-gl-[\w-]+\.js$/.test(manifest[k]!.file),
);
measured['map (maplibre-gl chunk)'] = mapKeys.length
  ? sizeOf(new Set(mapKeys.filter((k) => !initial.has(k))))
  : null;
filesOf['map (maplibre-gl chunk)'] = filesOfKeys(new Set(mapKeys.filter((k) => !initial.has(k))));
const mapWorker = find((_k, c) => /maplibre-gl-worker/.test(c.file));
measured['map worker (maplibre)'] = mapWorker.length ? sizeOf(mapWorker) : null;
filesOf['map worker (maplibre)'] = filesOfKeys(mapWorker);
// Vite bundles module workers on their own (self-contained, not listed in the manifest).
const workerFiles = (name: RegExp) =>
  readdirSync(path.join(dist, 'assets'))
    .filter((f) => name.test(f))
    .map((f) => path.join('assets', f));
filesOf['plot checker worker'] = workerFiles(/^check\.worker-.*\.js$/);
filesOf['plot loader worker'] = workerFiles(/^plot-loader\.worker-.*\.js$/);
const workerSize = (name: RegExp) => {
  const files = readdirSync(path.join(dist, 'assets')).filter((f) => name.test(f));
  return files.length ? files.reduce((n, f) => n + gz(path.join('assets', f)), 0) : null;
};
measured['plot checker worker'] = workerSize(/^check\.worker-.*\.js$/);
measured['plot loader worker'] = workerSize(/^plot-loader\.worker-.*\.js$/);
measured['plot file preparer worker (readers lazy)'] = workerSize(/^prepare\.worker-.*\.js$/);
// A converter chunk and the shared chunks it imports (proj4 sits in one shared with the map pages), but
// not the worker's own chunk (the preparer's now, the checker's before), which is loaded already, nor the
// other languages' messages (core/i18n loads one only when a page speaks it).
const assetsDir = path.join(dist, 'assets');
const assetFiles = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
const LANGUAGE_CHUNK = /^(fr|pt|es|id)-[\w-]+\.js$/;
function assetClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || /^(check|prepare)\.worker-/.test(file) || LANGUAGE_CHUNK.test(file)) return seen;
  seen.add(file);
  const text = readFileSync(path.join(assetsDir, file), 'utf8');
  for (const m of text.matchAll(/(?:from|import\()\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
    assetClosure(m[1]!, seen);
  return seen;
}
const converter = (name: RegExp) => {
  const file = assetFiles.find((f) => name.test(f));
  if (!file) return null;
  return [...assetClosure(file)].reduce((n, f) => n + gz(path.join('assets', f)), 0);
};
measured['converter: KML/KMZ/GPX'] = converter(/^kml-[\w-]+\.js$/);
measured['converter: zipped shapefile'] = converter(/^shapefile-[\w-]+\.js$/);
measured['converter: CSV/XLSX'] = converter(/^table-[\w-]+\.js$/);
measured['converter: GeoPackage (JS)'] = converter(/^geopackage-[\w-]+\.js$/);
measured['converter: GeoPackage (sql.js wasm)'] = workerSize(/^sql-wasm-browser-.*\.wasm$/);
const plots = find((k) => /src\/features\/plots\//.test(k) && !initial.has(k));
filesOf['plots page (table + map glue)'] = filesOfKeys(
  new Set(plots.flatMap((k) => [...closure(k)]).filter((k) => !initial.has(k) && !mapKeys.includes(k))),
);
measured['plots page (table + map glue)'] = plots.length
  ? sizeOf(
      new Set(plots.flatMap((k) => [...closure(k)]).filter((k) => !initial.has(k) && !mapKeys.includes(k))),
    )
  : null;

let failed = 0;
console.log('\nBundle budgets (gzip)');
console.log('budget'.padEnd(34), 'measured'.padStart(10), 'target'.padStart(8), 'status');
for (const [name, targetKb] of Object.entries(BUDGETS_KB)) {
  const bytes = measured[name];
  if (bytes == null) {
    console.log(
      name.padEnd(34),
      'n/a'.padStart(10),
      `${targetKb} kB`.padStart(8),
      'not built (chunk not found)',
    );
    continue;
  }
  const kb = bytes / 1024;
  const status = kb > targetKb * 1.2 ? 'FAIL (over by >20%)' : kb > targetKb ? 'over (within 20%)' : 'ok';
  if (status.startsWith('FAIL')) failed++;
  console.log(name.padEnd(34), `${kb.toFixed(1)} kB`.padStart(10), `${targetKb} kB`.padStart(8), status);
}
// What actually crosses the network: the production server sends brotli (or gzip) to browsers.
console.log('\nTransfer sizes as served by npm start (brotli; the raw size on disk for comparison)');
console.log('part'.padEnd(34), 'brotli'.padStart(10), 'gzip'.padStart(10), 'raw'.padStart(10));
for (const name of Object.keys(BUDGETS_KB)) {
  const files = filesOf[name] ?? [];
  if (!files.length) continue;
  const sum = (f: (file: string) => number) =>
    `${(files.reduce((n, x) => n + f(x), 0) / 1024).toFixed(1)} kB`;
  console.log(name.padEnd(34), sum(br).padStart(10), sum(gz).padStart(10), sum(raw).padStart(10));
}
process.exitCode = failed ? 1 : 0;
