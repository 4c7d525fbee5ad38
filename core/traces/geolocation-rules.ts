/**
 * The EU Information System's rules for a geolocation file, in one place: the GeoJSON file description
 * (Operator API Reference v1.0 §9) and the validation rules about geolocation (§10.3), with the error codes
 * of the conformance tests (CF4 v1.3). The rule module (core/plot-rules) judges each plot's shape; this
 * module adds what the EU checks besides and says it in the EU's codes. Used by every writer and reader of a
 * geolocation file: the TRACES export and its final check (traces-export.ts, verifyTracesFile, which the
 * statement package calls), `plot-check --out` (cli/plot-check-out.ts) and, through checkGeolocation, the
 * rule module for statements (core/eudr/rules.ts) that the EU stand-in applies. Pure and synchronous.
 */
import { EUDR_LIMITS } from '@core/eudr/dds-v3.ts';
import {
  checkFeature,
  coordinateShapeProblem,
  DEFAULT_CHECK_OPTIONS,
  isAlpha2,
  loadedLandIndex,
  type CheckOptions,
  type Problem,
  type RuleCode,
} from '@core/plot-rules/index.ts';

/** Where each rule is written (Operator API Reference v1.0; CF4 v1.3 for the codes). */
export const GEO_RULE = {
  pointArea: 'Operator API Reference §10.3, Geolocation area for point',
  coordinates: 'Operator API Reference §10.3, Geolocation invalid coordinates',
  geometry: 'Operator API Reference §10.3, Geolocation invalid geometry; §9.5 common errors 1–7',
  file: 'Operator API Reference §9.2 (geometry types) and §9.5 common errors 8, 14',
  country: 'Operator API Reference §10.3, Production country; §9.3.2 Type II; §9.5 common error 12',
  producerName: 'Operator API Reference §4.1.3, DdsProducerType: name, string (max 500)',
  size: 'Operator API Reference §10.3, Geolocation data size',
  producers: 'Operator API Reference §10.3, Geolocation Producers information',
} as const;

export type GeoErrorCode =
  | 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID'
  | 'EUDR_COMMODITIES_PRODUCER_GEO_LATITUDE_INVALID'
  | 'EUDR_COMMODITIES_PRODUCER_GEO_LONGITUDE_INVALID'
  | 'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID'
  | 'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID'
  | 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID' // sic: CF4 spells it so
  | 'EUDR_MAXIMUM_GEO_SIZE_REACHED'
  /** A length the XSD sets (DdsProducerType name): the schema refuses it before any business rule. */
  | 'XSD';

/** One broken rule: the EU's code, where the rule is written, and what is wrong and what to do (English). */
export interface GeoViolation {
  code: GeoErrorCode;
  rule: string;
  /** 0-based index of the feature in the file; null for the file as a whole. */
  featureIndex: number | null;
  /** Which check, more finely than the EU's code (one code covers a point's area too small and too large). */
  check: GeoCheck;
  message: string;
}

export type GeoCheck =
  | 'size'
  | 'syntax'
  | 'not-geojson'
  | 'no-geometry'
  | 'geometry-type'
  | 'position-not-number'
  | 'longitude'
  | 'latitude'
  | 'polygon'
  | 'nesting'
  | 'area-not-number'
  | 'area-under-minimum'
  | 'area-over-4-ha'
  | 'country-missing'
  | 'country-invalid'
  | 'producer-name-too-long';

export interface GeoRuleOptions {
  /**
   * The commodity is cattle: a point may stand for more than 4 ha (§10.3). `undefined`: the commodity is not
   * known here, so the 4 ha bound is left to the caller that knows it (the lower bound always applies).
   */
  cattle?: boolean;
  /**
   * Every feature must carry its ProducerCountry: a Type II file (§9.3.2, imported at commodity level, as the
   * TRACES export and `plot-check --out` write) does; a Type I producer file (§9.3.1, the country is the
   * statement's DdsProducerType.country) need not.
   */
  requireCountry?: boolean;
}

