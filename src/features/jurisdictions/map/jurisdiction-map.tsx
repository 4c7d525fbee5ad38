/**
 * The choropleth: listed jurisdictions coloured and hatched by risk, the selected one outlined from its
 * detail geometry, and the person's plots as points on top ("plot and region in one view"). Hover and
 * selection use feature-state (promoteId iso2), so they never re-send the country shapes.
 */
import { useRef, useState } from 'react';
import { Layer, Popup, Source, type MapLayerMouseEvent, type MapRef } from '@vis.gl/react-maplibre';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { ChoroplethProperties } from '../lib/choropleth.ts';
import { jurisdictionRiskStyle } from '../lib/risk-style.ts';
import {
  CHOROPLETH_SOURCE,
  choroplethFill,
  choroplethLine,
  choroplethPattern,
  plotLayers,
  selectedCasing,
  selectedOutline,
} from './layers.ts';
import { GeneratedImages } from '@/components/map/generated-images.tsx';
import { PlotContextSource } from '@/components/map/plot-context-source.tsx';
import type { PlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { RISK_PATTERN_IMAGES } from './risk-patterns.ts';

interface Hover {
  /** The data the hover was read from: a new list may drop the country, so an old hover is not shown. */
  source: unknown;
  properties: ChoroplethProperties;
  lng: number;
  lat: number;
}

export function JurisdictionMap({
  choropleth,
  plots,
  plotCountOf,
  outline,
  bounds,
  onSelect,
}: {
  /** null while the plots are still being counted. */
  plotCountOf: (iso2: string) => number | null;
  choropleth: GeoJSON.FeatureCollection<GeoJSON.Geometry, ChoroplethProperties> | null;
  /** The person's plots, as the loader worker's tiles (null until they are all loaded). */
  plots: PlotTiles | null;
  outline: GeoJSON.Geometry | null;
  bounds: Bounds | null;
  onSelect: (jurisdictionId: string) => void;
}) {
  const [map, setMap] = useState<MapRef | null>(null);
  const [hoverState, setHover] = useState<Hover | null>(null);
  const hover = hoverState?.source === choropleth ? hoverState : null;
  const hoveredId = useRef<string | null>(null);

  const setHoverState = (iso2: string | null) => {
    if (!map || hoveredId.current === iso2) return;
    if (hoveredId.current)
      map.setFeatureState({ source: CHOROPLETH_SOURCE, id: hoveredId.current }, { hover: false });
    if (iso2) map.setFeatureState({ source: CHOROPLETH_SOURCE, id: iso2 }, { hover: true });
    hoveredId.current = iso2;
  };

  const onMouseMove = (e: MapLayerMouseEvent) => {
    const feature = e.features?.[0];
    const properties = feature?.properties as ChoroplethProperties | undefined;
    setHoverState(properties?.iso2 ?? null);
    setHover(properties ? { source: choropleth, properties, lng: e.lngLat.lng, lat: e.lngLat.lat } : null);
  };

  return (
    <LazyBaseMap
      label="Map of jurisdiction risk; the table below lists the same jurisdictions"
      className="h-[30rem]"
      fitBounds={bounds}
      onMapRef={setMap}
      interactiveLayerIds={['jur-fill']}
      cursor={hover ? 'pointer' : undefined}
      onMouseMove={onMouseMove}
      onMouseLeave={() => {
        setHoverState(null);
        setHover(null);
      }}
      onClick={(e) => {
        const properties = e.features?.[0]?.properties as ChoroplethProperties | undefined;
        if (properties) onSelect(properties.jurisdictionId);
      }}
    >
      <GeneratedImages images={RISK_PATTERN_IMAGES} />
      {choropleth ? (
        <Source id={CHOROPLETH_SOURCE} type="geojson" data={choropleth} promoteId="iso2">
          <Layer {...choroplethFill} />
          <Layer {...choroplethPattern} />
          <Layer {...choroplethLine} />
        </Source>
      ) : null}
      {outline ? (
        <Source id="jur-selected" type="geojson" data={outline}>
          <Layer {...selectedCasing} />
          <Layer {...selectedOutline} />
        </Source>
      ) : null}
      <PlotContextSource id="jur-plots" tiles={plots} layers={plotLayers} />
      {hover ? (
        <Popup
          longitude={hover.lng}
          latitude={hover.lat}
          closeButton={false}
          closeOnClick={false}
          offset={12}
          maxWidth="16rem"
          // The tooltip follows the pointer: it must never catch the click meant for the map.
          className="pointer-events-none"
        >
          <div className="text-sm text-slate-900">
            <p className="font-semibold">{hover.properties.name}</p>
            <p>Risk: {jurisdictionRiskStyle(hover.properties.riskLevel).label}</p>
            <p>Your plots: {plotCountOf(hover.properties.iso2)?.toLocaleString() ?? 'counting…'}</p>
            <p className="text-xs text-slate-600">Click for details</p>
          </div>
        </Popup>
      ) : null}
    </LazyBaseMap>
  );
}
