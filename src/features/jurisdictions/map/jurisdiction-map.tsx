/**
 * The choropleth: listed countries coloured and hatched by risk (drawn from the offline basemap's vector
 * tiles, their risk picked by ISO code in the style: no country geometry leaves the page), an opened
 * country's regions drawn over it
 * by their own risk, the selected one outlined from its detail geometry, and the person's plots as points
 * on top ("plot and region in one view"). The EU's official country benchmark is another layer, shown
 * instead of the service's risk when chosen, never mixed with it. Hover and selection use feature-state, so
 * they never re-send the shapes.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Layer, Popup, Source, type MapLayerMouseEvent, type MapRef } from '@vis.gl/react-maplibre';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { useBasemap } from '@/components/map/basemap-choice.ts';
import { OFFLINE_COUNTRIES_SOURCE, OFFLINE_LABELS_LAYER } from '@/components/map/basemap-style.ts';
import { benchmarkLabel } from '@/components/eu-benchmark-badge.tsx';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { BenchmarkProperties, ChoroplethProperties } from '../lib/choropleth.ts';
import type { PlotTally } from '../lib/plot-tally.ts';
import { jurisdictionRiskStyle } from '../lib/risk-style.ts';
import {
  BENCHMARK_SOURCE_ID,
  benchmarkFill,
  benchmarkLine,
  benchmarkPattern,
  CHOROPLETH_SOURCE,
  COUNTRY_TILES_MAXZOOM,
  countryRiskLayers,
  plotLayers,
  plotsBelowAnchor,
  PLOTS_BELOW_ANCHOR,
  REGION_SOURCE,
  regionsBelowAnchor,
  REGIONS_BELOW_ANCHOR,
  regionFill,
  regionLine,
  regionPattern,
  selectedCasing,
  selectedOutline,
} from './layers.ts';
import { GeneratedImages } from '@/components/map/generated-images.tsx';
import { PlotContextSource } from '@/components/map/plot-context-source.tsx';
import type { PlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { exposeJurisdictionMap } from './e2e-hook.ts';
import { RISK_PATTERN_IMAGES } from './risk-patterns.ts';

export type MapLayer = 'risk' | 'benchmark';

/** A hovered feature, as feature-state names it (the countries come from a vector source: with its layer). */
interface Hovered {
  source: string;
  sourceLayer?: string;
  id: string;
}

interface Hover extends Hovered {
  /** The data the hover was read from: a new list may drop the jurisdiction, so an old hover is not shown. */
  data: unknown;
  properties: ChoroplethProperties | BenchmarkProperties;
  lng: number;
  lat: number;
}

const RISK_LAYERS = ['jur-region-fill', 'jur-fill'];
const BENCHMARK_LAYERS = ['jur-benchmark-fill'];