/** The longest ProducerName the Information System takes (DdsProducerType name, max 500). */
const PRODUCER_NAME_MAX = 500;

/** The rule module's errors the EU reads as an invalid polygon (§9.5 common errors 1–7, §9.2 holes). */
const POLYGON_CODES = new Set<RuleCode>([
  'unclosed-ring',
  'too-few-vertices',
  'self-intersection',
  'overlapping-parts',
  'hole',
  'collinear',
  'collapses-at-6-decimals',
  // A warning for an upload; in a file for the EU, consecutive positions that are (or become, once cut to 6
  // decimals) equal are common error 7.
  'duplicate-vertex',
]);

/** The rules as the EU applies them to one plot's shape: TRACES' validation on, each plot alone. */
// Stryker disable next-line ObjectLiteral,BooleanLiteral: checkFeature finds the same problems whatever the options say about TRACES (validateForTraces only decides which block an evaluation, evaluation.ts), and shapeViolations maps problems by code.
const SHAPE_RULES: CheckOptions = { ...DEFAULT_CHECK_OPTIONS, validateForTraces: true };

const label = (index: number, name: unknown): string =>
  `feature ${index + 1}${typeof name === 'string' && name.trim() ? ` ("${name}")` : ''}`;

/** Every position of a geometry's coordinates, whatever their nesting (shape-checked first). */
function* positionsOf(c: unknown): Generator<unknown[]> {
  if (!Array.isArray(c)) return;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty array yielded as a position passes every position check (no value to judge), as it does when skipped.
  if (c.length > 0 && !Array.isArray(c[0])) {
    yield c;
    return;
  }
  for (const x of c) yield* positionsOf(x);
}

/**
 * What the EU refuses about one feature besides its shape: no geometry or one that is not a Point,
 * MultiPoint, Polygon or MultiPolygon (§9.2: LineStrings are not accepted); positions that are not numbers
 * (what JSON writes as null) or out of range (§10.3); a point's Area that is not a number, under 0.0001 ha,
 * or over 4 ha for a commodity other than cattle (§10.3); a ProducerCountry that is no ISO alpha-2 code, or
 * none where one is required (§9.3.2, §9.5 error 12); a ProducerName over 500 characters (§4.1.3).
 */
