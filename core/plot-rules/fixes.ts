/**
 * Fixes: small pure ones on one feature (close rings, drop repeats, truncate, swap axes, exact duplicates),
 * and the shape repairs of geometry-fixer.ts (GEOS make-valid, holes split or filled), loaded with `import()`
 * only when one of those is asked for. `fixFeatureCollection` applies the chosen ones, reports every plot
 * whose shape changed (before and after, area change) or could not be fixed (why), and problem counts per
 * rule before and after. For one plot from Node (the CLI), use `fixFeature` of geometry-fixer.ts.
 */
import { said, type Said } from '@core/i18n/messages.ts';
import { canonicalGeometryHash } from './canonical.ts';
import { loadLandIndex, type LandIndex } from './countries.ts';
import { checkFeature, nameFieldOf } from './feature-rules.ts';
import type { AreaChange, FixFeatureOptions, PlotFix } from './geometry-fixer.ts';
import { isClosed, samePos, trunc6, type Pos, type Ring } from './geometry.ts';
import { DEFAULT_CHECK_OPTIONS, type CheckOptions, type RuleCode } from './types.ts';
import { propertiesHash } from './upload-state.ts';

export interface FixResult {
  feature: GeoJSON.Feature;
  /** Plain-language notes of what changed (English and reference, core/i18n); empty when nothing did. */
  changes: Said[];
}

export type FixKind =
  | 'close-rings'
  | 'drop-duplicate-vertices'
  | 'truncate-6-decimals'
  | 'swap-axes'
  | 'make-valid'
  | 'split-holes'
  | 'fill-holes'
  | 'remove-exact-duplicates';

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
  return { feature, changes: n ? [said('fix.closed-rings', { count: n })] : [] };
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
  return { feature, changes: n ? [said('fix.dropped-vertices', { count: n })] : [] };
}

export function truncateTo6Decimals(f: GeoJSON.Feature): FixResult {
  let n = 0;
  const feature = mapPositions(f, (p) => {
    const t = [trunc6(p[0]!), trunc6(p[1]!), ...p.slice(2)];
    if (t[0] !== p[0] || t[1] !== p[1]) n++;
    return t;
  });
  return { feature, changes: n ? [said('fix.truncated', { count: n })] : [] };
}

