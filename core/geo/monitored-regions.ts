/**
 * The regions the simulated service monitors (contract §6: "lie inside the monitored regions"), as GeoJSON
 * the SPA can draw. Designed: the tropical and subtropical forest belt (30°S–30°N, where commodity-driven
 * deforestation concentrates) plus the southern extension of the Atlantic Forest and the Chaco (to 35°S in
 * South America, where soy and cattle frontiers run). Only land inside the boxes counts; the land test needs
 * country shapes and is done by the simulator (server/simulator/geo/monitored-regions.ts).
 * Pure data and arithmetic: no DOM, no Node.
 */

export interface MonitoredRegionProperties {
  id: string;
  name: string;
  /** Only land inside the box is monitored. */
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

export const isInMonitoredBox = (lng: number, lat: number): boolean =>
  BOXES.some(
    ([minLng, minLat, maxLng, maxLat]) => lng >= minLng && lng <= maxLng && lat >= minLat && lat <= maxLat,
  );

/** True when every position of the outer ring lies in a monitored box (land is not checked here). */
export const isWithinMonitoredBoxes = (polygon: GeoJSON.Polygon): boolean => {
  const outer = polygon.coordinates[0] ?? [];
  return outer.length > 0 && outer.every(([lng = NaN, lat = NaN]) => isInMonitoredBox(lng, lat));
};

/** The message of the outside_monitoring_region error, shared so the SPA can say the same before sending. */
export const OUTSIDE_MONITORING_MESSAGE =
  'The polygon lies outside the monitored regions (land between 30°S and 30°N, and the Atlantic Forest ' +
  'and Chaco south to 35°S).';
