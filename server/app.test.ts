import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from './config.ts';
import { createServerApp, type ServerApp } from './app.ts';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { BASEMAP_TILE_MAXZOOM } from './geo/basemap-tiles.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- a test of both ends: the map style the SPA asks for is what the server's tiles hold.
import { offlineStyle } from '@/components/map/basemap-style.ts';

describe('server app', () => {
  let dataDir: string;
  let simulatorOnly: ServerApp;
  let withLive: ServerApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-app-'));
    simulatorOnly = await createServerApp({ ...readConfig({}), dataDir: path.join(dataDir, 'a') });
    withLive = await createServerApp({
      ...readConfig({ PORTFOLIO_MIRROR: '0' }),
      dataDir: path.join(dataDir, 'b'),
      liveApiUrl: 'https://api.example.org',
      liveApiToken: 'server-side-secret',
    });
  });

  afterAll(async () => {
    await simulatorOnly.close();
    await withLive.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the copy of the plots unless PORTFOLIO_MIRROR=0 (the pages then walk the service themselves)', async () => {
    expect(readConfig({}).portfolioMirror).toBe(true);
    expect(readConfig({ PORTFOLIO_MIRROR: 'false' }).portfolioMirror).toBe(false);
    // Mounted: a request from no signed-in page is refused by the route (403 or 401), not unknown (404).
    const offered = await simulatorOnly.app.request('/api/portfolio/simulator/projects/p-palm/plots');
    expect([401, 403]).toContain(offered.status);
    const off = await withLive.app.request('/api/portfolio/simulator/projects/p-palm/plots');
    expect(off.status).toBe(404);
    expect(((await off.json()) as { errorCode: string }).errorCode).toBe('not_found');
  });

  it('reports the simulator as the default connection when no live URL is configured', async () => {
    const body = await (await simulatorOnly.app.request('/api/config')).json();
    expect(body).toMatchObject({
      defaultConnection: 'simulator',
      connections: { live: { available: false } },
    });
  });

  it('reports the live service, and that the server holds the token, when configured', async () => {
    const body = await (await withLive.app.request('/api/config')).json();
    expect(body).toMatchObject({
      defaultConnection: 'live',
      connections: { live: { available: true, serverHoldsToken: true } },
    });
  });

  it('serves the offline basemap countries cut at the antimeridian', async () => {
    const response = await simulatorOnly.app.request('/basemap/countries.geojson');
    expect(response.headers.get('content-type')).toContain('geo+json');
    const fc = (await response.json()) as GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
    expect(fc.features.length).toBeGreaterThan(200);
    // No ring segment may jump across the map (the band artefact of uncut shapes).
    let jumps = 0;
    for (const f of fc.features) {
      const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
      for (const ring of polygons.flat()) {
        for (let i = 1; i < ring.length; i++) if (Math.abs(ring[i]![0]! - ring[i - 1]![0]!) > 180) jumps++;
      }
    }
    expect(jumps).toBe(0);
  });

  it('serves the basemap countries as vector tiles: a z4 tile over Indonesia has the countries in it', async () => {
    const response = await simulatorOnly.app.request('/basemap/tiles/4/12/8.pbf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const tile = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
    expect(Object.keys(tile.layers)).toEqual(['countries']);
    const layer = tile.layers.countries!;
    const features = Array.from({ length: layer.length }, (_, i) => layer.feature(i));
    const indonesia = features.find((f) => f.properties.iso2 === 'ID');
    expect(indonesia).toBeDefined();
    expect(indonesia!.properties.name).toBe('Indonesia');
    expect(indonesia!.type).toBe(3); // polygon
    // Shapes crossing the tile edge run on into the buffer (never cut at the edge itself, which the
    // borders line layer would draw as seams), and no further.
    const points = features.flatMap((f) => f.loadGeometry().flat());
    const [min, max] = [
      Math.min(...points.flatMap((p) => [p.x, p.y])),
      Math.max(...points.flatMap((p) => [p.x, p.y])),
    ];
    expect(min).toBeLessThan(0);
    expect(max).toBeGreaterThan(layer.extent);
    expect(min).toBeGreaterThanOrEqual(-layer.extent / 32);
    expect(max).toBeLessThanOrEqual(layer.extent * (1 + 1 / 32));
  });

  it('answers an open-ocean basemap tile with 204 and no body, which MapLibre takes as an empty tile', async () => {
    const response = await simulatorOnly.app.request('/basemap/tiles/5/2/20.pbf');
    expect(response.status).toBe(204);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('rejects basemap tile coordinates that do not exist with 400', async () => {
    for (const path of [
      '7/0/0.pbf',
      '4/16/0.pbf',
      '4/0/16.pbf',
      '4/-1/0.pbf',
      '4/1.5/0.pbf',
      'a/b/c.pbf',
      '4/12/8.png',
    ]) {
      const response = await simulatorOnly.app.request(`/basemap/tiles/${path}`);
      expect(response.status, path).toBe(400);
    }
  });

  it("gives the offline style the tile server's max zoom, so MapLibre over-zooms rather than asks for more", () => {
    expect(offlineStyle('http://localhost').sources.countries).toMatchObject({
      type: 'vector',
      maxzoom: BASEMAP_TILE_MAXZOOM,
    });
  });

  it('answers 404 with the contract error body for an unknown API path', async () => {
    const response = await simulatorOnly.app.request('/api/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'not_found' });
  });
});
