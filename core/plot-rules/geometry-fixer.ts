/**
 * Shape repairs built on GEOS itself (GEOS 3.13 compiled to WebAssembly by `geos-wasm`): its make-valid, its
 * snap-rounding to the 0.000001° grid TRACES stores, its overlay for cutting holes open. About 780 kB gzip,
 * so this module is only ever loaded with `import()` when a person (or `plot-check --fix`) asks for a fix
 * (fixes.ts). Semantics in docs/geometry.md.
 *
 * Every result is put on the 6-decimal grid and checked again with the same rules as the upload
 * (checkFeature); a result that is not clean, or whose area moved more than it should, is not offered and the
 * plot says why.
 */
import initGeosJs from 'geos-wasm';
import { geojsonToGeosGeom, geosGeomToGeojson } from 'geos-wasm/helpers';
import { geometryAreaHa, roundHa } from '@core/geo/hectares.ts';
import { msg, said, type MessageRef, type Said } from '@core/i18n/messages.ts';
import { checkFeature, nameFieldOf } from './feature-rules.ts';
import { cornersOf, trunc6, type Ring } from './geometry.ts';
import { DEFAULT_CHECK_OPTIONS, type CheckOptions, type Problem, type RuleCode } from './types.ts';

/** What to do with holes: cut the plot into hole-free parts (same land), fill them (adds land), or leave them. */
export type HoleFix = 'split' | 'fill' | 'keep';

export interface FixFeatureOptions {
  /** Repair crossing, touching, overlapping and collapsing shapes with GEOS make-valid (default true). */
  makeValid?: boolean;
  /** Default 'split': the area-keeping choice. */
  holes?: HoleFix;
  /** The upload's options (name field for split parts); defaults to DEFAULT_CHECK_OPTIONS. */
  checkOptions?: CheckOptions;
}

export interface AreaChange {
  /** The land the original shape encloses (for a crossing shape: GEOS make-valid's reading of it). */
  beforeHa: number;
  afterHa: number;
  ha: number;
  /** Relative to beforeHa, in percent. */
  percent: number;
}

export interface PlotFix {
  /** The fixed plot (the first when split into several), or null when no clean fix exists. */
  feature: GeoJSON.Feature | null;
  /** Every plot the fix produces: one, or several when holes were cut open into separate plots. */
  features: GeoJSON.Feature[];
  /** Why no fix is offered (feature null), or null: "No fix offered: …", in English and as a reference. */
  reason: Said | null;
  /** Plain-language notes of what changed (English and reference); empty when nothing needed fixing. */
  changes: Said[];
  areaChange: AreaChange | null;
}

/** Codes a fixed shape must not have: what TRACES or GEOS would reject about the shape itself. */
export const SHAPE_ERRORS: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'self-intersection',
  'overlapping-parts',
  'hole',
  'collapses-at-6-decimals',
  'too-few-vertices',
  'collinear',
  // Stryker disable next-line StringLiteral: fixFeature closes every ring before it checks, and an unclosed ring alone asks for no repair
  'unclosed-ring',
  'out-of-range',
]);

/** Codes the make-valid repair addresses. */
const NEEDS_MAKE_VALID: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'self-intersection',
  'overlapping-parts',
  'collapses-at-6-decimals',
]);

/** Make-valid and snapping may move the area by rounding only; more than this and the fix is refused. */
export const MAX_AREA_DRIFT = 0.01;

/** Splitting stops here: a plot with more holes than this is better redrawn than cut into pieces. */
const MAX_PIECES = 500;

type Geos = Awaited<ReturnType<typeof initGeosJs>>;
type GeomPtr = number;

export interface GeometryFixer {
  fixFeature(feature: GeoJSON.Feature, options?: FixFeatureOptions): PlotFix;
}

let fixerPromise: Promise<GeometryFixer> | null = null;

/** Loads GEOS once (≈ 0.3 s) and returns the synchronous fixer. */
export function loadGeometryFixer(): Promise<GeometryFixer> {
  fixerPromise ??= initGeosJs().then((geos) => createFixer(geos as Geos));
  return fixerPromise;
}

/** One plot, for callers that fix a few (the CLI keeps the fixer from loadGeometryFixer for many). */
export async function fixFeature(feature: GeoJSON.Feature, options?: FixFeatureOptions): Promise<PlotFix> {
  return (await loadGeometryFixer()).fixFeature(feature, options);
}

const ha = geometryAreaHa;

type PolyCoords = GeoJSON.Position[][];

