/**
 * Where the refusal callout goes on the map, in pixels: hanging from the middle of the shape's top edge,
 * moved inside the view (with a margin) when that point is off screen or too near an edge, so the whole
 * callout is always readable and never cut by the map's edge. Pure arithmetic.
 */

export interface Size {
  width: number;
  height: number;
}

/** The callout's top-centre point, inside `view` so that a callout of `size` below it fits whole. */
export function calloutPosition(
  anchor: { x: number; y: number },
  view: Size,
  size: Size,
  margin = 8,
): { x: number; y: number } {
  const clamp = (v: number, lo: number, hi: number) => (hi < lo ? lo : Math.min(hi, Math.max(lo, v)));
  return {
    x: clamp(anchor.x, size.width / 2 + margin, view.width - size.width / 2 - margin),
    y: clamp(anchor.y + margin, margin, view.height - size.height - margin),
  };
}
