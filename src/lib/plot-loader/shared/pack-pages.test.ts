import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { ApiError, NetworkError, ResponseShapeError } from '@/lib/api/errors.ts';
import { packSize, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { packPages } from './pack-pages.ts';
import { PlotList } from '../page/plot-list.ts';
import { reviveError, serializeError } from './plot-loader-protocol.ts';

const plot = (id: string) =>
  testPlot(id, {
    name: id,
    createdAt: 'c',
    updatedAt: 'u',
    geometry: { type: 'Point', coordinates: [1, 2] },
  });

/** Pages handed out one by one when the test says so. */
function controlledPages() {
  const queue: ((page: Plot[] | null) => void)[] = [];
  const next = () => new Promise<Plot[] | null>((resolve) => queue.push(resolve));
  async function* pages() {
    for (;;) {
      const page = await next();
      if (!page) return;
      yield page;
    }
  }
  const give = async (page: Plot[] | null) => {
    while (!queue.length) await Promise.resolve();
    queue.shift()!(page);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { pages: pages(), give };
}

const idsOf = (p: PackedPlots) => Array.from({ length: packSize(p) }, (_, i) => new PlotList([p]).id(i));

describe('packPages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first page at once, groups the next ones per interval, and the rest at the end', async () => {
    const { pages, give } = controlledPages();
    const packs: string[][] = [];
    const done = packPages(pages, (p) => packs.push(idsOf(p)), 100);
    await give([plot('a')]);
    expect(packs).toEqual([['a']]);
    await give([plot('b')]);
    await give([plot('c')]);
    expect(packs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(packs).toEqual([['a'], ['b', 'c']]);
    await give([plot('d')]);
    await give(null);
    await done;
    expect(packs).toEqual([['a'], ['b', 'c'], ['d']]);
  });

  it('sends a batch at once when it reaches the size limit, not before', async () => {
    const { pages, give } = controlledPages();
    const packs: string[][] = [];
    const done = packPages(pages, (p) => packs.push(idsOf(p)), 100, 3);
    await give([plot('a')]);
    expect(packs).toEqual([['a']]);
    await give([plot('b')]);
    await give([plot('c')]);
    // Two plots waiting, below the limit of three: they wait for the interval.
    expect(packs).toHaveLength(1);
    await give([plot('d')]);
    // Three: they go without waiting for the interval.
    expect(packs).toEqual([['a'], ['b', 'c', 'd']]);
    await give([plot('e'), plot('f'), plot('g'), plot('h')]);
    expect(packs).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f', 'g', 'h']]);
    await give(null);
    await done;
    expect(packs).toHaveLength(3);
  });

  it('loses no page when the interval ends while a slow pack is under way', async () => {
    const { pages, give } = controlledPages();
    const packs: string[][] = [];
    // Packs take 10 ms, the one of 'c' 150 ms (the loader worker's TRACES check on a heavy page).
    const pack = async (page: Plot[]) => {
      await new Promise((resolve) => setTimeout(resolve, page[0]!.id === 'c' ? 150 : 10));
      return packPlots(page);
    };
    const done = packPages(pages, (p) => packs.push(idsOf(p)), 100, 2000, pack);
    await give([plot('a')]);
    await vi.advanceTimersByTimeAsync(10);
    expect(packs).toEqual([['a']]);
    await give([plot('b')]);
    await vi.advanceTimersByTimeAsync(10);
    // 'b' waits for the interval (its timer fires 100 ms after 'a' went), and 'c' starts packing.
    await give([plot('c')]);
    await vi.advanceTimersByTimeAsync(100);
    // The timer has handed 'b' over while 'c' was being packed: 'c' must go into the next batch.
    expect(packs).toEqual([['a'], ['b']]);
    await vi.advanceTimersByTimeAsync(100);
    await give(null);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(packs).toEqual([['a'], ['b'], ['c']]);
  });

  it('hands over what arrived before the walk failed, then fails', async () => {
    const packs: number[] = [];
    async function* pages() {
      yield [plot('a')];
      yield [plot('b')];
      throw new NetworkError('dropped');
    }
    await expect(packPages(pages(), (p) => packs.push(packSize(p)), 100)).rejects.toThrow('dropped');
    expect(packs).toEqual([1, 1]);
  });
});

describe('loader errors', () => {
  it('come back from the worker as the client’s own classes', () => {
    const api = reviveError(serializeError(new ApiError(401, 'unauthorized', 'Token expired', null)));
    expect(api).toBeInstanceOf(ApiError);
    expect(api).toMatchObject({ status: 401, errorCode: 'unauthorized', errorMessage: 'Token expired' });
    expect(reviveError(serializeError(new ApiError(429, 'rate_limited', 'Slow down', 3)))).toMatchObject({
      retryAfterSeconds: 3,
    });
    expect(reviveError(serializeError(new NetworkError('offline')))).toBeInstanceOf(NetworkError);
    expect(reviveError(serializeError(new ResponseShapeError('bad')))).toBeInstanceOf(ResponseShapeError);
    expect(reviveError(serializeError('odd')).message).toBe('odd');
  });
});
