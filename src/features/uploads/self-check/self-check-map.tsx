/**
 * The checked plots on the map for the self-check, with its legend in the supplier's language: problem plots
 * outlined as on the Uploads page (the same layers, check/preview-layers.ts). "Show on the map" on a problem
 * zooms here. The map uses the built-in offline basemap unless this device chose another.
 */
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MapRef } from '@vis.gl/react-maplibre';
import { PreviewSource } from '../check/preview-source.tsx';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { boundsOf } from '@/lib/geo/bounds.ts';
import type { PreviewCollection } from '../check/check-protocol.ts';
import { COLOURS } from '../check/preview-layers.ts';

export function SelfCheckMap({
  preview,
  zoomTo,
}: {
  preview: PreviewCollection;
  zoomTo: { uid: number; seq: number } | null;
}) {
  const t = useIntl().formatMessage;
  const mapRef = useRef<MapRef | null>(null);
  const fit = useMemo(() => boundsOf(preview), [preview]);
  const byUid = useMemo(() => new Map(preview.features.map((f) => [f.properties.uid, f])), [preview]);

  useEffect(() => {
    const box = boundsOf(zoomTo ? byUid.get(zoomTo.uid) : undefined);
    if (mapRef.current && box) mapRef.current.fitBounds(box, { padding: 40, maxZoom: 16, duration: 0 });
  }, [zoomTo, byUid]);

  const legend: {
    key: 'selfcheck.map.error' | 'selfcheck.map.warning' | 'selfcheck.map.ok';
    line: ReactElement;
  }[] = [
    {
      key: 'selfcheck.map.error',
      line: <line x1="0" y1="6" x2="36" y2="6" stroke={COLOURS.error} strokeWidth="4" />,
    },
    {
      key: 'selfcheck.map.warning',
      line: (
        <line x1="0" y1="6" x2="36" y2="6" stroke={COLOURS.warning} strokeWidth="3" strokeDasharray="6 4" />
      ),
    },
    {
      key: 'selfcheck.map.ok',
      line: <line x1="0" y1="6" x2="36" y2="6" stroke={COLOURS.ok} strokeWidth="1.5" />,
    },
  ];

  return (
    <div>
      <LazyBaseMap
        cooperativeGestures
        label={t({ id: 'selfcheck.map.label' })}
        className="h-72 sm:h-96"
        fitBounds={fit}
        onMapRef={(m) => (mapRef.current = m)}
      >
        <PreviewSource preview={preview} />
      </LazyBaseMap>
      <ul
        aria-label={t({ id: 'selfcheck.map.legend' })}
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
      >
        {legend.map((l) => (
          <li key={l.key} className="flex items-center gap-2">
            <svg width="36" height="12" aria-hidden="true">
              {l.line}
            </svg>
            {t({ id: l.key })}
          </li>
        ))}
      </ul>
    </div>
  );
}
