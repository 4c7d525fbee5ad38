/**
 * "What TRACES will do to this file": the changes the EU system makes to a plot without telling anyone,
 * predicted per plot before upload (docs/geometry.md, "TRACES' 6 decimals"). Pure; one plot at a time so
 * the caller can stream a file through it.
 */
import { formatHa, geodesicAreaHa } from '@core/geo/hectares.ts';
import { declaredArea } from './feature-rules.ts';
import {
  allCollinear,
  cornersOf,
  forEachPosition,
  polygonsOf,
  samePos,
  trunc6,
  type Pos,
  type Ring,
} from './geometry.ts';
import { topologyError } from './topology.ts';
import { said, type MessageRef } from '@core/i18n/messages.ts';

/** What TRACES may do to a plot without saying so (each has a title in the catalogues, result-groups.ts). */
export const SILENT_CHANGE_KINDS = [
  'truncated',
  'shape-changes',
  'point-area-assumed',
  'area-read-as-zero',
] as const;
export type SilentChangeKind = (typeof SILENT_CHANGE_KINDS)[number];

export const isSilentChangeKind = (code: string): code is SilentChangeKind =>
  (SILENT_CHANGE_KINDS as readonly string[]).includes(code);

export interface SilentChange {
  kind: SilentChangeKind;
  /** What TRACES does, in plain language (English). */
  message: string;
  /** The same in any language (core/i18n). */
  args: MessageRef;
}

export interface TracesPlotPreview {
  index: number;
  name: string | null;
  changes: SilentChange[];
  /** The plot's outline changes in a way a person would see (vertices merge, the shape breaks, area moves). */
  shapeChanges: boolean;
  /** Largest distance a position moves when truncated, in metres. */
  maxShiftM: number;
  /** Area change from truncation, in hectares (polygons only; 0 otherwise). */
  areaChangeHa: number;
}

/** A position as TRACES stores it: longitude and latitude cut (not rounded) to 6 decimals; no third value. */
export const tracesPosition = (p: Pos): Pos => [trunc6(p[0]!), trunc6(p[1]!)];

/**
 * A geometry as TRACES stores it (every position through tracesPosition). The one home of that cut: the
 * preview measures it, the TRACES export writes it (core/traces/). Types other than the four TRACES takes
 * are returned as they are (the checker refuses them).
 */
export function tracesGeometry(g: GeoJSON.Geometry): GeoJSON.Geometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: tracesPosition(g.coordinates) };
    case 'MultiPoint':
      return { type: 'MultiPoint', coordinates: g.coordinates.map(tracesPosition) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(tracesPosition)) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: g.coordinates.map((poly) => poly.map((r) => r.map(tracesPosition))),
      };
    default:
      return g;
  }
}

/** A ring without positions equal to the one before it (the closing position stays when it differs from its neighbour). */
function withoutRepeats(ring: Pos[]): Pos[] {
  const out: Pos[] = [];
  for (const p of ring) if (out.length === 0 || !samePos(out[out.length - 1]!, p)) out.push(p);
  return out;
}

/**
 * A geometry as a geolocation file should carry it: TRACES' cut (tracesGeometry), then every position equal
 * to the one before it dropped. The Information System truncates to 6 decimals before storing (Operator API
 * Reference §9.3 notes, §10.3 "Geolocation invalid coordinates") and refuses the consecutive positions that
 * the cut makes equal (§9.5, common error 7 "Duplicate coordinates due to 6 decimals rounding"), so the file
 * is written with them already merged: the outline then really "loses corners that fall on the same
 * position", as the preview says. A ring that falls under 4 positions is left so (the rule module refuses it
 * as too-few-vertices: nothing is invented to fill it). Points and MultiPoints are only cut.
 */
export function tracesFileGeometry(g: GeoJSON.Geometry): GeoJSON.Geometry {
  const cut = tracesGeometry(g);
  if (cut.type === 'Polygon') return { type: 'Polygon', coordinates: cut.coordinates.map(withoutRepeats) };
  if (cut.type === 'MultiPolygon')
    return {
      type: 'MultiPolygon',
      coordinates: cut.coordinates.map((poly) => poly.map(withoutRepeats)),
    };
  return cut;
}

/** Positions tracesFileGeometry drops from a geometry (0 for points and for outlines the cut leaves apart). */
export function positionsMergedByCut(g: GeoJSON.Geometry): number {
  const count = (x: GeoJSON.Geometry): number => {
    let n = 0;
    for (const poly of polygonsOf(x)) for (const ring of poly) n += ring.length;
    return n;
  };
  // Stryker disable next-line ConditionalExpression: a shortcut; polygonsOf any other type is empty, so both counts are 0
  if (g.type !== 'Polygon' && g.type !== 'MultiPolygon') return 0;
  return count(tracesGeometry(g)) - count(tracesFileGeometry(g));
}

/** Metres per degree of latitude, and of longitude at the equator (WGS84 mean). */
const M_PER_DEG = 111_320;
/**
 * Truncation moves every corner by up to ~0.15 m, so nearly every plot's area moves a little; the outline is
 * said to change when its area moves by at least this share (0.1 %), or when it breaks.
 */
export const SHAPE_CHANGE_SHARE = 0.001;

/**
 * What TRACES silently changes about one plot, or null when it stores the plot as given. `name` is the plot's
 * name as the rules read it (null when it has none).
 */
