/** The plot's outline on the base map, filled with its risk colour (a point plot as a marker). */
import { useMemo } from 'react';
import { Layer, Source, type LayerProps } from '@vis.gl/react-maplibre';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { riskClassOf, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { plotBounds } from '@/lib/geo/plot-features.ts';

// The outline's layers (MapLibre style data, not words): the fill and the marker take the risk colour.
const fillLayer = (color: string): LayerProps => ({
  id: 'plot-outline-fill',
  type: 'fill',
  paint: { 'fill-color': color, 'fill-opacity': 0.35 },
  filter: ['==', ['geometry-type'], 'Polygon'],
});
const LINE_LAYER: LayerProps = {
  id: 'plot-outline-line',
  type: 'line',
  paint: { 'line-color': '#0f172a', 'line-width': 2.5 },
};
const pointLayer = (color: string): LayerProps => ({
  id: 'plot-outline-point',
  type: 'circle',
  filter: ['==', ['geometry-type'], 'Point'],
  paint: {
    'circle-color': color,
    'circle-radius': 8,
    'circle-stroke-color': '#0f172a',
    'circle-stroke-width': 2,
  },
});

export function PlotOutlineMap({ plot }: { plot: Plot }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const risk = riskClassOf(plot);
  const bounds = useMemo(() => plotBounds(plot), [plot]);
  const outline = useMemo<GeoJSON.Feature>(
    () => ({ type: 'Feature', properties: {}, geometry: plot.geometry }),
    [plot],
  );
  const color = RISK_STYLE[risk].color;
  return (
    <section aria-label={t({ id: 'plots.detail.outline' })}>
      <LazyBaseMap
        label={t({ id: 'plots.detail.outline.map' }, { name: plot.name })}
        className="h-[32rem]"
        fitBounds={bounds}
      >
        <Source id="plot-outline" type="geojson" data={outline}>
          <Layer {...fillLayer(color)} />
          <Layer {...LINE_LAYER} />
          <Layer {...pointLayer(color)} />
        </Source>
      </LazyBaseMap>
      <p className="mt-2 text-xs text-slate-600">
        {t(
          { id: 'plots.detail.outline.note' },
          { risk: t({ id: RISK_STYLE[risk].labelKey }).toLocaleLowerCase(intl.locale) },
        )}
      </p>
    </section>
  );
}
