/** Typed layer specs of the detections map. Detections differ from plots by shape as well as colour. */
import type { LayerProps } from '@vis.gl/react-maplibre';
import { plotContextLayers } from '@/components/map/plot-context-layers.ts';
import { CLEARING_ICON, FIRE_ICON } from './marker-images.ts';

export const plotLayers = plotContextLayers('det');

export const touchedLine: LayerProps = {
  id: 'det-touched-line',
  type: 'line',
  paint: { 'line-color': '#111827', 'line-width': 3, 'line-dasharray': [2, 1] },
};
export const touchedPoints: LayerProps = {
  id: 'det-touched-points',
  type: 'circle',
  maxzoom: 10,
  paint: {
    'circle-radius': 7,
    'circle-color': 'rgba(0,0,0,0)',
    'circle-stroke-color': '#111827',
    'circle-stroke-width': 2.5,
  },
};

export const deforestationFill: LayerProps = {
  id: 'det-deforestation-fill',
  type: 'fill',
  paint: { 'fill-color': '#dc2626', 'fill-opacity': 0.55 },
};
export const deforestationLine: LayerProps = {
  id: 'det-deforestation-line',
  type: 'line',
  paint: { 'line-color': '#7f1d1d', 'line-width': 1.5 },
};
/** Clearings are small: a square marker keeps them findable when zoomed out. */
export const deforestationMarkers: LayerProps = {
  id: 'det-deforestation-markers',
  type: 'symbol',
  maxzoom: 10,
  layout: { 'icon-image': CLEARING_ICON, 'icon-allow-overlap': true, 'icon-ignore-placement': true },
};

/** Fires: triangles, so they differ from clearings (squares) by shape, not only colour. */
export const fireMarkers: LayerProps = {
  id: 'det-fire-markers',
  type: 'symbol',
  layout: { 'icon-image': FIRE_ICON, 'icon-allow-overlap': true, 'icon-ignore-placement': true },
};
