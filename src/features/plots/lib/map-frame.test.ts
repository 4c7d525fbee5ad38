import { describe, expect, it } from 'vitest';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { mapFrame } from './map-frame.ts';

const EXTENT: Bounds = [-8, 4, 2, 11];
const LISTED: Bounds = [-5, 6, -4, 7];

describe('what the Plots map frames', () => {
  it('the whole device copy while it comes in, whatever was listed so far', () => {
    expect(mapFrame(false, { cacheDone: false, cacheExtent: EXTENT }, LISTED)).toEqual(EXTENT);
    expect(mapFrame(false, { cacheDone: false, cacheExtent: EXTENT }, null)).toEqual(EXTENT);
  });

  it('the plots listed once the copy is in, under a filter, or without a copy', () => {
    expect(mapFrame(false, { cacheDone: true, cacheExtent: EXTENT }, LISTED)).toEqual(LISTED);
    expect(mapFrame(true, { cacheDone: false, cacheExtent: EXTENT }, LISTED)).toEqual(LISTED);
    expect(mapFrame(false, { cacheDone: false, cacheExtent: null }, LISTED)).toEqual(LISTED);
    expect(mapFrame(false, undefined, LISTED)).toEqual(LISTED);
  });
});
