/**
 * Safe fixes: pure functions on one feature, each returning the fixed feature (a copy) and what changed.
 * `fixFeatureCollection` applies the enabled ones and reports problem counts per rule before and after.
 */
import { unkinkPolygon } from '@turf/unkink-polygon';
import { canonicalGeometryHash } from './canonical.ts';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { checkFeature } from './feature-rules.ts';
import { cornersOf, isClosed, samePos, signedArea2, trunc6, type Pos, type Ring } from './geometry.ts';
import { findSelfIntersection } from './self-intersection.ts';
import { DEFAULT_CHECK_OPTIONS, type CheckOptions, type RuleCode } from './types.ts';
import { propertiesHash } from './upload-state.ts';

export interface FixResult {
  feature: GeoJSON.Feature;
  /** Plain-language notes of what changed; empty when nothing did. */
  changes: string[];
}

export type FixKind =
  | 'close-rings'
  | 'drop-duplicate-vertices'
  | 'truncate-6-decimals'
  | 'swap-axes'
  | 'split-self-intersections'
  | 'drop-holes'
  | 'remove-exact-duplicates';

type PolyCoords = Pos[][];

/** Applies `fn` to every ring of a Polygon/MultiPolygon; other geometries are left alone. */
function mapRings(f: GeoJSON.Feature, fn: (ring: Ring) => Ring): GeoJSON.Feature {
  const g = f.geometry;
  if (g?.type === 'Polygon') return { ...f, geometry: { ...g, coordinates: g.coordinates.map(fn) } };
  if (g?.type === 'MultiPolygon')
    return { ...f, geometry: { ...g, coordinates: g.coordinates.map((p) => p.map(fn)) } };
  return f;
}

function mapPositions(f: GeoJSON.Feature, fn: (p: Pos) => Pos): GeoJSON.Feature {
  const g = f.geometry;
  if (g?.type === 'Point') return { ...f, geometry: { ...g, coordinates: fn(g.coordinates) } };
  if (g?.type === 'MultiPoint') return { ...f, geometry: { ...g, coordinates: g.coordinates.map(fn) } };
  return mapRings(f, (r) => r.map(fn));
}

export function closeRings(f: GeoJSON.Feature): FixResult {
  let n = 0;
  const feature = mapRings(f, (r) => {
    if (r.length === 0 || isClosed(r)) return r;
    n++;
    return [...r, [...r[0]!]];
  });
  return { feature, changes: n ? [`closed ${n} ring(s) by repeating the first position`] : [] };
}

export function dropDuplicateVertices(f: GeoJSON.Feature): FixResult {
  let n = 0;
  const feature = mapRings(f, (r) => {
    const out: Ring = [];
    for (const p of r) {
      if (out.length && samePos(out[out.length - 1]!, p)) n++;
      else out.push(p);
    }
    return out;
  });
  return { feature, changes: n ? [`removed ${n} repeated vertex(es)`] : [] };
}

export function truncateTo6Decimals(f: GeoJSON.Feature): FixResult {
  let n = 0;
  const feature = mapPositions(f, (p) => {
    const t = [trunc6(p[0]!), trunc6(p[1]!), ...p.slice(2)];
    if (t[0] !== p[0] || t[1] !== p[1]) n++;
    return t;
  });
  return { feature, changes: n ? [`truncated ${n} position(s) to 6 decimals`] : [] };
}

export function swapAxes(f: GeoJSON.Feature): FixResult {
  const feature = mapPositions(f, (p) => [p[1]!, p[0]!, ...p.slice(2)]);
  return { feature, changes: f.geometry ? ['swapped latitude and longitude in every position'] : [] };
}

export function dropHoles(f: GeoJSON.Feature): FixResult {
  const g = f.geometry;
  let n = 0;
  const strip = (p: PolyCoords): PolyCoords => {
    n += Math.max(0, p.length - 1);
    return p.slice(0, 1);
  };
  let feature = f;
  if (g?.type === 'Polygon') feature = { ...f, geometry: { ...g, coordinates: strip(g.coordinates) } };
  else if (g?.type === 'MultiPolygon')
    feature = { ...f, geometry: { ...g, coordinates: g.coordinates.map(strip) } };
  return {
    feature,
    changes: n ? [`dropped ${n} hole(s); the plot's area grows to its outer boundary`] : [],
  };
}

/**
 * Splits self-intersecting polygons into valid ones with @turf/unkink-polygon, keeping only parts with an
 * area, and only if the result passes our own self-intersection check (unkink does not handle every
 * touching case, so its output is verified rather than trusted).
 */
