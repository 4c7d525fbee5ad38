/** The simulator is persisted: a restart from the same data folder loses nothing (docs/simulator.md). */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
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

  it('state is an SQLite database committed per change: no snapshot or temp file, readable while running', async () => {
    const dataDir = await freshDir();
    const sim = await startSimulator({ dataDir, seedPlots: 20 });
    try {
      await api(sim).post('/v1/suppliers', { name: 'Atomic Co' });
      // Read while the simulator runs: the 201 came after the commit, so another reader sees it.
      const db = new Database(path.join(dataDir, 'simulator.db'), { readonly: true });
      try {
        const names = db.prepare('SELECT name FROM suppliers').all() as { name: string }[];
        expect(names.map((s) => s.name)).toContain('Atomic Co');
        expect(db.prepare('SELECT count(*) AS n FROM plots').get()).toEqual({ n: 20 });
      } finally {
        db.close();
      }
    } finally {
      await sim.close({ keepData: true });
    }
    const files = await readdir(dataDir);
    expect(files).toContain('simulator.db');
    expect(files.filter((f) => f.endsWith('.tmp') || f === 'state.json')).toEqual([]);
  });

  it('a JSON snapshot of an earlier version (state.json) is migrated on first start, once', async () => {
    const dataDir = await freshDir();
    const legacy = {
      version: 1,
      urlSecret: 'legacy-secret',
      nextPlotNumber: 3,
      projects: [{ id: 'p-cocoa', name: 'Old cocoa', createdAt: '2025-01-01T00:00:00.000Z' }],
      suppliers: [
        { id: 'sup-x', name: 'Legacy Co', projectId: 'p-cocoa', createdAt: '2025-01-02T00:00:00.000Z' },
      ],
      plots: [1, 2].map((n) => ({
        id: `plt-00000000${n}`,
        name: `Old plot ${n}`,
        supplierId: 'sup-x',
        projectId: 'p-cocoa',
        country: 'CI',
        areaHa: 1.5,
        createdAt: '2025-01-03T00:00:00.000Z',
        updatedAt: '2025-01-03T00:00:00.000Z',
        properties: { ProductionPlace: `Old plot ${n}` },
        geometry: gridFeatures(2)[n - 1]!.geometry,
        riskAssessment: null,
      })),
      uploads: [],
    };
    await writeFile(path.join(dataDir, 'state.json'), JSON.stringify(legacy));
    const sim = await startSimulator({ dataDir });
    try {
      const plots = await allPlots(api(sim));
      expect(plots.map((p) => [p.id, p.name, p.supplier])).toEqual([
        ['plt-000000001', 'Old plot 1', 'Legacy Co'],
        ['plt-000000002', 'Old plot 2', 'Legacy Co'],
      ]);
      // New plots continue the old numbering.
      const done = await uploadAndWait(api(sim), 'Legacy Co', {
        'a.geojson': featureCollection(gridFeatures(1, 'New', { lng: -6, lat: 7 })),
      });
      expect(done.body.status).toBe('finished');
      expect((await allPlots(api(sim), { supplier: 'Legacy Co' })).map((p) => p.id)).toContain(
        'plt-000000003',
      );
    } finally {
      await sim.close({ keepData: true });
    }
    const files = await readdir(dataDir);
    expect(files).toContain('state.json.migrated');
    expect(files).not.toContain('state.json');
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
