/**
 * One plot as the EU's GeoJSON file description wants it: positions as TRACES stores them (2-D, cut to 6
 * decimals, and the consecutive positions that become equal merged: the rule module's tracesFileGeometry),
 * and only the four properties that description defines
 * (ProducerName, ProducerCountry, ProductionPlace, Area). Nothing is invented: a value that is missing or
 * unusable stays absent, and the caller is told which ones (docs/traces-export.md). Pure.
 */
import type { Plot } from '@core/api/schemas.ts';
import { roundHa } from '@core/geo/hectares.ts';
import { toAlpha2 } from '@core/mapping/country-codes.ts';
import { tracesFileGeometry } from '@core/plot-rules/index.ts';

/** The properties the EU GeoJSON file description defines; every other property is left out. */
export interface TracesProperties {
  ProducerName?: string;
  ProducerCountry?: string;
  ProductionPlace?: string;
  Area?: number;
}

export type TracesFeature = GeoJSON.Feature<GeoJSON.Geometry | null, TracesProperties>;

/** What a plot brings to the export, before anything is cut or dropped. */
export interface TracesSource {
  /** The plot's name as the rules read it (ProductionPlace or the designated name field). */
  name: string | null;
  geometry: GeoJSON.Geometry | null;
  producerName: unknown;
  /** The declared ProducerCountry (an ISO alpha-2 code is kept, "ci" becomes "CI", alpha-3 "CIV" too). */
  country: unknown;
  /** Hectares: a number (or numeric text, written as the number); -1 ("unknown") and anything else: absent. */
  area: unknown;
  /** The commodity is cattle: a point may stand for more than 4 ha. */
  cattle?: boolean;
  /**
   * Where `country` comes from: the supplier's file, or the service's country of the plot's location (a
   * service may name the nearest country for a plot in the sea; the export checks that one, §10.3).
   */
  countryFrom?: 'declared' | 'service';
}

export const isPointGeometry = (g: GeoJSON.Geometry | null): boolean =>
  g?.type === 'Point' || g?.type === 'MultiPoint';

function areaOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export function toTracesFeature(src: TracesSource): TracesFeature {
  const properties: TracesProperties = {};
  if (typeof src.producerName === 'string' && src.producerName.trim() !== '')
    properties.ProducerName = src.producerName.trim();
  const country = toAlpha2(src.country, null);
  if (country) properties.ProducerCountry = country;
  if (src.name !== null && src.name.trim() !== '') properties.ProductionPlace = src.name;
  const area = areaOf(src.area);
  // A point's Area is what the Information System reads (§9.2, §10.3), so even 0 is written (and refused by
  // the rules, never replaced). A polygon's area the Information System measures itself; an Area of 0 would
  // only misstate it, so it is left out.
  if (area !== undefined && (area > 0 || isPointGeometry(src.geometry))) properties.Area = area;
  return {
    type: 'Feature',
    properties,
    geometry: src.geometry ? tracesFileGeometry(src.geometry) : null,
  };
}

/**
 * A polygon's area as written (roundHa), 0 for none. The §10.3 bounds (0.0001 to 4 ha) are the Area "for
 * point" (§9.2: Area is the area of a Point); a polygon's area the Information System measures from its
 * outline, so a polygon under 0.0001 ha is not refused for it (the rule module warns, area-too-small), and
 * "Area": 0 for one of 0.00003 ha would be false.
 */
export function polygonAreaHa(ha: number): number {
  if (!(ha > 0)) return 0;
  return roundHa(ha);
}

/**
 * A stored plot as an export source. The producer and country are what the supplier's file declared; when
 * it declared no usable country, the service's country of the plot's location (the export drops it for a
 * plot that lies outside every country, where a service may have named the nearest one). A
 * polygon's Area is the service's geodesic area; a point's is only the declared one (the service's 4 ha for
 * a point is its nominal size, not the plot's).
 */
export function plotSource(plot: Plot, cattle = false): TracesSource {
  const p = plot.properties;
  const declaredCountry = toAlpha2(p['ProducerCountry'], null);
  return {
    name: plot.name,
    geometry: plot.geometry,
    producerName: p['ProducerName'],
    country: declaredCountry ?? plot.country,
    countryFrom: declaredCountry ? 'declared' : 'service',
    area: isPointGeometry(plot.geometry)
      ? p['Area'] === -1
        ? undefined
        : p['Area']
      : polygonAreaHa(plot.areaHa),
    cattle,
  };
}
