/**
 * Where a plot is, from its outline: the mean of its outer rings' corners (the closing corner counted once)
 * and the box of those rings. Holes lie inside the outer ring, so they change neither. The plot loader's
 * worker works both out once per plot on arrival (core/plot-packs/pack-plots.ts); this is the same
 * arithmetic for GeoJSON that did not come through it.
 */
/** [west, south, east, north] in degrees, as src/lib/geo/bounds.ts's Bounds (the page's one box type). */
type Bounds = [number, number, number, number];

type Position = GeoJSON.Position;

/** Positions of the outer ring(s) without the closing repeat, or the points. */
export function outerPositions(g: GeoJSON.Geometry): Position[] {
  if (g.type === 'Point') return [g.coordinates];
  if (g.type === 'MultiPoint') return g.coordinates;
  if (g.type === 'Polygon') return g.coordinates[0]?.slice(0, -1) ?? [];
  // MultiPolygon: every outer ring places the marker and bounds the box.
  if (g.type === 'MultiPolygon') return g.coordinates.flatMap((p) => p[0]?.slice(0, -1) ?? []);
  return [];
}

export interface Outline {
  centroid: [number, number];
  box: Bounds;
}

/** Centroid and box of the outer rings (or points) in one pass; null for an empty geometry. */
export function outlineOf(g: GeoJSON.Geometry): Outline | null {
  const outer = outerPositions(g);
  if (!outer.length) return null;
  let x = 0;
  let y = 0;
  const box: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of outer) {
    const px = p[0]!;
    const py = p[1]!;
    x += px;
    y += py;
    if (px < box[0]) box[0] = px;
    if (py < box[1]) box[1] = py;
    if (px > box[2]) box[2] = px;
    if (py > box[3]) box[3] = py;
  }
  return { centroid: [x / outer.length, y / outer.length], box };
}

/** A marker for a shape: a point at its outline's centroid; null for an empty geometry. */
export function centroidPoint(g: GeoJSON.Geometry): GeoJSON.Point | null {
  const outline = outlineOf(g);
  return outline ? { type: 'Point', coordinates: outline.centroid } : null;
}
