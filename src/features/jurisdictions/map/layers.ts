/** Typed layer specs of the jurisdiction map (sources are set in jurisdiction-map.tsx). */
import type { LayerProps } from '@vis.gl/react-maplibre';
import { plotContextLayers } from '@/components/map/plot-context-layers.ts';
import type { ExpressionSpecification } from 'maplibre-gl';
import { BENCHMARK_COLORS, JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';

export const CHOROPLETH_SOURCE = 'jur-choropleth';
export const REGION_SOURCE = 'jur-regions';
export const BENCHMARK_SOURCE_ID = 'jur-benchmark';

const byRisk = (pick: (c: (typeof JURISDICTION_RISK_STYLES)[number]) => string): ExpressionSpecification =>
  [
    'match',
    ['get', 'riskLevel'],
    ...JURISDICTION_RISK_STYLES.flatMap((c) => [c.level, pick(c)]),
    '#999999',
  ] as unknown as ExpressionSpecification;

export const choroplethFill: LayerProps = {
  id: 'jur-fill',
  type: 'fill',
  paint: {
    'fill-color': byRisk((c) => c.color),
    'fill-opacity': ['case', ['boolean', ['feature-state', 'hover'], false], 0.95, 0.72],
  },
};

/** The hatch over the colour, so classes differ by more than colour. "None" has no pattern. */
export const choroplethPattern: LayerProps = {
  id: 'jur-pattern',
  type: 'fill',
  filter: ['!=', ['get', 'riskLevel'], 'none'],
  paint: { 'fill-pattern': byRisk((c) => c.pattern ?? '') },
};

export const choroplethLine: LayerProps = {
  id: 'jur-line',
  type: 'line',
  paint: {
    'line-color': ['case', ['boolean', ['feature-state', 'hover'], false], '#0f172a', '#57534e'],
    'line-width': ['case', ['boolean', ['feature-state', 'hover'], false], 2, 0.6],
  },
};

/** An opened country's regions, drawn over the countries with their own colour and hatch. */
export const regionFill: LayerProps = {
  id: 'jur-region-fill',
  type: 'fill',
  paint: {
    'fill-color': byRisk((c) => c.color),
    'fill-opacity': ['case', ['boolean', ['feature-state', 'hover'], false], 1, 0.9],
  },
};

export const regionPattern: LayerProps = { ...choroplethPattern, id: 'jur-region-pattern' } as LayerProps;

export const regionLine: LayerProps = {
  id: 'jur-region-line',
  type: 'line',
  paint: {
    'line-color': ['case', ['boolean', ['feature-state', 'hover'], false], '#0f172a', '#44403c'],
    'line-width': ['case', ['boolean', ['feature-state', 'hover'], false], 2.5, 1],
  },
};

/**
 * The EU's official country benchmark, a layer of its own (shown instead of the service's risk, never over
 * it): blue, grey and violet with a dashed border, unlike the risk palette, and a stripe for the high
 * tier so the tiers differ by more than colour.
 */
const byTier = (low: string, standard: string, high: string): ExpressionSpecification =>
  ['match', ['get', 'tier'], 'low', low, 'high', high, standard] as unknown as ExpressionSpecification;

export const benchmarkFill: LayerProps = {
  id: 'jur-benchmark-fill',
  type: 'fill',
  paint: {
    'fill-color': byTier(BENCHMARK_COLORS.low, BENCHMARK_COLORS.standard, BENCHMARK_COLORS.high),
    'fill-opacity': ['case', ['boolean', ['feature-state', 'hover'], false], 0.95, 0.75],
  },
};

export const benchmarkPattern: LayerProps = {
  id: 'jur-benchmark-pattern',
  type: 'fill',
  filter: ['==', ['get', 'tier'], 'high'],
  paint: { 'fill-pattern': 'benchmark-pattern-high' },
};

export const benchmarkLine: LayerProps = {
  id: 'jur-benchmark-line',
  type: 'line',
  paint: {
    'line-color': byTier('#0369a1', '#475569', '#5b21b6'),
    'line-width': ['case', ['boolean', ['feature-state', 'hover'], false], 2.5, 1],
    'line-dasharray': [3, 2],
  },
};

export const selectedCasing: LayerProps = {
  id: 'jur-selected-casing',
  type: 'line',
  paint: { 'line-color': '#ffffff', 'line-width': 6, 'line-opacity': 0.9 },
};

export const selectedOutline: LayerProps = {
  id: 'jur-selected-outline',
  type: 'line',
  paint: { 'line-color': '#0f172a', 'line-width': 3 },
};

/** The person's plots from the loader worker's tiles, their points in this map's own blue. */
export const plotLayers = plotContextLayers('jur', {
  'circle-radius': ['interpolate', ['linear'], ['zoom'], 1, 2, 6, 4],
  'circle-color': '#1e3a8a',
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1,
});
