/**
 * Every feature-level rule of docs/plot-rules.md except the upload-wide duplicates
 * (upload-state.ts). Synchronous and pure; the country shapes for swapped-axes are passed in.
 */
import { formatHa, geodesicAreaHa } from '@core/geo/hectares.ts';
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
import { RULES, featureLabel, fmtPos } from './rule-catalog.ts';

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
  facts.feature = f;
  const label = featureLabel(index, name);
  const add = (code: RuleCode, message: string, coordinate?: Pos): void => {
    const p: Problem = {
      code,
      severity: RULES[code].severity,
      fileName: ctx.fileName,
      featureIndex: index,
      message,
    };
    if (name !== null) p.featureName = name;
    if (coordinate) p.coordinate = [coordinate[0]!, coordinate[1]!];
    problems.push(p);
  };

  if (!f || (f.type !== 'Feature' && f.type !== undefined)) {
    add(
      'missing-geometry',
      `${label} is not a GeoJSON Feature object, so it has no geometry. Make each element of "features" an object with "type": "Feature", "geometry" and "properties".`,
    );
    return facts;
  }

  if (name === null) {
    add(
      'missing-name',
      `${label} has no name: the "${nameField}" property is missing or empty. Add the plot's name under "${nameField}".`,
    );
  }

  const country = props?.['ProducerCountry'];
  // Stryker disable next-line ConditionalExpression: isAlpha2 is already false for anything but a string.
  if (typeof country !== 'string' || !isAlpha2(country)) {
    // Stryker disable next-line StringLiteral: any non-code string gives no hint, like ''.
    const upper = typeof country === 'string' ? country.trim().toUpperCase() : '';
    const hint = isAlpha2(upper) ? ` Write it as "${upper}".` : '';
    add(
      'bad-country',
      country === undefined || country === null || country === ''
        ? `${label} has no ProducerCountry. Add the ISO 3166-1 alpha-2 code of the country of production (for example "CI" or "GH").`
        : `${label} has ProducerCountry ${JSON.stringify(country)}, which is not an ISO 3166-1 alpha-2 code.${hint} Use the two-letter code (for example "CI" for Côte d'Ivoire).`,
    );
  }

  let g = f.geometry as GeoJSON.Geometry | null | undefined;
  if (g === null || g === undefined || typeof g !== 'object') {
    add(
      'missing-geometry',
      `${label} has no geometry ("geometry" is ${g === null ? 'null' : 'missing'}). Draw or import the plot's boundary (a Polygon) or its location (a Point) and save it in the feature.`,
    );
    return facts;
  }
  if (!SUPPORTED_TYPES.has(g.type)) {
    add(
      'unsupported-geometry',
      `${label} is a ${String(g.type)}; TRACES accepts only Point, MultiPoint, Polygon and MultiPolygon. Convert it, for example a closed LineString boundary into a Polygon.`,
    );
    return facts;
  }
  let shape = coordinateShapeProblem(g.type, (g as { coordinates?: unknown }).coordinates);
  if (shape && g.type === 'Polygon' && coordinateShapeProblem('MultiPolygon', g.coordinates) === null) {
    // Some exporters write a MultiPolygon's nesting under "type": "Polygon": read it as what it is.
    g = { type: 'MultiPolygon', coordinates: g.coordinates as unknown as GeoJSON.Position[][][] };
    facts.feature = { ...f, geometry: g };
    shape = null;
    add(
      'multipolygon-nesting',
      `${label} says "type": "Polygon" but its coordinates are nested like a MultiPolygon's (a list of polygons); it is read as a MultiPolygon. Set its type to "MultiPolygon" (the file that is uploaded has it).`,
    );
  }
  if (shape) {
    add(
      'unsupported-geometry',
      `${label} has malformed coordinates: ${shape}. Re-export the plot from your GIS tool as GeoJSON.`,
    );
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
      `${label} has the position ${fmtPos(p)} outside longitude −180..180 / latitude −90..90. Positions must be [longitude, latitude] in WGS84 degrees; ${
        facts.looksProjected
          ? 'these look like metres from a projected system: re-export the file in EPSG:4326.'
          : 'check for a typo or swapped values.'
      }`,
      p,
    );
  }
  if (allLowPrecision && firstPos) {
    add(
      'low-precision',
      `${label} has coordinates with fewer than 6 decimals (e.g. ${fmtPos(firstPos)}). TRACES pads them with zeros; rounded coordinates are often imprecise (5 decimals ≈ 1 m, 4 ≈ 11 m). Re-export with 6 decimals from the original survey.`,
      firstPos,
    );
  }

  let computedHa: number | null = null;
  // Stryker disable next-line BooleanLiteral: only read for polygons, where checkPolygons sets it first.
  let degenerate = false;
  if (g.type === 'Polygon' || g.type === 'MultiPolygon') {
    degenerate = checkPolygons(polygonsOf(g), label, add, moreThan6);
    if (!outOfRange && !degenerate) computedHa = geodesicAreaHa(polygonsOf(g));
  }

  const declared = declaredArea(props);
  if (typeof props?.['Area'] === 'string') {
    add(
      'area-text',
      `${label} has Area ${JSON.stringify(props['Area'])} as text; TRACES reads a text Area as 0. Write it as a number of hectares (the file that is uploaded after the field mapping has it as a number).`,
    );
  }
  if (g.type === 'Point' || g.type === 'MultiPoint') {
    if (declared === null) {
      add(
        'point-area',
        `${label} is a point without an Area; TRACES then assumes 4 ha. Add the plot's Area in hectares, or draw its boundary as a Polygon.`,
      );
    } else if (declared > POINT_MAX_HA) {
      add(
        'point-area',
        `${label} is a point with Area ${declared} ha; TRACES accepts points only for plots of at most 4 ha (cattle excepted). Draw the plot's boundary as a Polygon.`,
      );
    }
  }
  const haForLimits = computedHa ?? (g.type === 'Point' || g.type === 'MultiPoint' ? declared : null);
  if (haForLimits !== null && haForLimits < AREA_MIN_HA) {
    add(
      'area-too-small',
      `${label} covers ${formatHa(haForLimits)}, under 0.0001 ha (1 m²). Check that the boundary was not drawn at the wrong scale or collapsed to a dot.`,
    );
  } else if (haForLimits !== null && haForLimits > AREA_MAX_HA) {
    add(
      'area-too-large',
      `${label} covers ${formatHa(haForLimits)}, over 100,000 ha. A single plot is rarely that large: check the boundary, or split it into its real plots.`,
    );
  }
  // Stryker disable next-line EqualityOperator: a polygon whose area is measured is not degenerate, so its area is never exactly 0; the guard only keeps a division by zero out.
  if (computedHa !== null && declared !== null && computedHa > 0) {
    const ratio = declared / computedHa;
    if (!(ratio >= 0.5 && ratio <= 2)) {
      add(
        'area-mismatch',
        `${label} declares Area ${declared} ha but its boundary measures ${formatHa(computedHa)} (more than a factor 2 apart). Correct the Area property (hectares, not m² or acres) or the boundary.`,
      );
    }
  }

  if (!outOfRange && firstWithin90 && firstPos) {
    if (!ctx.land) facts.needsLand = true;
    else checkSwapped(ctx.land, firstPos, typeof country === 'string' ? country : null, label, add);
  }
  return facts;
}

