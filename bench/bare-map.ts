/**
 * The bare MapLibre page the map benches compare against (bench/plots-browser.ts, bench/region-map.ts): the
 * same tiles and view as the dashboard's map with nothing else on the page, served on a free loopback port.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type Page } from 'playwright-core';
import { longTasksUntil, type LongTasks } from './browser-bench.ts';

/** A map's size and view, to draw the same view on the bare side. */
export interface MapView {
  width: number;
  height: number;
  center: [number, number];
  zoom: number;
}

/**
 * The bare side of the map benches (bench/plots-browser.ts, bench/region-map.ts): MapLibre alone on a plain
 * background, one geojson source `data` (fetched from /data.geojson with the page's own query string) with a
 * fill and an outline layer, the map sized and placed by the query (w, h, lng, lat, z). Paints are the
 * layers' MapLibre paint properties.
 */
export function bareMapHtml(paint: { fill: object; line: object }): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/maplibre/maplibre-gl.css">
<style>html,body{margin:0}#map{position:absolute;left:0;top:0}</style></head>
<body><div id="map"></div><script type="module">
import * as maplibregl from '/maplibre/maplibre-gl.mjs';
maplibregl.setWorkerUrl('/maplibre/maplibre-gl-worker.mjs');
const q = new URLSearchParams(location.search);
const el = document.getElementById('map');
el.style.width = q.get('w') + 'px';
el.style.height = q.get('h') + 'px';
const map = new maplibregl.Map({
  container: el,
  center: [Number(q.get('lng')), Number(q.get('lat'))],
  zoom: Number(q.get('z')),
  style: { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#cfe3ef' } }] },
});
window.__bareMap = map;
map.on('load', () => {
  map.addSource('data', { type: 'geojson', data: '/data.geojson' + location.search });
  map.addLayer({ id: 'fill', type: 'fill', source: 'data', paint: ${JSON.stringify(paint.fill)} });
  map.addLayer({ id: 'line', type: 'line', source: 'data', paint: ${JSON.stringify(paint.line)} });
});
</script></body></html>`;
}

/**
 * Serves a bare map page (bareMapHtml) at /, MapLibre's own files from node_modules at /maplibre/, and
 * /data.geojson from `data` (given the request's URL; null: 404), on loopback.
 */
export function startBareMapServer(
  html: string,
  data: (url: URL) => string | Readable | null,
  port: number,
): Promise<Server> {
  const maplibreDir = path.resolve('node_modules/maplibre-gl/dist');
  const types: Record<string, string> = { '.mjs': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    } else if (url.pathname === '/data.geojson') {
      const body = data(url);
      if (body === null) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/geo+json' });
      if (typeof body === 'string') res.end(body);
      else body.pipe(res);
    } else if (url.pathname.startsWith('/maplibre/')) {
      const file = path.join(maplibreDir, path.basename(url.pathname));
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Opens the bare map on `view` (with `query` added to its URL) and resolves when it is drawn: the style
 * loaded, its source loaded (MapLibre's worker has parsed and indexed the whole file), every tile in view
 * loaded and the map still; checked on every rendered frame and every 100 ms, as the benches check their
 * page's map. Long tasks are counted up to then.
 */
export async function measureBareMap(
  page: Page,
  base: string,
  view: MapView,
  query: Record<string, string> = {},
): Promise<{ drawn: number; longTasks: LongTasks }> {
  const q = new URLSearchParams({
    ...query,
    w: String(view.width),
    h: String(view.height),
    lng: String(view.center[0]),
    lat: String(view.center[1]),
    z: String(view.zoom),
  });
  await page.goto(`${base}/?${q}`, { waitUntil: 'commit' });
  const drawn = await page.evaluate(async () => {
    const map = await new Promise<MapLibreMap>((resolve) => {
      const look = () => {
        const m = (window as unknown as { __bareMap?: MapLibreMap }).__bareMap;
        if (m) resolve(m);
        else setTimeout(look, 20);
      };
      look();
    });
    return new Promise<number>((resolve) => {
      const check = () => {
        if (
          !(
            map.getSource('data') &&
            map.loaded() &&
            map.isSourceLoaded('data') &&
            map.areTilesLoaded() &&
            !map.isMoving()
          )
        )
          return;
        clearInterval(timer);
        map.off('render', check);
        resolve(performance.now());
      };
      const timer = setInterval(check, 100);
      map.on('render', check);
      check();
    });
  });
  return { drawn, longTasks: await longTasksUntil(page, drawn) };
}
