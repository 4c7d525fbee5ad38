/** Invented but plausible shapes: irregular field outlines around a centre, sized to a target area. */

const METRES_PER_DEG = 111_320;

/**
 * A simple (non-self-intersecting) polygon of `vertices` corners around [lng, lat] with about `areaM2`
 * square metres. Corners sit at strictly increasing angles around the centre, so the ring is star-shaped
 * and cannot cross itself; it runs counter-clockwise (RFC 7946) and is closed. Positions have 6 decimals
 * (~0.1 m), far finer than the smallest edge of a 0.1 ha shape, so rounding cannot fold it.
 */
export function irregularPolygon(
  rand: () => number,
  lng: number,
  lat: number,
  areaM2: number,
  vertices: number,
): GeoJSON.Polygon {
  const step = (2 * Math.PI) / vertices;
  const start = rand() * 2 * Math.PI;
  const angles: number[] = [];
  const radii: number[] = [];
  for (let i = 0; i < vertices; i++) {
    angles.push(start + i * step + (rand() - 0.5) * step * 0.6);
    radii.push(0.55 + rand() * 0.45);
  }
  // Area of the unit-scale outline, to scale it to the target.
  let unitArea = 0;
  for (let i = 0; i < vertices; i++) {
    const j = (i + 1) % vertices;
    const dTheta = j === 0 ? angles[0]! + 2 * Math.PI - angles[i]! : angles[j]! - angles[i]!;
    unitArea += 0.5 * radii[i]! * radii[j]! * Math.sin(dTheta);
  }
  const scale = Math.sqrt(areaM2 / unitArea);
  const kLng = 1 / (METRES_PER_DEG * Math.cos((lat * Math.PI) / 180));
  const ring: GeoJSON.Position[] = [];
  for (let i = 0; i < vertices; i++) {
    const r = radii[i]! * scale;
    ring.push([
      Math.round((lng + r * Math.cos(angles[i]!) * kLng) * 1e6) / 1e6,
      Math.round((lat + (r * Math.sin(angles[i]!)) / METRES_PER_DEG) * 1e6) / 1e6,
    ]);
  }
  ring.push([...ring[0]!]);
  return { type: 'Polygon', coordinates: [ring] };
}

/** Offsets a position by metres east and north (small distances). */
export function offsetMetres(lng: number, lat: number, east: number, north: number): [number, number] {
  return [lng + east / (METRES_PER_DEG * Math.cos((lat * Math.PI) / 180)), lat + north / METRES_PER_DEG];
}
