/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted with the schemas. */
/** Contract §4: plots. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLOTS_PAGE_SIZE, plotPageSchema, plotSchema } from '@core/api/schemas.ts';
import { allPlots, api, PROJECTS, startSimulator, TOKENS, type TestSimulator } from './helpers.ts';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator({ seedPlots: 3000 });
});
afterAll(() => sim.close());

describe('§4 GET /v1/plots', () => {
  it('pages hold 200 plots, each a Plot of the contract', async () => {
    const res = await api(sim).get('/v1/plots');
    const page = plotPageSchema.parse(res.body);
    expect(page.count).toBe(PLOTS_PAGE_SIZE);
    expect(page.results).toHaveLength(PLOTS_PAGE_SIZE);
    const plot = page.results[0]!;
    expect(plot.country).toMatch(/^[A-Z]{2}$/);
    expect(['Polygon', 'MultiPolygon', 'Point']).toContain(plot.geometry.type);
    expect(plot.riskAssessment?.riskLevel).toMatch(/^(none|low|medium|high)$/);
  });

  it('a pagination walk returns every plot once: count matches the suppliers’ plot counts, no duplicates', async () => {
    const plots = await allPlots(api(sim));
    const ids = new Set(plots.map((p) => p.id));
    expect(ids.size).toBe(plots.length);
    const suppliers = await api(sim).get('/v1/suppliers');
    expect(plots.length).toBe(suppliers.body.results.reduce((n: number, s: any) => n + s.plotCount, 0));
    expect(plots.length).toBeGreaterThan(PLOTS_PAGE_SIZE * 2);
  });

  it('the last page has nextUrl null', async () => {
    let res = await api(sim).get('/v1/plots');
    while (res.body.nextUrl) res = await api(sim).get(res.body.nextUrl);
    expect(res.body.nextUrl).toBeNull();
    expect(res.body.count).toBe(res.body.results.length);
  });

  it('nextUrl keeps the filters (supplier, riskLevel, projectId)', async () => {
    const res = await api(sim).get('/v1/plots', { projectId: PROJECTS.palm, riskLevel: 'none,low' });
    const next = new URL(res.body.nextUrl);
    expect(next.searchParams.get('projectId')).toBe(PROJECTS.palm);
    expect(next.searchParams.get('riskLevel')).toBe('none,low');
  });

  it('supplier filter returns only that supplier’s plots', async () => {
    const { body } = await api(sim).get('/v1/suppliers');
    const supplier = body.results[0];
    const plots = await allPlots(api(sim), { supplier: supplier.name });
    expect(plots).toHaveLength(supplier.plotCount);
    expect(plots.every((p) => p.supplier === supplier.name)).toBe(true);
  });

  it('riskLevel filter (comma list) returns only those levels, and all of them', async () => {
    const all = await allPlots(api(sim));
    const high = await allPlots(api(sim), { riskLevel: 'medium,high' });
    expect(high.every((p) => ['medium', 'high'].includes(p.riskAssessment.riskLevel))).toBe(true);
    expect(high.length).toBe(
      all.filter((p) => ['medium', 'high'].includes(p.riskAssessment?.riskLevel)).length,
    );
  });

  it('riskLevel with an unknown value → 400 invalid_request naming riskLevel', async () => {
    const res = await api(sim).get('/v1/plots', { riskLevel: 'low,severe' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('invalid_request');
    expect(res.body.errorMessage).toContain('riskLevel');
  });

  it('a cursor that is not one of ours → 400 invalid_request', async () => {
    const res = await api(sim).get('/v1/plots', { cursor: 'garbage!' });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('cursor');
  });

  it('projectId outside the account → 403', async () => {
    expect((await api(sim, TOKENS.lucas).get('/v1/plots', { projectId: PROJECTS.cocoa })).status).toBe(403);
  });
});

describe('§4 GET /v1/plots/{id}', () => {
  it('returns one Plot', async () => {
    const first = (await api(sim).get('/v1/plots')).body.results[0];
    const res = await api(sim).get(`/v1/plots/${first.id}`);
    expect(res.status).toBe(200);
    expect(plotSchema.parse(res.body)).toEqual(plotSchema.parse(first));
  });

  it('unknown id → 404 not_found', async () => {
    const res = await api(sim).get('/v1/plots/plt-999999999');
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('not_found');
  });

  it('a plot outside the caller’s projects → 404', async () => {
    const cocoaPlot = (await api(sim).get('/v1/plots')).body.results[0];
    expect((await api(sim, TOKENS.lucas).get(`/v1/plots/${cocoaPlot.id}`)).status).toBe(404);
  });
});
