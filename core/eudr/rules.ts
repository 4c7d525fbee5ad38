/**
 * The one rule module for what is filed with the EU Information System: the XSD constraints (dds-v3.ts),
 * the validation rules of the Operator API Reference §10.3, and the GeoJSON file description §9 applied to
 * each producer's geometryGeojson. Used by the dashboard (before a draft is offered), `plot-check` (a draft
 * and its geolocation), the server before filing, and the EU stand-in when it receives a statement.
 *
 * Each violation carries the Information System's own error code where the conformance tests name one
 * (`EUDR_COMMODITIES_HS_CODE_INVALID`, ...: "EUDR - API EO CF4" v1.3, mirrored at
 * github.com/mfrntic/eudr-api-client), `XSD` for what the reference says the XSD validates, and a code of
 * ours in lower kebab case (`producers-per-commodity`, ...) for a §10.3 rule CF4 gives no code; and the
 * section of the reference it comes from. Pure.
 *
 * Two steps: checkDdsRequest / checkSdRequest are synchronous (the request, and each producer's decoded
 * GeoJSON for what §10.3 itself says: decodable, size, coordinates in range, a point's area);
 * checkDdsGeolocation / checkSdGeolocation run §9's rules (geometry validity and the rest) through the plot
 * rules' TRACES check, verifyTracesFile (core/traces/traces-export.ts), which is asynchronous; and
 * checkDdsRequestFully / checkSdRequestFully do both, which is what a draft must pass before it is offered.
 */
