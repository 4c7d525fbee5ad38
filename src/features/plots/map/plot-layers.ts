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
import { RISK_CLASSES, RISK_STYLE } from '../../../lib/portfolio/risk.ts';

export const POLYGON_SOURCE = 'plots';
export const CENTROID_SOURCE = 'plot-centroids';
/** The zoom where polygons take over from centroid circles. */
export const POLYGON_MIN_ZOOM = 8;

export const LAYER_IDS = {
  fill: 'plots-fill',
  outline: 'plots-outline',
  centroids: 'plots-centroids',
  points: 'plots-points',
} as const;

/** Layers a click or hover can hit. */
export const INTERACTIVE_LAYERS = [LAYER_IDS.fill, LAYER_IDS.centroids, LAYER_IDS.points];

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
  type: 'fill',
  minzoom: POLYGON_MIN_ZOOM,
  paint: {
    'fill-color': riskColor,
    'fill-opacity': ['case', selected, 0.75, hovered, 0.6, 0.4],
  },
};

export const outlineLayer: Omit<LineLayerSpecification, 'source'> = {
  id: LAYER_IDS.outline,
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
  type: 'circle',
  maxzoom: POLYGON_MIN_ZOOM,
  paint: circlePaint,
};

/** Plots that are points have no polygon: keep their marker at close zooms too. */
export const pointLayer: Omit<CircleLayerSpecification, 'source'> = {
  id: LAYER_IDS.points,
  type: 'circle',
  minzoom: POLYGON_MIN_ZOOM,
  filter: ['==', ['get', 'point'], 1],
  paint: circlePaint,
};
