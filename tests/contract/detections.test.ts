/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted. */
/** Contract §7 (GET /detections-export), over real HTTP: one test per rule, named after it. */
import shp from 'shpjs';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectionsExportSchema } from '@core/api/schemas.ts';
import { isQuietMonth } from '../../server/simulator/geo/detections.ts';
import {
  allPlots,
  api,
  createTestClock,
  PROJECTS,
  startSimulator,
  TOKENS,
  type ApiClient,
  type TestSimulator,
} from './helpers.ts';

let sim: TestSimulator;
let client: ApiClient;

beforeAll(async () => {
  sim = await startSimulator({
    seedPlots: 300,
    clock: createTestClock(Date.UTC(2026, 4, 15, 12)),
    mount: '/api/simulator',
  });
  client = api(sim);
});
afterAll(() => sim.close());

/** Polygons touch when a vertex of one lies in the other (enough for these convex-ish shapes). */
function touches(a: GeoJSON.Polygon, b: GeoJSON.Polygon): boolean {
  const inside = (p: GeoJSON.Polygon, q: GeoJSON.Polygon) =>
    p.coordinates[0]!.some((pos) => booleanPointInPolygon(pos, q));
  return inside(a, b) || inside(b, a);
}

const listing = (query: Record<string, string | number>) => client.get('/detections-export', query);

async function download(url: string, token: string | null = TOKENS.amara) {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function expect400(query: Record<string, string | number>, field: string) {
  const res = await listing(query);
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe('invalid_request');
  expect(res.body.errorMessage).toContain(field);
}

describe('GET /detections-export (contract §7)', () => {
  it('detections: missing or unknown token → 401', async () => {
    expect((await api(sim, null).get('/detections-export', { year: 2024, month: 3 })).status).toBe(401);
  });

  it('detections: the path has no /v1 prefix', async () => {
    expect((await client.get('/v1/detections-export', { year: 2024, month: 3 })).status).toBe(404);
  });

  it('detections: lists a deforestation and a fire file with fileName, absolute url and sizeBytes', async () => {
    const res = await listing({ year: 2024, month: 3 });
    expect(res.status).toBe(200);
    expect(detectionsExportSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ year: 2024, month: 3 });
    expect(res.body.files.map((f: any) => f.kind)).toEqual(['deforestation', 'fire']);
    for (const f of res.body.files) {
      expect(f.url.startsWith(`${sim.baseUrl}/detections-export/files/`)).toBe(true);
      expect(f.fileName).toMatch(/\.zip$/);
      expect(f.sizeBytes).toBeGreaterThan(100);
    }
  });

  it('detections: each URL downloads a .zip with .shp .shx .dbf .prj of polygons (deforestation) or points (fire)', async () => {
    const res = await listing({ year: 2024, month: 3 });
    for (const f of res.body.files) {
      const { res: dl, bytes } = await download(f.url);
      expect(dl.status).toBe(200);
      expect(dl.headers.get('content-type')).toBe('application/zip');
      expect(bytes.byteLength).toBe(f.sizeBytes);
      const exts = Object.keys(unzipSync(bytes)).map((n) => n.slice(n.lastIndexOf('.')));
      expect(exts.sort()).toEqual(['.dbf', '.prj', '.shp', '.shx']);
      const fc = (await shp(bytes.slice().buffer)) as GeoJSON.FeatureCollection;
      expect(fc.features.length).toBeGreaterThan(0);
      const type = f.kind === 'fire' ? 'Point' : 'Polygon';
      expect(fc.features.every((feature) => feature.geometry.type === type)).toBe(true);
      expect(fc.features[0]!.properties).toHaveProperty('date');
    }
  });

  it('detections: the download needs the bearer token', async () => {
    const res = await listing({ year: 2024, month: 3 });
    const { res: dl } = await download(res.body.files[0].url, null);
    expect(dl.status).toBe(401);
  });

  it('detections: some detections touch plots of the project', async () => {
    const plots = await allPlots(client, { projectId: PROJECTS.cocoa });
    let touched = 0;
    for (const month of [1, 2, 3, 4, 5, 6]) {
      const res = await listing({ year: 2025, month, projectId: PROJECTS.cocoa });
      const deforestation = res.body.files.find((f: any) => f.kind === 'deforestation');
      const fc = (await shp(
        (await download(deforestation.url)).bytes.slice().buffer,
      )) as GeoJSON.FeatureCollection;
      touched += plots.filter((p) =>
        fc.features.some((d) => touches(d.geometry as GeoJSON.Polygon, p.geometry)),
      ).length;
    }
    expect(touched).toBeGreaterThan(0);
  });

  it('detections: a month without detections still lists both kinds, each zip holding an empty layer', async () => {
    let quiet: [number, number] | null = null;
    for (let y = 2016; y <= 2025 && !quiet; y++) {
      for (let m = 1; m <= 12 && !quiet; m++) {
        if (isQuietMonth('deforestation', y, m)) quiet = [y, m];
      }
    }
    const res = await listing({ year: quiet![0], month: quiet![1] });
    expect(res.status).toBe(200);
    expect(res.body.files).toHaveLength(2);
    const deforestation = res.body.files.find((f: any) => f.kind === 'deforestation');
    const { bytes } = await download(deforestation.url);
    expect(Object.keys(unzipSync(bytes))).toHaveLength(4);
    expect(((await shp(bytes.slice().buffer)) as GeoJSON.FeatureCollection).features).toEqual([]);
  });

  it('detections: a month in the future → 400', async () => {
    await expect400({ year: 2026, month: 6 }, 'future');
    await expect400({ year: 2027, month: 1 }, 'future');
    expect((await listing({ year: 2026, month: 5 })).status).toBe(200);
  });

  it('detections: a year before 2016 → 400', async () => {
    await expect400({ year: 2015, month: 12 }, 'year');
  });

  it('detections: year and month are required, month 1..12 → else 400', async () => {
    await expect400({ month: 3 }, 'year');
    await expect400({ year: 2024 }, 'month');
    await expect400({ year: 2024, month: 13 }, 'month');
  });

  it('detections: projectId overrides the active project; an inaccessible one → 403', async () => {
    const res = await listing({ year: 2024, month: 3, projectId: PROJECTS.palm });
    expect(res.status).toBe(200);
    expect(res.body.files[0].url).toContain(`projectId=${PROJECTS.palm}`);
    const lucas = await api(sim, TOKENS.lucas).get('/detections-export', {
      year: 2024,
      month: 3,
      projectId: PROJECTS.cocoa,
    });
    expect(lucas.status).toBe(403);
  });
});
