/** The plot's outline on the base map, filled with its risk colour (a point plot as a marker). */
import { useMemo } from 'react';
import { Layer, Source } from '@vis.gl/react-maplibre';
import type { Plot } from '@core/api/schemas.ts';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { riskClassOf, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { plotBounds } from '@/lib/geo/plot-features.ts';

export function PlotOutlineMap({ plot }: { plot: Plot }) {
  const risk = riskClassOf(plot);
  const bounds = useMemo(() => plotBounds(plot), [plot]);
  const outline = useMemo<GeoJSON.Feature>(
    () => ({ type: 'Feature', properties: {}, geometry: plot.geometry }),
    [plot],
  );
  const color = RISK_STYLE[risk].color;
  return (
    <section aria-label="Plot outline">
      <LazyBaseMap label={`Outline of plot ${plot.name}`} className="h-[32rem]" fitBounds={bounds}>
        <Source id="plot-outline" type="geojson" data={outline}>
          <Layer
            id="plot-outline-fill"
            type="fill"
            paint={{ 'fill-color': color, 'fill-opacity': 0.35 }}
            filter={['==', ['geometry-type'], 'Polygon']}
          />
          <Layer id="plot-outline-line" type="line" paint={{ 'line-color': '#0f172a', 'line-width': 2.5 }} />
          <Layer
            id="plot-outline-point"
            type="circle"
            filter={['==', ['geometry-type'], 'Point']}
            paint={{
              'circle-color': color,
              'circle-radius': 8,
              'circle-stroke-color': '#0f172a',
              'circle-stroke-width': 2,
            }}
          />
        </Source>
      </LazyBaseMap>
      <p className="mt-2 text-xs text-slate-600">
        Outline of the plot as uploaded; its fill shows the risk level ({RISK_STYLE[risk].label.toLowerCase()}
        ).
      </p>
    </section>
  );
}
