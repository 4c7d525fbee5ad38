/**
 * Map markers drawn as raw RGBA (no image files, no glyphs needed offline): an orange triangle for a fire,
 * a red square for a clearing, so the two kinds differ by shape, not only by colour. Given to the map by
 * GeneratedImages.
 */
export const FIRE_ICON = 'det-icon-fire';
export const CLEARING_ICON = 'det-icon-clearing';
export type MarkerIcon = typeof FIRE_ICON | typeof CLEARING_ICON;

const SIZE = 18;
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Signed distance (pixels, negative inside) to a convex polygon whose corners run clockwise on screen. */
function insideDistance(x: number, y: number, pts: [number, number][]): number {
  let d = -Infinity;
  for (let i = 0; i < pts.length; i++) {
    const [ax, ay] = pts[i]!;
    const [bx, by] = pts[(i + 1) % pts.length]!;
    const [nx, ny] = [ay - by, bx - ax];
    const len = Math.hypot(nx, ny);
    d = Math.max(d, ((x - ax) * nx + (y - ay) * ny) / len);
  }
  return d;
}

export function markerImage(icon: MarkerIcon): { width: number; height: number; data: Uint8Array } {
  const shape: [number, number][] =
    icon === FIRE_ICON
      ? [
          [SIZE / 2, 1],
          [1, SIZE - 2],
          [SIZE - 1, SIZE - 2],
        ]
      : [
          [3, 3],
          [3, SIZE - 3],
          [SIZE - 3, SIZE - 3],
          [SIZE - 3, 3],
        ];
  const fill = rgb(icon === FIRE_ICON ? '#f97316' : '#dc2626');
  const edge = rgb(icon === FIRE_ICON ? '#7c2d12' : '#450a0a');
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const d = insideDistance(x + 0.5, y + 0.5, shape);
      if (d > 0.5) continue;
      const colour = d > -1.6 ? edge : fill;
      const i = (y * SIZE + x) * 4;
      data.set([...colour, d > 0 ? Math.round(255 * (0.5 - d) * 2) : 255], i);
    }
  }
  return { width: SIZE, height: SIZE, data };
}

export const MARKER_IMAGES = {
  [FIRE_ICON]: () => markerImage(FIRE_ICON),
  [CLEARING_ICON]: () => markerImage(CLEARING_ICON),
} as const;
