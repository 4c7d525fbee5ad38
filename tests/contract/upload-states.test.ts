/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies are read loosely; shapes are asserted with the schemas. */
/** Contract §3: the upload state machine end to end, evaluation rules and what ingestion writes. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import turfArea from '@turf/area';
import { plotSchema } from '@core/api/schemas.ts';
import {
  allPlots,
  api,
  bowtieFeature,
  createAndPut,
  featureCollection,
  gridFeatures,
  squareFeature,
  startSimulator,
  uploadAndWait,
  waitForStatus,
  type TestSimulator,
} from './helpers.ts';

const HOUR = 60 * 60 * 1000;
let sim: TestSimulator;
let n = 0;
const supplier = () => `State Test Supplier ${++n}`;
const plotsOf = (name: string) => allPlots(api(sim), { supplier: name });

beforeAll(async () => {
  sim = await startSimulator({ seedPlots: 0 });
});
afterAll(() => sim.close());

describe('§3 upload states', () => {
  it('created → evaluating → ingesting → finished, without stopping at evaluated when there are no errors', async () => {
    const slow = await startSimulator({ seedPlots: 0, speed: 2 });
    try {
      const client = api(slow);
      const { uploadId } = await createAndPut(client, 'Walker', {
        'a.geojson': featureCollection(gridFeatures(4)),
      });
      const seen = [(await client.get('/v1/bulk-uploads/status', { uploadId })).body.status];
      expect((await client.post('/v1/bulk-uploads/start', { uploadId })).body.status).toBe('evaluating');
      while (seen.at(-1) !== 'finished' && seen.length < 500) {
        const s = (await client.get('/v1/bulk-uploads/status', { uploadId })).body.status;
        if (s !== seen.at(-1)) seen.push(s);
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(seen).toEqual(['created', 'evaluating', 'ingesting', 'finished']);
    } finally {
      await slow.close();
    }
  });

  it('ingestion creates plots: name from ProductionPlace, country, geodesic areaHa, risk assessment, properties', async () => {
    const name = supplier();
    const feature = squareFeature('Parcelle Kouassi', {
      size: 0.01,
      properties: { ProducerName: 'Kouassi Yao' },
    });
    const done = await uploadAndWait(api(sim), name, { 'a.geojson': featureCollection([feature]) });
    expect(done.body).toMatchObject({ status: 'finished', numPlots: 1 });
    const [plot] = await plotsOf(name);
    expect(plotSchema.parse(plot)).toMatchObject({
      name: 'Parcelle Kouassi',
      supplier: name,
      country: 'CI',
      properties: { ProductionPlace: 'Parcelle Kouassi', ProducerName: 'Kouassi Yao' },
      geometry: feature.geometry,
    });
    expect(plot.areaHa).toBeCloseTo(turfArea(feature) / 10_000, 2);
    expect(plot.riskAssessment.riskLevel).toMatch(/^(none|low|medium|high)$/);
  });

  it('designatedNameField names the plots', async () => {
    const name = supplier();
    const f = squareFeature('ignored', { properties: { FarmCode: 'CI-0042' } });
    await uploadAndWait(
      api(sim),
      name,
      { 'a.geojson': featureCollection([f]) },
      { designatedNameField: 'FarmCode' },
    );
    expect((await plotsOf(name)).map((p) => p.name)).toEqual(['CI-0042']);
  });

  it('evaluation with errors stops at evaluated and waits; errors name file, feature and rule', async () => {
    const name = supplier();
    const res = await uploadAndWait(api(sim), name, {
      'farms.geojson': featureCollection([squareFeature('A'), squareFeature(null, { lng: -5.3 })]),
    });
    expect(res.body.status).toBe('evaluated');
    expect(res.body.numNotAccepted).toBe(1);
    expect(res.body.errorMessages.join('\n')).toMatch(/farms\.geojson feature 1.*(name|missing)/i);
    await new Promise((r) => setTimeout(r, 200));
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId: res.body.uploadId })).body.status).toBe(
      'evaluated',
    );
    expect(await plotsOf(name)).toHaveLength(0);
  });

  it('start again with proceedWithErrors: the bad plots are skipped, the good ones written', async () => {
    const name = supplier();
    const res = await uploadAndWait(api(sim), name, {
      'a.geojson': featureCollection([squareFeature('Good'), squareFeature(null, { lng: -5.3 })]),
    });
    await api(sim).post('/v1/bulk-uploads/start', { uploadId: res.body.uploadId, proceedWithErrors: true });
    expect((await waitForStatus(api(sim), res.body.uploadId)).body.status).toBe('finished');
    expect((await plotsOf(name)).map((p) => p.name)).toEqual(['Good']);
  });

  it('proceedWithErrors at the first start goes on past the errors by itself', async () => {
    const name = supplier();
    const res = await uploadAndWait(
      api(sim),
      name,
      {
        'a.geojson': featureCollection([
          squareFeature('Good'),
          { type: 'Feature', properties: { ProductionPlace: 'NoGeom' }, geometry: null as any },
        ]),
      },
      { proceedWithErrors: true },
    );
    expect(res.body.status).toBe('finished');
    expect((await plotsOf(name)).map((p) => p.name)).toEqual(['Good']);
  });

  it('cancel from evaluated → cancelled, and no plot is written', async () => {
    const name = supplier();
    const res = await uploadAndWait(api(sim), name, {
      'a.geojson': featureCollection([squareFeature('A'), squareFeature(null)]),
    });
    await api(sim).post('/v1/bulk-uploads/cancel', { uploadId: res.body.uploadId });
    expect((await api(sim).get('/v1/bulk-uploads/status', { uploadId: res.body.uploadId })).body.status).toBe(
      'cancelled',
    );
    expect(await plotsOf(name)).toHaveLength(0);
  });

  it('a file that is not JSON → failed', async () => {
    const res = await uploadAndWait(api(sim), supplier(), { 'a.geojson': 'this is { not json' });
    expect(res.body.status).toBe('failed');
    expect(res.body.errorMessages).toEqual([]);
    expect('numNotAccepted' in res.body).toBe(false);
    // Designed addition: the reason, naming the file, so the person knows what to fix.
    expect(res.body.failureMessage).toMatch(/a\.geojson/);
  });

  it('JSON that is not GeoJSON → failed', async () => {
    const res = await uploadAndWait(api(sim), supplier(), { 'a.json': JSON.stringify({ hello: 'world' }) });
    expect(res.body.status).toBe('failed');
  });

  it('validateForTraces: a self-intersecting plot is accepted without it and fails with it', async () => {
    const without = await uploadAndWait(api(sim), supplier(), {
      'a.geojson': featureCollection([bowtieFeature('Bow')]),
    });
    expect(without.body.status).toBe('finished');
    const withIt = await uploadAndWait(
      api(sim),
      supplier(),
      { 'a.geojson': featureCollection([bowtieFeature('Bow')]) },
      { validateForTraces: true },
    );
    expect(withIt.body).toMatchObject({ status: 'evaluated', numNotAccepted: 1 });
    expect(withIt.body.errorMessages.join()).toMatch(/self-intersection/);
  });

  it('duplicate geometries fail evaluation; allowDuplicateGeometries accepts them when a property differs', async () => {
    const twins = featureCollection([squareFeature('Twin A'), squareFeature('Twin B')]);
    const refused = await uploadAndWait(api(sim), supplier(), { 'a.geojson': twins });
    expect(refused.body).toMatchObject({ status: 'evaluated', numNotAccepted: 1 });
    const name = supplier();
    const allowed = await uploadAndWait(
      api(sim),
      name,
      { 'a.geojson': twins },
      { allowDuplicateGeometries: true },
    );
    expect(allowed.body.status).toBe('finished');
    expect(await plotsOf(name)).toHaveLength(2);
  });

  it('files of a multi-file upload are all ingested', async () => {
    const name = supplier();
    const res = await uploadAndWait(api(sim), name, {
      'north.geojson': featureCollection(gridFeatures(3, 'North')),
      'south.geojson': featureCollection(gridFeatures(2, 'South', { lng: -6.5, lat: 5.5 })),
    });
    expect(res.body).toMatchObject({ status: 'finished', numPlots: 5 });
    expect(await plotsOf(name)).toHaveLength(5);
  });

  it('a created upload not started within 60 minutes becomes expired and leaves the ongoing list', async () => {
    const local = await startSimulator({ seedPlots: 0 });
    try {
      const client = api(local);
      const { uploadId } = await createAndPut(client, 'Forgetful', {
        'a.geojson': featureCollection(gridFeatures(1)),
      });
      expect(
        (await client.get('/v1/bulk-uploads/status')).body.results.map((u: any) => u.uploadId),
      ).toContain(uploadId);
      local.clock.advance(HOUR);
      expect((await client.get('/v1/bulk-uploads/status', { uploadId })).body.status).toBe('expired');
      expect((await client.get('/v1/bulk-uploads/status')).body.results).toEqual([]);
      expect((await client.post('/v1/bulk-uploads/start', { uploadId })).status).toBe(410);
      // Spec: the files of an upload not started within 60 minutes are deleted.
      await vi.waitFor(() => expect(existsSync(path.join(local.dataDir, 'uploads', uploadId))).toBe(false));
    } finally {
      await local.close();
    }
  });
});

describe('§3 ingestion modes', () => {
  it('overwrite replaces all of the supplier’s plots', async () => {
    const name = supplier();
    await uploadAndWait(api(sim), name, { 'a.geojson': featureCollection(gridFeatures(4, 'Old')) });
    await uploadAndWait(
      api(sim),
      name,
      { 'a.geojson': featureCollection(gridFeatures(2, 'New', { lng: -6, lat: 7 })) },
      { overwrite: true },
    );
    expect((await plotsOf(name)).map((p) => p.name).sort()).toEqual(['New-0', 'New-1']);
  });

  it('overwrite with an empty file removes all plots of the supplier (and only of that supplier)', async () => {
    const name = supplier();
    const other = supplier();
    await uploadAndWait(api(sim), name, { 'a.geojson': featureCollection(gridFeatures(3, 'Doomed')) });
    await uploadAndWait(api(sim), other, {
      'a.geojson': featureCollection(gridFeatures(2, 'Safe', { lng: -6.2, lat: 7.1 })),
    });
    const res = await uploadAndWait(
      api(sim),
      name,
      { 'empty.geojson': featureCollection([]) },
      { overwrite: true },
    );
    expect(res.body).toMatchObject({ status: 'finished', numPlots: 0 });
    expect(await plotsOf(name)).toHaveLength(0);
    expect(await plotsOf(other)).toHaveLength(2);
  });

  it('without overwrite, an upload adds plots next to the existing ones', async () => {
    const name = supplier();
    await uploadAndWait(api(sim), name, { 'a.geojson': featureCollection(gridFeatures(2, 'First')) });
    await uploadAndWait(api(sim), name, {
      'a.geojson': featureCollection(gridFeatures(2, 'Second', { lng: -6.3, lat: 7.2 })),
    });
    expect(await plotsOf(name)).toHaveLength(4);
  });

  it('shouldMatchOnName updates existing plots by name (same id) and creates the new names', async () => {
    const name = supplier();
    await uploadAndWait(api(sim), name, {
      'a.geojson': featureCollection([
        squareFeature('Keep', { properties: { Code: 'K' } }),
        squareFeature('Move', { lng: -5.4, properties: { Code: 'M' } }),
      ]),
    });
    const before = await plotsOf(name);
    const moved = squareFeature('Move', { lng: -5.35, size: 0.008, properties: { Code: 'M' } });
    const res = await uploadAndWait(
      api(sim),
      name,
      {
        'a.geojson': featureCollection([
          moved,
          squareFeature('Fresh', { lng: -5.1, properties: { Code: 'F' } }),
        ]),
      },
      { shouldMatchOnName: true, designatedNameField: 'ProductionPlace' },
    );
    expect(res.body.status).toBe('finished');
    const after = await plotsOf(name);
    expect(after.map((p) => p.name).sort()).toEqual(['Fresh', 'Keep', 'Move']);
    const beforeMove = before.find((p) => p.name === 'Move');
    const afterMove = after.find((p) => p.name === 'Move');
    expect(afterMove.id).toBe(beforeMove.id);
    expect(afterMove.geometry).toEqual(moved.geometry);
  });

  it('shouldMatchOnName forces allowDuplicateGeometries: same geometry, different names are accepted', async () => {
    const name = supplier();
    const res = await uploadAndWait(
      api(sim),
      name,
      { 'a.geojson': featureCollection([squareFeature('Twin 1'), squareFeature('Twin 2')]) },
      { shouldMatchOnName: true, designatedNameField: 'ProductionPlace' },
    );
    expect(res.body.status).toBe('finished');
    expect(await plotsOf(name)).toHaveLength(2);
  });

  it('shouldMatchOnName raises duplicate names in the upload as errors', async () => {
    const res = await uploadAndWait(
      api(sim),
      supplier(),
      { 'a.geojson': featureCollection([squareFeature('Same'), squareFeature('Same', { lng: -5.2 })]) },
      { shouldMatchOnName: true, designatedNameField: 'ProductionPlace' },
    );
    expect(res.body).toMatchObject({ status: 'evaluated', numNotAccepted: 1 });
    expect(res.body.errorMessages.join()).toMatch(/duplicate-name/);
  });
});
