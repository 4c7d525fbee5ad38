// d3-geo-projection ships no types and has no @types package; we use only geoProject.
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  export function geoProject<T>(object: T, projection: GeoProjection): T;
}
