/**
 * The risk-info map: monitored regions (dashed), the person's plots, the shape being asked about, and a
 * callout next to the shape when it is refused. Drawing is terra-draw's (TerraDrawControl).
 */
import { Layer, Source } from '@vis.gl/react-maplibre';
import { useIntl } from 'react-intl';
import { MONITORED_REGIONS } from '@core/geo/monitored-regions.ts';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { ShapeRefusal } from '../lib/api-error-explanations.ts';
import { PlotContextSource } from '@/components/map/plot-context-source.tsx';
import type { PlotTiles } from '@/lib/plot-loader/page/use-plot-tiles.ts';
import { plotLayers, regionOutline, shapeFill, shapeLine } from './layers.ts';
import { RefusalCallout } from './refusal-callout.tsx';
import { TerraDrawControl, type DrawMode } from './terra-draw-control.tsx';

export function RiskInfoMap({
  plots,
  shape,
  refusal,
  bounds,
  mode,
  clearKey,
  onSketch,
  onFinish,
}: {
  /** The person's plots, as the loader worker's tiles (null until they are all loaded). */
  plots: PlotTiles | null;
  /** A pasted, picked or remembered shape (a drawn one stays in terra-draw). */
  shape: GeoJSON.Polygon | null;
  /** Shown next to `refusalAt`. */
  refusal: { at: GeoJSON.Polygon; message: ShapeRefusal } | null;
  bounds: Bounds | null;
  mode: DrawMode | null;
  clearKey: number;
  onSketch: (polygon: GeoJSON.Polygon | null) => void;
  onFinish: (polygon: GeoJSON.Polygon) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <LazyBaseMap
      label={t({
        id: mode
          ? mode === 'rectangle'
            ? 'riskinfo.map.rectangle'
            : 'riskinfo.map.polygon'
          : 'riskinfo.map.idle',
      })}
      className="h-[32rem]"
      fitBounds={bounds}
      cursor={mode ? 'crosshair' : undefined}
    >
      <Source id="ri-regions" type="geojson" data={MONITORED_REGIONS}>
        <Layer {...regionOutline} />
      </Source>
      <PlotContextSource id="ri-plots" tiles={plots} layers={plotLayers} />
      {shape ? (
        <Source id="ri-shape" type="geojson" data={shape}>
          <Layer {...shapeFill} />
          <Layer {...shapeLine} />
        </Source>
      ) : null}
      <TerraDrawControl mode={mode} clearKey={clearKey} onSketch={onSketch} onFinish={onFinish} />
      {refusal ? <RefusalCallout at={refusal.at} message={refusal.message} /> : null}
    </LazyBaseMap>
  );
}