export function JurisdictionMap({
  layer,
  countryRisk,
  regions,
  benchmark,
  plots,
  tallyOf,
  outline,
  bounds,
  onSelect,
}: {
  layer: MapLayer;
  /** Each listed country's jurisdiction and risk by ISO code (choropleth.ts countryRiskOf). */
  countryRisk: ReadonlyMap<string, ChoroplethProperties> | null;
  /** The open country's regions with their boundaries; null when no country is open. */
  regions: GeoJSON.FeatureCollection<GeoJSON.Geometry, ChoroplethProperties> | null;
  benchmark: GeoJSON.FeatureCollection<GeoJSON.Geometry, BenchmarkProperties> | null;
  /** The person's plots, as the loader worker's tiles (null until they are all loaded). */
  plots: PlotTiles | null;
  /** Plots and suppliers in a jurisdiction; null while they are counted. */
  tallyOf: (jurisdictionId: string, iso2: string) => PlotTally | null;
  outline: GeoJSON.Geometry | null;
  bounds: Bounds | null;
  onSelect: (jurisdictionId: string) => void;
}) {
  const t = useIntl().formatMessage;
  const [map, setMap] = useState<MapRef | null>(null);
  const [hoverState, setHover] = useState<Hover | null>(null);
  // Stable: the base map calls a new callback again, with null first.
  const onMapRef = useCallback((ref: MapRef | null) => {
    setMap(ref);
    if (import.meta.env.MODE === 'e2e') exposeJurisdictionMap(ref?.getMap() ?? null);
  }, []);
  // On the offline basemap the countries are drawn from its own source: their tiles are fetched and decoded
  // once, not once for the basemap and again for the choropleth (the map's one worker on two cores).
  const countrySource = useBasemap() === 'offline' ? OFFLINE_COUNTRIES_SOURCE : CHOROPLETH_SOURCE;
  // The offline basemap's country names stay above the colours and the selected outline (the plots go over
  // them): under them, a region cut a name in two ("Ind" left of Indonesia's provinces), a country's colour
  // greyed its own name and the outline crossed it.
  const labelsLayer = countrySource === OFFLINE_COUNTRIES_SOURCE ? OFFLINE_LABELS_LAYER : undefined;
  const dataOf = (source: string) =>
    source === REGION_SOURCE ? regions : source === BENCHMARK_SOURCE_ID ? benchmark : countryRisk;
  const hover = hoverState && hoverState.data === dataOf(hoverState.source) ? hoverState : null;
  const hovered = useRef<Hovered | null>(null);
  const countryLayers = useMemo(
    () => (countryRisk ? countryRiskLayers(countryRisk, { source: countrySource }) : null),
    [countryRisk, countrySource],
  );
  // The tiles the offline basemap draws, from our own origin whichever basemap is chosen.
  const countryTiles = useMemo(() => [`${window.location.origin}/basemap/tiles/{z}/{x}/{y}.pbf`], []);

  /** A feature's jurisdiction: a country's from the risk table by its code, a region's from its own data. */
  const propertiesOf = (source: string, properties: Record<string, unknown>): Hover['properties'] | null => {
    if (source !== countrySource) return properties as unknown as Hover['properties'];
    const iso2 = typeof properties.iso2 === 'string' ? properties.iso2.toUpperCase() : '';
    return countryRisk?.get(iso2) ?? null;
  };

  const setHoverState = (next: Hovered | null) => {
    const was = hovered.current;
    if (!map || (was?.source === next?.source && was?.id === next?.id)) return;
    if (was && map.getSource(was.source)) map.setFeatureState(was, { hover: false });
    if (next) map.setFeatureState(next, { hover: true });
    hovered.current = next;
  };

  const onMouseMove = (e: MapLayerMouseEvent) => {
    // The topmost layer comes first: a region over its country.
    const feature = e.features?.[0];
    const source = feature?.source;
    const id = feature?.id === undefined ? undefined : String(feature.id);
    const properties = source && feature ? propertiesOf(source, feature.properties) : null;
    if (!feature || !source || id === undefined || !properties) {
      setHoverState(null);
      setHover(null);
      return;
    }
    const sourceLayer = feature.sourceLayer;
    setHoverState(sourceLayer ? { source, sourceLayer, id } : { source, id });
    setHover({
      data: dataOf(source),
      source,
      ...(sourceLayer ? { sourceLayer } : {}),
      id,
      properties,
      lng: e.lngLat.lng,
      lat: e.lngLat.lat,
    });
  };
  const risk = layer === 'risk';

  return (
    <LazyBaseMap
      label={t({ id: risk ? 'jurisdictions.map.risk' : 'jurisdictions.map.benchmark' })}
      className="h-[30rem]"
      fitBounds={bounds}
      onMapRef={onMapRef}
      interactiveLayerIds={risk ? RISK_LAYERS : BENCHMARK_LAYERS}
      cursor={hover ? 'pointer' : undefined}
      onMouseMove={onMouseMove}
      onMouseLeave={() => {
        setHoverState(null);
        setHover(null);
      }}
      onClick={(e) => {
        const feature = e.features?.[0];
        const properties = feature ? propertiesOf(feature.source, feature.properties) : null;
        if (risk && properties && 'jurisdictionId' in properties) onSelect(properties.jurisdictionId);
      }}
    >
      <GeneratedImages images={RISK_PATTERN_IMAGES} />
      <Layer {...regionsBelowAnchor} beforeId={labelsLayer} />
      <Layer {...plotsBelowAnchor} beforeId={labelsLayer} />
      {countryLayers && risk ? (
        countrySource === CHOROPLETH_SOURCE ? (
          <Source
            id={CHOROPLETH_SOURCE}
            type="vector"
            tiles={countryTiles}
            maxzoom={COUNTRY_TILES_MAXZOOM}
            promoteId="iso2"
          >
            {countryLayerElements(countryLayers)}
          </Source>
        ) : (
          countryLayerElements(countryLayers)
        )
      ) : null}
      {regions && risk ? (
        <Source id={REGION_SOURCE} type="geojson" data={regions} promoteId="jurisdictionId">
          <Layer {...regionFill} beforeId={PLOTS_BELOW_ANCHOR} />
          <Layer {...regionPattern} beforeId={PLOTS_BELOW_ANCHOR} />
          <Layer {...regionLine} beforeId={PLOTS_BELOW_ANCHOR} />
        </Source>
      ) : null}
      {benchmark && !risk ? (
        <Source id={BENCHMARK_SOURCE_ID} type="geojson" data={benchmark} promoteId="iso2">
          <Layer {...benchmarkFill} beforeId={PLOTS_BELOW_ANCHOR} />
          <Layer {...benchmarkPattern} beforeId={PLOTS_BELOW_ANCHOR} />
          <Layer {...benchmarkLine} beforeId={PLOTS_BELOW_ANCHOR} />
        </Source>
      ) : null}
      {outline ? (
        <Source id="jur-selected" type="geojson" data={outline}>
          <Layer {...selectedCasing} beforeId={labelsLayer} />
          <Layer {...selectedOutline} beforeId={labelsLayer} />
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
          <HoverText hover={hover} tallyOf={tallyOf} />
        </Popup>
      ) : null}
    </LazyBaseMap>
  );
}