type Add = (code: RuleCode, message: string, coordinate?: Pos) => void;

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

const where = (polyCount: number, pi: number, ri: number): string =>
  `${polyCount > 1 ? `part ${pi + 1}, ` : ''}${ri === 0 ? 'outer ring' : `hole ${ri}`}`;

/** Ring and polygon rules; each code at most once per feature. Returns true when the area is meaningless. */
function checkPolygons(polys: Ring[][], label: string, add: Add, moreThan6: boolean): boolean {
  // Allocated only when a problem is found (most plots have none).
  let seen: Set<RuleCode> | null = null;
  const once = (code: RuleCode, message: string, coordinate?: Pos): void => {
    seen ??= new Set();
    if (seen.has(code)) return;
    seen.add(code);
    add(code, message, coordinate);
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
          `${label} (${where(polys.length, pi, ri)}) is not closed: it starts at ${fmtPos(ring[0]!)} but ends at ${fmtPos(ring[ring.length - 1]!)}. Repeat the first position at the end (safe fix offered).`,
          ring[ring.length - 1],
        );
      }
      for (let i = 1; i < ring.length; i++) {
        if (samePos(ring[i]!, ring[i - 1]!)) {
          once(
            'duplicate-vertex',
            `${label} (${where(polys.length, pi, ri)}) repeats the position ${fmtPos(ring[i]!)} consecutively. Remove the repeated vertex (safe fix offered).`,
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
          `${label} (${where(polys.length, pi, ri)}) has ${positions} positions (closed) and ${corners.length} distinct corners; a ring needs at least 3 distinct corners plus the closing position. Redraw the plot's boundary.`,
          ring[0],
        );
      } else if (allCollinear(corners)) {
        ringsOk = false;
        if (ri === 0) degenerate = true;
        once(
          'collinear',
          `${label} (${where(polys.length, pi, ri)}) has all its positions on one straight line, so it has no area. Redraw the boundary around the plot.`,
          ring[0],
        );
      }
    }
    if (rings.length > 1) {
      once(
        'hole',
        `${label} has ${rings.length - 1} hole(s) (interior rings); TRACES rejects polygons with holes. Split the plot into hole-free parts covering the same land (fix offered), or fill the holes if that land is farmed too.`,
        rings[1]?.[0],
      );
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
        `${label} is a MultiPolygon whose ${topo.why} at ${fmtPos(roundPos(topo.at))}; parts may only touch at single points. Merge the parts into one shape (fix offered) or correct the boundaries.`,
        topo.at,
      );
    } else {
      once(
        'self-intersection',
        `${label} has a self-intersection: ${topo.why === 'crosses or touches itself' ? `its boundary crosses or touches itself` : topo.why} at ${fmtPos(roundPos(topo.at))}. Move the vertices so the boundary does not cross, or repair the shape (fix offered).`,
        topo.at,
      );
    }
  } else if (moreThan6) {
    const collapse = collapseAt6(partsRings);
    if (collapse) {
      once(
        'collapses-at-6-decimals',
        `${label} becomes invalid when truncated to 6 decimals, as TRACES does (${collapse.why} near ${fmtPos(collapse.at)}). Move the vertices at least 0.000001° apart, or merge them.`,
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

function checkSwapped(land: LandIndex, p: Pos, country: string | null, label: string, add: Add): void {
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
    `${label} looks like [latitude, longitude]: ${fmtPos(p)} is ${
      code ? `outside ${code}` : 'in the sea'
    }, while ${fmtPos([y, x])} is ${code ? `in ${code}` : 'on land'}. GeoJSON positions are [longitude, latitude]; swap the two values (fix offered).`,
    p,
  );
}

/** Internals the boundary tests pin down directly (the 6-decimal collapse and the hectare wording). */
export const __forTests = { collapseAt6 };
