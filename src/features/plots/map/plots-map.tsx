/**
 * The plots map: one GeoJSON source of polygons and one of centroids (both keyed by plot id through
 * promoteId, so feature-state can address a plot), risk-coloured layers, hover and selection as
 * feature-state, a click selects a plot, and a selection made elsewhere flies the map to it. The data
 * objects are rebuilt only when the (filtered) plot list changes, so react-maplibre calls setData only then.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Layer, Source, type MapLayerMouseEvent, type MapRef } from '@vis.gl/react-maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { LazyBaseMap } from '../../../components/map/lazy-base-map.tsx';
import type { PlotMapData } from '../lib/plot-geojson.ts';
import {
  CENTROID_SOURCE,
  centroidLayer,
  fillLayer,
  INTERACTIVE_LAYERS,
  outlineLayer,
  pointLayer,
  POLYGON_SOURCE,
} from './plot-layers.ts';

type Bounds = [number, number, number, number];

export interface PlotsMapProps {
  data: PlotMapData;
  selectedId: string | undefined;
  /** Bounds of the selected plot when the map should fly there (selection from the table or the URL). */
  flyTo: { bounds: Bounds; token: number } | null;
  onSelect: (id: string) => void;
  className?: string;
}

declare global {
  interface Window {
    /** The plots map, for end-to-end tests to read feature-state (what a person sees highlighted). */
    __plotsMap?: MapLibreMap;
  }
}

const SOURCES = [POLYGON_SOURCE, CENTROID_SOURCE];

function setPlotState(map: MapRef | null, id: string | undefined, state: Record<string, boolean>) {
  if (!map || !id) return;
  const m = map.getMap();
  for (const source of SOURCES) if (m.getSource(source)) m.setFeatureState({ source, id }, state);
}

export function PlotsMap({ data, selectedId, flyTo, onSelect, className }: PlotsMapProps) {
  const [map, setMap] = useState<MapRef | null>(null);
  const hovered = useRef<string | undefined>(undefined);
  const [cursor, setCursor] = useState<string | undefined>(undefined);

  const onMapRef = useCallback((ref: MapRef | null) => {
    setMap(ref);
    if (ref) window.__plotsMap = ref.getMap();
    else delete window.__plotsMap;
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
  }, [map, selectedId, data]);

  const flyToken = flyTo?.token;
  useEffect(() => {
    if (!map || !flyTo) return;
    map.fitBounds(flyTo.bounds, { padding: 80, maxZoom: 15, duration: 700 });
    // flyToken stands for a new request; the bounds array may be recreated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, flyToken]);

  const onMouseMove = (e: MapLayerMouseEvent) => {
    const id = e.features?.[0]?.id as string | undefined;
    if (id === hovered.current) return;
    setPlotState(map, hovered.current, { hover: false });
    hovered.current = id;
    setPlotState(map, id, { hover: true });
    setCursor(id ? 'pointer' : undefined);
  };
  const onMouseLeave = () => {
    setPlotState(map, hovered.current, { hover: false });
    hovered.current = undefined;
    setCursor(undefined);
  };
  const onClick = (e: MapLayerMouseEvent) => {
    const id = e.features?.[0]?.id;
    if (typeof id === 'string') onSelect(id);
  };

  return (
    <LazyBaseMap
      label="Map of the filtered plots, coloured by risk level. The table lists the same plots."
      className={className}
      fitBounds={data.bounds}
      interactiveLayerIds={INTERACTIVE_LAYERS}
      onClick={onClick}
      onMouseMove={onMouseMove}
      onMouseLeave={onMouseLeave}
      onMapRef={onMapRef}
      cursor={cursor}
    >
      {/* maxzoom 12: tiles past it are over-zoomed, which keeps the worker's tiling affordable at 100k plots. */}
      <Source id={POLYGON_SOURCE} type="geojson" data={data.polygons} promoteId="id" maxzoom={12}>
        <Layer {...fillLayer} />
        <Layer {...outlineLayer} />
      </Source>
      <Source id={CENTROID_SOURCE} type="geojson" data={data.centroids} promoteId="id" maxzoom={12}>
        <Layer {...centroidLayer} />
        <Layer {...pointLayer} />
      </Source>
    </LazyBaseMap>
  );
}
