/**
 * A detection's footprint grown by a distance, so that "touches the grown footprint" means "lies within that
 * distance of the detection": the Minkowski sum of the polygon and a disc, as the polygon itself, a
 * rectangle along each edge of its rings (the edge moved out by the distance both ways) and a polygon around
 * each vertex. Those vertex polygons are circumscribed about the disc (their sides touch the circle), so
 * nothing within the distance is ever missed; towards a vertex they reach at most 1/cos(π/16), about 2 %,
 * further. Parts may overlap: a MultiPolygon here is only tested for intersection (plot-touches.ts), never
 * measured. Metres become degrees on a local flat approximation (the distances are a few hundred metres).
 * Pure.
 */

/** Sides of the polygon that stands for a disc around each vertex. */
const DISC_SIDES = 16;
const M_PER_DEG_LAT = 111_320;

/** The footprint grown by `metres` (a MultiPolygon of overlapping parts, for intersection tests only). */
export function nearFootprint(
  footprint: GeoJSON.Polygon | GeoJSON.MultiPolygon,
  metres: number,
): GeoJSON.MultiPolygon {
  const polygons = footprint.type === 'Polygon' ? [footprint.coordinates] : footprint.coordinates;
  const parts: GeoJSON.Position[][][] = polygons.map((p) => p);
  const first = polygons[0]?.[0]?.[0];
  if (!first || metres <= 0) return { type: 'MultiPolygon', coordinates: parts };
  const dLat = metres / M_PER_DEG_LAT;
  const dLng = metres / (M_PER_DEG_LAT * Math.max(Math.cos((first[1]! * Math.PI) / 180), 1e-6));
  const radius = 1 / Math.cos(Math.PI / DISC_SIDES);
  for (const polygon of polygons)
    for (const ring of polygon)
      for (let i = 0; i < ring.length; i++) {
        const [x, y] = ring[i]!;
        const disc: GeoJSON.Position[] = [];
        for (let k = 0; k <= DISC_SIDES; k++) {
          const a = ((k % DISC_SIDES) * 2 * Math.PI) / DISC_SIDES;
          disc.push([x! + Math.cos(a) * dLng * radius, y! + Math.sin(a) * dLat * radius]);
        }
        parts.push([disc]);
        const next = ring[i + 1];
        if (!next) continue;
        // The edge's normal in metres, turned back into degrees on each axis.
        const ex = (next[0]! - x!) / dLng;
        const ey = (next[1]! - y!) / dLat;
        const length = Math.hypot(ex, ey);
        if (length === 0) continue;
        const nx = (-ey / length) * dLng;
        const ny = (ex / length) * dLat;
        parts.push([
          [
            [x! + nx, y! + ny],
            [next[0]! + nx, next[1]! + ny],
            [next[0]! - nx, next[1]! - ny],
            [x! - nx, y! - ny],
            [x! + nx, y! + ny],
          ],
        ]);
      }
  return { type: 'MultiPolygon', coordinates: parts };
}