export function tracesPreview(
  feature: GeoJSON.Feature,
  index: number,
  name: string | null,
): TracesPlotPreview | null {
  const g = feature.geometry;
  if (!g || !['Point', 'MultiPoint', 'Polygon', 'MultiPolygon'].includes(g.type)) return null;
  const changes: SilentChange[] = [];
  let moved = 0;
  let maxShiftM = 0;
  try {
    forEachPosition(g, (p) => {
      const x = p[0]!;
      const y = p[1]!;
      const dx = x - trunc6(x);
      const dy = y - trunc6(y);
      if (dx === 0 && dy === 0) return;
      moved++;
      const m = Math.hypot(dx * M_PER_DEG * Math.cos((y * Math.PI) / 180), dy * M_PER_DEG);
      // Stryker disable next-line EqualityOperator: on a tie either position gives the same distance.
      if (m > maxShiftM) maxShiftM = m;
    });
  } catch {
    return null; // malformed coordinates: the checker reports those
  }
  if (moved > 0)
    changes.push({
      kind: 'truncated',
      ...said('traces.silent.truncated', { moved, shift: fmtM(maxShiftM) }),
    });

  let shapeChanges = false;
  let areaChangeHa = 0;
  if ((g.type === 'Polygon' || g.type === 'MultiPolygon') && moved > 0) {
    const polys = polygonsOf(g);
    const truncated = polys.map((rings) => rings.map((r) => r.map(tracesPosition)));
    const broken = breaksWhenTruncated(polys, truncated);
    const areaHa = geodesicAreaHa(polys);
    areaChangeHa = geodesicAreaHa(truncated) - areaHa;
    if (broken === INVALID_AS_GIVEN) {
      // A crossing outline has no meaningful area (a bow-tie's lobes cancel out), so its change says
      // nothing; the checker reports the shape itself.
    } else if (broken) {
      shapeChanges = true;
      changes.push({
        kind: 'shape-changes',
        ...said('traces.silent.outline', { how: { key: `traces.silent.outline.${broken}` } }),
      });
    } else if (
      // Stryker disable next-line EqualityOperator: geodesic areas never land exactly on 0.1 % of each other; both sides are tested.
      Math.abs(areaChangeHa) >=
      SHAPE_CHANGE_SHARE * areaHa
    ) {
      shapeChanges = true;
      changes.push({
        kind: 'shape-changes',
        ...said('traces.silent.area', {
          // Stryker disable next-line EqualityOperator: > 0 and >= 0 differ only for a change of exactly 0, which reaches here only for a plot of area exactly 0.
          sign: areaChangeHa > 0 ? '+' : '−',
          change: fmtM2(Math.abs(areaChangeHa) * 10_000),
          share: ((Math.abs(areaChangeHa) / areaHa) * 100).toFixed(1),
        }),
      });
    }
  }

  const props = (feature.properties ?? null) as Record<string, unknown> | null;
  const rawArea = props?.['Area'];
  if ((g.type === 'Point' || g.type === 'MultiPoint') && declaredArea(props) === null)
    changes.push({ kind: 'point-area-assumed', ...said('traces.silent.point-area') });
  else if (typeof rawArea === 'string' && rawArea.trim() !== '')
    changes.push({
      kind: 'area-read-as-zero',
      ...said('traces.silent.area-text', { text: rawArea.slice(0, 20) }),
    });

  if (changes.length === 0) return null;
  return { index, name, changes, shapeChanges, maxShiftM, areaChangeHa };
}

/** breaksWhenTruncated's answer for an outline that is invalid before truncation. */
// Stryker disable next-line StringLiteral: a marker compared only with itself, before any test of truthiness
const INVALID_AS_GIVEN = 'invalid as given';

/**
 * How truncation breaks the outline (vertices merge, a ring collapses, rings cross: the last word of its
 * message key, traces.silent.outline.*), null when it does not, or INVALID_AS_GIVEN when the outline already
 * crosses or touches itself.
 */
function breaksWhenTruncated(
  polys: Ring[][],
  truncated: Ring[][],
): 'corners' | 'line' | 'crosses' | typeof INVALID_AS_GIVEN | null {
  const parts: Ring[][] = [];
  for (let pi = 0; pi < polys.length; pi++) {
    const rings: Ring[] = [];
    for (let ri = 0; ri < polys[pi]!.length; ri++) {
      const before = cornersOf(polys[pi]![ri]!);
      const after = cornersOf(truncated[pi]![ri]!);
      if (after.length < before.length) return 'corners';
      if (allCollinear(after)) return 'line'; // fewer than 3 corners included
      rings.push(after);
    }
    parts.push(rings);
  }
  const beforeParts = polys.map((rings) => rings.map(cornersOf));
  if (topologyError(beforeParts)) return INVALID_AS_GIVEN; // the checker says so
  const err = topologyError(parts);
  return err ? 'crosses' : null;
}

/** A distance as the preview words it: centimetres below 10 cm, metres from there. */
export const fmtM = (m: number): string => (m >= 0.1 ? `${m.toFixed(2)} m` : `${(m * 100).toFixed(1)} cm`);
/** An area as the preview words it: m² below a hectare, hectares from there. */
export const fmtM2 = (m2: number): string => (m2 >= 10_000 ? formatHa(m2 / 10_000) : `${m2.toFixed(2)} m²`);
