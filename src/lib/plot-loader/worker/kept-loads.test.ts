import { describe, expect, it } from 'vitest';
import { loadsToDrop } from './kept-loads.ts';

const loads = (...states: ('loading' | 'done')[]) =>
  new Map(states.map((state, k) => [k + 1, { loading: state === 'loading' }]));

describe('loadsToDrop', () => {
  it('keeps up to max loads, then drops the oldest first', () => {
    expect(loadsToDrop(loads('done', 'done', 'done'), 3)).toEqual([]);
    expect(loadsToDrop(loads('done', 'done', 'done', 'loading'), 3)).toEqual([1]);
    expect(loadsToDrop(loads('done', 'done', 'done', 'done', 'loading'), 3)).toEqual([1, 2]);
  });

  it('never drops a load still loading: it waits until it is done, the next oldest going instead', () => {
    expect(loadsToDrop(loads('loading', 'done', 'done', 'loading'), 3)).toEqual([2]);
    expect(loadsToDrop(loads('loading', 'loading', 'loading', 'loading'), 3)).toEqual([]);
    expect(loadsToDrop(loads('loading', 'loading', 'done', 'loading'), 2)).toEqual([3]);
  });
});