export function splitSelfIntersections(f: GeoJSON.Feature): FixResult {
  const g = f.geometry;
  if (g?.type !== 'Polygon' && g?.type !== 'MultiPolygon') return { feature: f, changes: [] };
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  if (!polys.some((rings) => findSelfIntersection(rings))) return { feature: f, changes: [] };
  const parts: PolyCoords[] = [];
  for (const rings of polys) {
    if (!findSelfIntersection(rings)) {
      parts.push(rings);
      continue;
    }
    const closed = rings.map((r) => {
      const c = cornersOf(r);
      return [...c, c[0]!];
    });
    let pieces: GeoJSON.FeatureCollection<GeoJSON.Polygon>;
    try {
      pieces = unkinkPolygon({ type: 'Polygon', coordinates: closed });
    } catch {
      return { feature: f, changes: [] };
    }
    for (const piece of pieces.features) {
      const shell = piece.geometry.coordinates[0] ?? [];
      if (cornersOf(shell).length >= 3 && Math.abs(signedArea2(cornersOf(shell))) > 1e-14)
        parts.push(piece.geometry.coordinates);
    }
  }
  if (parts.length === 0 || parts.some((p) => findSelfIntersection(p))) return { feature: f, changes: [] };
  const geometry: GeoJSON.Geometry =
    parts.length === 1
      ? { type: 'Polygon', coordinates: parts[0]! }
      : { type: 'MultiPolygon', coordinates: parts };
  return {
    feature: { ...f, geometry },
    changes: [`split the self-intersecting boundary into ${parts.length} polygon(s)`],
  };
}

/** Collection level: drops features whose geometry and properties equal an earlier feature's. */
export function removeExactDuplicates(features: GeoJSON.Feature[]): {
  features: GeoJSON.Feature[];
  removed: number[];
} {
  const seen = new Set<string>();
  const kept: GeoJSON.Feature[] = [];
  const removed: number[] = [];
  features.forEach((f, i) => {
    const h = f.geometry ? canonicalGeometryHash(f.geometry) : null;
    if (!h) {
      kept.push(f);
      return;
    }
    const key = `${h[0]}:${h[1]}:${propertiesHash(f.properties)}`;
    if (seen.has(key)) removed.push(i);
    else {
      seen.add(key);
      kept.push(f);
    }
  });
  return { features: kept, removed };
}

const FEATURE_FIXES: [FixKind, (f: GeoJSON.Feature) => FixResult][] = [
  ['drop-duplicate-vertices', dropDuplicateVertices],
  ['close-rings', closeRings],
  ['truncate-6-decimals', truncateTo6Decimals],
  ['swap-axes', swapAxes],
  ['drop-holes', dropHoles],
  ['split-self-intersections', splitSelfIntersections],
];

export interface CollectionFixResult {
  features: GeoJSON.Feature[];
  /** Per feature index (of the input) the notes of what changed. */
  changes: Map<number, string[]>;
  /** Problems per rule before and after (feature-level rules only). */
  counts: Partial<Record<RuleCode, { before: number; after: number }>>;
}

function countProblems(
  features: GeoJSON.Feature[],
  options: CheckOptions,
  land: LandIndex,
): Map<RuleCode, number> {
  const counts = new Map<RuleCode, number>();
  const add = (code: RuleCode): void => void counts.set(code, (counts.get(code) ?? 0) + 1);
  const seen = new Set<string>();
  features.forEach((f, i) => {
    for (const p of checkFeature(f, i, { fileName: '', options, land }).problems) add(p.code);
    const h = f.geometry ? canonicalGeometryHash(f.geometry) : null;
    if (h && seen.has(`${h[0]}:${h[1]}`)) add('duplicate-geometry');
    else if (h) seen.add(`${h[0]}:${h[1]}`);
  });
  return counts;
}

/**
 * Applies the enabled fixes to every feature. `swap-axes` only touches features where the checker
 * reports swapped-axes (the country shapes are loaded for that), never the whole file blindly.
 */
export async function fixFeatureCollection(
  features: GeoJSON.Feature[],
  enabledFixes: Iterable<FixKind>,
  options: CheckOptions = DEFAULT_CHECK_OPTIONS,
): Promise<CollectionFixResult> {
  const enabled = new Set(enabledFixes);
  const land = await loadLandIndex();
  const before = countProblems(features, options, land);
  const changes = new Map<number, string[]>();
  let out = features.map((f, i) => {
    let cur = f;
    const notes: string[] = [];
    for (const [kind, fn] of FEATURE_FIXES) {
      if (!enabled.has(kind)) continue;
      if (kind === 'swap-axes') {
        const swapped = checkFeature(cur, i, { fileName: '', options, land }).problems.some(
          (p) => p.code === 'swapped-axes',
        );
        if (!swapped) continue;
      }
      const r = fn(cur);
      cur = r.feature;
      notes.push(...r.changes);
    }
    if (notes.length) changes.set(i, notes);
    return cur;
  });
  if (enabled.has('remove-exact-duplicates')) {
    const r = removeExactDuplicates(out);
    out = r.features;
    for (const i of r.removed)
      changes.set(i, [...(changes.get(i) ?? []), 'removed: exact duplicate of an earlier plot']);
  }
  const after = countProblems(out, options, land);
  const counts: CollectionFixResult['counts'] = {};
  for (const code of new Set([...before.keys(), ...after.keys()]))
    counts[code] = { before: before.get(code) ?? 0, after: after.get(code) ?? 0 };
  return { features: out, changes, counts };
}
