/**
 * Contract §2–3: the preconditions of start and cancel on both sides of each boundary. The 60-minute
 * expiry at 59 and 60 minutes; the 429 only for the same supplier and only while its other upload is in
 * progress (evaluating, evaluated, ingesting); a start refused with 429 can be tried again; cancel only
 * from evaluated with errors; proceedWithErrors only continues an evaluated upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createAndPut,
  featureCollection,
  squareFeature,
  startSimulator,
  TOKENS,
  waitForStatus,
  type TestSimulator,
} from './helpers.ts';

const MINUTE = 60 * 1000;
let sim: TestSimulator;
let n = 0;
const supplier = () => `Precondition Supplier ${++n}`;
const good = () => featureCollection([squareFeature(`Good ${n}`, { lng: -5.5 + (n % 50) * 0.02 })]);
const withErrors = () => featureCollection([squareFeature(null, { lng: -5.4 + (n % 50) * 0.02 })]);
const start = (uploadId: string, extra: Record<string, unknown> = {}) =>
  api(sim).post('/v1/bulk-uploads/start', { uploadId, ...extra });
const cancel = (uploadId: string, token: string = TOKENS.amara) =>
  api(sim, token).post('/v1/bulk-uploads/cancel', { uploadId });
const statusOf = async (uploadId: string) =>
  (await api(sim).get('/v1/bulk-uploads/status', { uploadId })).body.status;

/** An upload of `name` left waiting in `evaluated` (its file has a plot without a name). */
async function evaluatedUpload(name: string): Promise<string> {
  const { uploadId } = await createAndPut(api(sim), name, { 'a.geojson': withErrors() });
  expect((await start(uploadId)).status).toBe(202);
  expect((await waitForStatus(api(sim), uploadId)).body.status).toBe('evaluated');
  return uploadId;
}

beforeAll(async () => {
  sim = await startSimulator({ seedPlots: 0 });
});
afterAll(() => sim.close());

describe('start: the 60-minute window', () => {
  it('59 minutes after creation an upload still starts; at 60 minutes it has expired', async () => {
    const early = await createAndPut(api(sim), supplier(), { 'a.geojson': good() });
    const late = await createAndPut(api(sim), supplier(), { 'a.geojson': good() });
    sim.clock.advance(59 * MINUTE);
    expect((await start(early.uploadId)).status).toBe(202);
    sim.clock.advance(MINUTE);
    const res = await start(late.uploadId);
    expect(res.status).toBe(410);
    expect(res.body.errorCode).toBe('upload_expired');
    expect(await statusOf(late.uploadId)).toBe('expired');
    expect((await waitForStatus(api(sim), early.uploadId)).body.status).toBe('finished');
  });
});

describe('start: 429 while another upload of the same supplier is in progress', () => {
  it('says when to retry, and the refused start can be tried again once the other is cancelled', async () => {
    const name = supplier();
    const first = await evaluatedUpload(name);
    const second = await createAndPut(api(sim), name, { 'b.geojson': good() });
    const refused = await start(second.uploadId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'upload_in_progress' });
    expect(refused.body.errorMessage).toMatch(/in progress/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The refused upload is untouched: still created, and startable.
    expect(await statusOf(second.uploadId)).toBe('created');
    expect((await cancel(first)).status).toBe(200);
    const retried = await start(second.uploadId);
    expect(retried.status).toBe(202);
    expect((await waitForStatus(api(sim), second.uploadId)).body.status).toBe('finished');
  });

  it('another supplier’s upload in progress does not block', async () => {
    await evaluatedUpload(supplier());
    const other = await createAndPut(api(sim), supplier(), { 'a.geojson': good() });
    expect((await start(other.uploadId)).status).toBe(202);
  });

  it('uploads of the supplier that are created, finished or cancelled do not block', async () => {
    const name = supplier();
    await createAndPut(api(sim), name, { 'a.geojson': good() }); // created, never started
    const done = await createAndPut(api(sim), name, { 'b.geojson': good() });
    await start(done.uploadId);
    expect((await waitForStatus(api(sim), done.uploadId)).body.status).toBe('finished');
    const cancelled = await evaluatedUpload(name);
    await cancel(cancelled);
    const next = await createAndPut(api(sim), name, { 'c.geojson': good() });
    expect((await start(next.uploadId)).status).toBe(202);
  });

  it('a failed upload of the supplier does not block', async () => {
    const name = supplier();
    const broken = await createAndPut(api(sim), name, { 'a.geojson': '{ not json' });
    await start(broken.uploadId);
    expect((await waitForStatus(api(sim), broken.uploadId)).body.status).toBe('failed');
    const next = await createAndPut(api(sim), name, { 'b.geojson': good() });
    expect((await start(next.uploadId)).status).toBe(202);
  });
});

describe('cancel: only an evaluated upload with errors', () => {
  it('cancels once; a second cancel is refused', async () => {
    const id = await evaluatedUpload(supplier());
    const res = await cancel(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', uploadId: id });
    const again = await cancel(id);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('invalid_state');
  });

  it('refuses once the upload goes on with proceedWithErrors, and for another account', async () => {
    const id = await evaluatedUpload(supplier());
    expect((await cancel(id, TOKENS.lucas)).status).toBe(404);
    expect(await statusOf(id)).toBe('evaluated');
    expect((await start(id, { proceedWithErrors: true })).status).toBe(202);
    expect((await cancel(id)).status).toBe(409);
  });

  it('refuses without an uploadId', async () => {
    const res = await api(sim).post('/v1/bulk-uploads/cancel', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'invalid_request' });
    expect(res.body.errorMessage).toContain('uploadId');
  });
});

describe('proceedWithErrors: continues an evaluated upload, nothing else', () => {
  it('a cancelled or finished upload cannot be continued', async () => {
    const cancelled = await evaluatedUpload(supplier());
    await cancel(cancelled);
    const res = await start(cancelled, { proceedWithErrors: true });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('invalid_state');
    const { uploadId } = await createAndPut(api(sim), supplier(), { 'a.geojson': good() });
    await start(uploadId);
    await waitForStatus(api(sim), uploadId);
    expect((await start(uploadId, { proceedWithErrors: true })).status).toBe(409);
  });

  it('continuing skips the bad plots and is never blocked by the supplier’s own upload', async () => {
    const name = supplier();
    const id = await evaluatedUpload(name);
    const res = await start(id, { proceedWithErrors: true });
    expect(res.status).toBe(202);
    const done = await waitForStatus(api(sim), id);
    expect(done.body).toMatchObject({ status: 'finished', errorMessages: [] });
    expect('numNotAccepted' in done.body).toBe(false);
  });
});
