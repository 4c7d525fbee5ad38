/**
 * The monitored-regions rule of POST /get-risk-info: inside the boxes of core/geo/monitored-regions.ts
 * (shared with the SPA, which can draw them) and on land, judged by the polygon's centroid falling in a
 * country. The land test needs the Natural Earth shapes, hence it lives on the server.
 */
import { isWithinMonitoredBoxes } from '@core/geo/monitored-regions.ts';
import { countryAt } from './country-index.ts';

export { MONITORED_REGIONS, OUTSIDE_MONITORING_MESSAGE } from '@core/geo/monitored-regions.ts';

/** True when every vertex lies in a monitored box and the centroid (vertex mean) lies on land. */
export function isInsideMonitoredRegions(polygon: GeoJSON.Polygon): boolean {
  if (!isWithinMonitoredBoxes(polygon)) return false;
  // The closing position repeats the first; leave it out of the mean.
  const corners = (polygon.coordinates[0] ?? []).slice(0, -1);
  if (corners.length === 0) return false;
  const lng = corners.reduce((s, p) => s + (p[0] ?? 0), 0) / corners.length;
  const lat = corners.reduce((s, p) => s + (p[1] ?? 0), 0) / corners.length;
  return countryAt(lng, lat) !== null;
}
