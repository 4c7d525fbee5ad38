/**
 * The plots map: one GeoJSON source of polygons and one of centroids (both keyed by plot id through
 * promoteId, so feature-state can address a plot), risk-coloured layers, hover and selection as
 * feature-state, a click selects a plot, and a selection made elsewhere flies the map to it. The data
 * objects are rebuilt only when the (filtered) plot list changes, so react-maplibre calls setData only then.
 */
import type { Bounds } from '@/lib/geo/bounds.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Layer, Source, type MapLayerMouseEvent, type MapRef } from '@vis.gl/react-maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { polygonFeature, polygonsInView, type PlotMapData } from '@/lib/geo/plot-features.ts';
import type { Plot } from '@core/api/schemas.ts';
import {
  CENTROID_SOURCE,
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  centroidLayer,
  clusterLayer,
  clusterProperties,
  fillLayer,
  INTERACTIVE_LAYERS,
  outlineLayer,
  pointLayer,
  POLYGON_MIN_ZOOM,
  POLYGON_SOURCE,
} from './plot-layers.ts';

export interface PlotsMapProps {
  data: PlotMapData;
  selectedId: string | undefined;
  /** Bounds of the selected plot when the map should fly there (selection from the table or the URL). */
  flyTo: { bounds: Bounds | null; token: number } | null;
  onSelect: (id: string) => void;
  /** Group far-out centroids into clusters (see CLUSTER_MIN_PLOTS); decided by the page, see plots-page. */
  clustered: boolean;
  /** What the map frames: the filtered plots' extent, which may run ahead of `data` while plots load. */
  bounds: Bounds | null;
  className?: string;
}

declare global {
  interface Window {
    /** The plots map, for end-to-end tests to read feature-state (what a person sees highlighted). */
    __plotsMap?: MapLibreMap;
  }
}

const SOURCES = [POLYGON_SOURCE, CENTROID_SOURCE];
type PolygonCollection = GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
const NO_POLYGONS: PolygonCollection = { type: 'FeatureCollection', features: [] };

function setPlotState(map: MapRef | null, id: string | undefined, state: Record<string, boolean>) {
  if (!map || !id) return;
  const m = map.getMap();
  for (const source of SOURCES) if (m.getSource(source)) m.setFeatureState({ source, id }, state);
}

export function PlotsMap({ data, selectedId, flyTo, onSelect, clustered, bounds, className }: PlotsMapProps) {
  const [map, setMap] = useState<MapRef | null>(null);
  const hovered = useRef<string | undefined>(undefined);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState<{ from: PlotMapData | null; plots: Plot[]; fc: PolygonCollection }>({
    from: null,
    plots: [],
    fc: NO_POLYGONS,
  });
  // Polygons picked from older data (before a filter changed) are never shown.
  const polygons = shown.from === data ? shown.fc : NO_POLYGONS;

  // Polygons only near the view, and only at zooms that draw them (centroids stand in further out):
  // the worker then tiles hundreds of polygons instead of every plot of the project.
  const showPolygonsInView = useCallback(() => {
    if (!map) return;
    const m = map.getMap();
    // Out of polygon zooms: keep what is there (it is not drawn), so zooming back in costs nothing.
    if (m.getZoom() < POLYGON_MIN_ZOOM - 0.5) return;
    const b = m.getBounds();
    // Half a view of margin on each side, so short pans need no new data.
    const dx = (b.getEast() - b.getWest()) / 2;
    const dy = (b.getNorth() - b.getSouth()) / 2;
    const next = polygonsInView(data, [
      b.getWest() - dx,
      b.getSouth() - dy,
      b.getEast() + dx,
      b.getNorth() + dy,
    ]);
    setShown((current) =>
      current.from === data &&
      current.plots.length === next.length &&
      current.plots.every((p, i) => p === next[i])
        ? current
        : { from: data, plots: next, fc: { type: 'FeatureCollection', features: next.map(polygonFeature) } },
    );
  }, [map, data]);

  useEffect(() => {
    if (!map) return;
    const m = map.getMap();
    const frame = requestAnimationFrame(showPolygonsInView);
    m.on('moveend', showPolygonsInView);
    return () => {
      cancelAnimationFrame(frame);
      m.off('moveend', showPolygonsInView);
    };
  }, [map, showPolygonsInView]);

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
      label="Map of the filtered plots, coloured by risk level. The table lists the same plots."
      className={className}
      fitBounds={bounds}
      interactiveLayerIds={INTERACTIVE_LAYERS}
      onClick={onClick}
      onMouseMove={onMouseMove}
      onMouseLeave={onMouseLeave}
      onMapRef={onMapRef}
      cursor={cursor}
    >
      {/* maxzoom 12: tiles past it are over-zoomed, which keeps the worker's tiling cheap. */}
      <Source id={POLYGON_SOURCE} type="geojson" data={polygons} promoteId="id" maxzoom={12}>
        <Layer {...fillLayer} />
        <Layer {...outlineLayer} />
      </Source>
      {/* Keyed on clustering: a GeoJSON source cannot switch it on or off in place. */}
      <Source
        key={clustered ? 'clustered' : 'single'}
        id={CENTROID_SOURCE}
        type="geojson"
        data={data.centroids}
        promoteId="id"
        maxzoom={12}
        cluster={clustered}
        clusterMaxZoom={CLUSTER_MAX_ZOOM}
        clusterRadius={CLUSTER_RADIUS}
        clusterProperties={clustered ? clusterProperties : undefined}
      >
        <Layer {...clusterLayer} />
        <Layer {...centroidLayer} />
        <Layer {...pointLayer} />
      </Source>
    </LazyBaseMap>
  );
}
