/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted with the schemas. */
/** Contract §2: bulk uploads — create, the signed-URL PUT, start (validation), status, cancel. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUploadResponseSchema,
  ongoingUploadListSchema,
  uploadActionResponseSchema,
  uploadSchema,
} from '@core/api/schemas.ts';
import {
  api,
  createAndPut,
  featureCollection,
  gridFeatures,
  PROJECTS,
  putFile,
  squareFeature,
  startSimulator,
  TOKENS,
  waitForStatus,
  type TestSimulator,
} from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let sim: TestSimulator;
let n = 0;
/** A fresh supplier name per test, so the one-upload-per-supplier rule never couples tests. */
const supplier = () => `Upload Test Supplier ${++n}`;
const goodFile = () => featureCollection(gridFeatures(3, `P${n}`));

beforeAll(async () => {
  sim = await startSimulator({ uploadLimits: { maxTotalBytes: 10_000 } });
});
afterAll(() => sim.close());

describe('§2 POST /v1/bulk-uploads (create)', () => {
  it('returns an uploadId (uuid) and one signed URL per file name', async () => {
    const res = await api(sim).post('/v1/bulk-uploads', {
      supplier: supplier(),
      fileNames: ['a.geojson', 'b.json'],
    });
    expect(res.status).toBe(200);
    const body = createUploadResponseSchema.parse(res.body);
    expect(body.uploadId).toMatch(UUID);
    expect(body.signedUrls.map((s) => s.fileName)).toEqual(['a.geojson', 'b.json']);
    for (const s of body.signedUrls) expect(new URL(s.signedUrls).pathname).toMatch(/\/storage\//);
  });

  it('fileNames absent or empty → one signed URL', async () => {
    for (const extra of [{}, { fileNames: [] }]) {
      const res = await api(sim).post('/v1/bulk-uploads', { supplier: supplier(), ...extra });
      expect(res.body.signedUrls).toHaveLength(1);
    }
  });

  it('missing supplier → 400 invalid_request naming supplier', async () => {
    const res = await api(sim).post('/v1/bulk-uploads', { fileNames: ['a.geojson'] });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('invalid_request');
    expect(res.body.errorMessage).toContain('supplier');
    expect((await api(sim).post('/v1/bulk-uploads', { supplier: '  ' })).status).toBe(400);
  });

  it('projectId not accessible → 403', async () => {
    const res = await api(sim, TOKENS.lucas).post('/v1/bulk-uploads', {
      supplier: 'x',
      projectId: PROJECTS.cocoa,
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('forbidden');
  });

  it('a supplier name that does not exist yet creates that supplier', async () => {
    const name = supplier();
    await api(sim).post('/v1/bulk-uploads', { supplier: name, projectId: PROJECTS.coffee });
    const list = await api(sim).get('/v1/suppliers', { projectId: PROJECTS.coffee });
    expect(list.body.results.filter((s: any) => s.name === name)).toHaveLength(1);
  });

  it('an existing supplier name is reused, not duplicated', async () => {
    const name = supplier();
    await api(sim).post('/v1/bulk-uploads', { supplier: name });
    await api(sim).post('/v1/bulk-uploads', { supplier: name });
    const list = await api(sim).get('/v1/suppliers');
    expect(list.body.results.filter((s: any) => s.name === name)).toHaveLength(1);
  });
});

describe('§2 PUT <signed URL>', () => {
  it('returns 200 with an empty body; no Authorization header needed', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier() });
    const res = await putFile(created.body.signedUrls[0].signedUrls, goodFile());
    expect(res.status).toBe(200);
    expect(res.body).toBe('');
  });

  it('wrong Content-Type → 403 (signature does not match)', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier() });
    const res = await putFile(created.body.signedUrls[0].signedUrls, goodFile(), {
      'content-type': 'application/geo+json',
    });
    expect(res.status).toBe(403);
  });

  it('an Authorization header → 400', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier() });
    const res = await putFile(created.body.signedUrls[0].signedUrls, goodFile(), {
      'content-type': 'application/octet-stream',
      authorization: `Bearer ${TOKENS.amara}`,
    });
    expect(res.status).toBe(400);
  });

  it('a tampered signature → 403', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier() });
    const url = new URL(created.body.signedUrls[0].signedUrls);
    url.searchParams.set('sig', 'ab'.repeat(32));
    expect((await putFile(url.toString(), goodFile())).status).toBe(403);
    const later = new URL(created.body.signedUrls[0].signedUrls);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + HOUR));
    expect((await putFile(later.toString(), goodFile())).status).toBe(403);
  });

  it('sending a file again replaces it', async () => {
    const { uploadId, urls } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    const replacement = featureCollection(gridFeatures(5, 'Replaced'));
    expect((await putFile(urls[0]!, replacement)).status).toBe(200);
    const status = await api(sim).get('/v1/bulk-uploads/status', { uploadId });
    expect(status.body.files[0].sizeBytes).toBe(Buffer.byteLength(replacement));
    await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    const done = await waitForStatus(api(sim), uploadId);
    expect(done.body).toMatchObject({ status: 'finished', numPlots: 5 });
  });

  it('a URL older than 60 minutes → 403 (expired)', async () => {
    const local = await startSimulator({ seedPlots: 0 });
    try {
      const created = await api(local).post('/v1/bulk-uploads', { supplier: 'Late Sender' });
      local.clock.advance(HOUR + 1000);
      const res = await putFile(created.body.signedUrls[0].signedUrls, goodFile());
      expect(res.status).toBe(403);
    } finally {
      await local.close();
    }
  });
});

