/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted by the tests. */
/**
 * Every input of the simulator is bounded, and each bound answers with the contract's error body and a
 * message that states the limit: JSON bodies (413), file names (length; their count is the start's, in
 * uploads.test.ts), an upload's error messages (count and bytes), the signed-URL PUT's size (413, early),
 * and PUTs after the start (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_LIMITS, ErrorMessages } from '../../server/simulator/upload-engine.ts';
import { BODY_LIMITS } from '../../server/simulator/index.ts';
import {
  allPlots,
  api,
  featureCollection,
  gridFeatures,
  putFile,
  squareFeature,
  startSimulator,
  waitForStatus,
  type TestSimulator,
} from './helpers.ts';

const MAX_BYTES = 20_000;
let sim: TestSimulator;
let n = 0;
const supplier = () => `Limits Co ${++n}`;

beforeAll(async () => {
  sim = await startSimulator({ seedPlots: 0, uploadLimits: { maxTotalBytes: MAX_BYTES } });
});
afterAll(() => sim.close());

const expectLimit = (res: { status: number; body: any }, status: number, limitText: RegExp) => {
  expect(res.status).toBe(status);
  expect(res.body.errorCode).toBe('limit_exceeded');
  expect(res.body.errorMessage).toMatch(limitText);
};

describe('JSON bodies', () => {
  it('a body over the route limit → 413 limit_exceeded naming the limit; just under is read', async () => {
    const limit = BODY_LIMITS.other;
    const over = await api(sim).post('/v1/suppliers', { name: 'x'.repeat(limit) });
    expectLimit(over, 413, new RegExp(`at most ${limit} bytes`));
    // 200 MB supplier names used to be saved: now refused from the Content-Length, before reading.
    const under = await api(sim).post('/v1/suppliers', { name: `Big ${'y'.repeat(limit - 100)}` });
    expect(under.status).toBe(201);
    const rename = await api(sim).patch(`/v1/suppliers/${under.body.id}`, { name: 'z'.repeat(limit + 1) });
    expectLimit(rename, 413, new RegExp(`at most ${limit} bytes`));
  });

  it('a chunked body (no Content-Length) over the limit is refused too', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ uploadId: 'u'.repeat(BODY_LIMITS.other) }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const res = await api(sim).raw('/v1/bulk-uploads/start', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).errorCode).toBe('limit_exceeded');
  });

  it('risk-info and upload creation have their own, larger limits', async () => {
    const res = await api(sim).post('/get-risk-info', {
      geometry: { type: 'Polygon' },
      pad: 'p'.repeat(40_000),
    });
    expect(res.status).toBe(400); // read, then refused for its geometry
    const over = await api(sim).post('/get-risk-info', { pad: 'p'.repeat(BODY_LIMITS.riskInfo) });
    expectLimit(over, 413, new RegExp(`at most ${BODY_LIMITS.riskInfo} bytes`));
  });
});

describe('file names', () => {
  it('100 names and more are created: the count is refused at start (§2), not here', async () => {
    const names = (k: number) => Array.from({ length: k }, (_, i) => `f${i}.geojson`);
    for (const k of [99, 100, 101]) {
      const res = await api(sim).post('/v1/bulk-uploads', { supplier: supplier(), fileNames: names(k) });
      expect(res.status).toBe(200);
      expect(res.body.signedUrls).toHaveLength(k);
    }
  });

  it('a name of 255 characters is accepted, 256 refused; an empty name is refused', async () => {
    const ok = await api(sim).post('/v1/bulk-uploads', {
      supplier: supplier(),
      fileNames: ['a'.repeat(255)],
    });
    expect(ok.status).toBe(200);
    const long = await api(sim).post('/v1/bulk-uploads', {
      supplier: supplier(),
      fileNames: ['a'.repeat(256)],
    });
    expectLimit(long, 400, /at most 255 characters/);
    const empty = await api(sim).post('/v1/bulk-uploads', {
      supplier: supplier(),
      fileNames: ['ok.json', ' '],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errorMessage).toContain('fileNames.1');
  });

  it('the 600 KB file name is refused (413) and saving goes on: a supplier created next is stored', async () => {
    const res = await api(sim).post('/v1/bulk-uploads', {
      supplier: supplier(),
      fileNames: ['n'.repeat(600_000)],
    });
    expectLimit(res, 413, /at most \d+ bytes/);
    const created = await api(sim).post('/v1/suppliers', { name: 'After The Long Name' });
    expect(created.status).toBe(201);
    expect((await api(sim).get(`/v1/suppliers/${created.body.id}`)).body.name).toBe('After The Long Name');
  });
});

describe("an upload's error messages", () => {
  it('1,001 messages of 600 KB each keep at most the message count and byte budget, and say so', () => {
    const errors = new ErrorMessages();
    const name = 'n'.repeat(600_000);
    for (let i = 0; i < 1001; i++) errors.add(`${name} feature ${i}: missing_name`);
    const list = errors.result();
    const bytes = list.reduce((sum, m) => sum + Buffer.byteLength(m), 0);
    expect(bytes).toBeLessThan(ERROR_LIMITS.totalBytes + 1000);
    expect(list.every((m) => m.length <= ERROR_LIMITS.messageChars + 300)).toBe(true);
    expect(list.at(-1)).toMatch(/and \d+ more problems.*at most 1000 messages, 256 KB/);
  });

  it('the count is bounded at 1000 messages plus the summary line', () => {
    const errors = new ErrorMessages();
    for (let i = 0; i < 1000; i++) errors.add(`f.json feature ${i}: missing_name`);
    expect(errors.result()).toHaveLength(1000);
    errors.add('one more');
    expect(errors.result()).toHaveLength(1001);
    expect(errors.result().at(-1)).toMatch(/and 1 more problems/);
  });

  it('an upload of 1,001 unnamed features under a 255-character file name stays within the bounds', async () => {
    const fileName = `${'long-name-'.repeat(25)}.geojson`.slice(-255);
    const client = api(sim);
    const created = await client.post('/v1/bulk-uploads', { supplier: supplier(), fileNames: [fileName] });
    const features = Array.from({ length: 1001 }, (_, i) =>
      squareFeature(null, { lng: -5.5 + (i % 40) * 0.006, lat: 6.8 + Math.floor(i / 40) * 0.006 }),
    );
    const body = featureCollection(features);
    const big = await startSimulator({ seedPlots: 0, uploadLimits: { maxTotalBytes: 10 * 1024 ** 2 } });
    try {
      const c2 = api(big);
      const up = await c2.post('/v1/bulk-uploads', { supplier: 'Unnamed Co', fileNames: [fileName] });
      expect((await putFile(up.body.signedUrls[0].signedUrls, body)).status).toBe(200);
      expect((await c2.post('/v1/bulk-uploads/start', { uploadId: up.body.uploadId })).status).toBe(202);
      const status = await waitForStatus(c2, up.body.uploadId);
      expect(status.body.status).toBe('evaluated');
      const messages: string[] = status.body.errorMessages;
      expect(messages.length).toBeLessThanOrEqual(ERROR_LIMITS.messages + 1);
      const bytes = messages.reduce((sum, m) => sum + Buffer.byteLength(m), 0);
      expect(bytes).toBeLessThanOrEqual(ERROR_LIMITS.totalBytes + 1000);
      expect(messages.at(-1)).toMatch(/more problems/);
      expect(status.body.numNotAccepted).toBe(1001);
    } finally {
      await big.close();
    }
    expect(created.status).toBe(200);
  });
});

describe('signed-URL PUT', () => {
  const create = async () => {
    const res = await api(sim).post('/v1/bulk-uploads', { supplier: supplier(), fileNames: ['a.geojson'] });
    return { uploadId: res.body.uploadId as string, url: res.body.signedUrls[0].signedUrls as string };
  };

  it('a Content-Length over the limit → 413 before the body is read; at the limit it is stored', async () => {
    const { uploadId, url } = await create();
    const over = await putFile(url, new Uint8Array(MAX_BYTES + 1));
    expectLimit(over, 413, new RegExp(`smaller than the ${MAX_BYTES} bytes`));
    const status = await api(sim).get('/v1/bulk-uploads/status', { uploadId });
    expect(status.body.files[0].sizeBytes).toBe(0);
    expect((await putFile(url, new Uint8Array(MAX_BYTES))).status).toBe(200);
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId })).body.files[0].sizeBytes).toBe(
      MAX_BYTES,
    );
  });

  it('a streamed body (no Content-Length) is cut once the bytes pass the limit; the file is not kept', async () => {
    const { uploadId, url } = await create();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Up to 10× the limit, 4 KB at a time: the server must stop it long before.
        if (sent > MAX_BYTES * 10) return controller.close();
        sent += 4096;
        controller.enqueue(new Uint8Array(4096));
      },
    });
    let status = 0;
    try {
      status = (await putFile(url, body)).status;
    } catch {
      status = -1; // the server closed the connection while the client was still sending
    }
    expect([413, -1]).toContain(status);
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId })).body.files[0].sizeBytes).toBe(0);
  });

  it('no PUT is accepted once the upload started, and one in flight at the start is aborted', async () => {
    const client = api(sim);
    const name = supplier();
    const res = await client.post('/v1/bulk-uploads', { supplier: name, fileNames: ['a.geojson'] });
    const { uploadId } = res.body;
    const url: string = res.body.signedUrls[0].signedUrls;
    const first = featureCollection(gridFeatures(2, 'First'));
    expect((await putFile(url, first)).status).toBe(200);

    // A second version, sent slowly: its first bytes arrive, then the upload is started.
    const second = new TextEncoder().encode(featureCollection(gridFeatures(5, 'Second')));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(second.slice(0, 100));
        await gate;
        controller.enqueue(second.slice(100));
        controller.close();
      },
    });
    const inflight = putFile(url, slow).then(
      (r) => r.status,
      () => -1,
    );
    await new Promise((r) => setTimeout(r, 200));
    const start = await client.post('/v1/bulk-uploads/start', { uploadId });
    expect(start.status).toBe(202);
    release();
    expect([409, -1]).toContain(await inflight);

    // Evaluated and kept: the first version (2 plots), not the one in flight.
    const done = await waitForStatus(client, uploadId);
    expect(done.body).toMatchObject({ status: 'finished', numPlots: 2 });
    expect((await allPlots(client, { supplier: name })).map((p) => p.name).sort()).toEqual([
      'First-0',
      'First-1',
    ]);

    const late = await putFile(url, first);
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('invalid_state');
  });
});
