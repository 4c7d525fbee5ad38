/**
 * Every feature-level rule of docs/plot-rules.md except the upload-wide duplicates
 * (upload-state.ts). Synchronous and pure; the country shapes for swapped-axes are passed in.
 */
import { geodesicAreaHa } from '@core/geo/hectares.ts';
import { isAlpha2, type LandIndex } from './countries.ts';
import {
  SUPPORTED_TYPES,
  allCollinear,
  coordinateShapeProblem,
  cornersOf,
  fewerThan6Decimals,
  isClosed,
  polygonsOf,
  samePos,
  trunc6,
  type Pos,
  type Ring,
} from './geometry.ts';
import { msg, type MessageRef } from '@core/i18n/messages.ts';
import { RULES, featureRef, fmtPos, ruleMessage } from './rule-catalog.ts';
import { OversizedFeature } from './feature-stream.ts';

/** A computed point (a crossing) shown at 6 decimals, the precision TRACES keeps; given positions print as given. */
const roundPos = (p: readonly number[]): number[] => p.map((v) => Math.round(v * 1e6) / 1e6);
import { topologyError } from './topology.ts';
import type { CheckOptions, Problem, RuleCode } from './types.ts';

export interface FeatureFacts {
  name: string | null;
  feature: GeoJSON.Feature | null;
  problems: Problem[];
  /** A supported geometry of the right shape (worth hashing for duplicates). */
  geometryOk: boolean;
  /** Some coordinate is far outside ±180/±90: the file is probably in a projected CRS. */
  looksProjected: Pos | null;
  /** swapped-axes is plausible but the country shapes were not loaded (caller loads them and re-checks). */
  needsLand: boolean;
}

export interface FeatureContext {
  fileName: string;
  options: CheckOptions;
  land: LandIndex | null;
}

const POINT_MAX_HA = 4;
const AREA_MIN_HA = 0.0001;
const AREA_MAX_HA = 100_000;

export const nameFieldOf = (options: CheckOptions): string =>
  options.designatedNameField || 'ProductionPlace';

function nameOf(props: Record<string, unknown> | null, field: string): string | null {
  const v = props?.[field];
  if (typeof v === 'string') return v.trim() === '' ? null : v;
  // Stryker disable next-line ConditionalExpression: Number.isFinite is already false for anything but a number.
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/**
 * Declared Area in hectares: a number, or a numeric string; null when absent or not a number. `-1` is the
 * exporters' "unknown" (the area is then computed, as when it is absent).
 */
export function declaredArea(props: Record<string, unknown> | null): number | null {
  const v = props?.['Area'];
  let n: number | null = null;
  if (typeof v === 'number' && Number.isFinite(v)) n = v;
  else if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) n = Number(v);
  return n === -1 ? null : n;
}