describe('§2 POST /v1/bulk-uploads/start', () => {
  it('returns 202 { status, uploadId, message } with the new status', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    expect(res.status).toBe(202);
    expect(uploadActionResponseSchema.parse(res.body)).toMatchObject({ uploadId, status: 'evaluating' });
    await waitForStatus(api(sim), uploadId);
  });

  // The file limit is the start's (check 8), not the create's: the service hands out a signed URL for every
  // name, and refuses an upload of 100 files or more only when it is started.
  const names = (k: number) => Array.from({ length: k }, (_, i) => `f${i}.geojson`);

  it('100 files: created with a URL for each, then refused at start with 400 limit_exceeded', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier(), fileNames: names(100) });
    expect(created.status).toBe(200);
    expect(createUploadResponseSchema.parse(created.body).signedUrls).toHaveLength(100);
    // One file sent, so the refusal is for the count, not for an upload with nothing in it.
    await putFile(created.body.signedUrls[0].signedUrls, goodFile());
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId: created.body.uploadId });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('limit_exceeded');
    expect(res.body.errorMessage).toContain('fewer than 100 files; this one has 100');
    const status = await api(sim).get(`/v1/bulk-uploads/status?uploadId=${created.body.uploadId}`);
    expect(status.body.status).toBe('created');
  });

  it('99 files is within the limit, at create and at start', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier(), fileNames: names(99) });
    expect(created.status).toBe(200);
    expect(createUploadResponseSchema.parse(created.body).signedUrls).toHaveLength(99);
    await putFile(created.body.signedUrls[0].signedUrls, goodFile());
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId: created.body.uploadId });
    expect(res.status).toBe(202);
    await waitForStatus(api(sim), created.body.uploadId);
  });

  it('total size at the limit (2 GB; lowered for the test) → 400 limit_exceeded', async () => {
    // Two files, each under the limit (a single file over it is refused by its PUT, see limits.test.ts).
    const half = featureCollection(gridFeatures(30, 'Big'));
    expect(Buffer.byteLength(half)).toBeLessThan(10_000);
    expect(2 * Buffer.byteLength(half)).toBeGreaterThanOrEqual(10_000);
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': half, 'b.geojson': half });
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('limit_exceeded');
  });

  it('another upload of the supplier in progress → 429 upload_in_progress with Retry-After', async () => {
    const name = supplier();
    const bad = featureCollection([squareFeature(null)]); // missing name: evaluated with errors, waits
    const first = await createAndPut(api(sim), name, { 'a.geojson': bad });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId: first.uploadId });
    expect((await waitForStatus(api(sim), first.uploadId)).body.status).toBe('evaluated');
    const second = await createAndPut(api(sim), name, { 'b.geojson': goodFile() });
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId: second.uploadId });
    expect(res.status).toBe(429);
    expect(res.body.errorCode).toBe('upload_in_progress');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('proceedWithErrors on an evaluated upload continues it and never produces 429', async () => {
    const name = supplier();
    const first = await createAndPut(api(sim), name, {
      'a.geojson': featureCollection([squareFeature(null)]),
    });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId: first.uploadId });
    await waitForStatus(api(sim), first.uploadId);
    // Another upload of the same supplier evaluated too would block a *new* start, not this continuation.
    const res = await api(sim).post('/v1/bulk-uploads/start', {
      uploadId: first.uploadId,
      proceedWithErrors: true,
    });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('ingesting');
    expect((await waitForStatus(api(sim), first.uploadId)).body.status).toBe('finished');
  });

  it('unknown uploadId → 404 not_found', async () => {
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId: crypto.randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('not_found');
  });

  it('another account’s upload → 404', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    expect((await api(sim, TOKENS.lucas).post('/v1/bulk-uploads/start', { uploadId })).status).toBe(404);
  });

  it('already started (and not evaluated) → 409 invalid_state', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    const again = await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('invalid_state');
    await waitForStatus(api(sim), uploadId);
    expect((await api(sim).post('/v1/bulk-uploads/start', { uploadId })).status).toBe(409);
  });

  it('evaluated upload started again without proceedWithErrors → 409', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), {
      'a.geojson': featureCollection([squareFeature(null)]),
    });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    await waitForStatus(api(sim), uploadId);
    expect((await api(sim).post('/v1/bulk-uploads/start', { uploadId })).status).toBe(409);
  });

  it('started more than 60 minutes after creation → 410 upload_expired', async () => {
    const local = await startSimulator({ seedPlots: 0 });
    try {
      const { uploadId } = await createAndPut(api(local), 'Slow Starter', { 'a.geojson': goodFile() });
      local.clock.advance(HOUR + 1);
      const res = await api(local).post('/v1/bulk-uploads/start', { uploadId });
      expect(res.status).toBe(410);
      expect(res.body.errorCode).toBe('upload_expired');
    } finally {
      await local.close();
    }
  });

  it('no file was PUT → 400 invalid_request', async () => {
    const created = await api(sim).post('/v1/bulk-uploads', { supplier: supplier() });
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId: created.body.uploadId });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('invalid_request');
  });

  it('missing uploadId → 400 invalid_request naming uploadId', async () => {
    const res = await api(sim).post('/v1/bulk-uploads/start', {});
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('uploadId');
  });

  it('start: shouldMatchOnName without designatedNameField → 400 naming designatedNameField', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    const res = await api(sim).post('/v1/bulk-uploads/start', { uploadId, shouldMatchOnName: true });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('invalid_request');
    expect(res.body.errorMessage).toContain('designatedNameField');
    const nulled = await api(sim).post('/v1/bulk-uploads/start', {
      uploadId,
      shouldMatchOnName: true,
      designatedNameField: null,
    });
    expect(nulled.status).toBe(400);
  });

  it('start: shouldMatchOnName with allowDuplicateGeometries: false → 400', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    const res = await api(sim).post('/v1/bulk-uploads/start', {
      uploadId,
      shouldMatchOnName: true,
      designatedNameField: 'ProductionPlace',
      allowDuplicateGeometries: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('allowDuplicateGeometries');
  });
});