export function swapAxes(f: GeoJSON.Feature): FixResult {
  const feature = mapPositions(f, (p) => [p[1]!, p[0]!, ...p.slice(2)]);
  return { feature, changes: f.geometry ? [said('fix.swapped')] : [] };
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

/**
 * In this order: truncating first, so that corners which become equal at 6 decimals are then dropped as
 * repeats, and a ring whose ends become equal is not closed a second time.
 */
const FEATURE_FIXES: [FixKind, (f: GeoJSON.Feature) => FixResult][] = [
  ['truncate-6-decimals', truncateTo6Decimals],
  ['drop-duplicate-vertices', dropDuplicateVertices],
  ['close-rings', closeRings],
  ['swap-axes', swapAxes],
];

/** Shape repairs (geometry-fixer.ts), run after the small fixes. */
const SHAPE_FIXES = new Set<FixKind>(['make-valid', 'split-holes', 'fill-holes']);

/** A plot whose shape a repair changed, or could not fix (feature null with the reason). */
export interface PlotFixReport {
  /** Index of the plot in the input. */
  index: number;
  name: string | null;
  /** The shape before the repair (after the small fixes). */
  before: GeoJSON.Geometry;
  /** The repaired shapes (several when holes were cut into separate plots); empty when not fixed. */
  after: GeoJSON.Geometry[];
  fixed: boolean;
  /** Why no clean repair exists ("No fix offered: …"), or null; a page renders it with `messageIn`. */
  reason: Said | null;
  changes: Said[];
  areaChange: AreaChange | null;
}

export interface CollectionFixResult {
  features: GeoJSON.Feature[];
  /** Per feature index (of the input) the notes of what changed, and why a repair was refused. */
  changes: Map<number, Said[]>;
  /**
   * Input plots a fix changed (or left out as a repeat): a plot whose only note is its refused repair is
   * not one of them, though `changes` holds its reason.
   */
  changed: number;
  /** Problems per rule before and after (feature-level rules only). */
  counts: Partial<Record<RuleCode, { before: number; after: number }>>;
  /** Every plot a shape repair changed or refused, in input order. */
  plots: PlotFixReport[];
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
    // Stryker disable next-line StringLiteral: only the codes are counted; the file name only labels a problem.
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
  if (enabled.has('split-holes') && enabled.has('fill-holes'))
    throw new Error('Choose either splitting holes or filling them, not both.');
  const land = await loadLandIndex();
  const before = countProblems(features, options, land);
  const changes = new Map<number, Said[]>();
  const altered = new Set<number>();
  const wantsShape = [...enabled].some((k) => SHAPE_FIXES.has(k));
  // The repair module carries GEOS (WebAssembly): loaded only now that a repair is asked for.
  const fixer = wantsShape ? await (await import('./geometry-fixer.ts')).loadGeometryFixer() : null;
  const shapeOptions: FixFeatureOptions = {
    makeValid: enabled.has('make-valid'),
    holes: enabled.has('split-holes') ? 'split' : enabled.has('fill-holes') ? 'fill' : 'keep',
    checkOptions: options,
  };
  const plots: PlotFixReport[] = [];
  let out: GeoJSON.Feature[] = [];
  /** Input index of every output plot (a split plot gives several). */
  const origin: number[] = [];
  features.forEach((f, i) => {
    let cur = f;
    const notes: Said[] = [];
    for (const [kind, fn] of FEATURE_FIXES) {
      if (!enabled.has(kind)) continue;
      if (kind === 'swap-axes') {
        // Stryker disable next-line StringLiteral: only the code is read; the file name only labels a problem.
        const swapped = checkFeature(cur, i, { fileName: '', options, land }).problems.some(
          (p) => p.code === 'swapped-axes',
        );
        if (!swapped) continue;
      }
      const r = fn(cur);
      cur = r.feature;
      notes.push(...r.changes);
    }
    let result: GeoJSON.Feature[] = [cur];
    let refusal: Said | null = null;
    if (fixer && cur.geometry) {
      const r: PlotFix = fixer.fixFeature(cur, shapeOptions);
      if (r.changes.length > 0 || r.reason) {
        const name = cur.properties?.[nameFieldOf(options)];
        plots.push({
          index: i,
          name: typeof name === 'string' || typeof name === 'number' ? String(name) : null,
          before: cur.geometry,
          after: r.feature ? r.features.map((x) => x.geometry!) : [],
          fixed: r.feature !== null,
          reason: r.reason,
          changes: r.changes,
          areaChange: r.areaChange,
        });
      }
      if (r.feature) result = r.features;
      notes.push(...r.changes);
      refusal = r.reason;
    }
    if (notes.length) altered.add(i);
    if (refusal) notes.push(refusal);
    if (notes.length) changes.set(i, notes);
    for (const x of result) {
      out.push(x);
      origin.push(i);
    }
  });
  if (enabled.has('remove-exact-duplicates')) {
    const r = removeExactDuplicates(out);
    out = r.features;
    for (const k of r.removed) {
      const i = origin[k]!;
      changes.set(i, [...(changes.get(i) ?? []), said('fix.removed-duplicate')]);
      altered.add(i);
    }
  }
  const after = countProblems(out, options, land);
  const counts: CollectionFixResult['counts'] = {};
  for (const code of new Set([...before.keys(), ...after.keys()]))
    counts[code] = { before: before.get(code) ?? 0, after: after.get(code) ?? 0 };
  return { features: out, changes, changed: altered.size, counts, plots };
}
