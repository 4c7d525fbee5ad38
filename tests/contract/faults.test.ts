/** Fault injection and the clock under /_sim: off by default, and each fault does what a test relies on. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createAndPut,
  featureCollection,
  gridFeatures,
  putFile,
  startSimulator,
  type TestSimulator,
} from './helpers.ts';

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startSimulator({ faults: true, seedPlots: 50 });
});
afterAll(() => sim.close());
afterEach(async () => {
  await api(sim).delete('/_sim/faults');
});

describe('fault injection', () => {
  it('is off by default: /_sim routes answer 404', async () => {
    const plain = await startSimulator({ seedPlots: 0 });
    try {
      expect((await api(plain).post('/_sim/faults', { force429: 1 })).status).toBe(404);
      expect((await api(plain).post('/_sim/clock', { advanceMs: 1 })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('force429 answers the next N requests with 429 and Retry-After, then recovers', async () => {
    await api(sim).post('/_sim/faults', { force429: 2 });
    const a = await api(sim).get('/v1/projects');
    const b = await api(sim).get('/v1/projects');
    const c = await api(sim).get('/v1/projects');
    expect([a.status, b.status, c.status]).toEqual([429, 429, 200]);
    expect(a.headers.get('retry-after')).toBe('1');
  });

  it('errorRate 1 answers every request with a 5xx error body', async () => {
    await api(sim).post('/_sim/faults', { errorRate: 1 });
    const res = await api(sim).get('/v1/projects');
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.errorCode).toBeTruthy();
  });

  it('latencyMs delays answers', async () => {
    await api(sim).post('/_sim/faults', { latencyMs: 150 });
    const t = Date.now();
    await api(sim).get('/v1/projects');
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
  });

  it('dropResponse destroys the connection mid-response', async () => {
    await api(sim).post('/_sim/faults', { dropResponse: 1 });
    await expect(api(sim).get('/v1/projects')).rejects.toThrow();
    expect((await api(sim).get('/v1/projects')).status).toBe(200);
  });

  it('dropUpload aborts the next PUT mid-way and keeps the previous file', async () => {
    const first = featureCollection(gridFeatures(2));
    const { uploadId, urls } = await createAndPut(api(sim), 'Flaky Network Co', { 'a.geojson': first });
    await api(sim).post('/_sim/faults', { dropUpload: 1 });
    await expect(putFile(urls[0]!, featureCollection(gridFeatures(40)))).rejects.toThrow();
    const status = await api(sim).get('/v1/bulk-uploads/status', { uploadId });
    expect(status.body.files[0].sizeBytes).toBe(Buffer.byteLength(first));
    expect((await putFile(urls[0]!, first)).status).toBe(200);
  });

  it('expireToken answers 401 to the next API request only, never to a signed-URL PUT', async () => {
    const { urls } = await createAndPut(api(sim), 'Expiring Token Co', {
      'a.geojson': featureCollection(gridFeatures(1)),
    });
    await api(sim).post('/_sim/faults', { expireToken: 1 });
    expect((await putFile(urls[0]!, featureCollection(gridFeatures(1)))).status).toBe(200);
    const refused = await api(sim).get('/v1/projects');
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('unauthorized');
    expect((await api(sim).get('/v1/projects')).status).toBe(200);
  });

  it('only: the counted fault waits for a request of that method and path, and others pass', async () => {
    await api(sim).post('/_sim/faults', { expireToken: 1, only: 'POST /v1/bulk-uploads' });
    // Another path, and the same path with another method, are not the one named.
    expect((await api(sim).get('/v1/projects')).status).toBe(200);
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId: 'none' })).status).not.toBe(401);
    const refused = await api(sim).post('/v1/bulk-uploads', {
      supplier: 'Only Co',
      fileNames: ['a.geojson'],
    });
    expect(refused.status).toBe(401);
    // Spent: the next one is created.
    expect(
      (await api(sim).post('/v1/bulk-uploads', { supplier: 'Only Co', fileNames: ['a.geojson'] })).status,
    ).toBe(200);
    expect((await api(sim).post('/_sim/faults', { only: 'bulk-uploads' })).status).toBe(400);
  });

  it('invalid settings → 400 invalid_request', async () => {
    const res = await api(sim).post('/_sim/faults', { errorRate: 2 });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('errorRate');
  });

  it('DELETE /_sim/faults clears every fault', async () => {
    await api(sim).post('/_sim/faults', { force429: 5 });
    await api(sim).delete('/_sim/faults');
    expect((await api(sim).get('/v1/projects')).status).toBe(200);
  });

  it('POST /_sim/clock { advanceMs } moves the simulator clock (uploads expire)', async () => {
    const { uploadId } = await createAndPut(api(sim), 'Clockwork Co', {
      'a.geojson': featureCollection(gridFeatures(1)),
    });
    const res = await api(sim).post('/_sim/clock', { advanceMs: 61 * 60 * 1000 });
    expect(res.status).toBe(200);
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId })).body.status).toBe('expired');
    expect((await api(sim).post('/v1/bulk-uploads/start', { uploadId })).status).toBe(410);
  });
});