// An empty Polygon (what make-valid leaves of a shape with no area) has no polygon, not one without rings.
const polysOf = (g: GeoJSON.Geometry | null): PolyCoords[] =>
  g?.type === 'Polygon'
    ? g.coordinates.length
      ? [g.coordinates]
      : []
    : g?.type === 'MultiPolygon'
      ? g.coordinates
      : g?.type === 'GeometryCollection'
        ? g.geometries.flatMap(polysOf)
        : [];

const asGeometry = (polys: PolyCoords[]): GeoJSON.Polygon | GeoJSON.MultiPolygon =>
  polys.length === 1
    ? { type: 'Polygon', coordinates: polys[0]! }
    : { type: 'MultiPolygon', coordinates: polys };

/** Rings closed and without consecutive repeats: what GEOS needs to read them. */
function tidy(polys: PolyCoords[]): PolyCoords[] {
  return polys.map((rings) =>
    rings.map((r) => {
      const c = cornersOf(r as Ring);
      return c.length ? [...c, c[0]!] : r;
    }),
  );
}

const trunc6Polys = (polys: PolyCoords[]): PolyCoords[] =>
  polys.map((rings) => rings.map((r) => r.map((p) => [trunc6(p[0]!), trunc6(p[1]!)])));

function createFixer(geos: Geos): GeometryFixer {
  const params = geos.GEOSMakeValidParams_create();
  geos.GEOSMakeValidParams_setMethod(params, 1); // GEOS_MAKE_VALID_STRUCTURE: shells unioned, holes cut
  geos.GEOSMakeValidParams_setKeepCollapsed(params, 0); // drop parts that collapse to lines or points

  /** Runs fn on a GEOS copy of the geometry and frees every pointer it registers. */
  function withGeos<T>(fn: (own: (p: GeomPtr) => GeomPtr) => T): T {
    const owned: GeomPtr[] = [];
    const own = (p: GeomPtr): GeomPtr => {
      if (!p) throw new GeosFailed();
      owned.push(p);
      return p;
    };
    try {
      return fn(own);
    } finally {
      for (const p of owned) geos.GEOSGeom_destroy(p);
    }
  }

  const toGeojson = (p: GeomPtr): GeoJSON.Geometry => geosGeomToGeojson(p, geos) as GeoJSON.Geometry;
  const fromGeojson = (g: GeoJSON.Geometry): GeomPtr => geojsonToGeosGeom(g as never, geos);

  /** Cuts every holed polygon along vertical lines through its holes until no piece has a hole. */
  function splitHoles(polys: PolyCoords[], own: (p: GeomPtr) => GeomPtr): PolyCoords[][] | null {
    const groups: PolyCoords[][] = [];
    for (const rings of polys) {
      const done: PolyCoords[] = [];
      const todo: PolyCoords[] = [rings];
      while (todo.length) {
        const cur = todo.pop()!;
        if (cur.length === 1) {
          done.push(cur);
          continue;
        }
        if (done.length + todo.length > MAX_PIECES) return null;
        const hole = cur[1]!;
        let hx0 = Infinity;
        let hx1 = -Infinity;
        for (const p of hole) {
          hx0 = Math.min(hx0, p[0]!);
          hx1 = Math.max(hx1, p[0]!);
        }
        let bx0 = Infinity;
        let by0 = Infinity;
        let bx1 = -Infinity;
        let by1 = -Infinity;
        for (const p of cur[0]!) {
          bx0 = Math.min(bx0, p[0]!);
          bx1 = Math.max(bx1, p[0]!);
          by0 = Math.min(by0, p[1]!);
          by1 = Math.max(by1, p[1]!);
        }
        // A cut on the 0.000001° grid keeps the new corners where TRACES can store them.
        let c = Math.round(((hx0 + hx1) / 2) * 1e6) / 1e6;
        // Stryker disable next-line EqualityOperator: a cut along the hole's own edge opens it as well (the piece's outline takes the hole in; test "middle rounds onto its own edge").
        if (!(c > hx0 && c < hx1)) c = (hx0 + hx1) / 2;
        const g = own(fromGeojson({ type: 'Polygon', coordinates: cur }));
        for (const [x0, x1] of [
          [bx0 - 1, c],
          [c, bx1 + 1],
        ] as const) {
          const box = own(
            fromGeojson({
              type: 'Polygon',
              coordinates: [
                [
                  [x0, by0 - 1],
                  [x1, by0 - 1],
                  [x1, by1 + 1],
                  [x0, by1 + 1],
                  [x0, by0 - 1],
                ],
              ],
            }),
          );
          const piece = own(geos.GEOSIntersection(g, box));
          for (const p of polysOf(toGeojson(piece))) todo.push(p);
        }
      }
      groups.push(done);
    }
    return groups;
  }

  /**
   * Snap-rounds to the 0.000001° grid (GEOS keeps the result valid), then writes exact 6-decimal values: for
   * shapes that plain truncation would break (a vertex pushed onto an edge).
   */
  function onGrid(polys: PolyCoords[], own: (p: GeomPtr) => GeomPtr): PolyCoords[] {
    const g = own(fromGeojson(asGeometry(polys)));
    const snapped = own(geos.GEOSGeom_setPrecision(g, 1e-6, 0));
    return trunc6Polys(polysOf(toGeojson(snapped)));
  }

  function fixFeature(feature: GeoJSON.Feature, options: FixFeatureOptions = {}): PlotFix {
    const makeValid = options.makeValid ?? true;
    const holes = options.holes ?? 'split';
    const checkOptions = options.checkOptions ?? DEFAULT_CHECK_OPTIONS;
    const unchanged: PlotFix = { feature, features: [feature], reason: null, changes: [], areaChange: null };
    const g = feature.geometry;
    if (g?.type !== 'Polygon' && g?.type !== 'MultiPolygon') return unchanged;
    const check = (f: GeoJSON.Feature): Problem[] =>
      // Stryker disable next-line StringLiteral: no message passed on names the file
      checkFeature(f, 0, { fileName: '', options: checkOptions, land: null }).problems.filter((p) =>
        SHAPE_ERRORS.has(p.code),
      );
    const before = check(feature);
    const codes = new Set(before.map((p) => p.code));
    if (codes.has('out-of-range') || codes.has('too-few-vertices') || (codes.has('collinear') && !makeValid))
      return refuse(feature, msg('fix.refused.redraw', { problem: firstProblem(before) }));
    const wantsValid = makeValid && [...codes].some((c) => NEEDS_MAKE_VALID.has(c) || c === 'collinear');
    const wantsHoles = holes !== 'keep' && codes.has('hole');
    if (!wantsValid && !wantsHoles) return unchanged;

    try {
      return withGeos((own) => {
        const changes: Said[] = [];
        let polys = tidy(polysOf(g));
        const original = own(fromGeojson(asGeometry(polys)));
        let valid = original;
        // isValidDetail with no out-pointers: same test as GEOSisValid without its notice on stdout.
        if (geos.GEOSisValidDetail(original, 0, 0, 0) !== 1) {
          // The crossing is the reason, not a hole that happens to be listed first.
          if (!makeValid)
            return refuse(feature, firstProblem(before.filter((p) => NEEDS_MAKE_VALID.has(p.code))));
          valid = own(geos.GEOSMakeValidWithParams(original, params));
          polys = polysOf(toGeojson(valid));
          changes.push(said('fix.made-valid', { parts: polys.length }));
        }
        if (polys.length === 0) return refuse(feature, msg('fix.refused.nothing-left'));
        const landHa = ha(asGeometry(polys));
        const holeCount = polys.reduce((n, rings) => n + rings.length - 1, 0);
        let groups: PolyCoords[][];
        let filledHa = 0;
        if (holeCount > 0 && holes === 'split') {
          const split = splitHoles(polys, own);
          if (!split) return refuse(feature, msg('fix.refused.too-many-holes', { max: MAX_PIECES }));
          // The first piece of every polygon stays in this plot; the other pieces become plots of their own
          // (pieces of one polygon share edges, which one MultiPolygon may not). A hole lies inside its polygon,
          // so each cut leaves land on both sides: always two plots or more.
          groups = [split.map((pieces) => pieces[0]!)];
          for (const pieces of split) for (const p of pieces.slice(1)) groups.push([p]);
          changes.push(said('fix.split-holes', { holes: holeCount, plots: groups.length }));
        } else if (holeCount > 0 && holes === 'fill') {
          const shells = own(fromGeojson(asGeometry(polys.map((rings) => [rings[0]!]))));
          const filled = polysOf(toGeojson(own(geos.GEOSUnaryUnion(shells))));
          filledHa = ha(asGeometry(filled)) - landHa;
          groups = [filled];
          changes.push(said('fix.filled-holes', { holes: holeCount, area: { ha: filledHa } }));
        } else groups = [polys];
        // Truncation first (what TRACES itself does, and cheap); GEOS snap-rounding (~1.5 ms a plot) only
        // for the groups whose truncated shape would not pass the checks.
        const passes = (grp: PolyCoords[]): boolean =>
          check({ type: 'Feature', properties: {}, geometry: asGeometry(grp) }).every(
            (p) => holes === 'keep' && p.code === 'hole',
          );
        const snapped = groups
          .map((grp) => {
            const truncated = trunc6Polys(grp);
            // Truncation always moves corners towards zero; on a tiny plot that can cost more area than
            // rounding to the nearest grid point does.
            const exact = ha(asGeometry(grp));
            const drift = Math.abs(ha(asGeometry(truncated)) - exact);
            return withinAreaDrift(drift, exact, MAX_AREA_DRIFT / 2) && passes(truncated)
              ? truncated
              : onGrid(grp, own);
          })
          .filter((grp) => grp.length > 0);
        if (snapped.length === 0) return refuse(feature, msg('fix.refused.vanishes'));
        if (changes.length === 0) changes.push(said('fix.on-grid'));
        const features = snapped.map((grp, i) =>
          partFeature(feature, asGeometry(grp), i, snapped.length, checkOptions),
        );
        for (const f of features) {
          const after = check(f).filter((p) => !(holes === 'keep' && p.code === 'hole'));
          if (after.length)
            return refuse(feature, msg('fix.refused.still-rejected', { problem: problemOf(after[0]!) }));
        }
        const afterHa = features.reduce((s, f) => s + ha(f.geometry!), 0);
        const expected = landHa + filledHa;
        if (!withinAreaDrift(Math.abs(afterHa - expected), expected, MAX_AREA_DRIFT))
          return refuse(
            feature,
            msg('fix.refused.area-drift', {
              from: { ha: expected },
              to: { ha: afterHa },
              max: MAX_AREA_DRIFT * 100,
            }),
          );
        const beforeHa = landHa;
        if (features.length > 1) distributeArea(feature, features);
        return {
          feature: features[0]!,
          features,
          reason: null,
          changes,
          areaChange: {
            beforeHa,
            afterHa,
            ha: afterHa - beforeHa,
            // Stryker disable next-line EqualityOperator: a repaired plot has land (one that vanishes is refused above), so beforeHa is never 0 here.
            percent: beforeHa > 0 ? ((afterHa - beforeHa) / beforeHa) * 100 : 0,
          },
        };
      });
    } catch (e) {
      // GEOS failing is said in the reader's language; anything else is not ours to word and is quoted.
      if (e instanceof GeosFailed) return refuse(feature, msg('fix.refused.geos-failed'));
      return refuse(feature, e instanceof Error ? e.message : String(e));
    }
  }

  return { fixFeature };
}

