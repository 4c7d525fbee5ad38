/**
 * The person's plots drawn as context under a page's own layers (jurisdictions, risk info, detections),
 * from the loader worker's vector tiles (plot-tiles.ts), like the Plots page: no GeoJSON object per plot on
 * the page. Below TILE_POLYGON_MIN_ZOOM the tiles carry one point per plot (and clusters of them when the
 * portfolio is large, drawn as slightly larger context circles); from it, polygons, with point plots kept
 * as points. `prefix` keeps layer ids unique per page.
 */
import type { LayerProps } from '@vis.gl/react-maplibre';
import type { CircleLayerSpecification } from 'maplibre-gl';
import { PLOT_TILE_LAYER, TILE_POLYGON_MIN_ZOOM } from '@/lib/plot-loader/worker/plot-tiles.ts';

const GREEN = '#16a34a';
const DARK_GREEN = '#166534';

/**
 * The green context plots, in drawing order; `pointPaint` lets a page keep its own look for the plots'
 * points.
 */
export function plotContextLayers(
  prefix: string,
  pointPaint: CircleLayerSpecification['paint'] = {
    'circle-radius': 2.5,
    'circle-color': DARK_GREEN,
    'circle-opacity': 0.6,
  },
): LayerProps[] {
  const onTiles = { 'source-layer': PLOT_TILE_LAYER } as const;
  const fill: LayerProps = {
    id: `${prefix}-plots-fill`,
    type: 'fill',
    ...onTiles,
    minzoom: TILE_POLYGON_MIN_ZOOM,
    paint: { 'fill-color': GREEN, 'fill-opacity': 0.25 },
  };
  const line: LayerProps = {
    id: `${prefix}-plots-line`,
    type: 'line',
    ...onTiles,
    minzoom: TILE_POLYGON_MIN_ZOOM,
    paint: { 'line-color': DARK_GREEN, 'line-width': 1 },
  };
  /** Every plot's point below the polygon zoom (clusters have their own layer). */
  const points: LayerProps = {
    id: `${prefix}-plots-points`,
    type: 'circle',
    ...onTiles,
    maxzoom: TILE_POLYGON_MIN_ZOOM,
    filter: ['!', ['has', 'point_count']],
    paint: pointPaint,
  };
  /** Plots that are points have no polygon: they keep their marker from the polygon zoom on. */
  const pointPlots: LayerProps = {
    id: `${prefix}-plots-point-plots`,
    type: 'circle',
    ...onTiles,
    minzoom: TILE_POLYGON_MIN_ZOOM,
    filter: ['==', ['get', 'point'], 1],
    paint: pointPaint,
  };
  /** A group of nearby plots (large portfolios at far zooms): a context circle grown with its count. */
  const clusters: LayerProps = {
    id: `${prefix}-plots-clusters`,
    type: 'circle',
    ...onTiles,
    maxzoom: TILE_POLYGON_MIN_ZOOM,
    filter: ['has', 'point_count'],
    paint: {
      'circle-radius': ['step', ['get', 'point_count'], 4, 10, 5, 100, 6, 1000, 8],
      'circle-color': DARK_GREEN,
      'circle-opacity': 0.6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1,
    },
  };
  return [fill, line, clusters, points, pointPlots];
}
