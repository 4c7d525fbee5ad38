/**
 * The one map component: MapLibre v6 through @vis.gl/react-maplibre, with sources and layers passed as
 * declarative children. Fits to `fitBounds` when given (from the data, never fixed viewports). Marks its
 * container `data-map-idle` once rendered so tests and benchmarks wait on the real thing. A map inside a long
 * page can leave one-finger and wheel scrolling to the page (`cooperativeGestures`).
 * Import it through LazyBaseMap so maplibre-gl stays in its own chunk.
 */
import { WORLD_BOUNDS, type Bounds } from '@/lib/geo/bounds.ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Map, NavigationControl, ScaleControl, type MapRef } from '@vis.gl/react-maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibre-setup.ts';
import { currentLocale } from '@core/i18n/locales.ts';
import { msg, render, sayNow } from '@core/i18n/messages.ts';
import { BASEMAPS, basemapStyle, OFFLINE_LABELS_LAYER } from './basemap-style.ts';
import { countryLabelField } from './country-labels.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { mapErrorKind } from './map-errors.ts';
import { FIT, frameBounds, type Frameable } from './frame-bounds.ts';
import { useBasemap } from './basemap-choice.ts';

export interface BaseMapProps {
  /** [minLng, minLat, maxLng, maxLat] to fit; the world when absent. */
  fitBounds?: Bounds | null;
  children?: ReactNode;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
  interactiveLayerIds?: string[];
  onClick?: React.ComponentProps<typeof Map>['onClick'];
  onMouseMove?: React.ComponentProps<typeof Map>['onMouseMove'];
  onMouseLeave?: React.ComponentProps<typeof Map>['onMouseLeave'];
  /** Called with the map once mounted (and null when unmounted). */
  onMapRef?: (map: MapRef | null) => void;
  cursor?: string;
  /**
   * For a map inside a long page (Uploads, /check): one finger or the mouse wheel scrolls the page, two
   * fingers or Ctrl + wheel move the map, and the map says so in the reader's language when needed.
   */
  cooperativeGestures?: boolean;
}

const WORLD = WORLD_BOUNDS;

/** What the map says when it cannot draw, in the reader's language (read when it happens). */
const t = (key: 'map.failed' | 'map.problem' | 'map.basemap-offline', reason?: string) =>
  sayNow(key, reason === undefined ? undefined : { reason });

/** The canvas' accessible name: the map's label. */
const nameCanvas = (map: { getCanvas(): HTMLCanvasElement }, label: string) =>
  map.getCanvas().setAttribute('aria-label', label);

/**
 * The resolution the end-to-end journeys ask maps to be drawn at (tests/e2e/fixtures.ts sets it before the
 * page loads), only in their build: software WebGL (SwiftShader) spends its time per pixel, and half the
 * resolution (a quarter of the pixels) halved the GPU process's CPU on the jurisdictions journeys (71 → 38
 * CPU-s). Journeys read a map through its features (one compares two screenshots of it, which still differ);
 * the benches set nothing and compare full-resolution drawing with bare MapLibre's.
 */
function journeyPixelRatio(): number | undefined {
  if (import.meta.env.MODE !== 'e2e') return undefined;
  const asked = (globalThis as { __journeyMapPixelRatio?: unknown }).__journeyMapPixelRatio;
  return typeof asked === 'number' ? asked : undefined;
}

