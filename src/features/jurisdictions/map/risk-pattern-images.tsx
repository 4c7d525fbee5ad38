/** Gives the map the hatch images the choropleth asks for, now and after any style change. */
import { useEffect } from 'react';
import { useMap } from '@vis.gl/react-maplibre';
import type { MapStyleImageMissingEvent } from 'maplibre-gl';
import { isRiskPattern, patternImage } from './risk-patterns.ts';
import type { RiskPattern } from '../lib/risk-classes.ts';

const ALL: RiskPattern[] = ['risk-pattern-dots', 'risk-pattern-diagonal', 'risk-pattern-crosshatch'];

export function RiskPatternImages() {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const add = (id: RiskPattern) => {
      if (!map.hasImage(id)) map.addImage(id, patternImage(id));
    };
    const onMissing = (e: MapStyleImageMissingEvent) => {
      if (isRiskPattern(e.id)) add(e.id);
    };
    map.on('styleimagemissing', onMissing);
    if (map.isStyleLoaded()) ALL.forEach(add);
    return () => {
      map.off('styleimagemissing', onMissing);
    };
  }, [current]);
  return null;
}
