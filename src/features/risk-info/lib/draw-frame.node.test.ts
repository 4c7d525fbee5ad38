import { describe, expect, it } from 'vitest';
import { RISK_INFO_LIMITS } from '@core/api/schemas.ts';
import { boxSizeKm, DEFAULT_DRAW_CENTRE, drawFrame, DRAW_FRAME_SIDE_KM, squareAround } from './draw-frame.ts';

describe('the Risk info map’s start frame', () => {
  it('is a square of the draw side around a point, whose area is under the service’s limit', () => {
    for (const lat of [0, 6.9, -33]) {
      const size = boxSizeKm(squareAround([10, lat]));
      expect(size.width).toBeCloseTo(DRAW_FRAME_SIDE_KM, 1);
      expect(size.height).toBeCloseTo(DRAW_FRAME_SIDE_KM, 1);
      expect(size.width * size.height * 100).toBeLessThan(RISK_INFO_LIMITS.maxAreaHa);
    }
  });

  it('keeps the plots’ own box when it is no larger than the draw frame', () => {
    const small: [number, number, number, number] = [-5.6, 6.8, -5.5, 6.9];
    expect(drawFrame(small, [0, 0])).toEqual(small);
  });

  it('frames the first plot when the plots spread wider (several countries)', () => {
    const wide: [number, number, number, number] = [-10, -5, 110, 8];
    const frame = drawFrame(wide, [-5.5, 6.9]);
    expect(frame).toEqual(squareAround([-5.5, 6.9]));
    expect((frame[0] + frame[2]) / 2).toBeCloseTo(-5.5, 6);
    expect((frame[1] + frame[3]) / 2).toBeCloseTo(6.9, 6);
  });

  it('a box just over the side in one direction is replaced, just under is kept', () => {
    const degLat = DRAW_FRAME_SIDE_KM / 111.32;
    const under: [number, number, number, number] = [0, 0, 0.01, degLat * 0.99];
    const over: [number, number, number, number] = [0, 0, 0.01, degLat * 1.01];
    expect(drawFrame(under, [1, 1])).toEqual(under);
    expect(drawFrame(over, [1, 1])).toEqual(squareAround([1, 1]));
  });

  it('falls back to the default monitored place without plots', () => {
    expect(drawFrame(null, null)).toEqual(squareAround(DEFAULT_DRAW_CENTRE));
  });
});
