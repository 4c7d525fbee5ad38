/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted with the schemas. */
/** Contract §9: suppliers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierListSchema, supplierSchema } from '@core/api/schemas.ts';
import {
  allPlots,
  api,
  createAndPut,
  featureCollection,
  gridFeatures,
  PROJECTS,
  startSimulator,
  TOKENS,
  type TestSimulator,
} from './helpers.ts';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

describe('§9 suppliers', () => {
  it('GET /v1/suppliers lists the project’s suppliers with plot counts', async () => {
    const res = await api(sim).get('/v1/suppliers');
    const { results } = supplierListSchema.parse(res.body);
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((s) => s.projectId === PROJECTS.cocoa)).toBe(true);
    const plots = await allPlots(api(sim));
    expect(results.reduce((n, s) => n + s.plotCount, 0)).toBe(plots.length);
  });

  it('GET /v1/suppliers?projectId= lists another project’s suppliers; inaccessible → 403', async () => {
    const palm = await api(sim).get('/v1/suppliers', { projectId: PROJECTS.palm });
    expect(palm.body.results.every((s: any) => s.projectId === PROJECTS.palm)).toBe(true);
    expect((await api(sim, TOKENS.lucas).get('/v1/suppliers', { projectId: PROJECTS.coffee })).status).toBe(
      403,
    );
  });

  it('POST /v1/suppliers → 201 Supplier', async () => {
    const res = await api(sim).post('/v1/suppliers', { name: 'Bandama Valley Growers' });
    expect(res.status).toBe(201);
    expect(supplierSchema.parse(res.body)).toMatchObject({
      name: 'Bandama Valley Growers',
      projectId: PROJECTS.cocoa,
      plotCount: 0,
    });
  });

  it('POST /v1/suppliers with projectId creates it in that project', async () => {
    const res = await api(sim).post('/v1/suppliers', {
      name: 'Jambi Smallholders',
      projectId: PROJECTS.palm,
    });
    expect(res.status).toBe(201);
    expect(res.body.projectId).toBe(PROJECTS.palm);
  });

  it('POST /v1/suppliers with a name that exists in the project → 409', async () => {
    await api(sim).post('/v1/suppliers', { name: 'Twin Name Co' });
    const res = await api(sim).post('/v1/suppliers', { name: 'Twin Name Co' });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('invalid_state');
  });

  it('POST /v1/suppliers without a name → 400 invalid_request naming "name"', async () => {
    const res = await api(sim).post('/v1/suppliers', {});
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('name');
  });

  it('GET /v1/suppliers/{id} returns the Supplier; unknown or outside the account → 404', async () => {
    const created = await api(sim).post('/v1/suppliers', { name: 'Detail Test Co' });
    const res = await api(sim).get(`/v1/suppliers/${created.body.id}`);
    expect(supplierSchema.parse(res.body).name).toBe('Detail Test Co');
    expect((await api(sim).get('/v1/suppliers/nope')).status).toBe(404);
    expect((await api(sim, TOKENS.lucas).get(`/v1/suppliers/${created.body.id}`)).status).toBe(404);
  });

  it('PATCH /v1/suppliers/{id} renames; plots keep their supplier link', async () => {
    const { body: list } = await api(sim).get('/v1/suppliers');
    const withPlots = list.results.find((s: any) => s.plotCount > 0);
    const res = await api(sim).patch(`/v1/suppliers/${withPlots.id}`, {
      name: `${withPlots.name} (renamed)`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: withPlots.id,
      name: `${withPlots.name} (renamed)`,
      plotCount: withPlots.plotCount,
    });
    const plots = await allPlots(api(sim), { supplier: `${withPlots.name} (renamed)` });
    expect(plots).toHaveLength(withPlots.plotCount);
    expect(await allPlots(api(sim), { supplier: withPlots.name })).toHaveLength(0);
  });

  it('PATCH to a name another supplier has → 409', async () => {
    const a = await api(sim).post('/v1/suppliers', { name: 'Rename A' });
    await api(sim).post('/v1/suppliers', { name: 'Rename B' });
    const res = await api(sim).patch(`/v1/suppliers/${a.body.id}`, { name: 'Rename B' });
    expect(res.status).toBe(409);
  });

  it('DELETE /v1/suppliers/{id} → 204', async () => {
    const created = await api(sim).post('/v1/suppliers', { name: 'Short-lived Co' });
    const res = await api(sim).delete(`/v1/suppliers/${created.body.id}`);
    expect(res.status).toBe(204);
    expect((await api(sim).get(`/v1/suppliers/${created.body.id}`)).status).toBe(404);
  });

  it('DELETE a supplier that still has plots → 409 invalid_state', async () => {
    const { body: list } = await api(sim).get('/v1/suppliers');
    const withPlots = list.results.find((s: any) => s.plotCount > 0);
    const res = await api(sim).delete(`/v1/suppliers/${withPlots.id}`);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('invalid_state');
  });

  it('DELETE a supplier with an upload in progress → 409 invalid_state', async () => {
    await createAndPut(api(sim), 'Busy Uploader Co', { 'a.geojson': featureCollection(gridFeatures(2)) });
    const { body: list } = await api(sim).get('/v1/suppliers');
    const busy = list.results.find((s: any) => s.name === 'Busy Uploader Co');
    const res = await api(sim).delete(`/v1/suppliers/${busy.id}`);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('invalid_state');
  });
});
