/**
 * A pasted or uploaded GeoJSON text to the one Polygon the service accepts: a Polygon geometry, a Feature
 * of one, a FeatureCollection with exactly one polygon, or a MultiPolygon of a single part. Anything else
 * gets a sentence saying what was found and what is needed.
 */
import { said, type Said } from '@core/i18n/messages.ts';

/** The polygon, or why there is none (in the reader's language through `args`). */
export type PolygonInput = { polygon: GeoJSON.Polygon } | { error: Said };

/** Pasted text above this is not a hand-drawn area; the service takes 40 coordinates at most anyway. */
export const MAX_INPUT_BYTES = 1_000_000;

function fromGeometry(geometry: unknown): PolygonInput {
  const g = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!g || typeof g !== 'object') return { error: said('riskinfo.input.no-geometry') };
  if (g.type === 'Polygon' && Array.isArray(g.coordinates))
    return { polygon: { type: 'Polygon', coordinates: g.coordinates as GeoJSON.Position[][] } };
  if (g.type === 'MultiPolygon' && Array.isArray(g.coordinates)) {
    if (g.coordinates.length === 1)
      return { polygon: { type: 'Polygon', coordinates: g.coordinates[0] as GeoJSON.Position[][] } };
    return { error: said('riskinfo.input.multipolygon', { parts: g.coordinates.length }) };
  }
  return { error: said('riskinfo.input.not-polygon', { type: String(g.type) }) };
}

export function polygonFromGeoJsonText(text: string): PolygonInput {
  if (!text.trim()) return { error: said('riskinfo.input.empty') };
  if (text.length > MAX_INPUT_BYTES) return { error: said('riskinfo.input.too-large') };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: said('riskinfo.input.not-json', { detail: (e as Error).message }) };
  }
  const value = json as { type?: unknown; geometry?: unknown; features?: unknown };
  if (value?.type === 'Feature') return fromGeometry(value.geometry);
  if (value?.type === 'FeatureCollection' && Array.isArray(value.features)) {
    const polygons = (value.features as { geometry?: { type?: string } }[]).filter(
      (f) => f?.geometry?.type === 'Polygon' || f?.geometry?.type === 'MultiPolygon',
    );
    if (polygons.length !== 1) {
      return { error: said('riskinfo.input.collection', { polygons: polygons.length }) };
    }
    return fromGeometry(polygons[0]!.geometry);
  }
  return fromGeometry(value);
}

/** A plot's geometry as a single Polygon, or why it cannot be one. */
export function polygonOfPlotGeometry(geometry: GeoJSON.Geometry): PolygonInput {
  return fromGeometry(geometry);
}
