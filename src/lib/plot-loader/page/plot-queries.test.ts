import { describe, expect, it } from 'vitest';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { keptOverlapsOf, plotsOf, plotsWithSupplier, reducePlotLoad, type PlotLoad } from './plot-queries.ts';

const EMPTY: PlotLoad = {
  packs: [],
  count: 0,
  complete: false,
  loadId: null,
  savedAt: null,
  fromCache: false,
  refreshing: null,
  cacheDone: false,
  cacheExtent: null,
  storage: null,
  keptOverlaps: null,
  serverCopy: null,
  serverWalking: null,
};
const plots = (...ids: string[]) => packPlots(ids.map((id) => testPlot(id)));
const ids = (load: PlotLoad) => Array.from({ length: plotsOf(load).length }, (_, i) => plotsOf(load).id(i));

describe('the plot load', () => {
  it('shows cached plots at once, keeps the service’s apart, and swaps them in when complete', () => {
    let load = reducePlotLoad(EMPTY, { type: 'plots', packed: plots('old1', 'old2'), loadId: 1 });
    expect(ids(load)).toEqual(['old1', 'old2']);
    expect(load.complete).toBe(false);
    load = reducePlotLoad(load, { type: 'cached', savedAt: 1000, stored: true });
    expect(load).toMatchObject({ complete: true, fromCache: true, savedAt: 1000, loadId: 1 });
    load = reducePlotLoad(load, { type: 'plots', packed: plots('new1'), loadId: 2 });
    // The cached list stays whole while the refresh runs; the progress counts the new plots.
    expect(ids(load)).toEqual(['old1', 'old2']);
    expect(load.refreshing?.loaded).toBe(1);
    load = reducePlotLoad(load, { type: 'plots', packed: plots('new2', 'new3'), loadId: 2 });
    load = reducePlotLoad(load, { type: 'last' });
    expect(ids(load)).toEqual(['new1', 'new2', 'new3']);
    expect(load).toMatchObject({ count: 3, complete: true, fromCache: false, refreshing: null, loadId: 2 });
    expect(load.savedAt).toBeGreaterThan(1000);
  });

  it('from the server’s copy: its walk’s progress, then its time as the plots’ time, not the moment they came', () => {
    let load = reducePlotLoad(EMPTY, { type: 'server-walking', plots: 400 });
    expect(load.serverWalking).toBe(400);
    load = reducePlotLoad(load, { type: 'server-walking', plots: 1200 });
    expect(load.serverWalking).toBe(1200);
    load = reducePlotLoad(load, { type: 'server-copy', walkedAt: 5000, refreshing: true });
    expect(load).toMatchObject({ serverWalking: null, serverCopy: { walkedAt: 5000, refreshing: true } });
    load = reducePlotLoad(load, { type: 'plots', packed: plots('a', 'b'), loadId: 3 });
    load = reducePlotLoad(load, { type: 'last' });
    expect(load).toMatchObject({ complete: true, savedAt: 5000, count: 2, fromCache: false });
    // From the service itself: the time it came.
    const direct = reducePlotLoad(reducePlotLoad(EMPTY, { type: 'plots', packed: plots('a'), loadId: 4 }), {
      type: 'last',
    });
    expect(direct.savedAt).toBeGreaterThan(5000);
  });

  it('reads the cached plots as one list object while the refresh runs, a new one once it is swapped in', () => {
    let load = reducePlotLoad(EMPTY, { type: 'plots', packed: plots('old1'), loadId: 1 });
    load = reducePlotLoad(load, { type: 'cached', savedAt: 1000, stored: true });
    const cached = plotsOf(load);
    for (const id of ['new1', 'new2']) {
      load = reducePlotLoad(load, { type: 'plots', packed: plots(id), loadId: 2 });
      // A new value of the query each time, the same list: pages' memos over it are not worked out again.
      expect(plotsOf(load)).toBe(cached);
    }
    load = reducePlotLoad(load, { type: 'last' });
    expect(plotsOf(load)).not.toBe(cached);
    expect(ids(load)).toEqual(['new1', 'new2']);
  });

  it('is complete with its last plots; whether the copy was kept comes after', () => {
    let load = reducePlotLoad(EMPTY, { type: 'cached', savedAt: null, stored: true });
    load = reducePlotLoad(load, { type: 'plots', packed: plots('a'), loadId: 5 });
    load = reducePlotLoad(load, { type: 'last' });
    expect(load).toMatchObject({ complete: true, storage: null });
    expect(reducePlotLoad(load, { type: 'saved', ok: true })).toMatchObject({
      complete: true,
      storage: 'kept',
    });
    expect(reducePlotLoad(load, { type: 'saved', ok: false })).toMatchObject({
      complete: true,
      storage: 'unavailable',
    });
  });

  it('keeps the copy’s overlap reports while its plots are shown, and drops them with its plots', () => {
    const report = { pairs: [], totalPairs: 3, plotIds: [], bySupplier: {}, scanned: 1, ms: 0 };
    const text = JSON.stringify(report);
    let load = reducePlotLoad(EMPTY, { type: 'cached-overlaps', reports: { Acme: text } });
    load = reducePlotLoad(load, { type: 'plots', packed: plots('old1'), loadId: 1 });
    expect(load.keptOverlaps).toEqual({ Acme: text });
    load = reducePlotLoad(load, { type: 'cached', savedAt: 1000, stored: true });
    // Reports arriving once the copy is read are not taken (none should: the worker sends them before).
    expect(reducePlotLoad(load, { type: 'cached-overlaps', reports: {} }).keptOverlaps).toEqual({
      Acme: text,
    });
    load = reducePlotLoad(load, { type: 'plots', packed: plots('new1'), loadId: 2 });
    expect(load.keptOverlaps).toEqual({ Acme: text });
    load = reducePlotLoad(load, { type: 'last' });
    expect(load.keptOverlaps).toBeNull();
  });

  it('parses a kept report once per load value, only the supplier asked for', () => {
    const report = { pairs: [], totalPairs: 3, plotIds: ['a'], bySupplier: {}, scanned: 1, ms: 0 };
    const load = reducePlotLoad(EMPTY, {
      type: 'cached-overlaps',
      reports: { Acme: JSON.stringify(report), Broken: '{"pairs": [' },
    });
    const parsed = keptOverlapsOf(load, 'Acme');
    expect(parsed).toEqual(report);
    expect(keptOverlapsOf(load, 'Acme')).toBe(parsed);
    // Unreadable, or none kept: no report (the page scans).
    expect(keptOverlapsOf(load, 'Broken')).toBeUndefined();
    expect(keptOverlapsOf(load, 'Nobody')).toBeUndefined();
    expect(keptOverlapsOf(EMPTY, 'Acme')).toBeUndefined();
  });

  it('keeps the extent of the device’s copy, named before its plots', () => {
    const load = reducePlotLoad(EMPTY, { type: 'cache-extent', extent: [1, 2, 3, 4] });
    expect(load).toEqual({ ...EMPTY, cacheExtent: [1, 2, 3, 4] });
  });

  it('without a cached copy, shows the service’s plots as they come', () => {
    let load = reducePlotLoad(EMPTY, { type: 'cached', savedAt: null, stored: true });
    expect(load.complete).toBe(false);
    load = reducePlotLoad(load, { type: 'plots', packed: plots('a'), loadId: 5 });
    expect(ids(load)).toEqual(['a']);
    expect(load.refreshing).toBeNull();
    load = reducePlotLoad(load, { type: 'last' });
    expect(load).toMatchObject({ count: 1, complete: true, fromCache: false, loadId: 5 });
  });
});

