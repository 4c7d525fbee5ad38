/**
 * The TRACES-ready feature from a field mapping (field-mapping.ts proposes the mapping; this applies it to
 * each plot as it is checked): the one place a supplier's own values become ProductionPlace, ProducerName,
 * ProducerCountry and Area.
 */
import { roundHa } from '@core/geo/hectares.ts';
import { toAlpha2 } from './country-codes.ts';
import type { AreaUnit, FieldMapping, MappingContext } from './field-mapping.ts';
import { boundaryAreaHa, retagNestedPolygon, representativePoint } from './geometry-facts.ts';

export const textOf = (v: unknown): string | null => {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};

/** "12,5" and "12.5" as numbers; anything else null. */
export function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/\s/g, '');
  if (t === '') return null;
  const n = Number(/^-?\d+,\d+$/.test(t) ? t.replace(',', '.') : t);
  return Number.isFinite(n) ? n : null;
}

const HA_PER: Record<AreaUnit, number> = { ha: 1, m2: 1e-4, acre: 0.40468564224 };

/**
 * The TRACES-ready feature: ProductionPlace, ProducerName, ProducerCountry and Area filled in from the
 * mapping, every original property kept, a Polygon with MultiPolygon nesting retagged, and the geometry
 * reduced to its type and coordinates (extra members such as Earth Engine's `geodesic` dropped).
 * Anything that is not a feature object is returned unchanged, so the rules still report it.
 */
export function applyMapping(value: unknown, mapping: FieldMapping, ctx: MappingContext): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const f = value as GeoJSON.Feature;
  if (f.type !== 'Feature' && f.type !== undefined) return value;
  const original =
    f.properties && typeof f.properties === 'object' && !Array.isArray(f.properties)
      ? (f.properties as Record<string, unknown>)
      : {};
  const props: Record<string, unknown> = { ...original };
  let geometry = f.geometry as GeoJSON.Geometry | null | undefined;
  if (geometry && typeof geometry === 'object') {
    const g = retagNestedPolygon(geometry);
    const coords = (g as { coordinates?: unknown }).coordinates;
    geometry = coords !== undefined ? ({ type: g.type, coordinates: coords } as GeoJSON.Geometry) : g;
  }

  if (mapping.nameField) {
    const t = textOf(original[mapping.nameField]);
    if (t !== null) props['ProductionPlace'] = t;
  }
  if (mapping.producerField) {
    const t = textOf(original[mapping.producerField]);
    if (t !== null) props['ProducerName'] = t;
  }
  let country = mapping.countryField ? toAlpha2(original[mapping.countryField], ctx.countryNames) : null;
  if (!country && mapping.fixedCountry) country = mapping.fixedCountry;
  if (!country && mapping.countryFromPosition && ctx.land && geometry) {
    const p = representativePoint(geometry);
    if (p) country = ctx.land.countryAt(p[0], p[1]) || null;
  }
  if (country) props['ProducerCountry'] = country;
  else if (mapping.countryField && mapping.countryField !== 'ProducerCountry')
    delete props['ProducerCountry'];

  let area: number | null = null;
  if (mapping.areaField) {
    const n = numberOf(original[mapping.areaField]);
    if (n !== null && n !== -1) area = n * HA_PER[mapping.areaUnit];
  }
  if (area === null && mapping.computeMissingArea && geometry) {
    const ha = boundaryAreaHa(geometry);
    if (ha !== null && ha > 0) area = ha;
  }
  if (area !== null) props['Area'] = roundHa(area);
  else if (numberOf(props['Area']) === -1) delete props['Area'];
  else if (typeof props['Area'] === 'string') {
    const n = numberOf(props['Area']);
    if (n !== null) props['Area'] = n;
  }

  const out: GeoJSON.Feature = {
    type: 'Feature',
    properties: props,
    geometry: geometry ?? (null as unknown as GeoJSON.Geometry),
  };
  if (f.id !== undefined) out.id = f.id;
  return out;
}
