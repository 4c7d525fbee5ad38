/**
 * The person's plots drawn as context under a page's own layers (risk info, detections): outlines from
 * `minzoom`, and points below it, because plots of a few hectares vanish at low zooms in a GeoJSON source
 * (measured: 10,000 plots 0.9 km wide drew nothing at zooms 3–5 with the default tolerance). `prefix` keeps
 * layer ids unique per page.
 */
import type { LayerProps } from '@vis.gl/react-maplibre';

export function plotContextLayers(prefix: string, minzoom: number) {
  const fill: LayerProps = {
    id: `${prefix}-plots-fill`,
    type: 'fill',
    minzoom,
    paint: { 'fill-color': '#16a34a', 'fill-opacity': 0.25 },
  };
  const line: LayerProps = {
    id: `${prefix}-plots-line`,
    type: 'line',
    minzoom,
    paint: { 'line-color': '#166534', 'line-width': 1 },
  };
  const points: LayerProps = {
    id: `${prefix}-plots-points`,
    type: 'circle',
    maxzoom: minzoom,
    paint: { 'circle-radius': 2.5, 'circle-color': '#166534', 'circle-opacity': 0.6 },
  };
  return { fill, line, points };
}
