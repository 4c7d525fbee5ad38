import { describe, expect, it } from 'vitest';
import type { Bounds } from '@/lib/geo/bounds.ts';
import { FIT, frameBounds, type Frameable } from './frame-bounds.ts';

const UGANDA: Bounds = [29.5, -1.5, 35, 4.2];

/** A map whose camera for any bounds is `camera`, showing `center` at `zoom`; it records each fit. */
function fakeMap(
  camera: ReturnType<Frameable['cameraForBounds']>,
  center = { lng: 32.25, lat: 1.35 },
  zoom = 5.5,
) {
  const fits: unknown[][] = [];
  const map: Frameable = {
    cameraForBounds: (bounds, options) => {
      expect(options).toEqual(FIT);
      expect(bounds).toBe(UGANDA);
      return camera;
    },
    fitBounds: (...args) => fits.push(args),
    getCenter: () => center,
    getZoom: () => zoom,
  };
  return { map, fits };
}

describe('frameBounds', () => {
  it('does not fit again a map that shows the bounds already (any spelling of the centre)', () => {
    for (const center of [
      { lng: 32.25, lat: 1.35 },
      { lon: 32.25, lat: 1.35 },
      [32.25, 1.35] as [number, number],
    ]) {
      const { map, fits } = fakeMap({ center, zoom: 5.5 });
      frameBounds(map, UGANDA);
      expect(fits).toEqual([]);
    }
  });

  it('fits at once when the zoom or the centre differs, however little', () => {
    const moved = [
      { center: { lng: 32.25, lat: 1.35 }, zoom: 5.500_01 },
      { center: { lng: 32.250_000_01, lat: 1.35 }, zoom: 5.5 },
      { center: { lng: 32.25, lat: 1.349_999_99 }, zoom: 5.5 },
    ];
    for (const camera of moved) {
      const { map, fits } = fakeMap(camera);
      frameBounds(map, UGANDA);
      expect(fits).toEqual([[UGANDA, { padding: 40, maxZoom: 14, duration: 0 }]]);
    }
  });

  it('fits when the map cannot say where the bounds would put it', () => {
    for (const camera of [undefined, { zoom: 5.5 }, { center: { lng: 32.25, lat: 1.35 } }]) {
      const { map, fits } = fakeMap(camera);
      frameBounds(map, UGANDA);
      expect(fits).toHaveLength(1);
    }
  });
});