export function checkFeature(value: unknown, index: number, ctx: FeatureContext): FeatureFacts {
  const problems: Problem[] = [];
  const facts: FeatureFacts = {
    name: null,
    feature: null,
    problems,
    geometryOk: false,
    looksProjected: null,
    needsLand: false,
  };
  const isObj = typeof value === 'object' && value !== null && !Array.isArray(value);
  const f = isObj ? (value as GeoJSON.Feature) : null;
  const props =
    f && typeof f.properties === 'object' && f.properties !== null && !Array.isArray(f.properties)
      ? (f.properties as Record<string, unknown>)
      : null;
  const nameField = nameFieldOf(ctx.options);
  const name = nameOf(props, nameField);
  facts.name = name;
  // A plot too large to parse has nothing to hand on but its problem.
  facts.feature = value instanceof OversizedFeature ? null : f;
  const feature = featureRef(index, name);
  const add = (code: RuleCode, ref: MessageRef, coordinate?: Pos): void => {
    const p: Problem = {
      code,
      severity: RULES[code].severity,
      fileName: ctx.fileName,
      featureIndex: index,
      ...ruleMessage(ref),
    };
    if (name !== null) p.featureName = name;
    if (coordinate) p.coordinate = [coordinate[0]!, coordinate[1]!];
    problems.push(p);
  };

  if (value instanceof OversizedFeature) {
    add('missing-geometry', value.textFor(feature));
    return facts;
  }

  if (!f || (f.type !== 'Feature' && f.type !== undefined)) {
    add('missing-geometry', msg('rule.missing-geometry.not-feature', { feature }));
    return facts;
  }

  if (name === null) {
    add('missing-name', msg('rule.missing-name', { feature, field: nameField }));
  }

  const country = props?.['ProducerCountry'];
  // Stryker disable next-line ConditionalExpression: isAlpha2 is already false for anything but a string.
  if (typeof country !== 'string' || !isAlpha2(country)) {
    // Stryker disable next-line StringLiteral: any non-code string gives no hint, like ''.
    const upper = typeof country === 'string' ? country.trim().toUpperCase() : '';
    add(
      'bad-country',
      country === undefined || country === null || country === ''
        ? msg('rule.bad-country.missing', { feature })
        : msg('rule.bad-country.invalid', {
            feature,
            value: JSON.stringify(country),
            hint: isAlpha2(upper) ? upper : 'none',
          }),
    );
  }

  let g = f.geometry as GeoJSON.Geometry | null | undefined;
  if (g === null || g === undefined || typeof g !== 'object') {
    add(
      'missing-geometry',
      msg('rule.missing-geometry.none', { feature, missing: g === null ? 'null' : 'missing' }),
    );
    return facts;
  }
  if (!SUPPORTED_TYPES.has(g.type)) {
    add('unsupported-geometry', msg('rule.unsupported-geometry.type', { feature, type: String(g.type) }));
    return facts;
  }
  let shape = coordinateShapeProblem(g.type, (g as { coordinates?: unknown }).coordinates);
  if (shape && g.type === 'Polygon' && coordinateShapeProblem('MultiPolygon', g.coordinates) === null) {
    // Some exporters write a MultiPolygon's nesting under "type": "Polygon": read it as what it is.
    g = { type: 'MultiPolygon', coordinates: g.coordinates as unknown as GeoJSON.Position[][][] };
    facts.feature = { ...f, geometry: g };
    shape = null;
    add('multipolygon-nesting', msg('rule.multipolygon-nesting', { feature }));
  }
  if (shape) {
    add('unsupported-geometry', msg('rule.unsupported-geometry.malformed', { feature, detail: shape }));
    return facts;
  }
  facts.geometryOk = true;

  // One pass over all positions: range, precision, projection and swap plausibility (plain loops over
  // the parsed arrays; a callback per position cost more than the tests themselves).
  const scan: PositionScan = {
    outOfRange: null,
    looksProjected: null,
    allLowPrecision: true,
    moreThan6: false,
    firstWithin90: true,
    firstPos: null,
  };
  if (g.type === 'Point') scanPositions([g.coordinates], scan);
  else if (g.type === 'MultiPoint') scanPositions(g.coordinates, scan);
  else for (const poly of polygonsOf(g)) for (const ring of poly) scanPositions(ring, scan);
  const { outOfRange, allLowPrecision, moreThan6, firstWithin90, firstPos } = scan;
  facts.looksProjected = scan.looksProjected;
  if (outOfRange) {
    const p: Pos = outOfRange;
    add(
      'out-of-range',
      msg('rule.out-of-range', {
        feature,
        position: fmtPos(p),
        projected: facts.looksProjected ? 'yes' : 'no',
      }),
      p,
    );
  }
  if (allLowPrecision && firstPos) {
    add('low-precision', msg('rule.low-precision', { feature, position: fmtPos(firstPos) }), firstPos);
  }

  let computedHa: number | null = null;
  // Stryker disable next-line BooleanLiteral: only read for polygons, where checkPolygons sets it first.
  let degenerate = false;
  if (g.type === 'Polygon' || g.type === 'MultiPolygon') {
    degenerate = checkPolygons(polygonsOf(g), feature, add, moreThan6);
    if (!outOfRange && !degenerate) computedHa = geodesicAreaHa(polygonsOf(g));
  }

  const declared = declaredArea(props);
  if (typeof props?.['Area'] === 'string') {
    add('area-text', msg('rule.area-text', { feature, value: JSON.stringify(props['Area']) }));
  }
  if (g.type === 'Point' || g.type === 'MultiPoint') {
    if (declared === null) {
      add('point-area', msg('rule.point-area.missing', { feature }));
    } else if (declared > POINT_MAX_HA) {
      add('point-area', msg('rule.point-area.too-large', { feature, declared: String(declared) }));
    }
  }
  const haForLimits = computedHa ?? (g.type === 'Point' || g.type === 'MultiPoint' ? declared : null);
  if (haForLimits !== null && haForLimits < AREA_MIN_HA) {
    add('area-too-small', msg('rule.area-too-small', { feature, area: { ha: haForLimits } }));
  } else if (haForLimits !== null && haForLimits > AREA_MAX_HA) {
    add('area-too-large', msg('rule.area-too-large', { feature, area: { ha: haForLimits } }));
  }
  // Stryker disable next-line EqualityOperator: a polygon whose area is measured is not degenerate, so its area is never exactly 0; the guard only keeps a division by zero out.
  if (computedHa !== null && declared !== null && computedHa > 0) {
    const ratio = declared / computedHa;
    if (!(ratio >= 0.5 && ratio <= 2)) {
      add(
        'area-mismatch',
        msg('rule.area-mismatch', { feature, declared: String(declared), area: { ha: computedHa } }),
      );
    }
  }

  if (!outOfRange && firstWithin90 && firstPos) {
    if (!ctx.land) facts.needsLand = true;
    else checkSwapped(ctx.land, firstPos, typeof country === 'string' ? country : null, feature, add);
  }
  return facts;
}

