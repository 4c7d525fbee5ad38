/**
 * The reason a shape was refused, pinned to the shape: it hangs from the middle of the shape's top edge,
 * moved inside the view when that point is off screen or near an edge (lib/callout-position.ts), so it is
 * always whole and readable. When it appears, the map is scrolled into the window if it is not in it: the
 * button that asked sits below the map. This is the page's only copy of the refusal.
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { Marker, useMap } from '@vis.gl/react-maplibre';
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import bbox from '@turf/bbox';
import type { ShapeRefusal } from '../lib/api-error-explanations.ts';
import { calloutPosition, type Size } from '../lib/callout-position.ts';

/** Until it is measured: the callout's width (max-w-xs) and a typical height. */
const FIRST_GUESS: Size = { width: 320, height: 110 };

export function RefusalCallout({ at, message }: { at: GeoJSON.Polygon; message: ShapeRefusal }) {
  const { current } = useMap();
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const title = messageIn(locale, message.title);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>(FIRST_GUESS);
  // Re-place on every move and resize of the map.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    map.on('move', redraw);
    map.on('resize', redraw);
    return () => {
      map.off('move', redraw);
      map.off('resize', redraw);
    };
  }, [current]);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measured = { width: el.offsetWidth, height: el.offsetHeight };
    if (measured.width && (measured.width !== size.width || measured.height !== size.height))
      setSize(measured);
  }, [message, size.width, size.height]);

  useEffect(() => {
    current?.getMap().getContainer().scrollIntoView({ block: 'nearest' });
  }, [current, at, message]);

  const map = current?.getMap();
  if (!map) return null;
  const [minLng, , maxLng, maxLat] = bbox(at);
  const container = map.getContainer();
  const point = calloutPosition(
    map.project([(minLng + maxLng) / 2, maxLat]),
    { width: container.clientWidth, height: container.clientHeight },
    size,
  );
  const { lng, lat } = map.unproject([point.x, point.y]);
  return (
    <Marker longitude={lng} latitude={lat} anchor="top">
      <div
        ref={box}
        role="alert"
        className="max-w-xs rounded-md border-2 border-red-700 bg-white p-2 text-xs text-red-900 shadow-lg"
      >
        <p className="font-semibold">
          {message.notSent
            ? t({ id: 'riskinfo.refusal.not-sent' }, { reason: title.toLocaleLowerCase(locale) })
            : title}
        </p>
        <p className="mt-0.5">{messageIn(locale, message.detail)}</p>
        <p className="mt-0.5 text-slate-700">{messageIn(locale, message.hint)}</p>
      </div>
    </Marker>
  );
}
