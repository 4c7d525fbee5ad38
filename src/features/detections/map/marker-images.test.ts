import { describe, expect, it } from 'vitest';
import { CLEARING_ICON, FIRE_ICON, markerImage } from './marker-images.ts';

const alphaAt = (img: ReturnType<typeof markerImage>, x: number, y: number) =>
  img.data[(y * img.width + x) * 4 + 3];

describe('detection markers', () => {
  it('are opaque in the middle and clear in the corners', () => {
    for (const icon of [FIRE_ICON, CLEARING_ICON] as const) {
      const img = markerImage(icon);
      expect(alphaAt(img, 9, 11)).toBe(255);
      expect(alphaAt(img, 0, 0)).toBe(0);
    }
  });

  it('differ by shape: the fire triangle leaves its top corners clear, the square does not', () => {
    expect(alphaAt(markerImage(FIRE_ICON), 4, 5)).toBe(0);
    expect(alphaAt(markerImage(CLEARING_ICON), 4, 5)).toBe(255);
  });
});
