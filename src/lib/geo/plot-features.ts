/**
 * Plots as map features and frames. A plot's centroid and box come from what the loader worker computed on
 * arrival (LoadedPlot), and from its GeoJSON only for plots that did not come through it. (The plots map
 * itself draws vector tiles cut in the loader worker, src/lib/portfolio/plot-tiles.ts.)
 */
import type { Plot } from '@core/api/schemas.ts';
import { LoadedPlot } from '../portfolio/compact-plot.ts';
import { unionBounds, type Bounds } from './bounds.ts';
import { outlineOf } from './outline.ts';

/** Mean of the outer rings' corners (see outline.ts); null for an empty geometry. */
export const plotCentroid = (geometry: GeoJSON.Geometry): [number, number] | null =>
  outlineOf(geometry)?.centroid ?? null;

/** A plot's centroid: worked out on arrival for loaded plots, from its GeoJSON otherwise. */
export const centroidOfPlot = (plot: Plot): [number, number] | null =>
  plot instanceof LoadedPlot ? plot.centroid : plotCentroid(plot.geometry);

/** A plot's box (outer rings or points): worked out on arrival for loaded plots, from its GeoJSON otherwise. */
export const plotBox = (plot: Plot): Bounds | null =>
  plot instanceof LoadedPlot ? plot.box : (outlineOf(plot.geometry)?.box ?? null);

/**
 * [minLng, minLat, maxLng, maxLat] of the plots (their outer rings or points, so the outermost plots are not
 * cut in half at close zooms), or null when there are none.
 */
export const plotsBounds = (plots: readonly Plot[]): Bounds | null => unionBounds(plots.map(plotBox));

/** Bounds of one plot, to fly the map to it. */
export const plotBounds = (plot: Plot): Bounds | null => plotBox(plot);

/**
 * One point feature per plot at its centroid (plots with an empty geometry are left out), with the
 * properties `props` gives: markers for far zooms, or points to count by country.
 */
export function plotCentroidPoints<P extends GeoJSON.GeoJsonProperties>(
  plots: readonly Plot[],
  props: (plot: Plot) => P,
): GeoJSON.FeatureCollection<GeoJSON.Point, P> {
  const features: GeoJSON.Feature<GeoJSON.Point, P>[] = [];
  for (const plot of plots) {
    const c = centroidOfPlot(plot);
    if (c)
      features.push({
        type: 'Feature',
        properties: props(plot),
        geometry: { type: 'Point', coordinates: c },
      });
  }
  return { type: 'FeatureCollection', features };
}