type Add = (code: RuleCode, ref: MessageRef, coordinate?: Pos) => void;

interface PositionScan {
  outOfRange: Pos | null;
  looksProjected: Pos | null;
  allLowPrecision: boolean;
  moreThan6: boolean;
  firstWithin90: boolean;
  firstPos: Pos | null;
}

function scanPositions(list: Pos[], s: PositionScan): void {
  for (let i = 0; i < list.length; i++) {
    const p = list[i]!;
    const x = p[0]!;
    const y = p[1]!;
    s.firstPos ??= p;
    if (!(x >= -180 && x <= 180 && y >= -90 && y <= 90)) {
      s.outOfRange ??= p;
      if (!s.looksProjected && (Math.abs(x) > 1000 || Math.abs(y) > 1000)) s.looksProjected = p;
    }
    if (x < -90 || x > 90) s.firstWithin90 = false;
    if (s.allLowPrecision && !(fewerThan6Decimals(x) && fewerThan6Decimals(y))) s.allLowPrecision = false;
    // Stryker disable next-line EqualityOperator: a speed guard: a shape with at most 6 decimals is its own truncation, so the truncation check (collapseAt6) finds nothing the full check did not.
    if (!s.moreThan6 && (trunc6(x) !== x || trunc6(y) !== y)) s.moreThan6 = true;
  }
}

const where = (polyCount: number, pi: number, ri: number): MessageRef => {
  const ring = ri === 0 ? msg('where.outer') : msg('where.hole', { hole: String(ri) });
  return polyCount > 1 ? msg('where.part', { part: String(pi + 1), ring }) : ring;
};

/** Ring and polygon rules; each code at most once per feature. Returns true when the area is meaningless. */
function checkPolygons(polys: Ring[][], feature: MessageRef, add: Add, moreThan6: boolean): boolean {
  // Allocated only when a problem is found (most plots have none).
  let seen: Set<RuleCode> | null = null;
  const once = (code: RuleCode, ref: MessageRef, coordinate?: Pos): void => {
    seen ??= new Set();
    if (seen.has(code)) return;
    seen.add(code);
    add(code, ref, coordinate);
  };
  let degenerate = false;
  // Corner rings of the parts whose rings are all usable, for the topology test across rings and parts.
  const partsCorners: Ring[][] = [];
  const partsRings: Ring[][] = [];
  for (let pi = 0; pi < polys.length; pi++) {
    const rings = polys[pi]!;
    let ringsOk = true;
    const cornerRings: Ring[] = [];
    for (let ri = 0; ri < rings.length; ri++) {
      const ring = rings[ri]!;
      if (!isClosed(ring) && ring.length > 0) {
        once(
          'unclosed-ring',
          msg('rule.unclosed-ring', {
            feature,
            where: where(polys.length, pi, ri),
            first: fmtPos(ring[0]!),
            last: fmtPos(ring[ring.length - 1]!),
          }),
          ring[ring.length - 1],
        );
      }
      for (let i = 1; i < ring.length; i++) {
        if (samePos(ring[i]!, ring[i - 1]!)) {
          once(
            'duplicate-vertex',
            msg('rule.duplicate-vertex', {
              feature,
              where: where(polys.length, pi, ri),
              position: fmtPos(ring[i]!),
            }),
            ring[i],
          );
          break;
        }
      }
      // Computed once per ring and shared with the topology test below.
      const corners = cornersOf(ring);
      cornerRings.push(corners);
      // An open ring is judged as if closed (its unclosed-ring problem is reported on its own).
      const positions = ring.length > 0 && !isClosed(ring) ? ring.length + 1 : ring.length;
      if (positions < 4 || corners.length < 3) {
        ringsOk = false;
        if (ri === 0) degenerate = true;
        once(
          'too-few-vertices',
          msg('rule.too-few-vertices', {
            feature,
            where: where(polys.length, pi, ri),
            positions: String(positions),
            corners: String(corners.length),
          }),
          ring[0],
        );
      } else if (allCollinear(corners)) {
        ringsOk = false;
        if (ri === 0) degenerate = true;
        once('collinear', msg('rule.collinear', { feature, where: where(polys.length, pi, ri) }), ring[0]);
      }
    }
    if (rings.length > 1) {
      once('hole', msg('rule.hole', { feature, holes: rings.length - 1 }), rings[1]?.[0]);
    }
    if (!ringsOk) continue;
    partsCorners.push(cornerRings);
    partsRings.push(rings);
  }
  if (partsCorners.length === 0) return degenerate;
  const topo = topologyError(partsCorners);
  if (topo) {
    degenerate = true; // a crossing boundary has no meaningful area
    if (topo.code === 'overlapping-parts') {
      once(
        'overlapping-parts',
        msg('rule.overlapping-parts', { feature, detail: topo.why, position: fmtPos(roundPos(topo.at)) }),
        topo.at,
      );
    } else {
      once(
        'self-intersection',
        msg('rule.self-intersection', {
          feature,
          detail:
            topo.why === 'crosses or touches itself' ? 'its boundary crosses or touches itself' : topo.why,
          position: fmtPos(roundPos(topo.at)),
        }),
        topo.at,
      );
    }
  } else if (moreThan6) {
    const collapse = collapseAt6(partsRings);
    if (collapse) {
      once(
        'collapses-at-6-decimals',
        msg('rule.collapses-at-6-decimals', { feature, detail: collapse.why, position: fmtPos(collapse.at) }),
        collapse.at,
      );
    }
  }
  return degenerate;
}

