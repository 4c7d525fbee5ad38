/**
 * The regions the simulated service monitors (contract §6: "lie inside the monitored regions").
 * Designed: the tropical and subtropical forest belt (30°S–30°N, where commodity-driven deforestation
 * concentrates) plus the southern extension of the Atlantic Forest and the Chaco (to 35°S in South America,
 * where soy and cattle frontiers run); in both, only land counts (the polygon's centroid must fall in a
 * country). Exported as GeoJSON so the SPA can draw the boxes; the land rule is stated in each feature.
 */
import { countryAt } from './country-index.ts';

export interface MonitoredRegionProperties {
  id: string;
  name: string;
  landOnly: true;
}

const box = (minLng: number, minLat: number, maxLng: number, maxLat: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [minLng, minLat],
      [maxLng, minLat],
      [maxLng, maxLat],
      [minLng, maxLat],
      [minLng, minLat],
    ],
  ],
});

export const MONITORED_REGIONS: GeoJSON.FeatureCollection<GeoJSON.Polygon, MonitoredRegionProperties> = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {
        id: 'tropical-belt',
        name: 'Tropical and subtropical forest belt (30°S–30°N)',
        landOnly: true,
      },
      geometry: box(-180, -30, 180, 30),
    },
    {
      type: 'Feature',
      properties: {
        id: 'southern-cone',
        name: 'Atlantic Forest and Chaco, southern extension',
        landOnly: true,
      },
      geometry: box(-66, -35, -48, -30),
    },
  ],
};

/** The boxes' extents, read once from the GeoJSON above so the two cannot drift apart. */
const BOXES = MONITORED_REGIONS.features.map((f) => {
  const ring = f.geometry.coordinates[0] ?? [];
  const xs = ring.map((p) => p[0] ?? 0);
  const ys = ring.map((p) => p[1] ?? 0);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
});

const inAnyBox = (lng: number, lat: number) =>
  BOXES.some(
    ([minLng, minLat, maxLng, maxLat]) => lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat,
  );

/** True when every vertex lies in a monitored box and the centroid (vertex mean) lies on land. */
export function isInsideMonitoredRegions(polygon: GeoJSON.Polygon): boolean {
  const outer = polygon.coordinates[0] ?? [];
  if (outer.length === 0) return false;
  let sumLng = 0;
  let sumLat = 0;
  // The closing position repeats the first; leave it out of the mean.
  const corners = outer.slice(0, -1);
  for (const [lng = NaN, lat = NaN] of corners) {
    if (!inAnyBox(lng, lat)) return false;
    sumLng += lng;
    sumLat += lat;
  }
  return countryAt(sumLng / corners.length, sumLat / corners.length) !== null;
}