/** The countries' layers, under the regions whichever comes first. */
const countryLayerElements = (layers: NonNullable<ReturnType<typeof countryRiskLayers>>) => (
  <>
    <Layer {...layers.fill} beforeId={REGIONS_BELOW_ANCHOR} />
    <Layer {...layers.pattern} beforeId={REGIONS_BELOW_ANCHOR} />
    <Layer {...layers.line} beforeId={REGIONS_BELOW_ANCHOR} />
  </>
);

function HoverText({
  hover,
  tallyOf,
}: {
  hover: Hover;
  tallyOf: (jurisdictionId: string, iso2: string) => PlotTally | null;
}) {
  const t = useIntl().formatMessage;
  const p = hover.properties;
  if ('tier' in p)
    return (
      <div className="text-sm text-slate-900">
        <p className="font-semibold">{p.name}</p>
        <p>{t({ id: 'jurisdictions.hover.benchmark' }, { tier: benchmarkLabel(p.tier) })}</p>
      </div>
    );
  const tally = tallyOf(p.jurisdictionId, p.iso2);
  return (
    <div className="text-sm text-slate-900">
      <p className="font-semibold">{p.name}</p>
      <p>{t({ id: 'jurisdictions.hover.risk' }, { level: jurisdictionRiskStyle(p.riskLevel).label })}</p>
      <p>
        {tally
          ? t({ id: 'jurisdictions.hover.plots' }, { plots: tally.plots, suppliers: tally.suppliers })
          : t({ id: 'jurisdictions.hover.counting' })}
      </p>
      <p className="text-xs text-slate-600">{t({ id: 'jurisdictions.hover.details' })}</p>
    </div>
  );
}
