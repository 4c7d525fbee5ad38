/**
 * Plots as map features and frames. A plot's centroid and box come from what the loader worker computed on
 * arrival (LoadedPlot, PlotList), and from its GeoJSON only for plots that did not come through it. (The maps
 * draw the plots from vector tiles cut in the loader worker, src/lib/plot-loader/worker/plot-tiles.ts.)
 */
import type { Plot } from '@core/api/schemas.ts';
import { LoadedPlot } from '@/lib/plot-loader/page/loaded-plot.ts';
import type { Bounds } from './bounds.ts';
import { outlineOf } from '@core/geo/outline.ts';

/** Mean of the outer rings' corners (see outline.ts); null for an empty geometry. */
export const plotCentroid = (geometry: GeoJSON.Geometry): [number, number] | null =>
  outlineOf(geometry)?.centroid ?? null;

/** A plot's box (outer rings or points): worked out on arrival for loaded plots, from its GeoJSON otherwise. */
const plotBox = (plot: Plot): Bounds | null =>
  plot instanceof LoadedPlot ? plot.box : (outlineOf(plot.geometry)?.box ?? null);

/** Bounds of one plot, to fly the map to it. */
export const plotBounds = (plot: Plot): Bounds | null => plotBox(plot);
