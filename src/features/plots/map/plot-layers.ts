/**
 * Layer specs of the plots map, as typed data. Below zoom 8 each plot is a centroid circle (small plots
 * would vanish as polygons); from zoom 8 its polygon. Risk drives colour and circle size (size is the cue
 * that does not depend on colour); hover and selection come from feature-state, so they never cost a
 * setData of the whole collection.
 */
import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
} from 'maplibre-gl';
import { PLOT_TILE_LAYER, TILE_POLYGON_MIN_ZOOM } from '@/lib/plot-loader/worker/plot-tiles.ts';
import { RISK_CLASSES, RISK_SEVERITY, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';

export const PLOT_SOURCE = 'plots';
export const PLOT_SOURCE_LAYER = PLOT_TILE_LAYER;
/** The zoom where polygons take over from centroid circles (the worker's tiles switch at the same zoom). */
export const POLYGON_MIN_ZOOM = TILE_POLYGON_MIN_ZOOM;

export const LAYER_IDS = {
  fill: 'plots-fill',
  outline: 'plots-outline',
  centroids: 'plots-centroids',
  points: 'plots-points',
  clusters: 'plots-clusters',
} as const;

const SEVERITY = RISK_SEVERITY;
const SEVERITY_TO_RISK = (Object.keys(SEVERITY) as RiskClass[]).sort((a, b) => SEVERITY[b] - SEVERITY[a]);

/** Layers a click or hover can hit. */
export const INTERACTIVE_LAYERS = [LAYER_IDS.fill, LAYER_IDS.centroids, LAYER_IDS.points, LAYER_IDS.clusters];

const riskColor: ExpressionSpecification = [
  'match',
  ['get', 'risk'],
  ...RISK_CLASSES.flatMap((r) => [r, RISK_STYLE[r].color]),
  RISK_STYLE.unassessed.color,
] as unknown as ExpressionSpecification;

const riskRadius: ExpressionSpecification = [
  'match',
  ['get', 'risk'],
  ...RISK_CLASSES.flatMap((r) => [r, RISK_STYLE[r].radius]),
  RISK_STYLE.unassessed.radius,
] as unknown as ExpressionSpecification;

const selected: ExpressionSpecification = ['boolean', ['feature-state', 'selected'], false];
const hovered: ExpressionSpecification = ['boolean', ['feature-state', 'hover'], false];

export const fillLayer: Omit<FillLayerSpecification, 'source'> = {
  id: LAYER_IDS.fill,
  'source-layer': PLOT_SOURCE_LAYER,
  type: 'fill',
  minzoom: POLYGON_MIN_ZOOM,
  paint: {
    'fill-color': riskColor,
    'fill-opacity': ['case', selected, 0.75, hovered, 0.6, 0.4],
  },
};

export const outlineLayer: Omit<LineLayerSpecification, 'source'> = {
  id: LAYER_IDS.outline,
  'source-layer': PLOT_SOURCE_LAYER,
  type: 'line',
  minzoom: POLYGON_MIN_ZOOM,
  paint: {
    'line-color': ['case', selected, '#0f172a', hovered, '#1e293b', riskColor],
    'line-width': ['case', selected, 4, hovered, 2.5, 1.2],
  },
};

const circlePaint: CircleLayerSpecification['paint'] = {
  'circle-color': riskColor,
  'circle-radius': ['case', selected, ['+', riskRadius, 3], riskRadius],
  'circle-stroke-color': ['case', selected, '#0f172a', hovered, '#0f172a', '#ffffff'],
  'circle-stroke-width': ['case', selected, 3, hovered, 2, 0.8],
  'circle-opacity': 0.9,
};

export const centroidLayer: Omit<CircleLayerSpecification, 'source'> = {
  id: LAYER_IDS.centroids,
  'source-layer': PLOT_SOURCE_LAYER,
  type: 'circle',
  maxzoom: POLYGON_MIN_ZOOM,
  // Clusters have their own layer; this one draws single plots (all of them when clustering is off).
  filter: ['!', ['has', 'point_count']],
  paint: circlePaint,
};

const worstColor = [
  'match',
  ['get', 'worst'],
  ...SEVERITY_TO_RISK.flatMap((r) => [SEVERITY[r], RISK_STYLE[r].color]),
  RISK_STYLE.unassessed.color,
] as unknown as ExpressionSpecification;
const worstRadius = [
  'match',
  ['get', 'worst'],
  ...SEVERITY_TO_RISK.flatMap((r) => [SEVERITY[r], RISK_STYLE[r].radius]),
  RISK_STYLE.unassessed.radius,
] as unknown as ExpressionSpecification;

/**
 * A group of nearby plots: the colour and base size of its worst plot (size stays the non-colour cue),
 * grown with the number of plots, and a dark ring that tells it apart from a single plot.
 */
export const clusterLayer: Omit<CircleLayerSpecification, 'source'> = {
  id: LAYER_IDS.clusters,
  'source-layer': PLOT_SOURCE_LAYER,
  type: 'circle',
  maxzoom: POLYGON_MIN_ZOOM,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': worstColor,
    'circle-radius': ['+', worstRadius, ['step', ['get', 'point_count'], 1, 10, 2, 100, 3, 1000, 5]],
    'circle-stroke-color': '#0f172a',
    'circle-stroke-width': 2,
    'circle-opacity': 0.9,
  },
};

/** Plots that are points have no polygon: keep their marker at close zooms too. */
export const pointLayer: Omit<CircleLayerSpecification, 'source'> = {
  id: LAYER_IDS.points,
  'source-layer': PLOT_SOURCE_LAYER,
  type: 'circle',
  minzoom: POLYGON_MIN_ZOOM,
  filter: ['==', ['get', 'point'], 1],
  paint: circlePaint,
};