export function featureViolations(
  feature: unknown,
  index: number,
  options: GeoRuleOptions = {},
): GeoViolation[] {
  const out: GeoViolation[] = [];
  const f =
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a string, number or array has no geometry member either, so it is refused as "no geometry" all the same.
    typeof feature === 'object' && feature !== null && !Array.isArray(feature)
      ? (feature as Partial<GeoJSON.Feature>)
      : null;
  const props =
    f && typeof f.properties === 'object' && f.properties !== null && !Array.isArray(f.properties)
      ? (f.properties as Record<string, unknown>)
      : {};
  const who = label(index, props['ProductionPlace']);
  const add = (code: GeoErrorCode, check: GeoCheck, rule: string, message: string) =>
    out.push({ code, rule, featureIndex: index, check, message: `${who}: ${message}` });

  const name = props['ProducerName'];
  if (typeof name === 'string' && name.length > PRODUCER_NAME_MAX)
    add(
      'XSD',
      'producer-name-too-long',
      GEO_RULE.producerName,
      `its ProducerName has ${name.length} characters; the Information System takes at most ${PRODUCER_NAME_MAX}. Shorten the producer's name in the supplier's file (it is not cut here: a name is the supplier's data).`,
    );
  const country = props['ProducerCountry'];
  if (country === undefined || country === null || country === '') {
    if (options.requireCountry)
      add(
        'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
        'country-missing',
        GEO_RULE.country,
        'it has no ProducerCountry; every production place must have its country (ISO alpha-2 code). Add the country in the supplier’s file.',
      );
  } else if (typeof country !== 'string' || !isAlpha2(country))
    add(
      'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
      'country-invalid',
      GEO_RULE.country,
      `its ProducerCountry ${JSON.stringify(country)} is not an ISO 3166-1 alpha-2 code (such as "CI").`,
    );

  const g = f?.geometry as GeoJSON.Geometry | null | undefined;
  if (!f || typeof g !== 'object' || g === null) {
    add('EUDR_COMMODITIES_PRODUCER_GEO_INVALID', 'no-geometry', GEO_RULE.file, 'it has no geometry.');
    return out;
  }
  if (!['Point', 'MultiPoint', 'Polygon', 'MultiPolygon'].includes(g.type)) {
    add(
      'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
      'geometry-type',
      GEO_RULE.file,
      `its geometry is a ${String(g.type)}; the Information System takes Point, MultiPoint, Polygon and MultiPolygon.`,
    );
    return out;
  }
  const coords = (g as { coordinates?: unknown }).coordinates;
  let latitude = false;
  let longitude = false;
  for (const p of positionsOf(coords)) {
    // Stryker disable next-line ConditionalExpression: Number.isFinite is false for every value that is not a number.
    if (!p.slice(0, 2).every((v) => typeof v === 'number' && Number.isFinite(v))) {
      add(
        'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        'position-not-number',
        GEO_RULE.file,
        `a position (${JSON.stringify(p)}) holds a value that is not a number.`,
      );
      return out;
    }
    const [x, y] = p as number[];
    if (!longitude && (x! < -180 || x! > 180)) {
      longitude = true;
      add(
        'EUDR_COMMODITIES_PRODUCER_GEO_LONGITUDE_INVALID',
        'longitude',
        GEO_RULE.coordinates,
        `the longitude ${x} is not between -180 and 180.`,
      );
    }
    if (!latitude && (y! < -90 || y! > 90)) {
      latitude = true;
      add(
        'EUDR_COMMODITIES_PRODUCER_GEO_LATITUDE_INVALID',
        'latitude',
        GEO_RULE.coordinates,
        `the latitude ${y} is not between -90 and 90.`,
      );
    }
  }

  if ((g.type === 'Point' || g.type === 'MultiPoint') && props['Area'] !== undefined) {
    const area = props['Area'];
    // §9.5 error 14: "Area": "3" is read as 0, so a text is refused rather than guessed at.
    // Stryker disable next-line ConditionalExpression: Number.isFinite is false for every value that is not a number.
    if (typeof area !== 'number' || !Number.isFinite(area))
      add(
        'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
        'area-not-number',
        GEO_RULE.pointArea,
        `its Area ${JSON.stringify(area)} is not a number; write the hectares as a number (3, not "3").`,
      );
    else if (area < EUDR_LIMITS.minAreaHa)
      add(
        'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
        'area-under-minimum',
        GEO_RULE.pointArea,
        `it is a point with Area ${area} ha; a point's area must be at least ${EUDR_LIMITS.minAreaHa} ha. Correct the area in the supplier’s file (or leave it out: the Information System then takes 4 ha).`,
      );
    else if (options.cattle === false && area > EUDR_LIMITS.maxPointAreaHa)
      add(
        'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
        'area-over-4-ha',
        GEO_RULE.pointArea,
        `it is a point with Area ${area} ha; a point may stand for at most ${EUDR_LIMITS.maxPointAreaHa} ha (cattle excepted). Draw the plot's boundary as a Polygon.`,
      );
  }
  return out;
}

/**
 * The rule module's problems with one plot's shape, as the EU's codes: every error it refuses a plot's
 * shape for under TRACES' validation, and the consecutive repeated positions (§9.5 error 7) it only warns
 * about in an upload. Problems about several plots (duplicates, overlaps) and the project's own rules (a
 * plot's name, the bad-country warning, areas far from the usual) are not the EU's and are left out.
 */
