/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted with the schemas. */
/** The simulator is persisted: a restart from the same data folder loses nothing (architecture.md). */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allPlots,
  api,
  createAndPut,
  featureCollection,
  gridFeatures,
  putFile,
  startSimulator,
  uploadAndWait,
  waitForStatus,
} from './helpers.ts';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'sim-persist-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('persistence', () => {
  it('uploads, plots, suppliers and renames survive a restart from the same data folder', async () => {
    const dataDir = await freshDir();
    const first = await startSimulator({ dataDir, seedPlots: 50 });
    const seeded = (await allPlots(api(first))).length;
    const done = await uploadAndWait(api(first), 'Persistent Co', {
      'a.geojson': featureCollection(gridFeatures(3, 'Kept')),
    });
    expect(done.body.status).toBe('finished');
    const pending = await createAndPut(api(first), 'Pending Co', {
      'p.geojson': featureCollection(gridFeatures(1)),
    });
    const created = await api(first).post('/v1/suppliers', { name: 'Before rename' });
    await api(first).patch(`/v1/suppliers/${created.body.id}`, { name: 'After rename' });
    await first.close({ keepData: true });

    const second = await startSimulator({ dataDir, clock: first.clock });
    try {
      const client = api(second);
      expect((await allPlots(client)).length).toBe(seeded + 3);
      expect((await allPlots(client, { supplier: 'Persistent Co' })).map((p) => p.name).sort()).toEqual([
        'Kept-0',
        'Kept-1',
        'Kept-2',
      ]);
      expect(
        (await client.get('/v1/bulk-uploads/status', { uploadId: done.body.uploadId })).body.status,
      ).toBe('finished');
      expect((await client.get(`/v1/suppliers/${created.body.id}`)).body.name).toBe('After rename');
      // The created upload, its file and its signed URLs (same secret) are still usable.
      const status = await client.get('/v1/bulk-uploads/status', { uploadId: pending.uploadId });
      expect(status.body).toMatchObject({ status: 'created', files: [{ fileName: 'p.geojson' }] });
      const signed = new URL(pending.urls[0]!); // the new server listens on another port
      const moved = `${second.baseUrl}${signed.pathname}${signed.search}`;
      expect((await putFile(moved, featureCollection(gridFeatures(2, 'Late')))).status).toBe(200);
      await client.post('/v1/bulk-uploads/start', { uploadId: pending.uploadId });
      expect((await waitForStatus(client, pending.uploadId)).body).toMatchObject({
        status: 'finished',
        numPlots: 2,
      });
    } finally {
      await second.close();
    }
  });

  it('the snapshot is written atomically: state.json is valid JSON and no temp file is left', async () => {
    const dataDir = await freshDir();
    const sim = await startSimulator({ dataDir, seedPlots: 20 });
    await api(sim).post('/v1/suppliers', { name: 'Atomic Co' });
    await sim.close({ keepData: true });
    const files = await readdir(dataDir);
    expect(files).toContain('state.json');
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const state = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8'));
    expect(state.suppliers.map((s: any) => s.name)).toContain('Atomic Co');
    expect(state.plots).toHaveLength(20);
  });

  it('an upload caught mid-evaluation by a restart resumes and finishes', async () => {
    const dataDir = await freshDir();
    const first = await startSimulator({ dataDir, seedPlots: 0, speed: 0.5 });
    const { uploadId } = await createAndPut(api(first), 'Interrupted Co', {
      'a.geojson': featureCollection(gridFeatures(2)),
    });
    await api(first).post('/v1/bulk-uploads/start', { uploadId });
    await first.close({ keepData: true });
    const second = await startSimulator({ dataDir, clock: first.clock });
    try {
      expect((await waitForStatus(api(second), uploadId)).body.status).toBe('finished');
      expect(await allPlots(api(second), { supplier: 'Interrupted Co' })).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('a data folder is seeded once: a restart does not seed again', async () => {
    const dataDir = await freshDir();
    const first = await startSimulator({ dataDir, seedPlots: 30 });
    const before = (await allPlots(api(first))).map((p) => p.id);
    await first.close({ keepData: true });
    const second = await startSimulator({ dataDir, seedPlots: 500 });
    try {
      expect((await allPlots(api(second))).map((p) => p.id)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
