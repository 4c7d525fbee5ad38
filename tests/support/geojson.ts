/**
 * GeoJSON builders for tests. The default square is a small plot in Côte d'Ivoire (on land, in the
 * monitored region, well within TRACES' size rules).
 */

/** A closed, counter-clockwise square with its south-west corner at [lng, lat]. */
export function squarePolygon(lng = -6.45, lat = 6.88, side = 0.002): GeoJSON.Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + side, lat],
        [lng + side, lat + side],
        [lng, lat + side],
        [lng, lat],
      ],
    ],
  };
}
