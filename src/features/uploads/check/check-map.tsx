/**
 * The file's plots on the map, problem plots highlighted (colour plus line style, explained in the legend).
 * Clicking a plot selects it; selecting a problem elsewhere zooms here. Selection is feature-state, so the
 * (possibly large) preview is never re-sent to the map for a click.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { MapRef } from '@vis.gl/react-maplibre';
import { useIntl } from 'react-intl';
import { PreviewSource } from './preview-source.tsx';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import { boundsOf } from '@/lib/geo/bounds.ts';
import type { PreviewCollection } from './check-protocol.ts';
import { COLOURS, INTERACTIVE_LAYERS, PREVIEW_SOURCE } from './preview-layers.ts';

export function CheckMap({
  preview,
  selectedUid,
  zoomTo,
  onSelect,
  shown,
  total,
  undrawable,
}: {
  preview: PreviewCollection;
  selectedUid: number | null;
  /** Changes when a problem asks to be shown: the map zooms to that plot. */
  zoomTo: { uid: number; seq: number } | null;
  onSelect: (uid: number | null) => void;
  shown: number;
  total: number;
  undrawable: number;
}) {
  const t = useIntl().formatMessage;
  const mapRef = useRef<MapRef | null>(null);
  const fit = useMemo(() => boundsOf(preview), [preview]);
  const byUid = useMemo(() => new Map(preview.features.map((f) => [f.properties.uid, f])), [preview]);
  const previousSelection = useRef<number | null>(null);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !map.getSource(PREVIEW_SOURCE)) return;
    if (previousSelection.current !== null) {
      map.setFeatureState({ source: PREVIEW_SOURCE, id: previousSelection.current }, { selected: false });
    }
    if (selectedUid !== null)
      map.setFeatureState({ source: PREVIEW_SOURCE, id: selectedUid }, { selected: true });
    previousSelection.current = selectedUid;
  }, [selectedUid, preview]);

  useEffect(() => {
    const map = mapRef.current;
    const box = boundsOf(zoomTo ? byUid.get(zoomTo.uid) : undefined);
    if (!map || !box) return;
    map.fitBounds(box, { padding: 80, maxZoom: 16, duration: 0 });
  }, [zoomTo, byUid]);

  return (
    <div>
      <LazyBaseMap
        cooperativeGestures
        label={t({ id: 'uploads.map.label' })}
        className="h-[28rem]"
        fitBounds={fit}
        interactiveLayerIds={INTERACTIVE_LAYERS}
        onMapRef={(m) => (mapRef.current = m)}
        onClick={(e) => {
          const f = e.features?.[0];
          const uid = f?.properties?.uid;
          onSelect(typeof uid === 'number' ? uid : null);
        }}
        cursor="pointer"
      >
        <PreviewSource preview={preview} />
      </LazyBaseMap>
      <ul
        aria-label={t({ id: 'selfcheck.map.legend' })}
        className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700"
      >
        <li className="flex items-center gap-2">
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" stroke={COLOURS.error} strokeWidth="4" />
          </svg>
          {t({ id: 'uploads.map.error' })}
        </li>
        <li className="flex items-center gap-2">
          <svg width="36" height="12" aria-hidden="true">
            <line
              x1="0"
              y1="6"
              x2="36"
              y2="6"
              stroke={COLOURS.warning}
              strokeWidth="3"
              strokeDasharray="6 4"
            />
          </svg>
          {t({ id: 'uploads.map.warning' })}
        </li>
        <li className="flex items-center gap-2">
          <svg width="36" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="36" y2="6" stroke={COLOURS.ok} strokeWidth="1.5" />
          </svg>
          {t({ id: 'uploads.map.ok' })}
        </li>
        <li>{t({ id: 'uploads.map.selected' })}</li>
      </ul>
      {undrawable > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {t({ id: 'uploads.map.undrawable' }, { count: undrawable })}
        </p>
      ) : null}
      {shown < total - undrawable ? (
        <p className="mt-1 text-sm text-amber-900">
          {t({ id: 'uploads.map.partial' }, { shown, total: total - undrawable })}
        </p>
      ) : null}
    </div>
  );
}
