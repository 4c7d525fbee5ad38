/**
 * The offline basemap's countries as Mapbox vector tiles (MVT), so the browser decodes the few small tiles
 * in view instead of parsing and tiling the whole 1.9 MB GeoJSON in MapLibre's worker on every page load.
 * Cut from the same 50m features as /basemap/countries.geojson with geojson-vt (what MapLibre itself runs
 * on a GeoJSON source) and encoded with vt-pbf. The index is built on the first tile request; every tile
 * is encoded once and kept (5,461 tiles for z0–6 at most, 1.4 MB all told).
 */
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { basemapCountries } from './basemap.ts';

/** The vector tile layer the style's `source-layer` names. */
const BASEMAP_TILE_LAYER = 'countries';

/**
 * Deepest zoom served; MapLibre over-zooms the z6 tiles beyond. world-atlas 50m is quantized to 0.0036° of
 * longitude (~400 m) and 0.0017° of latitude, and geojson-vt keeps every vertex at its maxZoom, where a tile
 * unit is 0.0007° (~75 m at the equator, less towards the poles): z6 holds all the detail there is, deeper
 * tiles would only mean more requests and twice the bytes per zoom level.
 */
export const BASEMAP_TILE_MAXZOOM = 6;

/**
 * EXTENT 8192 is MapLibre's own tile extent: an over-zoomed tile keeps the geometry of its z6 parent, so 8192
 * units is the most precision MapLibre can hold there anyway, and it halves the rounding of 4096 (borders
 * moved by up to ~1 px at z9 in a before/after comparison) for ~10% more bytes.
 * TOLERANCE 6 units = 0.375 px of a 512 px tile, the simplification MapLibre applied to the GeoJSON source:
 * the same look below z6 and smaller low-zoom tiles (no simplification at z6 itself).
 * BUFFER 128 units = 8 px of geometry past each tile edge (MapLibre's GeoJSON default is 128 px, sized for
 * symbols; these tiles only hold fills and lines). It keeps borders free of seams: polygons are clipped 8 px
 * outside the tile and MapLibre clips drawing at the tile edge, so the clip edges, which the `borders` line
 * layer (≤1.2 px plus antialiasing) also strokes, never reach a visible pixel; over-zoom scales it up too.
 */
const EXTENT = 8192;
const TOLERANCE = 6;
const BUFFER = 128;

const EMPTY = new Uint8Array(0);
let index: GeoJSONVT | null = null;
const encoded = new Map<string, Uint8Array<ArrayBuffer>>();

/** Parses z/x/y path parts; null unless they are integers of a tile this server has (z 0..BASEMAP_TILE_MAXZOOM). */
export function parseTileCoordinates(
  z: string,
  x: string,
  y: string,
): { z: number; x: number; y: number } | null {
  if (![z, x, y].every((part) => /^\d{1,3}$/.test(part))) return null;
  const [zn, xn, yn] = [Number(z), Number(x), Number(y)];
  if (zn > BASEMAP_TILE_MAXZOOM) return null;
  const size = 2 ** zn;
  return xn < size && yn < size ? { z: zn, x: xn, y: yn } : null;
}

/** The encoded tile; zero bytes where no country reaches (open ocean). */
export function basemapTile(z: number, x: number, y: number): Uint8Array<ArrayBuffer> {
  const key = `${z}/${x}/${y}`;
  const hit = encoded.get(key);
  if (hit) return hit;
  index ??= new GeoJSONVT(basemapCountries(), {
    maxZoom: BASEMAP_TILE_MAXZOOM,
    extent: EXTENT,
    tolerance: TOLERANCE,
    buffer: BUFFER,
  });
  const tile = index.getTile(z, x, y);
  // A copy: vt-pbf returns a view on its larger, grown write buffer, which the cache would otherwise keep.
  const bytes =
    tile && tile.features.length > 0
      ? new Uint8Array(fromGeojsonVt({ [BASEMAP_TILE_LAYER]: tile }, { version: 2, extent: EXTENT }))
      : EMPTY;
  encoded.set(key, bytes);
  return bytes;
}
