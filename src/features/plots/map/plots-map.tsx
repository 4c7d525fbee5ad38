/**
 * The plots map: one vector tile source cut by the loader worker (src/components/map/plot-tile-protocol.ts), so no GeoJSON of
 * the plots is built or copied on the main thread. Risk-coloured layers, hover and selection as
 * feature-state (keyed by the plot id through promoteId), a click selects a plot, and a selection made
 * elsewhere flies the map to it. Filters reach the tiles as a new tile address (`tiles.version`).
 */
import type { Bounds } from '@/lib/geo/bounds.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, type MapLayerMouseEvent, type MapRef } from '@vis.gl/react-maplibre';
import { useIntl } from 'react-intl';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import {
  centroidLayer,
  clusterLayer,
  fillLayer,
  INTERACTIVE_LAYERS,
  outlineLayer,
  pointLayer,
  PLOT_SOURCE,
  PLOT_SOURCE_LAYER,
} from './plot-layers.ts';
import { CLUSTER_MAX_ZOOM } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { plotTileUrl, usePlotTileProtocol, useReportMapDrawn } from '@/components/map/plot-tile-protocol.ts';
import { exposePlotsMap } from './e2e-hook.ts';

export interface PlotsMapProps {
  /** The worker load whose plots the tiles show, and the version of what they show. */
  tiles: { loadId: number; version: number } | null;
  selectedId: string | undefined;
  /** A second plot drawn as selected (the other plot of an overlapping pair). */
  highlightedId?: string | undefined;
  /** Bounds of the selected plot when the map should fly there (selection from the table or the URL). */
  flyTo: { bounds: Bounds | null; token: number } | null;
  onSelect: (id: string) => void;
  /** What the map frames: the filtered plots' extent, which may run ahead of `data` while plots load. */
  bounds: Bounds | null;
  className?: string;
}

function setPlotState(map: MapRef | null, id: string | undefined, state: Record<string, boolean>) {
  if (!map || !id) return;
  const m = map.getMap();
  if (m.getSource(PLOT_SOURCE))
    m.setFeatureState({ source: PLOT_SOURCE, sourceLayer: PLOT_SOURCE_LAYER, id }, state);
}

export function PlotsMap({
  tiles,
  selectedId,
  highlightedId,
  flyTo,
  onSelect,
  bounds,
  className,
}: PlotsMapProps) {
  const t = useIntl().formatMessage;
  const [map, setMap] = useState<MapRef | null>(null);
  const hovered = useRef<string | undefined>(undefined);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const protocolReady = usePlotTileProtocol();
  const tileUrls = useMemo(() => (tiles ? [plotTileUrl(tiles.loadId, tiles.version)] : null), [tiles]);

  const onMapRef = useCallback((ref: MapRef | null) => {
    setMap(ref);
    // A constant after Vite's replacement: the production build drops the call and e2e-hook.ts.
    if (import.meta.env.MODE === 'e2e') exposePlotsMap(ref?.getMap() ?? null);
  }, []);

  // Selection as feature-state; re-applied when the data changes because a new source may have replaced it.
  useEffect(() => {
    if (!map || !selectedId) return;
    const apply = () => setPlotState(map, selectedId, { selected: true });
    apply();
    // On first load the sources appear only after the style: apply again once the map settles.
    const m = map.getMap();
    m.on('idle', apply);
    return () => {
      m.off('idle', apply);
      setPlotState(map, selectedId, { selected: false });
    };
  }, [map, selectedId, tiles]);

  useEffect(() => {
    if (!map || !highlightedId) return;
    const apply = () => setPlotState(map, highlightedId, { selected: true });
    apply();
    const m = map.getMap();
    m.on('idle', apply);
    return () => {
      m.off('idle', apply);
      setPlotState(map, highlightedId, { selected: false });
    };
  }, [map, highlightedId, tiles]);

  useReportMapDrawn(map);

  const flyToken = flyTo?.token;
  useEffect(() => {
    if (!map || !flyTo?.bounds) return;
    map.fitBounds(flyTo.bounds, { padding: 80, maxZoom: 15, duration: 700 });
    // flyToken stands for a new request; the bounds array may be recreated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, flyToken]);

  const onMouseMove = (e: MapLayerMouseEvent) => {
    const feature = e.features?.[0];
    // Plots have string ids; a cluster's numeric id has no feature-state of ours, but it is clickable.
    const id = typeof feature?.id === 'string' ? feature.id : undefined;
    setCursor(feature ? 'pointer' : undefined);
    if (id === hovered.current) return;
    setPlotState(map, hovered.current, { hover: false });
    hovered.current = id;
    setPlotState(map, id, { hover: true });
  };
  const onMouseLeave = () => {
    setPlotState(map, hovered.current, { hover: false });
    hovered.current = undefined;
    setCursor(undefined);
  };
  const onClick = (e: MapLayerMouseEvent) => {
    const feature = e.features?.[0];
    const id = feature?.id;
    if (typeof id === 'string') onSelect(id);
    // A cluster opens where it stands: zoom in until its plots separate (the table stays the keyboard path).
    else if (map && feature?.properties?.cluster_id !== undefined && feature.geometry.type === 'Point') {
      const center = feature.geometry.coordinates as [number, number];
      map.easeTo({ center, zoom: Math.min(map.getZoom() + 2, CLUSTER_MAX_ZOOM + 1), duration: 500 });
    }
  };

  return (
    <LazyBaseMap
      label={t({ id: 'plots.map.label' })}
      className={className}
      fitBounds={bounds}
      interactiveLayerIds={INTERACTIVE_LAYERS}
      onClick={onClick}
      onMouseMove={onMouseMove}
      onMouseLeave={onMouseLeave}
      onMapRef={onMapRef}
      cursor={cursor}
    >
      {protocolReady && tileUrls ? (
        // maxzoom 14: deeper views over-zoom the z14 tiles (a plot's polygon keeps its detail there).
        <Source id={PLOT_SOURCE} type="vector" tiles={tileUrls} maxzoom={14} promoteId="id">
          <Layer {...fillLayer} />
          <Layer {...outlineLayer} />
          <Layer {...clusterLayer} />
          <Layer {...centroidLayer} />
          <Layer {...pointLayer} />
        </Source>
      ) : null}
    </LazyBaseMap>
  );
}