import type { z } from 'zod';
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { benchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { ExportCheckFailed, verifyTracesFile } from '@core/traces/traces-export.ts';
import { commoditiesOf, isCattleHeading, isWoodHeading } from './annex-i.ts';
import {
  EUDR_LIMITS,
  EUROPEAN_COUNTRIES,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  type SubmitDdsRequest,
  type SubmitSdRequest,
} from './dds-v3.ts';

export interface RuleViolation {
  /** The Information System's error code (CF4), or `XSD` for a schema constraint. */
  code: string;
  /** Where the rule is written, e.g. "Operator API Reference §10.3, Quantities of a commodity". */
  rule: string;
  /** Path in the request, e.g. `statement.commodities.0.hsHeading`. */
  path: string;
  /** One sentence in English: what is wrong and what to do. */
  message: string;
}

export interface CheckOptions {
  /**
   * Statements already filed that groupedDeclarations may name, with their status (§10.3 "Referenced DDS":
   * AVAILABLE or ARCHIVED). Absent: the references are checked for form only.
   */
  knownStatements?: ReadonlyMap<string, string>;
  /** The reference number of the statement itself, when it has one (an amendment): it may not name itself. */
  ownReferenceNumber?: string;
  /** Whether each known reference number is a DDS or an SD (§4.2.2 submitSd: "DDS references are rejected"). */
  knownKinds?: ReadonlyMap<string, 'dds' | 'sd'>;
}

const ALPHA2 = new Set((codes as string[][]).map((row) => row[0]).filter(Boolean));
const EU = new Set<string>(EUROPEAN_COUNTRIES);

const R = {
  activity: 'Operator API Reference §10.3, Mandatory activity type',
  eori: 'Operator API Reference §10.3, Activity type and identifier',
  representative: 'Operator API Reference §10.3, Operator filled by an authorized representative',
  commodity: 'Operator API Reference §10.3, Mandatory commodity',
  maxCommodities: 'Operator API Reference §10.3, Maximum of commodities',
  hs: 'Operator API Reference §4.1.3 DdsCommodityType hsHeading; EUDR Annex I (CF4 EUDR_COMMODITIES_HS_CODE_INVALID)',
  quantities: 'Operator API Reference §10.3, Quantities of a commodity',
  unitType: 'Operator API Reference §10.3, Supplementary unit type',
  country: 'Operator API Reference §10.3, Production country',
  geolocation: 'Operator API Reference §10.3, Mandatory geolocation',
  pointArea: 'Operator API Reference §10.3, Geolocation area for point',
  coordinates: 'Operator API Reference §10.3, Geolocation invalid coordinates',
  geometry: 'Operator API Reference §10.3, Geolocation invalid geometry; GeoJSON file description §9',
  species: 'Operator API Reference §10.3, Scientific and Common names',
  size: 'Operator API Reference §10.3, Geolocation data size',
  producers: 'Operator API Reference §10.3, Geolocation Producers information',
  referenced: 'Operator API Reference §10.3, Referenced DDS',
  sdRole: 'Operator API Reference §4.2.3 SimplifiedDeclarationBaseType representedOperator',
  sdGrouping: 'Operator API Reference §4.2.2 submitSd, §4.2.3 SdReferenceType',
  sdEligibility: 'Operator API Reference §4.2.1, §4.2.3 countryOfActivity (micro or small primary operator)',
} as const;

function schemaViolations(error: z.ZodError): RuleViolation[] {
  return error.issues.map((issue) => ({
    code: 'XSD',
    rule: 'Operator API Reference §4.1.3–4.1.4 (XSD constraints)',
    path: issue.path.join('.'),
    message: `${issue.path.join('.') || 'request'}: ${issue.message}.`,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Shared parts of the DDS and the SD

type Statement = SubmitDdsRequest['statement'] | SubmitSdRequest['statement'];
type GoodsMeasure = SubmitDdsRequest['statement']['commodities'][number]['descriptors']['goodsMeasure'];

const IDENTIFIER_NEEDS_EORI = new Set(['IMPORT', 'EXPORT']);
/** An EORI number: the Member State's code and up to 15 letters or digits (Regulation (EU) 952/2013). */
const EORI = /^[A-Z]{2}[0-9A-Z]{1,15}$/;

function operatorRules(
  statement: Statement,
  representative: boolean,
  roleName: string,
  out: RuleViolation[],
): void {
  const op = statement.representedOperator;
  const at = 'statement.representedOperator';
  if (representative) {
    if (!op) {
      out.push({
        code: 'EUDR_BEHALF_OPERATOR_NOT_PROVIDED',
        rule: R.representative,
        path: at,
        message: `A ${roleName} statement needs the represented operator: give its name, address and at least one identifier.`,
      });
      return;
    }
    if (!op.operatorAddress)
      out.push({
        code: 'EUDR_BEHALF_OPERATOR_NOT_PROVIDED',
        rule: R.representative,
        path: `${at}.operatorAddress`,
        message: 'The represented operator has no address: give its street, postal code, city and country.',
      });
    if (!op.operatorReferenceNumber?.length)
      out.push({
        code: 'EUDR_BEHALF_OPERATOR_NOT_PROVIDED',
        rule: R.representative,
        path: `${at}.operatorReferenceNumber`,
        message: 'The represented operator has no identifier: give at least one (EORI, VAT number, ...).',
      });
  }
  if (!op) return;
  const eoris = (op.operatorReferenceNumber ?? []).filter((r) => r.identifierType === 'eori');
  if (IDENTIFIER_NEEDS_EORI.has(statement.activityType) && eoris.length === 0)
    out.push({
      code: 'EUDR_OPERATOR_EORI_FOR_ACTIVITY_MISSING',
      rule: R.eori,
      path: `${at}.operatorReferenceNumber`,
      message: `An ${statement.activityType} needs the operator's EORI number: add an identifier of type eori.`,
    });
  eoris.forEach((r) => {
    if (!EORI.test(r.identifierValue))
      out.push({
        code: 'eori-invalid',
        rule: R.representative,
        path: `${at}.operatorReferenceNumber`,
        message: `"${r.identifierValue}" is not an EORI number: it is a country code and up to 15 letters or digits (e.g. BE0123456789).`,
      });
  });
  const country = op.operatorAddress?.country.toUpperCase();
  if (country && !EU.has(country) && statement.activityType !== 'IMPORT')
    out.push({
      code: 'EUDR_ACTIVITY_TYPE_NOT_ALLOWED_FOR_NON_EU_OPERATOR',
      rule: R.activity,
      path: 'statement.activityType',
      message: `The operator is established in ${country}, outside the EU: the only activity it may declare is IMPORT.`,
    });
}

function goodsRules(activity: string, g: GoodsMeasure, at: string, out: RuleViolation[]): void {
  if (g.netWeight === undefined && g.supplementaryUnit === undefined)
    out.push({
      code: 'EUDR_COMMODITIES_DESCRIPTOR_QUANTITY_MISSING',
      rule: R.quantities,
      path: at,
      message: 'Give at least one quantity of the goods: the net mass in kg or a supplementary unit.',
    });
  if (IDENTIFIER_NEEDS_EORI.has(activity) && g.netWeight === undefined)
    out.push({
      code: 'EUDR_COMMODITIES_DESCRIPTOR_NET_MASS_EMPTY',
      rule: R.quantities,
      path: `${at}.netWeight`,
      message: `An ${activity} needs the net mass of the goods in kg.`,
    });
  for (const k of ['netWeight', 'supplementaryUnit', 'percentageEstimationOrDeviation'] as const) {
    const v = g[k];
    if (v !== undefined && !(v > 0))
      out.push({
        code: 'quantity-not-positive',
        rule: R.quantities,
        path: `${at}.${k}`,
        message: `${k} is ${v}: the quantities of a commodity must all be positive.`,
      });
  }
  if (g.supplementaryUnit !== undefined && g.supplementaryUnitQualifier === undefined)
    out.push({
      code: 'EUDR_COMMODITIES_DESCRIPTOR_SUPPLEMENTARY_UNIT_MISSING',
      rule: R.unitType,
      path: `${at}.supplementaryUnitQualifier`,
      message: 'A supplementary unit needs its qualifier (e.g. MTQ for cubic metres).',
    });
  if (g.supplementaryUnitQualifier !== undefined && g.supplementaryUnit === undefined)
    out.push({
      code: 'EUDR_COMMODITIES_DESCRIPTOR_NUMBER_OF_UNITS_MISSING',
      rule: R.unitType,
      path: `${at}.supplementaryUnit`,
      message: `The qualifier ${g.supplementaryUnitQualifier} is given without the number of units: give the supplementary unit too, or leave both out.`,
    });
}

function hsRule(hs: string, at: string, out: RuleViolation[]): void {
  if (commoditiesOf(hs).length === 0)
    out.push({
      code: 'EUDR_COMMODITIES_HS_CODE_INVALID',
      rule: R.hs,
      path: at,
      message: `HS ${hs} is not one of the EUDR's Annex I products (cattle, cocoa, coffee, oil palm, rubber, soya, wood): check the heading.`,
    });
}

function countryRule(country: string, at: string, out: RuleViolation[]): void {
  if (!ALPHA2.has(country.toUpperCase()))
    out.push({
      code: 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
      rule: R.country,
      path: at,
      message: `"${country}" is not an ISO 3166-1 alpha-2 country code: give the country where the commodity was produced.`,
    });
}

function groupingRules(refs: readonly string[], options: CheckOptions, out: RuleViolation[], sd: boolean) {
  if (refs.length > EUDR_LIMITS.maxGroupedDeclarations)
    out.push({
      code: 'EUDR_MAXIMUM_REFERENCED_DDS_REACHED',
      rule: R.referenced,
      path: 'statement.groupedDeclarations',
      message: `${refs.length} declarations are grouped; at most ${EUDR_LIMITS.maxGroupedDeclarations.toLocaleString('en')} may be: split them over several statements.`,
    });
  refs.forEach((ref, i) => {
    const at = `statement.groupedDeclarations.${i}`;
    if (options.ownReferenceNumber !== undefined && ref === options.ownReferenceNumber)
      out.push({
        code: 'referenced-self',
        rule: R.referenced,
        path: at,
        message: `${ref} is this statement's own reference number: a statement cannot group itself.`,
      });
    const kind = options.knownKinds?.get(ref);
    if (sd && kind === 'dds')
      out.push({
        code: 'sd-groups-dds',
        rule: R.sdGrouping,
        path: at,
        message: `${ref} is a due diligence statement: a simplified declaration groups only simplified declarations.`,
      });
    if (!options.knownStatements) return;
    const status = options.knownStatements.get(ref);
    if (status !== 'AVAILABLE' && status !== 'ARCHIVED')
      out.push({
        code: 'EUDR_REFERENCED_STATEMENT_NOT_FOUND',
        rule: R.referenced,
        path: at,
        message:
          status === undefined
            ? `${ref} is not a statement the Information System knows: check the reference number.`
            : `${ref} is ${status}: only statements AVAILABLE or ARCHIVED may be grouped.`,
      });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Geolocation (§10.3's own rules; §9's through verifyTracesFile)

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The bytes and the parsed FeatureCollection of a base64 geometryGeojson, or why it cannot be read. */
export function decodeGeolocation(
  b64: string,
): { bytes: number; text: string; fc: GeoJSON.FeatureCollection } | { bytes: number; error: string } {
  let bytes: Uint8Array;
  try {
    const bin = atob(b64);
    bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  } catch {
    return { bytes: Math.floor((b64.length * 3) / 4), error: 'it is not base64' };
  }
  try {
    const text = decoder.decode(bytes);
    const fc = JSON.parse(text) as GeoJSON.FeatureCollection;
    if (fc?.type !== 'FeatureCollection' || !Array.isArray(fc.features))
      return { bytes: bytes.length, error: 'it is not a GeoJSON FeatureCollection (§9.3)' };
    return { bytes: bytes.length, text, fc };
  } catch {
    return { bytes: bytes.length, error: 'it is not UTF-8 JSON' };
  }
}

function positionsOf(g: GeoJSON.Geometry | null | undefined): GeoJSON.Position[] {
  if (!g) return [];
  if (g.type === 'GeometryCollection') return g.geometries.flatMap(positionsOf);
  const flat = (c: unknown): GeoJSON.Position[] =>
    Array.isArray(c) && typeof c[0] === 'number'
      ? [c as GeoJSON.Position]
      : Array.isArray(c)
        ? c.flatMap(flat)
        : [];
  return flat((g as { coordinates?: unknown }).coordinates);
}

const isPoint = (g: GeoJSON.Geometry | null | undefined) => g?.type === 'Point' || g?.type === 'MultiPoint';

/** §10.3's coordinate and point-area rules on one producer's plots; codes as CF4 names them. */
function plotRules(fc: GeoJSON.FeatureCollection, cattle: boolean, at: string, out: RuleViolation[]): void {
  if (fc.features.length === 0)
    out.push({
      code: 'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
      rule: R.geolocation,
      path: at,
      message: "The producer's geolocation holds no plot: give the plots where the commodity was produced.",
    });
  fc.features.forEach((f, i) => {
    const where = `${at} (plot ${i + 1})`;
    const ps = positionsOf(f?.geometry);
    const badLat = ps.find((p) => !(Math.abs(p[1]!) <= 90));
    const badLon = ps.find((p) => !(Math.abs(p[0]!) <= 180));
    if (badLat)
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_LATITUDE_INVALID',
        rule: R.coordinates,
        path: where,
        message: `Latitude ${badLat[1]} is out of range: latitudes are between -90 and 90 (is the position written [longitude, latitude]?).`,
      });
    if (badLon)
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_LONGITUDE_INVALID',
        rule: R.coordinates,
        path: where,
        message: `Longitude ${badLon[0]} is out of range: longitudes are between -180 and 180.`,
      });
    if (!isPoint(f?.geometry)) return;
    const area = (f.properties ?? {})['Area'];
    if (area === undefined) return; // §10.3: taken as 4 ha, which the rule allows.
    const bad =
      typeof area !== 'number' || !Number.isFinite(area)
        ? 'is not a number'
        : area < EUDR_LIMITS.minAreaHa
          ? `is under ${EUDR_LIMITS.minAreaHa} ha`
          : !cattle && area > EUDR_LIMITS.maxPointAreaHa
            ? `is over ${EUDR_LIMITS.maxPointAreaHa} ha (allowed for a point of cattle only): draw the plot's boundary as a polygon`
            : null;
    if (bad)
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID',
        rule: R.pointArea,
        path: where,
        message: `The point's Area ${JSON.stringify(area)} ${bad}; a point's area is between ${EUDR_LIMITS.minAreaHa} and ${EUDR_LIMITS.maxPointAreaHa} ha.`,
      });
  });
}

interface ProducerGeo {
  path: string;
  geojson: string;
  cattle: boolean;
}

/** The synchronous geolocation rules of one statement's producers: decodable, size, coordinates, areas. */
function geolocationRules(producers: readonly ProducerGeo[], out: RuleViolation[]): void {
  let bytes = 0;
  for (const p of producers) {
    const d = decodeGeolocation(p.geojson);
    bytes += d.bytes;
    if ('error' in d)
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: R.geometry,
        path: p.path,
        message: `The geolocation cannot be read: ${d.error}. Give a GeoJSON FeatureCollection, UTF-8, base64 encoded.`,
      });
    else plotRules(d.fc, p.cattle, p.path, out);
  }
  if (bytes > EUDR_LIMITS.maxGeolocationBytes)
    out.push({
      code: 'EUDR_MAXIMUM_GEO_SIZE_REACHED',
      rule: R.size,
      path: 'statement.commodities',
      message: `The statement's geolocation is ${(bytes / 1e6).toFixed(1)} MB; at most 25 MB (25,000,000 bytes) may be filed in one statement: split the producers over several statements.`,
    });
}