describe('a supplier’s plots before the load is complete', () => {
  const of = (supplier: string, ...ids: string[]) => packPlots(ids.map((id) => testPlot(id, { supplier })));

  it('is the load up to the pack with the last of its plots, the same list as more packs come', () => {
    let load = reducePlotLoad(EMPTY, { type: 'plots', packed: of('B', 'b1', 'b2'), loadId: 1 });
    expect(plotsWithSupplier(load, 'B', 3)).toBeNull();
    load = reducePlotLoad(load, { type: 'plots', packed: of('A', 'a1'), loadId: 1 });
    expect(plotsWithSupplier(load, 'B', 3)).toBeNull();
    load = reducePlotLoad(load, { type: 'plots', packed: of('B', 'b3'), loadId: 1 });
    const list = plotsWithSupplier(load, 'B', 3)!;
    expect(ids(load)).toEqual(['b1', 'b2', 'a1', 'b3']);
    expect(list.length).toBe(4);
    load = reducePlotLoad(load, { type: 'plots', packed: of('A', 'a2'), loadId: 1 });
    expect(plotsWithSupplier(load, 'B', 3)).toBe(list);
    // A supplier with fewer plots in than it has, or none, is not complete.
    expect(plotsWithSupplier(load, 'A', 3)).toBeNull();
    expect(plotsWithSupplier(load, 'A', 2)!.length).toBe(5);
    expect(plotsWithSupplier(load, 'Nobody', 0)).toBeNull();
    expect(plotsWithSupplier(undefined, 'B', 3)).toBeNull();
  });

  it('once complete, is the load up to the last of the supplier’s plots in it, whatever the list said', () => {
    let load = reducePlotLoad(EMPTY, { type: 'plots', packed: of('B', 'b1', 'b2'), loadId: 1 });
    load = reducePlotLoad(load, { type: 'plots', packed: of('A', 'a1'), loadId: 1 });
    const early = plotsWithSupplier(load, 'B', 2)!;
    load = reducePlotLoad(load, { type: 'plots', packed: of('B', 'b3'), loadId: 1 });
    load = reducePlotLoad(load, { type: 'cached', savedAt: 1000, stored: true });
    // The list said 2 (an upload added one since): the complete load's 3 plots of B are all in the list.
    expect(plotsWithSupplier(load, 'B', 2)!.length).toBe(4);
    expect(plotsWithSupplier(load, 'B', 9)!.length).toBe(4);
    // A list that held them all already stays the same object once the load is complete.
    expect(plotsWithSupplier(load, 'A', 5)).toBe(plotsWithSupplier(load, 'A', 1));
    expect(plotsWithSupplier(load, 'A', 1)!.length).toBe(3);
    expect(early.length).toBe(2);
    expect(plotsWithSupplier(load, 'Nobody', 4)).toBeNull();
  });
});
