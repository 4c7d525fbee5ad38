/**
 * Basemaps. The default is drawn entirely from our own origin (Natural Earth countries served by the
 * server from the world-atlas package), so the map works with no internet. The countries come as vector
 * tiles (server/geo/basemap-tiles.ts), so a page decodes the few small tiles in view rather than parsing
 * and tiling the whole 1.9 MB GeoJSON in MapLibre's worker. It has no `glyphs`: MapLibre then draws labels
 * with local fonts (GL JS ≥ 5.11, maplibre-gl-js#4564).
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { Locale } from '@core/i18n/locales.ts';
import { countryLabelField } from './country-labels.ts';

export type BasemapId = 'offline' | 'openfreemap-liberty' | 'openfreemap-positron';

/** The basemaps to choose from; each one's name is the catalogue's `basemap.<id>` (Settings shows it). */
export const BASEMAPS: { id: BasemapId; url: string | null }[] = [
  { id: 'offline', url: null },
  { id: 'openfreemap-liberty', url: 'https://tiles.openfreemap.org/styles/liberty' },
  { id: 'openfreemap-positron', url: 'https://tiles.openfreemap.org/styles/positron' },
];

/**
 * The offline basemap's source of country shapes (vector tiles with each country's `iso2`, its feature id):
 * a page that draws countries by their own data (the Jurisdictions choropleth) draws from it rather than
 * fetching and decoding the same tiles again.
 */
export const OFFLINE_COUNTRIES_SOURCE = 'countries';
/** The offline basemap's country names: a page that colours the countries keeps them above its colours. */
export const OFFLINE_LABELS_LAYER = 'country-names';
/** The offline basemap's sources of country names. */
const OFFLINE_LABELS_SOURCE = 'country-labels';
/** Every source of the offline basemap: an error of one of them is the background's, not the page's. */
export const OFFLINE_BASEMAP_SOURCES: readonly string[] = [OFFLINE_COUNTRIES_SOURCE, OFFLINE_LABELS_SOURCE];

/** The offline basemap, its country names in `locale` (country-labels.ts). */
export function offlineStyle(
  origin: string = window.location.origin,
  locale: Locale = 'en',
): StyleSpecification {
  return {
    version: 8,
    name: 'Offline countries',
    // No paint transitions. By default (300 ms) every layer a page adds eases in from its defaults, and
    // the map repaints each frame until it is done: with software WebGL, two or three more frames of
    // 200-300 ms after the map had loaded (bench/region-map.ts). Nothing here needs to animate a colour.
    transition: { duration: 0, delay: 0 },
    sources: {
      [OFFLINE_COUNTRIES_SOURCE]: {
        type: 'vector',
        tiles: [`${origin}/basemap/tiles/{z}/{x}/{y}.pbf`],
        // The server's deepest zoom (BASEMAP_TILE_MAXZOOM): MapLibre over-zooms the z6 tiles beyond.
        maxzoom: 6,
        promoteId: 'iso2',
        attribution: 'Natural Earth',
      },
      [OFFLINE_LABELS_SOURCE]: { type: 'geojson', data: `${origin}/basemap/labels.geojson` },
    },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': '#cfe3ef' } },
      {
        id: 'land',
        type: 'fill',
        source: OFFLINE_COUNTRIES_SOURCE,
        'source-layer': 'countries',
        // No antialiased outline: `borders` strokes every edge, coasts included, over it. The outline was one
        // more pass over every polygon in each frame, which software WebGL pays for in full.
        paint: { 'fill-color': '#f4f1ea', 'fill-antialias': false },
      },
      {
        id: 'borders',
        type: 'line',
        source: OFFLINE_COUNTRIES_SOURCE,
        'source-layer': 'countries',
        paint: {
          'line-color': '#a8a29e',
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 8, 1.2],
        },
      },
      {
        id: OFFLINE_LABELS_LAYER,
        type: 'symbol',
        source: OFFLINE_LABELS_SOURCE,
        minzoom: 2,
        layout: { 'text-field': countryLabelField(locale), 'text-font': ['sans-serif'], 'text-size': 12 },
        paint: { 'text-color': '#57534e', 'text-halo-color': '#ffffff', 'text-halo-width': 1.2 },
      },
    ],
  };
}

export function basemapStyle(id: BasemapId, locale: Locale = 'en'): StyleSpecification | string {
  const choice = BASEMAPS.find((b) => b.id === id);
  return choice?.url ?? offlineStyle(window.location.origin, locale);
}
