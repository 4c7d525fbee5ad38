/**
 * The risk-info map: monitored regions (dashed), the person's plots, the shape being asked about, and a
 * callout next to the shape when it is refused. Drawing is terra-draw's (TerraDrawControl).
 */
import { Layer, Source } from '@vis.gl/react-maplibre';
import { MONITORED_REGIONS } from '@core/geo/monitored-regions.ts';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import type { Bounds } from '@/lib/geo/bounds.ts';
import type { ShapeRefusal } from '../lib/api-error-explanations.ts';
import { plotFill, plotLine, plotPoints, regionOutline, shapeFill, shapeLine } from './layers.ts';
import { RefusalCallout } from './refusal-callout.tsx';
import { TerraDrawControl, type DrawMode } from './terra-draw-control.tsx';

export function RiskInfoMap({
  plots,
  plotCentroids,
  shape,
  refusal,
  bounds,
  mode,
  clearKey,
  onSketch,
  onFinish,
}: {
  plots: GeoJSON.FeatureCollection | null;
  plotCentroids: GeoJSON.FeatureCollection | null;
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
  return (
    <LazyBaseMap
      label={
        mode
          ? `Map: click to add the corners of a ${mode}`
          : 'Map of the area to ask about, your plots and the monitored regions'
      }
      className="h-[32rem]"
      fitBounds={bounds}
      cursor={mode ? 'crosshair' : undefined}
    >
      <Source id="ri-regions" type="geojson" data={MONITORED_REGIONS}>
        <Layer {...regionOutline} />
      </Source>
      {plots ? (
        <Source id="ri-plots" type="geojson" data={plots}>
          <Layer {...plotFill} />
          <Layer {...plotLine} />
        </Source>
      ) : null}
      {plotCentroids ? (
        <Source id="ri-plot-points" type="geojson" data={plotCentroids}>
          <Layer {...plotPoints} />
        </Source>
      ) : null}
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
