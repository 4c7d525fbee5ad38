/** Small geometry facts the mapping needs: a plot's area (core/geo/hectares.ts measures it), a point inside it, and nesting repairs. */
import { geometryAreaHa } from '@core/geo/hectares.ts';
import { coordinateShapeProblem } from '@core/plot-rules/index.ts';

/**
 * A `Polygon` whose coordinates are nested like a MultiPolygon's (a list of polygons), as some exporters
 * write: returned as the MultiPolygon it is. Anything else is returned unchanged.
 */
export function retagNestedPolygon<G extends GeoJSON.Geometry>(g: G): G | GeoJSON.MultiPolygon {
  if (g.type !== 'Polygon') return g;
  const c = (g as { coordinates?: unknown }).coordinates;
  if (coordinateShapeProblem('Polygon', c) === null) return g;
  if (coordinateShapeProblem('MultiPolygon', c) === null)
    return { type: 'MultiPolygon', coordinates: c as GeoJSON.Position[][][] };
  return g;
}

/** The plot's geodesic area in hectares when it is a well-formed Polygon or MultiPolygon, else null. */
export function boundaryAreaHa(g: GeoJSON.Geometry): number | null {
  if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') return null;
  if (coordinateShapeProblem(g.type, g.coordinates) !== null) return null;
  // Open rings are measured closed (the rules report them).
  const ha = geometryAreaHa(g);
  return Number.isFinite(ha) ? ha : null;
}

/** The mean of the first polygon's outer ring (or the point): where to look up the plot's country. */
export function representativePoint(g: GeoJSON.Geometry): [number, number] | null {
  let pts: GeoJSON.Position[] = [];
  if (g.type === 'Point' && coordinateShapeProblem('Point', g.coordinates) === null) pts = [g.coordinates];
  else if (g.type === 'MultiPoint' && coordinateShapeProblem('MultiPoint', g.coordinates) === null)
    pts = g.coordinates;
  else if (g.type === 'Polygon' && coordinateShapeProblem('Polygon', g.coordinates) === null)
    pts = g.coordinates[0]!;
  else if (g.type === 'MultiPolygon' && coordinateShapeProblem('MultiPolygon', g.coordinates) === null)
    pts = g.coordinates[0]![0]!;
  if (pts.length === 0) return null;
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p[0]!;
    y += p[1]!;
  }
  return [x / pts.length, y / pts.length];
}