export default function BaseMap({
  fitBounds,
  children,
  label,
  className = 'h-96',
  interactiveLayerIds,
  onClick,
  onMouseMove,
  onMouseLeave,
  onMapRef,
  cursor,
  cooperativeGestures = false,
}: BaseMapProps) {
  // Read once: MapLibre takes its interface strings when the map is made. Its controls' names and hints too,
  // or a French page's buttons read "Zoom in" (issue 52).
  const [mapTexts] = useState(() => {
    const locale = currentLocale();
    const say = (key: Parameters<typeof msg>[0]) => render(locale, msg(key));
    return {
      'CooperativeGesturesHandler.WindowsHelpText': say('map.gesture.windows'),
      'CooperativeGesturesHandler.MacHelpText': say('map.gesture.mac'),
      'CooperativeGesturesHandler.MobileHelpText': say('map.gesture.mobile'),
      'NavigationControl.ZoomIn': say('map.control.zoom-in'),
      'NavigationControl.ZoomOut': say('map.control.zoom-out'),
      'NavigationControl.ResetBearing': say('map.control.reset-bearing'),
      'AttributionControl.ToggleAttribution': say('map.control.attribution'),
      'AttributionControl.MapFeedback': say('map.control.feedback'),
      'Popup.Close': say('map.control.popup-close'),
      'Marker.Title': say('map.control.marker'),
      'Map.Title': say('map.control.title'),
    };
  });
  const basemap = useBasemap();
  // One style object per basemap: react-maplibre calls setStyle whenever the object changes, and a diff
  // against the live style removes every source a page added (and its feature-state) on each re-render.
  // The country names in the reader's language: the style is made with the language of the moment, and a
  // language chosen later is written into the labels layer (a new style object would drop the page's sources).
  const locale = useLocale();
  // Made again only when the basemap changes, in the language of that moment.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mapStyle = useMemo(() => basemapStyle(basemap, locale), [basemap]);
  const innerRef = useRef<MapRef | null>(null);
  const [idle, setIdle] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  // A basemap tile or label that could not be fetched (offline): a calm note, the map stays usable.
  const [basemapMissing, setBasemapMissing] = useState(false);
  const remoteStyle = BASEMAPS.find((b) => b.id === basemap)?.url ?? null;

  const boundsKey = fitBounds ? fitBounds.join(',') : 'world';
  // maplibre-gl loads asynchronously, so bounds can arrive after the map was mounted and before it exists
  // (the effect below finds no map then); the map frames the latest bounds as soon as it exists, before its
  // first tiles are asked for. Framing them only on 'load' fetched, cut and drew the tiles of the view it
  // was mounted with (the world) first: about a second of software-rendered frames on the Jurisdictions
  // page opened on a country (bench/region-map.ts).
  const latestBounds = useRef<Bounds | null>(null);
  useEffect(() => {
    latestBounds.current = fitBounds ?? null;
  });
  const frameLatest = (map: Frameable) => frameBounds(map, latestBounds.current ?? WORLD);

  // Framed once per map: the callback below is called again whenever a page passes a new onMapRef, and
  // framing then would undo the page's own zoom (Uploads' "Show" on a problem).
  const framed = useRef<MapRef | null>(null);
  const setRefs = useCallback(
    (instance: MapRef | null) => {
      innerRef.current = instance;
      if (instance && framed.current !== instance) {
        framed.current = instance;
        frameLatest(instance);
      }
      onMapRef?.(instance);
    },
    [onMapRef],
  );
  useEffect(() => {
    const map = innerRef.current;
    if (!map) return;
    frameBounds(map, fitBounds ?? WORLD);
    // boundsKey stands for fitBounds' value; the array identity may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boundsKey]);

  useEffect(() => {
    const map = innerRef.current?.getMap();
    if (map?.getLayer(OFFLINE_LABELS_LAYER))
      map.setLayoutProperty(OFFLINE_LABELS_LAYER, 'text-field', countryLabelField(locale));
  }, [locale]);

  // The label may change with the page's mode (e.g. drawing); keep the canvas's accessible name in step.
  useEffect(() => {
    if (innerRef.current) nameCanvas(innerRef.current, label);
  }, [label]);

  return (
    <div
      className={`relative overflow-hidden rounded-lg border border-slate-200 ${className}`}
      data-map-idle={idle}
    >
      <Map
        ref={setRefs}
        initialViewState={{ bounds: fitBounds ?? WORLD, fitBoundsOptions: FIT }}
        mapStyle={mapStyle}
        style={{ width: '100%', height: '100%' }}
        fadeDuration={0}
        // The world once, never side by side: every map here shows places (plots, countries, regions), and a
        // copy of each beside the world at low zoom is a second Brazil to hover or click. MapLibre draws a
        // copy's tiles whole although only a sliver shows: three times the triangles of the Jurisdictions
        // world view (660,000 indices a frame instead of 220,000, measured through WebGL's drawElements).
        renderWorldCopies={false}
        pixelRatio={journeyPixelRatio()}
        attributionControl={{ compact: true }}
        cooperativeGestures={cooperativeGestures}
        locale={mapTexts}
        interactiveLayerIds={interactiveLayerIds}
        onClick={onClick}
        onMouseMove={onMouseMove}
        onMouseLeave={onMouseLeave}
        cursor={cursor}
        onIdle={() => setIdle(true)}
        onMoveStart={() => setIdle(false)}
        onError={(e) => {
          const kind = mapErrorKind(e, remoteStyle);
          if (kind.kind === 'basemap') setBasemapMissing(true);
          else setFailed(kind.reason ?? t('map.failed'));
        }}
        onLoad={(e) => {
          nameCanvas(e.target, label);
          // Again once loaded: the container may have changed size while the style loaded.
          frameLatest(e.target);
        }}
      >
        <NavigationControl position="top-right" />
        <ScaleControl position="bottom-left" />
        {children}
      </Map>
      {failed ? (
        <p
          role="status"
          className="absolute bottom-8 left-2 rounded bg-white/90 px-2 py-1 text-xs text-red-800"
        >
          {t('map.problem', failed)}
        </p>
      ) : basemapMissing ? (
        <p
          role="status"
          className="absolute bottom-8 left-2 rounded bg-white/90 px-2 py-1 text-xs text-slate-700"
        >
          {t('map.basemap-offline')}
        </p>
      ) : null}
    </div>
  );
}