describe('§2 GET /v1/bulk-uploads/status', () => {
  it('with uploadId: the upload’s fields; errorMessages [] and numNotAccepted omitted while created', async () => {
    const name = supplier();
    const { uploadId } = await createAndPut(api(sim), name, { 'a.geojson': goodFile() });
    const res = await api(sim).get('/v1/bulk-uploads/status', { uploadId });
    expect(res.status).toBe(200);
    const upload = uploadSchema.parse(res.body);
    expect(upload).toMatchObject({
      uploadId,
      supplier: name,
      kind: 'orgPlotsForSupplier',
      status: 'created',
      isOverwrite: false,
    });
    expect(upload.files).toEqual([{ fileName: 'a.geojson', sizeBytes: Buffer.byteLength(goodFile()) }]);
    expect(res.body.errorMessages).toEqual([]);
    expect('numNotAccepted' in res.body).toBe(false);
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('numNotAccepted and errorMessages are present while evaluated; omitted/[] once finished', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), {
      'plots.geojson': featureCollection([squareFeature('ok'), squareFeature(null, { lng: -5.2 })]),
    });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    const evaluated = await waitForStatus(api(sim), uploadId);
    expect(evaluated.body).toMatchObject({ status: 'evaluated', numNotAccepted: 1, numPlots: 2 });
    expect(evaluated.body.errorMessages.length).toBeGreaterThan(0);
    expect(evaluated.body.errorMessages[0]).toMatch(/^plots\.geojson feature 1/);
    await api(sim).post('/v1/bulk-uploads/start', { uploadId, proceedWithErrors: true });
    const finished = await waitForStatus(api(sim), uploadId, ['finished', 'failed']);
    expect(finished.body.status).toBe('finished');
    expect(finished.body.errorMessages).toEqual([]);
    expect('numNotAccepted' in finished.body).toBe(false);
  });

  it('isOverwrite reflects the start option', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId, overwrite: true });
    expect((await waitForStatus(api(sim), uploadId)).body.isOverwrite).toBe(true);
  });

  it('without uploadId: the project’s ongoing uploads only (not terminal)', async () => {
    const ongoing = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    const done = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId: done.uploadId });
    await waitForStatus(api(sim), done.uploadId);
    const res = await api(sim).get('/v1/bulk-uploads/status');
    const { results } = ongoingUploadListSchema.parse(res.body);
    const ids = results.map((u) => u.uploadId);
    expect(ids).toContain(ongoing.uploadId);
    expect(ids).not.toContain(done.uploadId);
    expect(results.every((u) => !['finished', 'failed', 'cancelled', 'expired'].includes(u.status))).toBe(
      true,
    );
  });

  it('without uploadId, projectId selects the project; inaccessible → 403', async () => {
    const palm = await createAndPut(
      api(sim),
      supplier(),
      { 'a.geojson': goodFile() },
      { projectId: PROJECTS.palm },
    );
    const res = await api(sim).get('/v1/bulk-uploads/status', { projectId: PROJECTS.palm });
    expect(res.body.results.map((u: any) => u.uploadId)).toContain(palm.uploadId);
    expect(
      (await api(sim).get('/v1/bulk-uploads/status')).body.results.map((u: any) => u.uploadId),
    ).not.toContain(palm.uploadId);
    expect(
      (await api(sim, TOKENS.lucas).get('/v1/bulk-uploads/status', { projectId: PROJECTS.cocoa })).status,
    ).toBe(403);
  });

  it('unknown uploadId → 404', async () => {
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId: crypto.randomUUID() })).status).toBe(
      404,
    );
  });
});

describe('§2 POST /v1/bulk-uploads/cancel', () => {
  it('evaluated with errors → cancelled', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), {
      'a.geojson': featureCollection([squareFeature(null)]),
    });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    await waitForStatus(api(sim), uploadId);
    const res = await api(sim).post('/v1/bulk-uploads/cancel', { uploadId });
    expect(res.status).toBe(200);
    expect(uploadActionResponseSchema.parse(res.body)).toMatchObject({ uploadId, status: 'cancelled' });
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId })).body.status).toBe('cancelled');
  });

  it('cancel while created → 409 invalid_state', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    const res = await api(sim).post('/v1/bulk-uploads/cancel', { uploadId });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('invalid_state');
  });

  it('cancel once finished → 409 invalid_state', async () => {
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': goodFile() });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId });
    expect((await waitForStatus(api(sim), uploadId)).body.status).toBe('finished');
    expect((await api(sim).post('/v1/bulk-uploads/cancel', { uploadId })).status).toBe(409);
  });

  it('cancel an unknown upload → 404', async () => {
    expect((await api(sim).post('/v1/bulk-uploads/cancel', { uploadId: crypto.randomUUID() })).status).toBe(
      404,
    );
  });
});
