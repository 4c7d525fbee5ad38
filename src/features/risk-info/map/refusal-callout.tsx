/**
 * The reason a shape was refused, pinned to the shape: it hangs from the middle of the shape's top edge,
 * or from the top of the view when that edge is off screen, so it stays next to the shape and in sight.
 */
import { useEffect, useState } from 'react';
import { Marker, useMap } from '@vis.gl/react-maplibre';
import bbox from '@turf/bbox';
import type { ShapeRefusal } from '../lib/api-error-explanations.ts';

export function RefusalCallout({ at, message }: { at: GeoJSON.Polygon; message: ShapeRefusal }) {
  const { current } = useMap();
  const [north, setNorth] = useState<number | null>(null);
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const update = () => setNorth(map.getBounds().getNorth());
    map.on('moveend', update);
    update();
    return () => {
      map.off('moveend', update);
    };
  }, [current]);

  const [minLng, , maxLng, maxLat] = bbox(at);
  const map = current?.getMap();
  // A few pixels below the view's top edge, in degrees at the current zoom.
  const margin = map ? (map.getBounds().getNorth() - map.getBounds().getSouth()) * 0.02 : 0;
  const latitude = north === null ? maxLat : Math.min(maxLat, north - margin);
  return (
    <Marker longitude={(minLng + maxLng) / 2} latitude={latitude} anchor="top" offset={[0, 8]}>
      <div
        role="alert"
        className="max-w-xs rounded-md border-2 border-red-700 bg-white p-2 text-xs text-red-900 shadow-lg"
      >
        <p className="font-semibold">{message.title}</p>
        <p className="mt-0.5">{message.detail}</p>
        <p className="mt-0.5 text-slate-700">{message.hint}</p>
      </div>
    </Marker>
  );
}
