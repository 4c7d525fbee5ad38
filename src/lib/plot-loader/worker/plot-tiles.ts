/**
 * Vector tiles (MVT) of a load's plots, cut in the loader worker from the packed arrays, so the page's main
 * thread never builds or copies a GeoJSON object per plot and MapLibre's worker only decodes the few tiles
 * in view. A tile is cut on request from the plots its spatial index finds there:
 *
 * - from zoom POLYGON_MIN_ZOOM: the plots' polygons (point plots as points), clipped and simplified by
 *   geojson-vt's `geoJSONToTile`;
 * - below: one point per plot at its centroid (a plot of a few hectares is smaller than a pixel there);
 * - up to `clusterMaxZoom`, when the load is large: plots that fall in the same grid cell of about two
 *   marker widths become one cluster point carrying its count and worst risk.
 *
 * Every feature carries `id` (the plot's id: the map's feature-state and clicks use it), `risk` and `point`.
 * A `mask` (one byte per plot, by load position) limits the tile to the plots the page's filters keep.
 */
import { geoJSONToTile, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { KIND_CODES } from '@core/plot-packs/packed-plots.ts';
import { viewGeometry, viewId, type PlotView } from './plot-store.ts';
import { RISK_CLASSES, RISK_SEVERITY } from '@/lib/risk/risk-classes.ts';

/** The layer name the map's `source-layer` names. */
export const PLOT_TILE_LAYER = 'plots';
export const TILE_EXTENT = 4096;
/** 64 units = 8 px of a 512 px tile: markers and outlines near an edge are drawn whole by both tiles. */
const BUFFER = 64;
/** The zoom where polygons take over from centroid points (the map's layers switch at the same zoom). */
export const TILE_POLYGON_MIN_ZOOM = 8;
/** Grid cell of a cluster: 28 px of a 512 px tile (two marker widths), in tile units. */
const CLUSTER_CELL = 28 * (TILE_EXTENT / 512);

export interface TileOptions {
  /** One byte per plot (load position): 1 keeps it. Null keeps every plot. */
  mask: Uint8Array | null;
  /** Cluster at and below this zoom; -1 never clusters. */
  clusterMaxZoom: number;
}

const POINT_KIND = new Set([KIND_CODES.indexOf('Point'), KIND_CODES.indexOf('MultiPoint')]);

const lngOfX = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latOfY = (y: number, z: number) => {
  const n = Math.PI * (1 - (2 * y) / 2 ** z);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
};
const worldX = (lng: number) => (lng + 180) / 360;
const worldY = (lat: number) => {
  const s = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};

/** The plots (load positions) whose box meets tile z/x/y, widened by `margin` tile units. */
export function plotsInTile(view: PlotView, z: number, x: number, y: number, margin = BUFFER): number[] {
  if (!view.index) return [];
  const m = margin / TILE_EXTENT;
  return view.index.search(lngOfX(x - m, z), latOfY(y + 1 + m, z), lngOfX(x + 1 + m, z), latOfY(y - m, z));
}

// vt-pbf reads only `features` of a transformed tile; the internal fields are geojson-vt's own.
const tileOf = (z: number, x: number, y: number, features: GeoJSONVTFeature[]): GeoJSONVTTile =>
  ({ features, transformed: true, source: null, z, x, y }) as unknown as GeoJSONVTTile;

const props = (view: PlotView, i: number) => ({
  id: viewId(view, i),
  risk: RISK_CLASSES[view.pack.risk[i]!]!,
  point: POINT_KIND.has(view.pack.kinds[i]!) ? 1 : 0,
});

function polygonTile(view: PlotView, plots: number[], z: number, x: number, y: number): GeoJSONVTTile {
  const features: GeoJSON.Feature[] = [];
  for (const i of plots) {
    const geometry = viewGeometry(view, i);
    if (geometry) features.push({ type: 'Feature', properties: props(view, i), geometry });
  }
  return geoJSONToTile({ type: 'FeatureCollection', features }, z, x, y, {
    extent: TILE_EXTENT,
    buffer: BUFFER,
    tolerance: 3,
    clip: true,
  });
}

function pointTile(
  view: PlotView,
  plots: number[],
  z: number,
  x: number,
  y: number,
  cluster: boolean,
): GeoJSONVTTile {
  const scale = 2 ** z * TILE_EXTENT;
  const c = view.pack.centroids;
  const features: GeoJSONVTFeature[] = [];
  const cells = new Map<number, { n: number; sx: number; sy: number; worst: number; first: number }>();
  const cellsAcross = Math.ceil(TILE_EXTENT / CLUSTER_CELL) + 2;
  for (const i of plots) {
    const lng = c[2 * i]!;
    if (Number.isNaN(lng)) continue;
    const px = worldX(lng) * scale - x * TILE_EXTENT;
    const py = worldY(c[2 * i + 1]!) * scale - y * TILE_EXTENT;
    if (px < -BUFFER || py < -BUFFER || px > TILE_EXTENT + BUFFER || py > TILE_EXTENT + BUFFER) continue;
    if (!cluster) {
      features.push({ type: 1, tags: props(view, i), geometry: [[Math.round(px), Math.round(py)]] });
      continue;
    }
    // Clusters are counted inside the tile only, so no plot is counted by two tiles.
    if (px < 0 || py < 0 || px >= TILE_EXTENT || py >= TILE_EXTENT) continue;
    const key = Math.floor(py / CLUSTER_CELL) * cellsAcross + Math.floor(px / CLUSTER_CELL);
    const severity = RISK_SEVERITY[RISK_CLASSES[view.pack.risk[i]!]!];
    const cell = cells.get(key);
    if (cell) {
      cell.n++;
      cell.sx += px;
      cell.sy += py;
      if (severity > cell.worst) cell.worst = severity;
    } else cells.set(key, { n: 1, sx: px, sy: py, worst: severity, first: i });
  }
  for (const [key, cell] of cells) {
    const at: [number, number] = [Math.round(cell.sx / cell.n), Math.round(cell.sy / cell.n)];
    features.push(
      cell.n === 1
        ? { type: 1, tags: props(view, cell.first), geometry: [at] }
        : {
            type: 1,
            tags: { cluster: true, cluster_id: key, point_count: cell.n, worst: cell.worst },
            geometry: [at],
          },
    );
  }
  return tileOf(z, x, y, features);
}

/** The encoded tile z/x/y of the view's plots; zero bytes when no plot reaches it. */
export function plotTile(view: PlotView, z: number, x: number, y: number, options: TileOptions): Uint8Array {
  const { mask } = options;
  let plots = plotsInTile(view, z, x, y);
  if (mask) plots = plots.filter((i) => mask[i] === 1);
  if (!plots.length) return new Uint8Array(0);
  // The index answers in tree order; load order keeps a tile's features (and their drawing) stable.
  plots.sort((a, b) => a - b);
  const tile =
    z >= TILE_POLYGON_MIN_ZOOM
      ? polygonTile(view, plots, z, x, y)
      : pointTile(view, plots, z, x, y, z <= options.clusterMaxZoom);
  if (!tile || !tile.features.length) return new Uint8Array(0);
  // A copy: vt-pbf returns a view on its larger write buffer.
  return new Uint8Array(fromGeojsonVt({ [PLOT_TILE_LAYER]: tile }, { version: 2, extent: TILE_EXTENT }));
}
