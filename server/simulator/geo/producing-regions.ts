/**
 * Real commodity-producing areas the simulator seeds plots in and places background detections in.
 * Each box lies inside one country; land cells are computed once from that country's Natural Earth shape,
 * so generating 100,000 plots never runs a point-in-polygon test per plot.
 */
import { countryByIso } from './country-index.ts';

export interface ProducingRegion {
  key: string;
  /** The administrative area the box sits in (real names; the box is an approximation). */
  name: string;
  country: string;
  commodity: 'cocoa' | 'oil palm' | 'coffee' | 'soy' | 'cattle';
  /** [minLng, minLat, maxLng, maxLat] */
  bbox: [number, number, number, number];
}

export const PRODUCING_REGIONS: readonly ProducingRegion[] = [
  { key: 'ci-nawa', name: 'Nawa', country: 'CI', commodity: 'cocoa', bbox: [-7.0, 5.3, -5.9, 6.4] },
  {
    key: 'ci-haut-sassandra',
    name: 'Haut-Sassandra',
    country: 'CI',
    commodity: 'cocoa',
    bbox: [-7.0, 6.5, -6.0, 7.4],
  },
  { key: 'gh-ashanti', name: 'Ashanti', country: 'GH', commodity: 'cocoa', bbox: [-2.4, 6.2, -1.1, 7.4] },
  {
    key: 'gh-western-north',
    name: 'Western North',
    country: 'GH',
    commodity: 'cocoa',
    bbox: [-3.0, 5.8, -2.2, 6.8],
  },
  { key: 'id-riau', name: 'Riau', country: 'ID', commodity: 'oil palm', bbox: [100.6, -0.8, 103.2, 1.6] },
  {
    key: 'id-central-kalimantan',
    name: 'Central Kalimantan',
    country: 'ID',
    commodity: 'oil palm',
    bbox: [111.5, -2.8, 114.5, 0.3],
  },
  { key: 'my-sabah', name: 'Sabah', country: 'MY', commodity: 'oil palm', bbox: [116.2, 4.5, 118.2, 6.2] },
  {
    key: 'my-sarawak',
    name: 'Sarawak',
    country: 'MY',
    commodity: 'oil palm',
    bbox: [111.0, 1.2, 113.8, 3.2],
  },
  { key: 'co-huila', name: 'Huila', country: 'CO', commodity: 'coffee', bbox: [-76.4, 1.7, -75.1, 3.1] },
  {
    key: 'co-antioquia',
    name: 'Antioquia',
    country: 'CO',
    commodity: 'coffee',
    bbox: [-76.1, 5.6, -75.1, 6.9],
  },
  {
    key: 'br-sul-de-minas',
    name: 'Minas Gerais',
    country: 'BR',
    commodity: 'coffee',
    bbox: [-46.9, -22.4, -44.2, -20.3],
  },
  {
    key: 'br-mato-grosso',
    name: 'Mato Grosso',
    country: 'BR',
    commodity: 'soy',
    bbox: [-58.5, -15.5, -52.5, -11.0],
  },
  { key: 'br-para', name: 'Pará', country: 'BR', commodity: 'cattle', bbox: [-54.5, -7.0, -48.8, -3.0] },
];

/** Side of a land cell in degrees (~5.5 km): plots of up to a few hundred hectares fit well inside one. */
export const CELL_DEG = 0.05;

type Ring = GeoJSON.Position[];

/** Longitudes where the rings cross the parallel `lat`, sorted: a scanline, shared by a whole row of cells. */
function crossings(rings: Ring[], lat: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > lat !== yj > lat) xs.push(((xj - xi) * (lat - yi)) / (yj - yi) + xi);
    }
  }
  return xs.sort((a, b) => a - b);
}

/** Even-odd rule on a scanline: inside when an odd number of crossings lie west of `lng` (holes count as outside). */
function insideRow(xs: number[], lng: number): boolean {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! < lng) lo = mid + 1;
    else hi = mid;
  }
  return lo % 2 === 1;
}

const cellCache = new Map<string, Float64Array>();

/**
 * South-west corners of the cells of a region whose corners and centre all lie on the country's land,
 * as a flat [lng0, lat0, lng1, lat1, ...] array.
 */
export function landCells(region: ProducingRegion): Float64Array {
  const cached = cellCache.get(region.key);
  if (cached) return cached;
  const country = countryByIso(region.country);
  if (!country) throw new Error(`no shape for ${region.country}`);
  const [minLng, minLat, maxLng, maxLat] = region.bbox;
  // Only the rings whose extent meets the box: keeps the per-cell tests cheap.
  const rings: Ring[] = [];
  for (const polygon of country.geometry.coordinates) {
    const outer = polygon[0] ?? [];
    const xs = outer.map((p) => p[0] ?? 0);
    const ys = outer.map((p) => p[1] ?? 0);
    if (
      Math.min(...xs) > maxLng ||
      Math.max(...xs) < minLng ||
      Math.min(...ys) > maxLat ||
      Math.max(...ys) < minLat
    )
      continue;
    rings.push(...polygon);
  }
  const out: number[] = [];
  for (let lat = minLat; lat + CELL_DEG <= maxLat + 1e-9; lat += CELL_DEG) {
    const south = crossings(rings, lat);
    const middle = crossings(rings, lat + CELL_DEG / 2);
    const north = crossings(rings, lat + CELL_DEG);
    for (let lng = minLng; lng + CELL_DEG <= maxLng + 1e-9; lng += CELL_DEG) {
      const east = lng + CELL_DEG;
      if (
        insideRow(south, lng) &&
        insideRow(south, east) &&
        insideRow(north, lng) &&
        insideRow(north, east) &&
        insideRow(middle, lng + CELL_DEG / 2)
      )
        out.push(lng, lat);
    }
  }
  const cells = Float64Array.from(out);
  cellCache.set(region.key, cells);
  return cells;
}

export function regionByKey(key: string): ProducingRegion | undefined {
  return PRODUCING_REGIONS.find((r) => r.key === key);
}
