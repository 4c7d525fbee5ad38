import { describe, expect, it } from 'vitest';
import { calloutPosition } from './callout-position.ts';

const view = { width: 800, height: 500 };
const size = { width: 300, height: 100 };

describe('where the refusal callout goes', () => {
  it('hangs just below the anchor when it fits', () => {
    expect(calloutPosition({ x: 400, y: 200 }, view, size)).toEqual({ x: 400, y: 208 });
  });

  it('moves inside the view when the anchor is off screen above or to a side', () => {
    expect(calloutPosition({ x: 400, y: -900 }, view, size)).toEqual({ x: 400, y: 8 });
    expect(calloutPosition({ x: -50, y: 100 }, view, size)).toEqual({ x: 158, y: 108 });
    expect(calloutPosition({ x: 5000, y: 100 }, view, size)).toEqual({ x: 642, y: 108 });
  });

  it('never lets the callout run past the bottom edge', () => {
    expect(calloutPosition({ x: 400, y: 480 }, view, size)).toEqual({ x: 400, y: 392 });
    // On the boundary: exactly fits.
    expect(calloutPosition({ x: 400, y: 384 }, view, size)).toEqual({ x: 400, y: 392 });
    expect(calloutPosition({ x: 400, y: 383 }, view, size)).toEqual({ x: 400, y: 391 });
  });

  it('a view smaller than the callout pins it to the top-left margin', () => {
    expect(calloutPosition({ x: 100, y: 100 }, { width: 200, height: 50 }, size)).toEqual({ x: 158, y: 8 });
  });
});
