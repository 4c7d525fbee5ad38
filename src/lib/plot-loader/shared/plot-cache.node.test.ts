import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { packSize, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { PlotList } from '../page/plot-list.ts';
import {
  CACHE_RECORD_PLOTS,
  CACHE_SCHEMA_VERSION,
  PlotCacheWriter,
  clearPlotCache,
  plotCacheKey,
  readCachedPlots,
  readStoredOverlaps,
  storeOverlaps,
} from './plot-cache.ts';

const plot = (id: string, areaHa = 1): Plot => ({
  id,
  name: `Plot ${id}`,
  supplier: 'Coop A',
  projectId: 'p-1',
  country: 'CI',
  areaHa,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  properties: {},
  riskAssessment: null,
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-5, 7],
        [-4.99, 7],
        [-4.99, 7.01],
        [-5, 7],
      ],
    ],
  },
});

const KEY = plotCacheKey('/api/simulator', 'p-1');

async function save(key: string, ...packs: Plot[][]) {
  const writer = new PlotCacheWriter(key);
  for (const b of packs) writer.add(packPlots(b));
  return writer.finish();
}

async function read(key: string) {
  const packs: PackedPlots[] = [];
  const info = await readCachedPlots(key, (p) => packs.push(p));
  return { info, plots: [...new PlotList(packs)] };
}

beforeEach(async () => {
  await clearPlotCache();
});

