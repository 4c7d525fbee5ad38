/**
 * One repaired plot before and after on the map: the original outline dashed red, the repaired plot(s)
 * filled green with a solid outline, so a person sees exactly what land the fix keeps, adds or drops.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Layer, Source } from '@vis.gl/react-maplibre';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { boundsOf } from '@/lib/geo/bounds.ts';

const BEFORE = '#b91c1c';
const AFTER = '#047857';

export function FixCompareMap({
  before,
  after,
  label,
}: {
  before: GeoJSON.Geometry;
  after: GeoJSON.Geometry[];
  label: string;
}) {
  const t = useIntl().formatMessage;
  const data = useMemo(() => {
    const b: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: before }],
    };
    const a: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: after.map((geometry, i) => ({ type: 'Feature', properties: { part: i + 1 }, geometry })),
    };
    return { b, a, fit: boundsOf([before, ...after]) };
  }, [before, after]);

  return (
    <div>
      <LazyBaseMap cooperativeGestures label={label} className="h-72" fitBounds={data.fit}>
        <Source id="fix-after" type="geojson" data={data.a}>
          <Layer id="fix-after-fill" type="fill" paint={{ 'fill-color': AFTER, 'fill-opacity': 0.35 }} />
          <Layer id="fix-after-line" type="line" paint={{ 'line-color': AFTER, 'line-width': 2 }} />
        </Source>
        <Source id="fix-before" type="geojson" data={data.b}>
          <Layer
            id="fix-before-line"
            type="line"
            paint={{ 'line-color': BEFORE, 'line-width': 3, 'line-dasharray': [2, 1.5] }}
          />
        </Source>
      </LazyBaseMap>
      <ul aria-label={t({ id: 'uploads.fix-map.legend' })} className="mt-1 flex gap-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" stroke={BEFORE} strokeWidth="3" strokeDasharray="6 4" />
          </svg>
          {t({ id: 'uploads.fix-map.before' })}
        </li>
        <li className="flex items-center gap-2">
          <svg width="24" height="12" aria-hidden="true">
            <rect x="1" y="1" width="22" height="10" fill={AFTER} fillOpacity="0.35" stroke={AFTER} />
          </svg>
          {t({ id: 'uploads.fix-map.after' }, { count: after.length })}
        </li>
      </ul>
    </div>
  );
}
