/**
 * What a map's plot tiles show, told to the loader worker: the plots the filters keep (a mask of one
 * byte per plot, by load position, built from the filtered list the Plots page's table shows anyway) and
 * whether far zooms cluster. Each change gets a new tile version, so MapLibre asks the worker for fresh tiles; no
 * GeoJSON is rebuilt or copied on the page.
 */
import { useMemo } from 'react';
import { rowPosition, type PlotRows } from './plot-list.ts';
import { setPlotTileOptions } from './plot-stream.ts';
import type { ProjectPlots } from './use-project-plots.ts';

/**
 * From this many plots on, far-out views group nearby centroids into clusters: SwiftShader spent ~4 s
 * drawing 100,000 circles, a few hundred clusters draw at once. Below it every plot keeps its own circle.
 */
export const CLUSTER_MIN_PLOTS = 20_000;
/**
 * Last zoom with clusters; from the next one (a province in view) each plot has its own circle again, so
 * the real mix of risks shows as soon as a person looks at a region (polygons from zoom 8).
 */
export const CLUSTER_MAX_ZOOM = 5;

export interface PlotTiles {
  loadId: number;
  version: number;
}

let nextVersion = 1;

/**
 * @param loaded how many plots the load holds so far (a change shows the new ones)
 * @param filtered the rows the filters keep, or null when no filter is set (every plot shows)
 */
export function usePlotTiles(
  loadId: number | null,
  loaded: number,
  filtered: PlotRows | null,
  clustered: boolean,
): PlotTiles | null {
  // Told to the worker while rendering, not in an effect: the map's Source (a child, whose effects run
  // first) asks for tiles at the new address, and the worker must know what they show by then.
  return useMemo(() => {
    if (loadId === null) return null;
    let mask: Uint8Array | null = null;
    if (filtered) {
      mask = new Uint8Array(loaded);
      // A list position is the plot's position in its load (plot-list.ts).
      for (let i = 0; i < filtered.length; i++) {
        const position = rowPosition(filtered, i);
        if (position < loaded) mask[position] = 1;
      }
    }
    const version = nextVersion++;
    setPlotTileOptions(loadId, version, mask, clustered ? CLUSTER_MAX_ZOOM : -1);
    return { loadId, version };
  }, [loadId, loaded, filtered, clustered]);
}

/**
 * The tiles of the project's whole set of plots, for the pages that draw them as context (jurisdictions,
 * risk info, detections): once the set is complete, no filter, clustered by the Plots page's rule. Null
 * until then, and where there is no worker.
 */
export function useContextPlotTiles(plots: ProjectPlots): PlotTiles | null {
  const count = plots.items.length;
  return usePlotTiles(plots.complete ? plots.loadId : null, count, null, count >= CLUSTER_MIN_PLOTS);
}