/** GEOS returned no shape: the plot is refused with a sentence of the catalogues, not GEOS's own words. */
class GeosFailed extends Error {}

/** A rule problem inside a refusal: its reference, so the reader gets it in their language (its text if none). */
const problemOf = (p: Problem): MessageRef | string => p.args ?? p.message;

const firstProblem = (problems: Problem[]): MessageRef | string =>
  problems[0] ? problemOf(problems[0]) : msg('fix.refused.not-valid');

function refuse(feature: GeoJSON.Feature, reason: MessageRef | string): PlotFix {
  return {
    feature: null,
    features: [feature],
    reason: said('fix.refused', { reason }),
    changes: [],
    areaChange: null,
  };
}

/** Whether an area moved by `drift` (ha) stays within `limit` (a share) of `ha`: the limit itself is within. */
export const withinAreaDrift = (drift: number, ha: number, limit: number): boolean => drift <= limit * ha;

/** Piece i of n of a plot: same properties, the name marked "(part i of n)" when there are several. */
function partFeature(
  f: GeoJSON.Feature,
  geometry: GeoJSON.Geometry,
  i: number,
  n: number,
  options: CheckOptions,
): GeoJSON.Feature {
  const properties = { ...(f.properties ?? {}) };
  if (n > 1) {
    const field = nameFieldOf(options);
    const name = properties[field];
    properties[field] =
      `${typeof name === 'string' || typeof name === 'number' ? name : 'plot'} (part ${i + 1} of ${n})`;
  }
  return { ...f, properties, geometry };
}

/** Split plots share the declared Area in proportion to their land, so each one's Area stays right. */
function distributeArea(original: GeoJSON.Feature, parts: GeoJSON.Feature[]): void {
  const declared = original.properties?.['Area'];
  // Stryker disable next-line EqualityOperator: an Area of 0 shared out is 0 for every part, as kept.
  if (typeof declared !== 'number' || !Number.isFinite(declared) || declared <= 0) return;
  const areas = parts.map((p) => ha(p.geometry!));
  const total = areas.reduce((a, b) => a + b, 0);
  parts.forEach((p, i) => {
    p.properties!['Area'] = roundHa((declared * areas[i]!) / total);
  });
}
