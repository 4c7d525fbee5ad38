/**
 * The person's plots as context on a page's map: one vector tile source cut by the loader worker
 * (plot-tile-protocol.ts), drawn with the page's context layers (plot-context-layers.ts). Nothing is drawn
 * until the protocol is registered and the page has tiles to show (`tiles` null: not yet, or no worker).
 * Rendered inside the page's map.
 */
import { useMemo } from 'react';
import { Layer, Source, useMap, type LayerProps } from '@vis.gl/react-maplibre';
import type { PlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { plotTileUrl, usePlotTileProtocol, useReportMapDrawn } from './plot-tile-protocol.ts';

export function PlotContextSource({
  id,
  tiles,
  layers,
  beforeId,
}: {
  /** The source id, unique on the map. */
  id: string;
  tiles: PlotTiles | null;
  /** Drawn in this order (plot-context-layers.ts). */
  layers: readonly LayerProps[];
  /** A page layer these go under (plots loaded after the page's own data stay underneath). */
  beforeId?: string;
}) {
  const protocolReady = usePlotTileProtocol();
  useReportMapDrawn(useMap().current);
  const tileUrls = useMemo(() => (tiles ? [plotTileUrl(tiles.loadId, tiles.version)] : null), [tiles]);
  if (!protocolReady || !tileUrls) return null;
  return (
    // maxzoom 14: deeper views over-zoom the z14 tiles, as on the Plots map.
    <Source id={id} type="vector" tiles={tileUrls} maxzoom={14} promoteId="id">
      {layers.map((layer) => (
        <Layer key={layer.id} {...layer} beforeId={beforeId} />
      ))}
    </Source>
  );
}
