/**
 * Typed layer specs of the check preview. Problems are never told by colour alone: errors get a thick solid
 * outline, warnings a dashed one, clean plots a thin line; the legend repeats it in words. At low zooms,
 * where small plots vanish from a GeoJSON source, centroid-like circles carry the same encoding.
 */
import type { CircleLayerSpecification, FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl';

export const PREVIEW_SOURCE = 'upload-preview';

export const COLOURS = { ok: '#2563eb', warning: '#b45309', error: '#dc2626', selected: '#111827' } as const;

const isError = ['==', ['get', 'hasError'], true] as const;
const isWarningOnly = [
  'all',
  ['==', ['get', 'hasError'], false],
  ['==', ['get', 'hasWarning'], true],
] as const;
const isClean = ['all', ['==', ['get', 'hasError'], false], ['==', ['get', 'hasWarning'], false]] as const;
const selected = ['boolean', ['feature-state', 'selected'], false] as const;
const polygonal = ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false] as const;
/** Polygons and the outline lines of broken ones. */
const outlined = ['match', ['geometry-type'], ['Point', 'MultiPoint'], false, true] as const;

type Fill = Omit<FillLayerSpecification, 'source'>;
type Line = Omit<LineLayerSpecification, 'source'>;
type Circle = Omit<CircleLayerSpecification, 'source'>;

export const fillLayer: Fill = {
  id: 'preview-fill',
  type: 'fill',
  filter: polygonal as unknown as FillLayerSpecification['filter'],
  paint: {
    'fill-color': [
      'case',
      isError,
      COLOURS.error,
      ['==', ['get', 'hasWarning'], true],
      COLOURS.warning,
      COLOURS.ok,
    ] as never,
    'fill-opacity': ['case', selected, 0.45, 0.2] as never,
  },
};

export const cleanLine: Line = {
  id: 'preview-line-clean',
  type: 'line',
  filter: ['all', outlined, isClean] as never,
  paint: { 'line-color': COLOURS.ok, 'line-width': ['case', selected, 4, 1.2] as never },
};

export const warningLine: Line = {
  id: 'preview-line-warning',
  type: 'line',
  filter: ['all', outlined, isWarningOnly] as never,
  paint: {
    'line-color': COLOURS.warning,
    'line-width': ['case', selected, 4.5, 2.5] as never,
    'line-dasharray': [2, 1.5],
  },
};

export const errorLine: Line = {
  id: 'preview-line-error',
  type: 'line',
  filter: ['all', outlined, isError] as never,
  paint: { 'line-color': COLOURS.error, 'line-width': ['case', selected, 5.5, 3.5] as never },
};

/** Point plots as circles: ring width tells error / warning / clean. */
export const pointCircle: Circle = {
  id: 'preview-points',
  type: 'circle',
  filter: ['match', ['geometry-type'], ['Point', 'MultiPoint'], true, false] as never,
  paint: {
    'circle-radius': ['case', selected, 8, 5] as never,
    'circle-color': [
      'case',
      isError,
      COLOURS.error,
      ['==', ['get', 'hasWarning'], true],
      COLOURS.warning,
      COLOURS.ok,
    ] as never,
    'circle-stroke-color': COLOURS.selected,
    'circle-stroke-width': ['case', selected, 3, isError, 2.5, 0.5] as never,
  },
};

export const INTERACTIVE_LAYERS = [fillLayer.id, cleanLine.id, warningLine.id, errorLine.id, pointCircle.id];
