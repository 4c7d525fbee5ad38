import { describe, expect, it } from 'vitest';
import { testPlot } from '@tests/support/plots.ts';
import { packPlots } from '../shared/pack-plots.ts';
import { plotsOf, reducePlotSet, type PlotSet } from './plot-queries.ts';

const EMPTY: PlotSet = {
  pages: [],
  count: 0,
  complete: false,
  loadId: null,
  savedAt: null,
  fromCache: false,
  refreshing: null,
  cacheDone: false,
  cacheExtent: null,
  storage: null,
};
const plots = (...ids: string[]) => packPlots(ids.map((id) => testPlot(id)));
const ids = (set: PlotSet) => Array.from({ length: plotsOf(set).length }, (_, i) => plotsOf(set).id(i));

describe('the plot set of a load', () => {
  it('shows cached plots at once, keeps the service’s apart, and swaps them in when complete', () => {
    let set = reducePlotSet(EMPTY, { type: 'plots', packed: plots('old1', 'old2'), loadId: 1 });
    expect(ids(set)).toEqual(['old1', 'old2']);
    expect(set.complete).toBe(false);
    set = reducePlotSet(set, { type: 'cached', savedAt: 1000, stored: true });
    expect(set).toMatchObject({ complete: true, fromCache: true, savedAt: 1000, loadId: 1 });
    set = reducePlotSet(set, { type: 'plots', packed: plots('new1'), loadId: 2 });
    // The cached list stays whole while the refresh runs; the progress counts the new plots.
    expect(ids(set)).toEqual(['old1', 'old2']);
    expect(set.refreshing?.loaded).toBe(1);
    set = reducePlotSet(set, { type: 'plots', packed: plots('new2', 'new3'), loadId: 2 });
    set = reducePlotSet(set, { type: 'last' });
    expect(ids(set)).toEqual(['new1', 'new2', 'new3']);
    expect(set).toMatchObject({ count: 3, complete: true, fromCache: false, refreshing: null, loadId: 2 });
    expect(set.savedAt).toBeGreaterThan(1000);
  });

  it('is complete with its last plots; whether the copy was kept comes after', () => {
    let set = reducePlotSet(EMPTY, { type: 'cached', savedAt: null, stored: true });
    set = reducePlotSet(set, { type: 'plots', packed: plots('a'), loadId: 5 });
    set = reducePlotSet(set, { type: 'last' });
    expect(set).toMatchObject({ complete: true, storage: null });
    expect(reducePlotSet(set, { type: 'saved', ok: true })).toMatchObject({
      complete: true,
      storage: 'kept',
    });
    expect(reducePlotSet(set, { type: 'saved', ok: false })).toMatchObject({
      complete: true,
      storage: 'unavailable',
    });
  });

  it('keeps the extent of the device’s copy, named before its plots', () => {
    const set = reducePlotSet(EMPTY, { type: 'cache-extent', extent: [1, 2, 3, 4] });
    expect(set).toEqual({ ...EMPTY, cacheExtent: [1, 2, 3, 4] });
  });

  it('without a cached copy, shows the service’s plots as they come', () => {
    let set = reducePlotSet(EMPTY, { type: 'cached', savedAt: null, stored: true });
    expect(set.complete).toBe(false);
    set = reducePlotSet(set, { type: 'plots', packed: plots('a'), loadId: 5 });
    expect(ids(set)).toEqual(['a']);
    expect(set.refreshing).toBeNull();
    set = reducePlotSet(set, { type: 'last' });
    expect(set).toMatchObject({ count: 1, complete: true, fromCache: false, loadId: 5 });
  });
});
