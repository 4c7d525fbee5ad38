/**
 * The geometry limits of POST /get-risk-info (contract §6) that need no map data: a Polygon, closed rings,
 * at most 40 coordinates (every position counts, the closing one included), 0.1–100,000 ha geodesic area,
 * no self-intersection. Pure (no DOM, no Node): the simulator enforces it, and the SPA's draw tool can tell
 * the person before sending. The "inside the monitored regions" rule needs region data and lives in the server.
 */
import sweeplineIntersections from 'sweepline-intersections';
import { RISK_INFO_LIMITS } from '../api/schemas.ts';
import { geometryAreaHa } from './hectares.ts';

export interface RiskInfoGeometryProblem {
  errorCode: 'invalid_geometry';
  errorMessage: string;
}

const problem = (errorMessage: string): RiskInfoGeometryProblem => ({
  errorCode: 'invalid_geometry',
  errorMessage,
});

const isPosition = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length >= 2 && p.every((v) => typeof v === 'number' && Number.isFinite(v));

/** Number of positions in a polygon, over all rings. */
export const countCoordinates = (polygon: GeoJSON.Polygon): number =>
  polygon.coordinates.reduce((n, ring) => n + ring.length, 0);

/** null when the geometry passes every map-independent limit, else the first problem found. */
export function checkRiskInfoLimits(geometry: unknown): RiskInfoGeometryProblem | null {
  if (
    typeof geometry !== 'object' ||
    geometry === null ||
    (geometry as { type?: unknown }).type !== 'Polygon'
  ) {
    return problem('The geometry must be a GeoJSON Polygon.');
  }
  const rings = (geometry as { coordinates?: unknown }).coordinates;
  if (!Array.isArray(rings) || rings.length === 0) return problem('The polygon has no coordinates.');
  let count = 0;
  for (const [r, ring] of rings.entries()) {
    if (!Array.isArray(ring) || !ring.every(isPosition)) {
      return problem(`Ring ${r} must be a list of [longitude, latitude] positions.`);
    }
    for (const [lng, lat] of ring) {
      if (lng < -180 || lng > 180 || lat < -90 || lat > 90) {
        return problem(`Position [${lng}, ${lat}] is outside longitude −180..180 / latitude −90..90.`);
      }
    }
    if (ring.length < 4) return problem(`Ring ${r} has ${ring.length} positions; a ring needs at least 4.`);
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    if (first[0] !== last[0] || first[1] !== last[1]) {
      return problem(`Ring ${r} is not closed: its first and last positions differ.`);
    }
    count += ring.length;
  }
  if (count > RISK_INFO_LIMITS.maxCoordinates) {
    return problem(
      `The polygon has ${count} coordinates; at most ${RISK_INFO_LIMITS.maxCoordinates} are allowed.`,
    );
  }
  const polygon = geometry as GeoJSON.Polygon;
  const crossings = sweeplineIntersections({ type: 'Feature', properties: {}, geometry: polygon }, false);
  const crossing = crossings[0];
  if (crossing) {
    return problem(`The polygon intersects itself at [${crossing[0]}, ${crossing[1]}].`);
  }
  const areaHa = geometryAreaHa(polygon);
  if (areaHa < RISK_INFO_LIMITS.minAreaHa || areaHa > RISK_INFO_LIMITS.maxAreaHa) {
    return problem(
      `The polygon's area is ${areaHa.toLocaleString('en', { maximumFractionDigits: 3 })} ha; it must be from ${RISK_INFO_LIMITS.minAreaHa} to ` +
        `${RISK_INFO_LIMITS.maxAreaHa.toLocaleString('en')} ha.`,
    );
  }
  return null;
}