export function shapeViolations(problems: readonly Problem[]): GeoViolation[] {
  const out: GeoViolation[] = [];
  for (const p of problems) {
    const at = p.featureIndex ?? null;
    if (POLYGON_CODES.has(p.code))
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID',
        rule: GEO_RULE.geometry,
        featureIndex: at,
        check: 'polygon',
        message: p.message,
      });
    // A "Polygon" with a MultiPolygon's nesting: §9.5 error 14. Missing or unsupported geometries are said
    // in the EU's words by featureViolations.
    else if (p.code === 'multipolygon-nesting')
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        featureIndex: at,
        check: 'nesting',
        message: p.message,
      });
  }
  return out;
}

/**
 * The one definition of "a producer" for the limits of §10.3 (1,000 per commodity, 10,000 per statement):
 * one per ProducerName and ProducerCountry; a plot without a producer name counts as a producer of its own
 * (never fewer producers than there may be), keyed by its position in the file.
 */
export function producerKey(properties: unknown, index: number): string {
  const p =
    // Stryker disable next-line ConditionalExpression: a string or number read as the properties has no ProducerName member, as {} has none.
    typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>) : {};
  const name = p['ProducerName'];
  const country = typeof p['ProducerCountry'] === 'string' ? p['ProducerCountry'] : '';
  return typeof name === 'string' && name !== '' ? `${country}\u0000${name}` : `\u0001${index}`;
}

const encoder = new TextEncoder();

/**
 * Every rule one geolocation file breaks, as the Information System would answer (CF4 codes): the file's
 * size (§10.3, 25 MB read as 25,000,000 bytes), its syntax (§9.5 error 8), and each feature's shape and
 * properties (featureViolations, shapeViolations). The text is a FeatureCollection, a Feature or a bare
 * geometry (a producer's `geometryGeojson` decoded from base64). [] when the Information System takes it.
 */
export function checkGeolocation(text: string, options: GeoRuleOptions = {}): GeoViolation[] {
  const out: GeoViolation[] = [];
  const bytes = encoder.encode(text).length;
  if (bytes > EUDR_LIMITS.maxGeolocationBytes)
    out.push({
      code: 'EUDR_MAXIMUM_GEO_SIZE_REACHED',
      rule: GEO_RULE.size,
      featureIndex: null,
      check: 'size',
      message: `The geolocation holds ${bytes.toLocaleString('en')} bytes; a statement takes at most ${EUDR_LIMITS.maxGeolocationBytes.toLocaleString('en')} (25 MB). Split the plots over several statements.`,
    });
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    out.push({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
      rule: GEO_RULE.file,
      featureIndex: null,
      check: 'syntax',
      message: `The geolocation is not JSON (${e instanceof Error ? e.message : String(e)}).`,
    });
    return out;
  }
  const d = (typeof doc === 'object' && doc !== null ? doc : {}) as Record<string, unknown>;
  let features: unknown[];
  if (d['type'] === 'FeatureCollection' && Array.isArray(d['features'])) features = d['features'];
  else if (d['type'] === 'Feature') features = [d];
  else if (typeof d['type'] === 'string' && coordinateShapeProblem(d['type'], d['coordinates']) === null)
    // Stryker disable next-line StringLiteral: the rules read a feature's geometry and properties, not its type member.
    features = [{ type: 'Feature', properties: {}, geometry: d }];
  else {
    out.push({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
      rule: GEO_RULE.file,
      featureIndex: null,
      check: 'not-geojson',
      message: 'The geolocation is not a GeoJSON FeatureCollection, Feature or geometry.',
    });
    return out;
  }
  // Stryker disable next-line StringLiteral: the shape problems' messages kept here (polygon, nesting) do not name the file.
  const ctx = { fileName: 'geolocation.geojson', options: SHAPE_RULES, land: loadedLandIndex() };
  features.forEach((f, i) => {
    const own = featureViolations(f, i, options);
    out.push(...own);
    // Stryker disable next-line all: the rule module finds no polygon problem in a feature refused as invalid here (it calls an unreadable position or geometry "unsupported-geometry", which is not the EU's code); this only spares the work.
    if (own.some((v) => v.code === 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID')) return;
    out.push(...shapeViolations(checkFeature(f, i, ctx).problems));
  });
  return out;
}
