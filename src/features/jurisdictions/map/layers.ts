/**
 * Typed layer specs of the jurisdiction map (sources are set in jurisdiction-map.tsx). The fills have no
 * antialiased outline (`fill-antialias: false`): a line layer strokes each of their edges over them, and
 * the outline was one more pass over every shape in each frame, which software WebGL pays for in full.
 */
import type { LayerProps } from '@vis.gl/react-maplibre';
import { plotContextLayers } from '@/components/map/plot-context-layers.ts';
import type { ExpressionSpecification } from 'maplibre-gl';
import { RISK_LEVELS } from '@core/api/schemas.ts';
import type { ChoroplethProperties } from '../lib/choropleth.ts';
import { BENCHMARK_COLORS, JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';

/**
 * The countries' own source, for a basemap that has not got them (an online one): the offline basemap's
 * vector tiles (server/geo/basemap-tiles.ts) from our own origin. On the offline basemap the countries are
 * drawn from its own source (OFFLINE_COUNTRIES_SOURCE) instead, so their tiles are fetched and decoded once.
 */
export const CHOROPLETH_SOURCE = 'jur-choropleth';
/** The tiles' layer of country shapes, and their deepest zoom (MapLibre over-zooms beyond). */
export const COUNTRY_TILES_LAYER = 'countries';
export const COUNTRY_TILES_MAXZOOM = 6;
export const REGION_SOURCE = 'jur-regions';
export const BENCHMARK_SOURCE_ID = 'jur-benchmark';

const byRisk = (
  pick: (c: (typeof JURISDICTION_RISK_STYLES)[number]) => string,
  risk: unknown = ['get', 'riskLevel'],
): ExpressionSpecification =>
  [
    'match',
    risk,
    ...JURISDICTION_RISK_STYLES.flatMap((c) => [c.level, pick(c)]),
    '#999999',
  ] as unknown as ExpressionSpecification;

/** A country shape's code as the risk table keys it (upper case; '' for a shape without one). */
const iso2OfShape = ['upcase', ['coalesce', ['get', 'iso2'], '']];

/**
 * The countries' layers for the listed countries' risk (choropleth.ts countryRiskOf): only listed countries
 * are drawn, each by its risk picked by code in the style, so a new list changes a few hundred codes in
 * the style instead of sending every shape to MapLibre's worker again. An open country stays under its
 * regions, which are opaque (regionFill).
 */
export function countryRiskLayers(
  risk: ReadonlyMap<string, Pick<ChoroplethProperties, 'riskLevel'>>,
  { source }: { source: string },
): {
  fill: LayerProps;
  pattern: LayerProps;
  line: LayerProps;
} | null {
  const codes = [...risk.keys()];
  // No country to draw: no layers. With no code the level is one constant, and the hatch of "none" is no
  // image at all, which MapLibre throws on in every frame when it evaluates a constant pattern.
  if (!codes.length) return null;
  // ['match', code, [codes…], level, …, fallback]: a level with no country is left out (match needs labels).
  const levelOf = [
    'match',
    iso2OfShape,
    ...RISK_LEVELS.flatMap((level) => {
      const withLevel = codes.filter((code) => risk.get(code)!.riskLevel === level);
      return withLevel.length ? [withLevel, level] : [];
    }),
    'none',
  ];
  const listed = ['in', iso2OfShape, ['literal', codes]] as unknown as ExpressionSpecification;
  const common = { source, 'source-layer': COUNTRY_TILES_LAYER, filter: listed };
  return {
    fill: {
      ...common,
      id: 'jur-fill',
      type: 'fill',
      paint: {
        'fill-antialias': false,
        'fill-color': byRisk((c) => c.color, levelOf),
        'fill-opacity': ['case', ['boolean', ['feature-state', 'hover'], false], 0.95, 0.72],
      },
    },
    /** The hatch over the colour, so classes differ by more than colour. "None" has no pattern. */
    pattern: {
      ...common,
      id: 'jur-pattern',
      type: 'fill',
      filter: ['all', listed, ['!=', levelOf, 'none']] as unknown as ExpressionSpecification,
      paint: { 'fill-antialias': false, 'fill-pattern': byRisk((c) => c.pattern ?? '', levelOf) },
    },
    line: {
      ...common,
      id: 'jur-line',
      type: 'line',
      paint: {
        'line-color': ['case', ['boolean', ['feature-state', 'hover'], false], '#0f172a', '#57534e'],
        'line-width': ['case', ['boolean', ['feature-state', 'hover'], false], 2, 0.6],
      },
    },
  };
}

/**
 * An opened country's regions, drawn over the countries with their own colour and hatch. Opaque, so the
 * country's own colour under them does not tint them (leaving the country out instead would make MapLibre
 * lay out the country tiles again when the regions come); a hovered region is told by its outline.
 */
export const regionFill: LayerProps = {
  id: 'jur-region-fill',
  type: 'fill',
  paint: {
    'fill-antialias': false,
    'fill-color': byRisk((c) => c.color),
  },
};

/** The hatch over the colour, so classes differ by more than colour. "None" has no pattern. */
export const regionPattern: LayerProps = {
  id: 'jur-region-pattern',
  type: 'fill',
  filter: ['!=', ['get', 'riskLevel'], 'none'],
  paint: { 'fill-antialias': false, 'fill-pattern': byRisk((c) => c.pattern ?? '') },
};

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

/**
 * Two empty layers mounted before any other of the page's (under the offline basemap's country names),
 * this one first: the countries go under it, the regions and the benchmark over it. MapLibre stacks a
 * layer where it is added, and which of the country list and an open country's regions comes first
 * varies: the regions were drawn under Indonesia's own colour at 0.72 opacity when they came first.
 */
export const REGIONS_BELOW_ANCHOR = 'jur-regions-below';
export const regionsBelowAnchor: LayerProps = {
  id: REGIONS_BELOW_ANCHOR,
  type: 'background',
  layout: { visibility: 'none' },
};

/**
 * The second: the choropleths, the benchmark and the regions go under it, the plots and the selected
 * outline over it (the outline under the country names too). The regions can arrive after the plots
 * (plots another page loaded are there at once, and a country opened later adds its regions), so without
 * it they were drawn over the plots.
 */
export const PLOTS_BELOW_ANCHOR = 'jur-plots-below';
export const plotsBelowAnchor: LayerProps = {
  id: PLOTS_BELOW_ANCHOR,
  type: 'background',
  layout: { visibility: 'none' },
};

/** The person's plots from the loader worker's tiles, their points in this map's own blue. */
export const plotLayers = plotContextLayers('jur', {
  'circle-radius': ['interpolate', ['linear'], ['zoom'], 1, 2, 6, 4],
  'circle-color': '#1e3a8a',
  'circle-stroke-color': '#ffffff',
  'circle-stroke-width': 1,
});
