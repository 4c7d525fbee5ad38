/**
 * Where the Risk info map starts: at a zoom where what a person drags or clicks out fits the service's
 * area limit (100,000 ha). Framing all of a project's plots (often several countries) made the first
 * rectangle millions of hectares, refused. Pure arithmetic on boxes.
 */
import { RISK_INFO_LIMITS } from '@core/api/schemas.ts';
import type { Bounds } from '@/lib/geo/bounds.ts';

const KM_PER_DEGREE = 111.32;

/**
 * The side of the square the map starts on. Fitted into a map 32rem high, the whole view is then about
 * the size of the limit, so any rectangle drawn inside it is accepted.
 */
export const DRAW_FRAME_SIDE_KM = Math.sqrt(RISK_INFO_LIMITS.maxAreaHa / 100) * 0.6;

/** Monitored land in the cocoa belt of Côte d'Ivoire: the start when there is no plot to start from. */
export const DEFAULT_DRAW_CENTRE: [number, number] = [-5.55, 6.9];

/** A square `sideKm` wide centred on [lng, lat], as a box in degrees. */
export function squareAround([lng, lat]: [number, number], sideKm = DRAW_FRAME_SIDE_KM): Bounds {
  const halfLat = sideKm / 2 / KM_PER_DEGREE;
  const halfLng = sideKm / 2 / (KM_PER_DEGREE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return [lng - halfLng, lat - halfLat, lng + halfLng, lat + halfLat];
}

/** The box's east-west and north-south extents in km (measured at its middle latitude). */
export function boxSizeKm([w, s, e, n]: Bounds): { width: number; height: number } {
  const mid = ((s + n) / 2) * (Math.PI / 180);
  return { width: (e - w) * KM_PER_DEGREE * Math.cos(mid), height: (n - s) * KM_PER_DEGREE };
}

/**
 * The start frame: the plots' own box when it is no larger than the draw frame (a project in one
 * district), else the draw frame around `anchor` (a plot's centre), else around the default centre.
 */
export function drawFrame(plots: Bounds | null, anchor: [number, number] | null): Bounds {
  if (plots) {
    const { width, height } = boxSizeKm(plots);
    if (width <= DRAW_FRAME_SIDE_KM && height <= DRAW_FRAME_SIDE_KM) return plots;
  }
  return squareAround(anchor ?? DEFAULT_DRAW_CENTRE);
}
