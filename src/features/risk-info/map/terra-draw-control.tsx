/**
 * terra-draw on the page's map: created once the map has loaded (terra-draw#547: an instance made before
 * the style is ready never draws), stopped on unmount, and holding only the sketch (terra-draw#593: its
 * store slows with many features; plots are drawn from their own source). Reports the ring as it is
 * drawn (the pointer's position included) and the finished polygon.
 */
import { useEffect, useRef, useState } from 'react';
import { useMap } from '@vis.gl/react-maplibre';
import { TerraDraw, TerraDrawPolygonMode, TerraDrawRectangleMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

export type DrawMode = 'polygon' | 'rectangle';

const SKETCH = '#1d4ed8' as const;

function polygonOf(draw: TerraDraw, id: string | number | undefined): GeoJSON.Polygon | null {
  const feature = id === undefined ? undefined : draw.getSnapshotFeature(id);
  return feature?.geometry.type === 'Polygon' ? (feature.geometry as GeoJSON.Polygon) : null;
}

export function TerraDrawControl({
  mode,
  clearKey,
  onSketch,
  onFinish,
}: {
  /** null: not drawing (the map pans). */
  mode: DrawMode | null;
  /** Changing it removes the sketch. */
  clearKey: number;
  onSketch: (polygon: GeoJSON.Polygon | null) => void;
  onFinish: (polygon: GeoJSON.Polygon) => void;
}) {
  const { current } = useMap();
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  // Latest callbacks without restarting terra-draw when the parent re-renders.
  const handlers = useRef({ onSketch, onFinish });
  useEffect(() => {
    handlers.current = { onSketch, onFinish };
  });

  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    let instance: TerraDraw | null = null;
    const start = () => {
      if (instance) return;
      instance = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [
          new TerraDrawPolygonMode({
            styles: {
              fillColor: SKETCH,
              fillOpacity: 0.2,
              outlineColor: SKETCH,
              outlineWidth: 2,
              closingPointColor: SKETCH,
            },
          }),
          new TerraDrawRectangleMode({
            // A drag draws (and does not pan the map), as people expect; two clicks still work.
            drawInteraction: 'click-move-or-drag',
            styles: { fillColor: SKETCH, fillOpacity: 0.2, outlineColor: SKETCH, outlineWidth: 2 },
          }),
        ],
      });
      instance.start();
      const draw = instance;
      draw.on('change', (ids, type) => {
        if (type === 'delete') return;
        handlers.current.onSketch(polygonOf(draw, ids[0]));
      });
      draw.on('finish', (id) => {
        const polygon = polygonOf(draw, id);
        // One sketch at a time: the finished shape replaces any earlier one.
        const others = draw
          .getSnapshot()
          .filter((f) => f.id !== id)
          .map((f) => f.id!);
        if (others.length) draw.removeFeatures(others);
        draw.setMode('static');
        if (polygon) handlers.current.onFinish(polygon);
      });
      setDraw(draw);
    };
    // `load` fires once; when this mounts later, `idle` (after any render) stands in for it.
    if (map.loaded()) start();
    else {
      map.once('load', start);
      map.once('idle', start);
    }
    return () => {
      map.off('load', start);
      map.off('idle', start);
      try {
        instance?.stop();
      } catch {
        // Leaving the page can remove the map before this cleanup runs; terra-draw's stop() then
        // reaches for sources that went with it. Nothing is left to clean up in that case.
      }
      instance = null;
      setDraw(null);
    };
  }, [current]);

  useEffect(() => {
    if (!draw) return;
    if (mode) {
      draw.clear();
      draw.setMode(mode);
    } else draw.setMode('static');
  }, [draw, mode]);

  useEffect(() => {
    draw?.clear();
  }, [draw, clearKey]);

  return null;
}
