/**
 * A lat/lon table's positions on a small map, as read, so the person can see whether the column order is
 * right (plots in the sea or on the wrong continent mean it is not) before anything else happens.
 */
import { useMemo } from 'react';
import { Layer, Source } from '@vis.gl/react-maplibre';
import { LazyBaseMap } from '@/components/map/lazy-base-map.tsx';
import type { Bounds } from '@/lib/geo/bounds.ts';

const POINT_PAINT = {
  'circle-radius': 5,
  'circle-color': '#b91c1c',
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1.5,
};

export function PointOrderMap({
  points,
  swapped,
  label,
}: {
  points: [number, number][];
  swapped: boolean;
  /** The map's accessible name, in the reader's language (given by the mapping step). */
  label: string;
}) {
  const data = useMemo<GeoJSON.FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: points
        .map(([x, y]) => (swapped ? [y, x] : [x, y]))
        .filter(([x, y]) => Math.abs(x!) <= 180 && Math.abs(y!) <= 90)
        .map((coordinates) => ({
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates },
        })),
    }),
    [points, swapped],
  );
  const fit = useMemo<Bounds | null>(() => {
    const xs = data.features.map((f) => (f.geometry as GeoJSON.Point).coordinates[0]!);
    const ys = data.features.map((f) => (f.geometry as GeoJSON.Point).coordinates[1]!);
    if (!xs.length) return null;
    const pad = 2;
    return [
      Math.max(-180, Math.min(...xs) - pad),
      Math.max(-85, Math.min(...ys) - pad),
      Math.min(180, Math.max(...xs) + pad),
      Math.min(85, Math.max(...ys) + pad),
    ];
  }, [data]);
  return (
    <LazyBaseMap cooperativeGestures label={label} className="h-56" fitBounds={fit}>
      <Source id="point-order" type="geojson" data={data}>
        <Layer id="point-order-circles" type="circle" paint={POINT_PAINT} />
      </Source>
    </LazyBaseMap>
  );
}
