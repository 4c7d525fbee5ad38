/** Typed layer specs of the risk-info map. */
import type { LayerProps } from '@vis.gl/react-maplibre';
import { plotContextLayers } from '@/components/map/plot-context-layers.ts';

export const regionOutline: LayerProps = {
  id: 'ri-regions-line',
  type: 'line',
  paint: { 'line-color': '#0f766e', 'line-width': 1.5, 'line-dasharray': [3, 2] },
};

export const plotLayers = plotContextLayers('ri');

export const shapeFill: LayerProps = {
  id: 'ri-shape-fill',
  type: 'fill',
  paint: { 'fill-color': '#1d4ed8', 'fill-opacity': 0.18 },
};
export const shapeLine: LayerProps = {
  id: 'ri-shape-line',
  type: 'line',
  paint: { 'line-color': '#1d4ed8', 'line-width': 2.5 },
};
