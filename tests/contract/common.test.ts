/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted with the schemas. */
/** Contract §1: common rules (auth, projects, error body, JSON bodies, pagination envelope) and §8 projects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, plotPageSchema, projectListSchema } from '@core/api/schemas.ts';
import { api, PROJECTS, startSimulator, TOKENS, type TestSimulator } from './helpers.ts';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim.close());

describe('§1 common rules', () => {
  it('missing Authorization → 401 unauthorized with the error body', async () => {
    const res = await api(sim, null).get('/v1/projects');
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(res.body).errorCode).toBe('unauthorized');
  });

  it('unknown token → 401 unauthorized', async () => {
    const res = await api(sim, 'not-a-token').get('/v1/plots');
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('unauthorized');
  });

  it('a token that is not a Bearer token → 401', async () => {
    const res = await api(sim, null).raw('/v1/projects', { headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });

  it('every /v1 route requires the token (suppliers, plots, uploads, status)', async () => {
    const anon = api(sim, null);
    for (const res of [
      await anon.get('/v1/suppliers'),
      await anon.get('/v1/plots'),
      await anon.get('/v1/bulk-uploads/status'),
      await anon.post('/v1/bulk-uploads', { supplier: 'x' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('unauthorized');
    }
  });

  it('the active project is the default where projectId is accepted', async () => {
    const res = await api(sim).get('/v1/plots');
    expect(res.status).toBe(200);
    expect(res.body.results.every((p: any) => p.projectId === PROJECTS.cocoa)).toBe(true);
  });

  it('projectId overrides the default', async () => {
    const res = await api(sim).get('/v1/plots', { projectId: PROJECTS.palm });
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((p: any) => p.projectId === PROJECTS.palm)).toBe(true);
  });

  it('a projectId the account cannot access → 403 forbidden', async () => {
    const res = await api(sim, TOKENS.lucas).get('/v1/suppliers', { projectId: PROJECTS.cocoa });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('forbidden');
  });

  it('responses are JSON (application/json)', async () => {
    const res = await api(sim).get('/v1/projects');
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('invalid JSON body → 400 invalid_request naming the problem', async () => {
    const res = await api(sim).post('/v1/suppliers', '{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('invalid_request');
    expect(res.body.errorMessage).toMatch(/JSON/);
  });

  it('a field of the wrong type → 400 invalid_request naming the field', async () => {
    const res = await api(sim).post('/v1/bulk-uploads', { supplier: 42 });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('invalid_request');
    expect(res.body.errorMessage).toContain('supplier');
  });

  it('unknown path → 404 with the error body', async () => {
    const res = await api(sim).get('/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(res.body).errorCode).toBe('not_found');
  });

  it('pagination envelope: count is the page size, nextUrl a full URL with a cursor or null', async () => {
    const res = await api(sim).get('/v1/plots');
    const page = plotPageSchema.parse(res.body);
    expect(page.count).toBe(page.results.length);
    expect(page.nextUrl).not.toBeNull();
    const next = new URL(page.nextUrl!);
    expect(next.origin + next.pathname).toBe(`${sim.baseUrl}/v1/plots`);
    expect(next.searchParams.get('cursor')).toBeTruthy();
  });
});

describe('errors', () => {
  it('an unexpected exception → 500 JSON { errorCode: internal, errorMessage } without its text', async () => {
    const local = await startSimulator({ seedPlots: 0 });
    try {
      // Added before the first request, while the router can still take routes.
      local.simulator.app.get('/v1/boom', () => {
        throw new Error(`kaboom in ${local.dataDir}`);
      });
      const res = await api(local).get('/v1/boom');
      expect(res.status).toBe(500);
      expect(res.body.errorCode).toBe('internal');
      // Exception text can hold file-system paths and internals: it goes to the log, not the client.
      expect(res.body.errorMessage).not.toContain('kaboom');
      expect(res.body.errorMessage).not.toContain(local.dataDir);
      expect(res.body.errorMessage).toMatch(/internal error/i);
    } finally {
      await local.close();
    }
  });
});

describe('§8 projects', () => {
  it('GET /v1/projects lists the accessible projects, exactly one active', async () => {
    const res = await api(sim).get('/v1/projects');
    const { results } = projectListSchema.parse(res.body);
    expect(results.map((p) => p.id).sort()).toEqual([PROJECTS.cocoa, PROJECTS.coffee, PROJECTS.palm]);
    expect(results.filter((p) => p.isActive)).toHaveLength(1);
    expect(results.find((p) => p.isActive)?.id).toBe(PROJECTS.cocoa);
    for (const p of results) expect(Number.isNaN(Date.parse(p.createdAt))).toBe(false);
  });

  it('a one-project account sees only that project, and it is active', async () => {
    const res = await api(sim, TOKENS.lucas).get('/v1/projects');
    const { results } = projectListSchema.parse(res.body);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: PROJECTS.palm, isActive: true });
  });
});

describe('mounting', () => {
  it('works mounted under /api/simulator: signed URLs and nextUrl carry the mount', async () => {
    const mounted = await startSimulator({ mount: '/api/simulator', seedPlots: 1200 });
    try {
      const client = api(mounted);
      const page = await client.get('/v1/plots');
      expect(page.body.nextUrl).toMatch(new RegExp(`^${mounted.baseUrl}/v1/plots\\?`));
      const created = await client.post('/v1/bulk-uploads', { supplier: 'Mounted supplier' });
      expect(created.body.signedUrls[0].signedUrls).toMatch(new RegExp(`^${mounted.baseUrl}/storage/`));
      const unauth = await api(mounted, null).get('/v1/projects');
      expect(unauth.status).toBe(401);
    } finally {
      await mounted.close();
    }
  });
});
