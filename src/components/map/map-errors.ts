/**
 * What a map says about one of MapLibre's `error` events. A basemap tile or the basemap's labels that could
 * not be fetched (offline on `/check`, a flaky connection) are not a problem of the person's plots: the map
 * stays usable, the plots are drawn, and the page says at most, calmly, that the background map is not
 * available. MapLibre's own text ("AJAXError: Failed to fetch (0): …/basemap/tiles/6/51/32.pbf") is never
 * shown for them. Anything else still says the map has a problem.
 */
import { OFFLINE_BASEMAP_SOURCES } from './basemap-style.ts';

/** The parts of MapLibre's ErrorEvent read here (a tile's error carries `tile` and `sourceId`). */
export interface MapErrorLike {
  error?: { message?: string; url?: unknown } | null;
  sourceId?: unknown;
  tile?: unknown;
}

export type MapErrorKind =
  /** The background map (tiles, labels or its style) could not be fetched: a calm note, never the error. */
  { kind: 'basemap' } | { kind: 'failed'; reason: string | null };

/** Where a basemap is fetched from: our own `/basemap/…`, or a remote style's host. */
function isBasemapUrl(url: string, remoteStyle: string | null): boolean {
  if (/\/basemap\//.test(url)) return true;
  if (!remoteStyle) return false;
  try {
    return new URL(url).host === new URL(remoteStyle).host;
  } catch {
    return false;
  }
}

/**
 * The kind of a map error. `remoteStyle` is the URL of the basemap's style when it is not the built-in one
 * (its tiles and glyphs come from that host).
 */
export function mapErrorKind(event: MapErrorLike, remoteStyle: string | null = null): MapErrorKind {
  const sourceId = typeof event.sourceId === 'string' ? event.sourceId : null;
  if (sourceId !== null && OFFLINE_BASEMAP_SOURCES.includes(sourceId)) return { kind: 'basemap' };
  const url = event.error?.url;
  if (typeof url === 'string' && isBasemapUrl(url, remoteStyle)) return { kind: 'basemap' };
  return { kind: 'failed', reason: event.error?.message ?? null };
}
