/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted. */
/** Contract §5 (jurisdictions), over real HTTP: one test per rule, named after it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FRAMEWORK_CUTOFF,
  FRAMEWORKS,
  jurisdictionPageSchema,
  jurisdictionSchema,
} from '@core/api/schemas.ts';
import { api, createTestClock, startSimulator, type ApiClient, type TestSimulator } from './helpers.ts';

let sim: TestSimulator;
let client: ApiClient;

beforeAll(async () => {
  sim = await startSimulator({
    seedPlots: 30,
    clock: createTestClock(Date.UTC(2026, 4, 15, 12)),
    mount: '/api/simulator',
  });
  client = api(sim);
});
afterAll(() => sim.close());

const list = (query: Record<string, string>) => client.get('/v1/jurisdictions', query);

async function expect400(query: Record<string, string>, errorCode: string, field: string) {
  const res = await list(query);
  expect(res.status).toBe(400);
  expect(res.body.errorCode).toBe(errorCode);
  expect(res.body.errorMessage).toContain(field);
}

async function allPages(query: Record<string, string>): Promise<any[]> {
  const out: any[] = [];
  let res = await list(query);
  for (;;) {
    expect(res.status).toBe(200);
    out.push(...res.body.results);
    if (!res.body.nextUrl) return out;
    res = await client.get(res.body.nextUrl);
  }
}

describe('GET /v1/jurisdictions (contract §5)', () => {
  it('jurisdictions: missing or unknown token → 401', async () => {
    const res = await api(sim, null).get('/v1/jurisdictions', { framework: 'EUDR' });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('unauthorized');
  });

  it('jurisdictions: framework is required → 400 invalid_request naming framework', async () => {
    await expect400({}, 'invalid_request', 'framework');
  });

  it('jurisdictions: framework outside NPDE, CFI, RSPO, EUDR, Fairtrade → 400', async () => {
    await expect400({ framework: 'FSC' }, 'invalid_request', 'framework');
  });

  it('jurisdictions: every framework is accepted and carries its cut-off date', async () => {
    for (const framework of FRAMEWORKS) {
      const res = await list({ framework, country: 'BR' });
      expect(res.status).toBe(200);
      expect(res.body.results[0].assessment).toMatchObject({
        framework,
        cutoffDate: FRAMEWORK_CUTOFF[framework],
      });
    }
  });

  it('jurisdictions: more than 3 risk levels → 400 limit_exceeded', async () => {
    await expect400({ framework: 'EUDR', riskLevel: 'none,low,medium,high' }, 'limit_exceeded', 'riskLevel');
  });

  it('jurisdictions: an unknown risk level → 400 invalid_request', async () => {
    await expect400({ framework: 'EUDR', riskLevel: 'low,severe' }, 'invalid_request', 'riskLevel');
  });

  it('jurisdictions: riskLevel filters (comma list)', async () => {
    const results = await allPages({ framework: 'EUDR', riskLevel: 'medium,high' });
    expect(results.length).toBeGreaterThan(10);
    expect(new Set(results.map((j) => j.assessment.riskLevel))).toEqual(new Set(['medium', 'high']));
  });

  it('jurisdictions: more than 5 countries → 400', async () => {
    await expect400({ framework: 'EUDR', country: 'BR,ID,MY,CI,GH,CO' }, 'limit_exceeded', 'country');
  });

  it('jurisdictions: a country that is not ISO alpha-2 → 400', async () => {
    await expect400({ framework: 'EUDR', country: 'BRA' }, 'invalid_request', 'country');
  });

  it('jurisdictions: country filters by ISO alpha-2 (up to 5)', async () => {
    const res = await list({ framework: 'EUDR', country: 'BR,ID,MY,CI,GH' });
    expect(res.body.results.map((j: any) => j.country).sort()).toEqual(['BR', 'CI', 'GH', 'ID', 'MY']);
  });

  it('jurisdictions: hasRemainingForest, hasProtectedAreas, hasIndigenousTerritories must be booleans → else 400', async () => {
    for (const name of ['hasRemainingForest', 'hasProtectedAreas', 'hasIndigenousTerritories']) {
      await expect400({ framework: 'EUDR', [name]: 'yes' }, 'invalid_request', name);
    }
  });

  it('jurisdictions: the three has… booleans filter', async () => {
    const pairs = [
      ['hasRemainingForest', 'remainingForestHa'],
      ['hasProtectedAreas', 'protectedAreasHa'],
      ['hasIndigenousTerritories', 'indigenousTerritoriesHa'],
    ] as const;
    for (const [flag, field] of pairs) {
      const yes = await allPages({ framework: 'EUDR', [flag]: 'true' });
      const no = await allPages({ framework: 'EUDR', [flag]: 'false' });
      expect(yes.length).toBeGreaterThan(0);
      expect(no.length).toBeGreaterThan(0);
      expect(yes.every((j) => j.assessment[field] > 0)).toBe(true);
      expect(no.every((j) => j.assessment[field] === 0)).toBe(true);
    }
  });

  it('jurisdictions: page size 100, count per page, full nextUrl with an opaque cursor, null on the last page', async () => {
    const first = await list({ framework: 'EUDR' });
    expect(jurisdictionPageSchema.safeParse(first.body).success).toBe(true);
    expect(first.body.count).toBe(100);
    expect(first.body.results).toHaveLength(100);
    const next = new URL(first.body.nextUrl);
    expect(`${next.origin}${next.pathname}`).toBe(`${sim.baseUrl}/v1/jurisdictions`);
    expect(next.searchParams.get('framework')).toBe('EUDR');
    expect(next.searchParams.get('cursor')).toBeTruthy();
    const all = await allPages({ framework: 'EUDR' });
    expect(all.length).toBeGreaterThan(230);
    expect(new Set(all.map((j) => j.id)).size).toBe(all.length);
  });

  it('jurisdictions: an invalid cursor → 400', async () => {
    await expect400({ framework: 'EUDR', cursor: 'not-a-cursor' }, 'invalid_request', 'cursor');
  });

  it('jurisdictions: list entries have the public fields and no geometry', async () => {
    const res = await list({ framework: 'RSPO', country: 'ID' });
    const j = res.body.results[0];
    expect(jurisdictionSchema.safeParse(j).success).toBe(true);
    expect(j).not.toHaveProperty('geometry');
    expect(j).toMatchObject({
      id: 'jur-IDN',
      name: 'Indonesia',
      administrationLevel: 0,
      administrationUnitName: 'Country',
      gadmId: 'IDN',
      country: 'ID',
      assessment: { assessmentDate: '2026-05-01', framework: 'RSPO', riskLevel: expect.any(String) },
    });
    expect(j.boundingBox.minLng).toBeLessThan(j.boundingBox.maxLng);
    expect(j.assessment.deforestation.hasDeforestation).toBe(j.assessment.deforestation.areaHa > 0);
  });
});

describe('GET /v1/jurisdictions: regions (contract §5, designed)', () => {
  it('jurisdictions: without administrationLevel or parentId, countries only, each without a parent', async () => {
    const results = await allPages({ framework: 'EUDR' });
    expect(results.length).toBeGreaterThan(100);
    expect(results.every((j) => j.administrationLevel === 0 && j.parentId === null)).toBe(true);
  });

  it('jurisdictions: parentId lists that country’s regions, level 1 under it, without geometry', async () => {
    const results = await allPages({ framework: 'EUDR', parentId: 'jur-CIV' });
    expect(results).toHaveLength(19);
    for (const r of results) {
      expect(jurisdictionSchema.safeParse(r).success).toBe(true);
      expect(r).toMatchObject({ administrationLevel: 1, parentId: 'jur-CIV', country: 'CI' });
      expect(r).not.toHaveProperty('geometry');
    }
    expect(results.map((r) => r.name)).toContain('Lagunes');
  });

  it('jurisdictions: administrationLevel=1 lists every region, each with its parent; filters still apply', async () => {
    const regions = await allPages({ framework: 'EUDR', administrationLevel: '1' });
    // Natural Earth's admin-1 worldwide, less the few whose country the simulator does not list.
    expect(regions).toHaveLength(4482);
    expect(new Set(regions.map((r) => r.country)).size).toBeGreaterThan(200);
    expect(regions.find((r) => r.id === 'jur-FRA-cote-d-or')).toMatchObject({
      country: 'FR',
      parentId: 'jur-FRA',
    });
    expect(regions.every((r) => r.administrationLevel === 1 && typeof r.parentId === 'string')).toBe(true);
    const high = await allPages({
      framework: 'EUDR',
      administrationLevel: '1',
      riskLevel: 'high',
      country: 'BR',
    });
    expect(high.length).toBeGreaterThan(0);
    expect(high.length).toBeLessThan(27);
    expect(high.every((r) => r.country === 'BR' && r.assessment.riskLevel === 'high')).toBe(true);
  });

  it('jurisdictions: geometry=true gives each listed region the boundary its detail has', async () => {
    const results = await allPages({ framework: 'EUDR', parentId: 'jur-GHA', geometry: 'true' });
    expect(results.length).toBeGreaterThan(5);
    for (const r of results) expect(jurisdictionSchema.safeParse(r).success).toBe(true);
    const lagunes = (await allPages({ framework: 'EUDR', parentId: 'jur-CIV', geometry: 'true' })).find(
      (r) => r.id === 'jur-CIV-lagunes',
    );
    const detail = await client.get('/v1/jurisdictions/jur-CIV-lagunes', { framework: 'EUDR' });
    expect(lagunes.geometry).toEqual(detail.body.geometry);
    expect(lagunes.geometry.type).toMatch(/Polygon/);
    expect(results.every((r) => /Polygon/.test(r.geometry.type))).toBe(true);
    const without = await allPages({ framework: 'EUDR', parentId: 'jur-GHA', geometry: 'false' });
    expect(without.map((r) => r.id)).toEqual(results.map((r) => r.id));
    expect(without.some((r) => 'geometry' in r)).toBe(false);
  });

  it('jurisdictions: geometry other than true or false → 400 invalid_request', async () => {
    await expect400(
      { framework: 'EUDR', parentId: 'jur-GHA', geometry: 'yes' },
      'invalid_request',
      'geometry',
    );
  });

  it('jurisdictions: administrationLevel other than 0 or 1 → 400 invalid_request', async () => {
    await expect400(
      { framework: 'EUDR', administrationLevel: '2' },
      'invalid_request',
      'administrationLevel',
    );
  });

  it('jurisdictions: a parentId that is not an id → 400 invalid_request', async () => {
    await expect400({ framework: 'EUDR', parentId: 'jur CIV/../x' }, 'invalid_request', 'parentId');
  });

  it('jurisdictions detail: a region has its parent and its own boundary', async () => {
    const res = await client.get('/v1/jurisdictions/jur-CIV-lagunes', { framework: 'EUDR' });
    expect(res.status).toBe(200);
    expect(jurisdictionSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ administrationLevel: 1, parentId: 'jur-CIV', country: 'CI' });
    expect(res.body.geometry.type).toMatch(/Polygon/);
  });
});

describe('GET /v1/jurisdictions/{id} (contract §5)', () => {
  it('jurisdictions detail: returns the jurisdiction with its geometry', async () => {
    const res = await client.get('/v1/jurisdictions/jur-BRA', { framework: 'EUDR' });
    expect(res.status).toBe(200);
    expect(jurisdictionSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.geometry.type).toMatch(/Polygon/);
    expect(res.body.country).toBe('BR');
  });

  it('jurisdictions detail: framework is required → 400', async () => {
    const res = await client.get('/v1/jurisdictions/jur-BRA');
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('framework');
  });

  it('jurisdictions detail: unknown id → 404', async () => {
    const res = await client.get('/v1/jurisdictions/jur-XXX', { framework: 'EUDR' });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('not_found');
  });
});
