/**
 * What the plots map's tiles show, told to the loader worker: the plots the filters keep (a mask of one
 * byte per plot, by load position, built from the filtered list the table shows anyway) and whether far
 * zooms cluster. Each change gets a new tile version, so MapLibre asks the worker for fresh tiles; no
 * GeoJSON is rebuilt or copied on the page.
 */
import { useMemo } from 'react';
import { rowPosition, type PlotRows } from '@/lib/portfolio/plot-list.ts';
import { setPlotTileOptions } from '@/lib/portfolio/plot-stream.ts';
import { CLUSTER_MAX_ZOOM } from './plot-layers.ts';

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
