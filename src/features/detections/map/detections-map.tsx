/**
 * A month's detections over the person's plots: clearings (red polygons, square markers when zoomed out),
 * fires (orange triangles), plots (green, the loader worker's tiles), and the plots a detection touches outlined in black dashes.
 * Hovering a detection names it; the table beside the map carries the same facts for keyboard users.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { Layer, Popup, Source, type MapLayerMouseEvent } from '@vis.gl/react-maplibre';
import { centroidPoint } from '@core/geo/outline.ts';
import { formatDate } from '@/lib/format/dates.ts';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { PlotLike } from '@/lib/detections/touched-plots.ts';
import type { Detection } from '@core/detections/detections.ts';
import {
  deforestationFill,
  deforestationLine,
  deforestationMarkers,
  fireMarkers,
  plotLayers,
  touchedLine,
  touchedPoints,
} from './layers.ts';
import { GeneratedImages } from '@/components/map/generated-images.tsx';
import { PlotContextSource } from '@/components/map/plot-context-source.tsx';
import type { PlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { MARKER_IMAGES } from './marker-images.ts';
import { confidenceMeaning } from '../lib/confidence.ts';

type Collection = GeoJSON.FeatureCollection;

// The layers a hover names (one array, so the map is not told of a new list each render).
const HOVERABLE = ['det-deforestation-fill', 'det-deforestation-markers', 'det-fire-markers'];

const collection = (features: GeoJSON.Feature[]): Collection => ({ type: 'FeatureCollection', features });
/** The feature as a marker at its centroid; nothing for an empty geometry. */
const marker = (f: GeoJSON.Feature): GeoJSON.Feature[] => {
  const point = f.geometry && centroidPoint(f.geometry);
  return point ? [{ ...f, geometry: point }] : [];
};
const shapeOf = (geometry: GeoJSON.Geometry): GeoJSON.Feature => ({
  type: 'Feature',
  properties: {},
  geometry,
});

const detectionFeature = (d: Detection): GeoJSON.Feature => ({
  type: 'Feature',
  geometry: d.geometry,
  properties: {
    id: d.id,
    kind: d.kind,
    date: d.date,
    confidence: d.confidence ?? '',
    areaHa: d.areaHa ?? -1,
  },
});

interface Hover {
  lng: number;
  lat: number;
  properties: { id: string; kind: string; date: string; confidence: string; areaHa: number };
}

export function DetectionsMap({
  plots,
  touched,
  clearings,
  fires,
  bounds,
}: {
  /** The person's plots, as the loader worker's tiles (null until they are all loaded). */
  plots: PlotTiles | null;
  /** The few plots a detection touches, drawn apart as GeoJSON. */
  touched: readonly PlotLike[];
  clearings: readonly Detection[];
  fires: readonly Detection[];
  bounds: Bounds | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const [hover, setHover] = useState<Hover | null>(null);
  const data = useMemo(() => {
    return {
      touchedShapes: collection(touched.map((p) => shapeOf(p.geometry))),
      touchedCentroids: collection(touched.map((p) => shapeOf(p.geometry)).flatMap(marker)),
      clearings: collection(clearings.map(detectionFeature)),
      clearingMarkers: collection(clearings.map(detectionFeature).flatMap(marker)),
      fires: collection(fires.map(detectionFeature)),
    };
  }, [touched, clearings, fires]);

  const onMouseMove = (e: MapLayerMouseEvent) => {
    const f = e.features?.[0];
    setHover(
      f ? { lng: e.lngLat.lng, lat: e.lngLat.lat, properties: f.properties as Hover['properties'] } : null,
    );
  };

  return (
    <LazyBaseMap
      label={t({ id: 'detections.map.label' })}
      className="h-[32rem]"
      fitBounds={bounds}
      interactiveLayerIds={HOVERABLE}
      onMouseMove={onMouseMove}
      onMouseLeave={() => setHover(null)}
      cursor={hover ? 'pointer' : undefined}
    >
      <GeneratedImages images={MARKER_IMAGES} />
      {/* Plots load after the detections: keep them underneath. */}
      <PlotContextSource id="det-plots" tiles={plots} layers={plotLayers} beforeId="det-touched-line" />
      <Source id="det-touched" type="geojson" data={data.touchedShapes}>
        <Layer {...touchedLine} />
      </Source>
      <Source id="det-touched-points" type="geojson" data={data.touchedCentroids}>
        <Layer {...touchedPoints} />
      </Source>
      <Source id="det-clearings" type="geojson" data={data.clearings}>
        <Layer {...deforestationFill} />
        <Layer {...deforestationLine} />
      </Source>
      <Source id="det-clearing-markers" type="geojson" data={data.clearingMarkers}>
        <Layer {...deforestationMarkers} />
      </Source>
      <Source id="det-fires" type="geojson" data={data.fires}>
        <Layer {...fireMarkers} />
      </Source>
      {hover ? (
        <Popup
          longitude={hover.lng}
          latitude={hover.lat}
          closeButton={false}
          closeOnClick={false}
          offset={12}
          className="pointer-events-none"
        >
          <div className="text-sm text-slate-900">
            <p className="font-semibold">
              {t({
                id:
                  hover.properties.kind === 'fire'
                    ? 'detections.kind.one.fire'
                    : 'detections.kind.one.deforestation',
              })}{' '}
              {hover.properties.id}
            </p>
            <p>
              {hover.properties.date
                ? t({ id: 'detections.hover.date' }, { date: formatDate(hover.properties.date, locale) })
                : t({ id: 'detections.hover.no-date' })}
            </p>
            {hover.properties.areaHa >= 0 ? (
              <p>{t({ id: 'detections.hover.area' }, { area: hover.properties.areaHa })}</p>
            ) : null}
            {hover.properties.confidence ? (
              <p className="max-w-xs">{confidenceMeaning(hover.properties.confidence, locale)}</p>
            ) : null}
          </div>
        </Popup>
      ) : null}
    </LazyBaseMap>
  );
}