/**
 * What breaks once every position is truncated to 6 decimals (TRACES' storage precision): the truncated
 * shape gets the full check (corners, straight lines, crossings and touches within and between rings and
 * parts), so a vertex pushed onto a long edge is caught too. Only runs for shapes with more than 6 decimals.
 */
function collapseAt6(polys: Ring[][]): { why: string; at: Pos } | null {
  const truncatedParts: Ring[][] = [];
  for (const rings of polys) {
    const cornerRings: Ring[] = [];
    for (const ring of rings) {
      const t = ring.map((p) => [trunc6(p[0]!), trunc6(p[1]!)]);
      for (let i = 1; i < ring.length; i++) {
        if (!samePos(ring[i - 1]!, ring[i]!) && samePos(t[i - 1]!, t[i]!))
          return { why: 'two distinct vertices become one', at: ring[i]! };
      }
      const corners = cornersOf(t);
      if (corners.length < 3) return { why: 'fewer than 3 distinct corners remain', at: ring[0]! };
      if (allCollinear(corners)) return { why: 'all positions fall on one line', at: ring[0]! };
      cornerRings.push(corners);
    }
    truncatedParts.push(cornerRings);
  }
  const topo = topologyError(truncatedParts);
  if (topo) {
    const what =
      topo.why === 'crosses or touches itself' ? 'the boundary crosses or touches itself' : topo.why;
    return { why: `once truncated, ${what}`, at: topo.at };
  }
  return null;
}

function checkSwapped(land: LandIndex, p: Pos, country: string | null, feature: MessageRef, add: Add): void {
  const x = p[0]!;
  const y = p[1]!;
  const code = country && isAlpha2(country) ? country : null;
  const givenInCountry = code ? land.inCountry(code, x, y) : undefined;
  if (givenInCountry === true) return;
  const swappedInCountry = code ? land.inCountry(code, y, x) : undefined;
  // Stryker disable next-line BooleanLiteral: overwritten on both branches below.
  let swapped = false;
  if (swappedInCountry !== undefined) swapped = swappedInCountry;
  else swapped = land.countryAt(x, y) === null && land.countryAt(y, x) !== null;
  if (!swapped) return;
  add(
    'swapped-axes',
    msg('rule.swapped-axes', {
      feature,
      position: fmtPos(p),
      swapped: fmtPos([y, x]),
      country: code ?? 'none',
    }),
    p,
  );
}

/** Internals the boundary tests pin down directly (the 6-decimal collapse and the hectare wording). */
export const __forTests = { collapseAt6 };
