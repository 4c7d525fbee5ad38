/** Typed layer specs of the risk-info map. */
import type { LayerProps } from '@vis.gl/react-maplibre';

export const regionOutline: LayerProps = {
  id: 'ri-regions-line',
  type: 'line',
  paint: { 'line-color': '#0f766e', 'line-width': 1.5, 'line-dasharray': [3, 2] },
};

export const plotFill: LayerProps = {
  id: 'ri-plots-fill',
  type: 'fill',
  minzoom: 9,
  paint: { 'fill-color': '#166534', 'fill-opacity': 0.25 },
};
export const plotLine: LayerProps = {
  id: 'ri-plots-line',
  type: 'line',
  minzoom: 9,
  paint: { 'line-color': '#14532d', 'line-width': 1 },
};
/** Small plots vanish below ~zoom 9 in a GeoJSON source (ecosystem.md §4): points stand in for them. */
export const plotPoints: LayerProps = {
  id: 'ri-plots-points',
  type: 'circle',
  maxzoom: 9,
  paint: { 'circle-radius': 2.5, 'circle-color': '#14532d', 'circle-opacity': 0.6 },
};

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