/** Plot-rule codes (core/plot-rules) that CF4 names as an invalid polygon. */
const POLYGON_CODES = new Set([
  'unclosed-ring',
  'too-few-vertices',
  'self-intersection',
  'overlapping-parts',
  'hole',
  'collinear',
  'duplicate-vertex',
  'collapses-at-6-decimals',
  'multipolygon-nesting',
]);

/** §9's rules on each readable producer geolocation, through verifyTracesFile; one violation per producer. */
async function geolocationFileRules(producers: readonly ProducerGeo[]): Promise<RuleViolation[]> {
  const out: RuleViolation[] = [];
  for (const p of producers) {
    const d = decodeGeolocation(p.geojson);
    if ('error' in d || d.fc.features.length === 0) continue; // said by the synchronous step
    const own: RuleViolation[] = [];
    plotRules(d.fc, p.cattle, p.path, own);
    if (own.length) continue; // said already, in the reference's own words
    try {
      await verifyTracesFile(d.fc.features.map((f) => JSON.stringify(f)));
    } catch (err) {
      if (!(err instanceof ExportCheckFailed)) throw err;
      // The plot rules' codes when verifyTracesFile gives them (their messages say what to do).
      const problems = (err as { problems?: { code: string }[] }).problems ?? [];
      const polygon =
        problems.some((q) => POLYGON_CODES.has(q.code)) || /polygon|ring|intersect/i.test(err.message);
      out.push({
        code: polygon
          ? 'EUDR_COMMODITIES_PRODUCER_GEO_POLYGON_INVALID'
          : 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: R.geometry,
        path: p.path,
        message: err.message.replace(
          /^The export failed its own check: /,
          'The geolocation breaks the GeoJSON rules: ',
        ),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// DDS

function ddsProducers(request: SubmitDdsRequest): ProducerGeo[] {
  return request.statement.commodities.flatMap((c, ci) =>
    (c.producers ?? []).map((p, pi) => ({
      path: `statement.commodities.${ci}.producers.${pi}.geometryGeojson`,
      geojson: p.geometryGeojson,
      cattle: isCattleHeading(c.hsHeading),
    })),
  );
}

function commodityCountRules(count: number, out: RuleViolation[]): void {
  if (count > EUDR_LIMITS.maxCommoditiesPerStatement)
    out.push({
      code: 'XSD',
      rule: R.maxCommodities,
      path: 'statement.commodities',
      message: `${count} commodities; a statement holds at most ${EUDR_LIMITS.maxCommoditiesPerStatement}: split them over several statements.`,
    });
}

function producerCountRules(perCommodity: readonly number[], out: RuleViolation[]): void {
  perCommodity.forEach((n, i) => {
    if (n > EUDR_LIMITS.maxProducersPerCommodity)
      out.push({
        code: 'producers-per-commodity',
        rule: R.producers,
        path: `statement.commodities.${i}.producers`,
        message: `${n.toLocaleString('en')} producers in one commodity; at most ${EUDR_LIMITS.maxProducersPerCommodity.toLocaleString('en')}: split them over several statements.`,
      });
  });
  const total = perCommodity.reduce((a, b) => a + b, 0);
  if (total > EUDR_LIMITS.maxProducersPerStatement)
    out.push({
      code: 'producers-per-statement',
      rule: R.producers,
      path: 'statement.commodities',
      message: `${total.toLocaleString('en')} producers in the statement; at most ${EUDR_LIMITS.maxProducersPerStatement.toLocaleString('en')}: split them over several statements.`,
    });
}

/** Every rule a submitDds/amendDds request breaks, save §9's geometry rules (checkDdsGeolocation). */
export function checkDdsRequest(request: unknown, options: CheckOptions = {}): RuleViolation[] {
  const parsed = submitDdsRequestSchema.safeParse(request);
  if (!parsed.success) return schemaViolations(parsed.error);
  const { operatorRole, statement } = parsed.data;
  const out: RuleViolation[] = [];
  operatorRules(statement, operatorRole === 'REPRESENTATIVE_OPERATOR', 'REPRESENTATIVE_OPERATOR', out);
  commodityCountRules(statement.commodities.length, out);
  const grouped = statement.groupedDeclarations ?? [];
  statement.commodities.forEach((c, ci) => {
    const at = `statement.commodities.${ci}`;
    hsRule(c.hsHeading, `${at}.hsHeading`, out);
    goodsRules(statement.activityType, c.descriptors.goodsMeasure, `${at}.descriptors.goodsMeasure`, out);
    if (isWoodHeading(c.hsHeading)) {
      const species = c.speciesInfo ?? [];
      if (!species.some((s) => s.scientificName))
        out.push({
          code: 'EUDR_COMMODITIES_SPECIES_INFORMATION_SCIENTIFIC_NAME_EMPTY',
          rule: R.species,
          path: `${at}.speciesInfo`,
          message: `HS ${c.hsHeading} is wood: give at least one scientific name of the species (e.g. Fagus sylvatica).`,
        });
      if (!species.some((s) => s.commonName))
        out.push({
          code: 'EUDR_COMMODITIES_SPECIES_INFORMATION_COMMON_NAME_EMPTY',
          rule: R.species,
          path: `${at}.speciesInfo`,
          message: `HS ${c.hsHeading} is wood: give at least one common name of the species (e.g. Beech).`,
        });
    }
    if ((c.speciesInfo?.length ?? 0) > EUDR_LIMITS.maxSpeciesPerCommodity)
      out.push({
        code: 'species-per-commodity',
        rule: R.species,
        path: `${at}.speciesInfo`,
        message: `${c.speciesInfo!.length} species; at most ${EUDR_LIMITS.maxSpeciesPerCommodity} pairs of scientific and common names per commodity.`,
      });
    if (!c.producers?.length && grouped.length === 0)
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
        rule: R.geolocation,
        path: `${at}.producers`,
        message:
          'The commodity has no producer and the statement groups no declaration: give its producers and their geolocation.',
      });
    (c.producers ?? []).forEach((p, pi) => countryRule(p.country, `${at}.producers.${pi}.country`, out));
  });
  producerCountRules(
    statement.commodities.map((c) => c.producers?.length ?? 0),
    out,
  );
  geolocationRules(ddsProducers(parsed.data), out);
  groupingRules(grouped, options, out, false);
  return out;
}

/** §9's GeoJSON rules on each producer's geolocation (the request must have passed its schema). */
export async function checkDdsGeolocation(request: SubmitDdsRequest): Promise<RuleViolation[]> {
  return geolocationFileRules(ddsProducers(request));
}

/** Every rule, the geometry's too: what a draft passes before it is offered or filed. */
export async function checkDdsRequestFully(
  request: unknown,
  options: CheckOptions = {},
): Promise<RuleViolation[]> {
  const out = checkDdsRequest(request, options);
  const parsed = submitDdsRequestSchema.safeParse(request);
  return parsed.success ? [...out, ...(await checkDdsGeolocation(parsed.data))] : out;
}

// ---------------------------------------------------------------------------------------------------------
// SD

function sdProducers(request: SubmitSdRequest): ProducerGeo[] {
  return request.statement.commodities.flatMap((c, ci) =>
    (c.producers ?? []).flatMap((p, pi) =>
      'geometryGeojson' in p.producerLocation
        ? [
            {
              path: `statement.commodities.${ci}.producers.${pi}.producerLocation.geometryGeojson`,
              geojson: p.producerLocation.geometryGeojson,
              cattle: isCattleHeading(c.hsHeading),
            },
          ]
        : [],
    ),
  );
}

/** Every rule a submitSd/updateSd request breaks, save §9's geometry rules (checkSdGeolocation). */
export function checkSdRequest(request: unknown, options: CheckOptions = {}): RuleViolation[] {
  const parsed = submitSdRequestSchema.safeParse(request);
  if (!parsed.success) return schemaViolations(parsed.error);
  const { operatorRole, statement } = parsed.data;
  const out: RuleViolation[] = [];
  operatorRules(statement, operatorRole === 'REPRESENTATIVE_MSPO', 'REPRESENTATIVE_MSPO', out);
  if (statement.countryOfActivity && benchmarkTier(statement.countryOfActivity) !== 'low')
    out.push({
      code: 'sd-not-low-risk',
      rule: R.sdEligibility,
      path: 'statement.countryOfActivity',
      message: `${statement.countryOfActivity} is not a low-risk country in the EU benchmark: a simplified declaration is for micro or small primary operators of low-risk countries; file a due diligence statement.`,
    });
  commodityCountRules(statement.commodities.length, out);
  statement.commodities.forEach((c, ci) => {
    const at = `statement.commodities.${ci}`;
    hsRule(c.hsHeading, `${at}.hsHeading`, out);
    goodsRules(statement.activityType, c.descriptors.goodsMeasure, `${at}.descriptors.goodsMeasure`, out);
    (c.producers ?? []).forEach((p, pi) => {
      const pat = `${at}.producers.${pi}`;
      countryRule(p.producerCountry, `${pat}.producerCountry`, out);
      const tier = benchmarkTier(p.producerCountry);
      if (tier && tier !== 'low')
        out.push({
          code: 'sd-not-low-risk',
          rule: R.sdEligibility,
          path: `${pat}.producerCountry`,
          message: `${p.producerCountry.toUpperCase()} is of ${tier} risk in the EU benchmark: a simplified declaration covers only what its operator produced in a low-risk country; file a due diligence statement.`,
        });
    });
  });
  producerCountRules(
    statement.commodities.map((c) => c.producers?.length ?? 0),
    out,
  );
  geolocationRules(sdProducers(parsed.data), out);
  groupingRules(
    (statement.groupedDeclarations ?? []).map((g) => g.referenceNumber),
    options,
    out,
    true,
  );
  return out;
}

/** §9's GeoJSON rules on each producer given by its geolocation. */
export async function checkSdGeolocation(request: SubmitSdRequest): Promise<RuleViolation[]> {
  return geolocationFileRules(sdProducers(request));
}

export async function checkSdRequestFully(
  request: unknown,
  options: CheckOptions = {},
): Promise<RuleViolation[]> {
  const out = checkSdRequest(request, options);
  const parsed = submitSdRequestSchema.safeParse(request);
  return parsed.success ? [...out, ...(await checkSdGeolocation(parsed.data))] : out;
}

export { isWoodHeading, isCattleHeading };
export type { SubmitDdsRequest, SubmitSdRequest };
