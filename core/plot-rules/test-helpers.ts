/** Builders for the plot-rules unit tests (not part of the public API). */
import type { CheckOptions } from './types.ts';
import { DEFAULT_CHECK_OPTIONS } from './types.ts';

/** A ~11 ha square in Côte d'Ivoire with 6-decimal corners, closed, counter-clockwise. */
export const SQUARE: number[][] = [
  [-5.123456, 7.123456],
  [-5.120456, 7.123456],
  [-5.120456, 7.126456],
  [-5.123456, 7.126456],
  [-5.123456, 7.123456],
];

/**
 * A ring valid as written whose spike tip, truncated to 6 decimals as TRACES does, lands on the bottom edge
 * at (-5.095, 7.1): the outline then touches itself.
 */
export const SPIKE_TO_EDGE: number[][] = [
  [-5.1, 7.1],
  [-5.09, 7.1],
  [-5.09, 7.11],
  [-5.095, 7.11],
  [-5.0950005, 7.1000004],
  [-5.096, 7.11],
  [-5.1, 7.11],
  [-5.1, 7.1],
];

export function plot(
  coordinates: unknown = [SQUARE],
  props: Record<string, unknown> = {},
  type = 'Polygon',
): GeoJSON.Feature {
  return {
    type: 'Feature',
    properties: {
      ProducerName: 'Coop',
      ProducerCountry: 'CI',
      ProductionPlace: 'Plot A',
      Area: 11,
      ...props,
    },
    geometry: { type, coordinates } as GeoJSON.Geometry,
  };
}

export const opts = (o: Partial<CheckOptions> = {}): CheckOptions => ({ ...DEFAULT_CHECK_OPTIONS, ...o });

export async function* chunksOf(text: string, size = 1 << 20): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

export const collection = (features: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ type: 'FeatureCollection', ...extra, features });

/** A problem as its English text reads, without the message reference it is rendered from (core/i18n). */
export const withoutArgs = <T extends { args?: unknown }>(p: T): Omit<T, 'args'> => {
  const { args: _args, ...rest } = p;
  return rest;
};