describe('the portfolio cache', () => {
  it('hands back a saved load in order, with geometry, count and time', async () => {
    const before = Date.now();
    expect(await save(KEY, [plot('a'), plot('b')], [plot('c')])).toBe(true);
    const { info, plots } = await read(KEY);
    expect(plots.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(plots[0]!.geometry).toEqual(plot('a').geometry);
    expect(info!.count).toBe(3);
    expect(info!.savedAt).toBeGreaterThanOrEqual(before);
    expect(info!.savedAt).toBeLessThanOrEqual(Date.now());
  });

  it('keeps plots from the server’s copy as of its walk, not as of the moment they were kept', async () => {
    const writer = new PlotCacheWriter(KEY);
    writer.add(packPlots([plot('a')]));
    const walkedAt = Date.parse('2026-12-07T09:00:00.000Z');
    expect(await writer.finish('fp', walkedAt)).toBe(true);
    expect((await read(KEY)).info!.savedAt).toBe(walkedAt);
  });

  it('hands over the box around every plot before the first batch, so the map frames the whole set', async () => {
    const at = (id: string, lng: number, lat: number): Plot => ({
      ...plot(id),
      geometry: { type: 'Point', coordinates: [lng, lat] },
    });
    const empty: Plot = { ...plot('e'), geometry: { type: 'MultiPoint', coordinates: [] } };
    // The extremes sit in different packs, and an empty geometry widens nothing.
    await save(KEY, [at('a', 2, 5), empty], [at('b', -3, 9)], [at('c', 1, -4)]);
    const seen: string[] = [];
    const info = await readCachedPlots(
      KEY,
      (p) => seen.push(`batch of ${packSize(p)}`),
      (first) => seen.push(`extent ${first.extent?.join(' ')}, ${first.count} plots`),
    );
    expect(seen).toEqual(['extent -3 -4 2 9, 4 plots', 'batch of 2', 'batch of 2']);
    expect(info!.extent).toEqual([-3, -4, 2, 9]);
  });

  it('a set with no geometry has no extent', async () => {
    await save(KEY, [{ ...plot('e'), geometry: { type: 'MultiPoint', coordinates: [] } }]);
    expect((await read(KEY)).info!.extent).toBeNull();
  });

  it('keeps the first batch on its own and joins the next ones into records of CACHE_RECORD_PLOTS', async () => {
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => plot(`${prefix}${i}`));
    const sizes: number[] = [];
    const n = CACHE_RECORD_PLOTS / 2;
    // First batch alone; two halves make one full record; the last half is written at finish.
    await save(KEY, many('a', 3), many('b', n), many('c', n), many('d', n - 1));
    const info = await readCachedPlots(KEY, (p) => sizes.push(packSize(p)));
    expect(sizes).toEqual([3, 2 * n, n - 1]);
    expect(info!.count).toBe(3 + 3 * n - 1);
    const { plots } = await read(KEY);
    expect(plots[3]!.id).toBe('b0');
    expect(plots[3 + n]!.id).toBe('c0');
    expect(plots.at(-1)!.id).toBe(`d${n - 2}`);
  });

  it('a refresh replaces the whole set: plots deleted on the service go, changed ones change', async () => {
    await save(KEY, [plot('a'), plot('b', 1)]);
    await save(KEY, [plot('b', 7)]);
    const { plots, info } = await read(KEY);
    expect(plots.map((p) => [p.id, p.areaHa])).toEqual([['b', 7]]);
    expect(info!.count).toBe(1);
  });

  it('keeps overlap reports by fingerprint and supplier until a set of other plots replaces it', async () => {
    const report = (scanned: number) => ({
      pairs: [],
      totalPairs: 0,
      plotIds: [],
      bySupplier: {},
      scanned,
      ms: 1,
    });
    const writer = new PlotCacheWriter(KEY);
    writer.add(packPlots([plot('a')]));
    await writer.finish('fp-1');
    expect((await read(KEY)).info?.fingerprint).toBe('fp-1');
    await storeOverlaps(KEY, 'fp-1', 'Coop A', report(1));
    await storeOverlaps(KEY, 'fp-1', '', report(2));
    await storeOverlaps(plotCacheKey('/api/simulator', 'p-2'), 'fp-1', 'Coop A', report(3));
    expect(await readStoredOverlaps(KEY, 'fp-1')).toEqual(
      new Map([
        ['', report(2)],
        ['Coop A', report(1)],
      ]),
    );
    expect((await readStoredOverlaps(KEY, 'fp-2')).size).toBe(0);
    // A revisit's read hands them over after the set's info, before the first plot.
    const order: string[] = [];
    let texts = new Map<string, string>();
    await readCachedPlots(
      KEY,
      () => order.push('batch'),
      () => order.push('info'),
      (reports) => {
        texts = reports;
        order.push(`reports ${[...reports.keys()].join(',')}`);
      },
    );
    expect(order).toEqual(['info', 'reports ,Coop A', 'batch']);
    // As JSON texts, for the page to parse the one it shows.
    expect(JSON.parse(texts.get('Coop A')!)).toEqual(report(1));
    // A refresh with the same plots keeps them; one with other plots drops them (not another project's).
    const same = new PlotCacheWriter(KEY);
    same.add(packPlots([plot('a')]));
    await same.finish('fp-1');
    expect((await readStoredOverlaps(KEY, 'fp-1')).size).toBe(2);
    const other = new PlotCacheWriter(KEY);
    other.add(packPlots([plot('b')]));
    await other.finish('fp-2');
    expect((await readStoredOverlaps(KEY, 'fp-1')).size).toBe(0);
    expect((await readStoredOverlaps(plotCacheKey('/api/simulator', 'p-2'), 'fp-1')).size).toBe(1);
  });

  it('is keyed per connection and project', async () => {
    await save(KEY, [plot('sim')]);
    expect((await read(plotCacheKey('/api/live', 'p-1'))).info).toBeNull();
    expect((await read(plotCacheKey('/api/simulator', 'p-2'))).info).toBeNull();
    expect((await read(KEY)).plots.map((p) => p.id)).toEqual(['sim']);
  });

  it('a load cut short (aborted) leaves the previous set whole', async () => {
    await save(KEY, [plot('old')]);
    const writer = new PlotCacheWriter(KEY);
    writer.add(packPlots([plot('half')]));
    await writer.abort();
    expect((await read(KEY)).plots.map((p) => p.id)).toEqual(['old']);
  });

  it('two tabs saving at once: the load that started later wins, whichever finishes first', async () => {
    const early = new PlotCacheWriter(KEY);
    early.add(packPlots([plot('early')]));
    await new Promise((r) => setTimeout(r, 2));
    const late = new PlotCacheWriter(KEY);
    late.add(packPlots([plot('late')]));
    expect(await late.finish()).toBe(true);
    expect(await early.finish()).toBe(false);
    expect((await read(KEY)).plots.map((p) => p.id)).toEqual(['late']);

    // The other order: the early one finishes first and is shown until the later one is complete.
    const first = new PlotCacheWriter(KEY);
    first.add(packPlots([plot('first')]));
    await new Promise((r) => setTimeout(r, 2));
    const second = new PlotCacheWriter(KEY);
    second.add(packPlots([plot('second')]));
    expect(await first.finish()).toBe(true);
    expect((await read(KEY)).plots.map((p) => p.id)).toEqual(['first']);
    expect(await second.finish()).toBe(true);
    expect((await read(KEY)).plots.map((p) => p.id)).toEqual(['second']);
  });

  it('discards a copy stored in an older layout', async () => {
    await clearPlotCache();
    // An older version of the dashboard left a set in layout 1.
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('plot-cache', CACHE_SCHEMA_VERSION - 1);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('sets').put({ generation: 1, savedAt: 1, count: 1 }, KEY);
        open.result.createObjectStore('batches').put({ records: [{ id: 'stale' }] }, [KEY, 1, 0]);
      };
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    expect((await read(KEY)).info).toBeNull();
  });

  it('Settings clears every project and says how much was kept', async () => {
    await save(KEY, [plot('a'), plot('b')]);
    await save(plotCacheKey('/api/simulator', 'p-2'), [plot('c')]);
    expect(await clearPlotCache()).toEqual({ projects: 2, plots: 3 });
    expect((await read(KEY)).info).toBeNull();
    expect(await clearPlotCache()).toEqual({ projects: 0, plots: 0 });
  });

  it('without IndexedDB (private mode, blocked storage) reading and saving fail, for the page to say so', async () => {
    const idb = globalThis.indexedDB;
    // @ts-expect-error: a browser without IndexedDB
    delete globalThis.indexedDB;
    try {
      await clearPlotCache().catch(() => undefined);
      await expect(read(KEY)).rejects.toThrow(/IndexedDB/);
      const writer = new PlotCacheWriter(KEY);
      writer.add(packPlots([plot('a')]));
      await expect(writer.finish()).rejects.toThrow(/IndexedDB/);
    } finally {
      globalThis.indexedDB = idb;
    }
  });
});
