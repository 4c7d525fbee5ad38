/**
 * The `plots://` protocol of the maps that draw the project's plots (the Plots page, and as context the
 * Jurisdictions, Risk info and Detections pages): MapLibre asks for `plots://{loadId}/{version}/{z}/{x}/{y}` and the
 * loader worker cuts the tile from the load's packed plots (src/lib/plot-loader/worker/plot-tiles.ts). The main
 * thread only passes the request and the bytes along. `version` changes when the tiles' content does (more
 * plots loaded, other filters), so MapLibre asks again instead of reusing its tiles.
 */
import { useEffect, useState } from 'react';
import type { AddProtocolAction } from 'maplibre-gl';
import type { MapRef } from '@vis.gl/react-maplibre';
import { reportMapDrawn, requestPlotTile } from '@/lib/plot-loader/page/plot-stream.ts';

export const PLOT_TILE_PROTOCOL = 'plots';

export const plotTileUrl = (loadId: number, version: number) =>
  `${PLOT_TILE_PROTOCOL}://${loadId}/${version}/{z}/{x}/{y}`;

const PATTERN = /^plots:\/\/(\d+)\/(\d+)\/(\d+)\/(\d+)\/(\d+)$/;

export const loadPlotTile: AddProtocolAction = async ({ url }, abort) => {
  const match = PATTERN.exec(url);
  if (!match) throw new Error(`Not a plot tile address: ${url}`);
  const [loadId, version, z, x, y] = match.slice(1).map(Number) as [number, number, number, number, number];
  const bytes = await requestPlotTile(loadId, version, z, x, y, abort.signal);
  return { data: bytes.buffer as ArrayBuffer };
};

let registered: Promise<void> | null = null;

/** Registers the protocol once (maplibre-gl is already loaded by the map that asks). */
function registerPlotTileProtocol(): Promise<void> {
  registered ??= import('maplibre-gl').then(({ addProtocol }) =>
    addProtocol(PLOT_TILE_PROTOCOL, loadPlotTile),
  );
  return registered;
}

/** Whether the protocol is registered: a map's plot source waits for it. */
export function usePlotTileProtocol(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void registerPlotTileProtocol().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * Tells the loader worker each time `map` has drawn what it asked for (MapLibre's `idle`): the worker holds
 * its background work (a revisit's refresh, the overlap scan) until then, which on two cores would
 * otherwise slow the first drawing down by seconds.
 */
export function useReportMapDrawn(map: MapRef | null | undefined): void {
  useEffect(() => {
    if (!map) return;
    const m = map.getMap();
    m.on('idle', reportMapDrawn);
    return () => void m.off('idle', reportMapDrawn);
  }, [map]);
}
