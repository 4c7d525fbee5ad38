/** Contract §6 (POST /get-risk-info), over real HTTP: one test per rule, named after it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskInfoResponseSchema } from '@core/api/schemas.ts';
import {
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
  sim = await startSimulator({ seedPlots: 30, clock: createTestClock(Date.UTC(2026, 4, 15, 12)) });
  client = api(sim);
});
afterAll(() => sim.close());

/** A square of `size` degrees (0.01° ≈ 123 ha at the equator), in Côte d'Ivoire by default. */
const square = (size = 0.01, lng = -5.5, lat = 6.8): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

/** A regular polygon of `corners` corners, so corners + 1 coordinates. */
const ngon = (corners: number, radius = 0.01, lng = -5.5, lat = 6.8): GeoJSON.Polygon => {
  const ring = Array.from({ length: corners }, (_, i) => [
    lng + Math.cos((2 * Math.PI * i) / corners) * radius,
    lat + Math.sin((2 * Math.PI * i) / corners) * radius,
  ]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
};

async function expect400(body: unknown, errorCode: string, pattern?: RegExp) {
  const res = await client.post('/get-risk-info', body);
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe(errorCode);
  expect(typeof res.body.errorMessage).toBe('string');
  if (pattern) expect(res.body.errorMessage).toMatch(pattern);
}

describe('POST /get-risk-info (contract §6)', () => {
  it('risk info: missing or unknown token → 401', async () => {
    const res = await api(sim, null).post('/get-risk-info', { geometry: square() });
    expect(res.status).toBe(401);
  });

  it('risk info: the path has no /v1 prefix', async () => {
    expect((await client.post('/v1/get-risk-info', { geometry: square() })).status).toBe(404);
  });

  it('risk info: a valid polygon → 200 with totalSizeHa, monthly deforestation, forest, protected, indigenous', async () => {
    const res = await client.post('/get-risk-info', { geometry: square() });
    expect(res.status).toBe(200);
    expect(riskInfoResponseSchema.safeParse(res.body).success).toBe(true);
    const info = res.body.riskInfo;
    expect(info.totalSizeHa).toBeGreaterThan(100);
    expect(info.totalSizeHa).toBeLessThan(130);
    for (const field of ['remainingForestHa', 'protectedAreasHa', 'indigenousTerritoriesHa']) {
      expect(info[field]).toBeGreaterThanOrEqual(0);
      expect(info[field]).toBeLessThanOrEqual(info.totalSizeHa);
    }
  });

  it('risk info: monthly deforestation from January 2016 to last month', async () => {
    const info = (await client.post('/get-risk-info', { geometry: square() })).body.riskInfo;
    const years = Object.keys(info.yearToMonthToDeforestationHa);
    expect(years).toEqual([
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(Object.keys(info.yearToMonthToDeforestationHa['2016'])).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    expect(Object.keys(info.yearToMonthToDeforestationHa['2026'])).toEqual(['1', '2', '3', '4']);
  });

  it('risk info: the same polygon gets the same answer', async () => {
    const a = await client.post('/get-risk-info', { geometry: square(0.02, -2, 6.5) });
    const b = await client.post('/get-risk-info', { geometry: square(0.02, -2, 6.5) });
    expect(a.body).toEqual(b.body);
  });

  it('risk info: a missing geometry → 400 invalid_request', async () => {
    await expect400({}, 'invalid_request', /geometry/);
    await expect400('not json', 'invalid_request');
  });

  it('risk info: a geometry that is not a Polygon → 400 invalid_request', async () => {
    await expect400({ geometry: { type: 'Point', coordinates: [-5.5, 6.8] } }, 'invalid_request', /Polygon/);
    await expect400(
      { geometry: { type: 'MultiPolygon', coordinates: [square().coordinates] } },
      'invalid_request',
    );
  });

  it('risk info: a self-intersecting polygon → 400 invalid_geometry', async () => {
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [-5.5, 6.8],
          [-5.49, 6.81],
          [-5.49, 6.8],
          [-5.5, 6.81],
          [-5.5, 6.8],
        ],
      ],
    };
    await expect400({ geometry: bowtie }, 'invalid_geometry', /intersects itself/);
  });

  it('risk info: more than 40 coordinates → 400 invalid_geometry (40 is fine)', async () => {
    expect((await client.post('/get-risk-info', { geometry: ngon(39) })).status).toBe(200);
    await expect400({ geometry: ngon(40) }, 'invalid_geometry', /41 coordinates/);
  });

  it('risk info: an area under 0.1 ha → 400 invalid_geometry', async () => {
    await expect400({ geometry: square(0.0002) }, 'invalid_geometry', /0\.1 to 100,000 ha/);
    expect((await client.post('/get-risk-info', { geometry: square(0.0003) })).status).toBe(200);
  });

  it('risk info: an area over 100,000 ha → 400 invalid_geometry', async () => {
    await expect400({ geometry: square(0.3) }, 'invalid_geometry', /0\.1 to 100,000 ha/);
    expect((await client.post('/get-risk-info', { geometry: square(0.28) })).status).toBe(200);
  });

  it('risk info: an unclosed ring → 400 invalid_geometry', async () => {
    const open = { type: 'Polygon', coordinates: [square().coordinates[0]!.slice(0, 4)] };
    await expect400({ geometry: open }, 'invalid_geometry', /not closed/);
  });

  it('risk info: outside the monitored regions → 400 outside_monitoring_region', async () => {
    await expect400({ geometry: square(0.01, 5, 52) }, 'outside_monitoring_region'); // Netherlands
    await expect400({ geometry: square(0.01, -30, 0) }, 'outside_monitoring_region'); // Atlantic Ocean
  });

  it('risk info: projectId overrides the active project; an inaccessible one → 403', async () => {
    const ok = await client.post('/get-risk-info', { geometry: square(), projectId: PROJECTS.palm });
    expect(ok.status).toBe(200);
    const res = await api(sim, TOKENS.lucas).post('/get-risk-info', {
      geometry: square(),
      projectId: PROJECTS.cocoa,
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('forbidden');
  });
});
