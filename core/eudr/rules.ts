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
 * Each producer's geometryGeojson is decoded and judged by core/traces/geolocation-rules.ts (checkGeolocation:
 * §9 and §10.3's geolocation rules, the ones verifyTracesFile applies to every file we write), so a
 * statement and its geolocation file are held to the same rules. checkDdsRequest / checkSdRequest are what
 * the Information System refuses at once (a fault); checkDdsGeolocation / checkSdGeolocation the plots'
 * shapes, which it judges after taking the statement (REJECTED); checkDdsRequestFully /
 * checkSdRequestFully both, which every draft passes before it is offered.
 */
import type { z } from 'zod';
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { benchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { checkGeolocation, GEO_RULE, type GeoCheck } from '@core/traces/geolocation-rules.ts';
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
// Geolocation: §9 and §10.3's geolocation rules are core/traces/geolocation-rules.ts's (checkGeolocation,
// the same the TRACES export and `plot-check --out` apply); here the statement's own: readable, not empty,
// and at most 25 MB for the statement as a whole.

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The bytes and the UTF-8 text of a base64 geometryGeojson, or why it cannot be read. */
export function decodeGeolocation(
  b64: string,
): { bytes: number; text: string } | { bytes: number; error: string } {
  let bytes: Uint8Array;
  try {
    const bin = atob(b64);
    bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  } catch {
    return { bytes: Math.floor((b64.length * 3) / 4), error: 'it is not base64' };
  }
  try {
    return { bytes: bytes.length, text: decoder.decode(bytes) };
  } catch {
    return { bytes: bytes.length, error: 'it is not UTF-8 text' };
  }
}

/** A FeatureCollection without features (the file rules have nothing to refuse in it, the EU does). */
function isEmptyCollection(text: string): boolean {
  try {
    const d = JSON.parse(text) as { type?: unknown; features?: unknown };
    return d?.type === 'FeatureCollection' && Array.isArray(d.features) && d.features.length === 0;
  } catch {
    return false;
  }
}

interface ProducerGeo {
  path: string;
  geojson: string;
  cattle: boolean;
}

/**
 * A plot's shape (§10.3 "Geolocation invalid geometry", §9.5 common errors 1–7): the Information System judges
 * it after it has taken the statement (a breach makes the statement REJECTED, not refused), so the request
 * check leaves it to checkDdsGeolocation / checkSdGeolocation.
 */
const isShape = (check: GeoCheck) => check === 'polygon' || check === 'nesting';

/**
 * The geolocation rules of one statement's producers: `request` — readable, not empty, each plot's
 * coordinates, area, country and name, and the statement's size; `shape` — each plot's shape.
 */
function geolocationRules(
  producers: readonly ProducerGeo[],
  out: RuleViolation[],
  part: 'request' | 'shape',
): void {
  let bytes = 0;
  for (const p of producers) {
    const d = decodeGeolocation(p.geojson);
    bytes += d.bytes;
    if (part === 'shape') {
      if ('error' in d) continue;
      for (const v of checkGeolocation(d.text, { cattle: p.cattle, requireCountry: false }))
        if (isShape(v.check))
          out.push({
            code: v.code,
            rule: v.rule,
            path: v.featureIndex === null ? p.path : `${p.path} (plot ${v.featureIndex + 1})`,
            message: v.message,
          });
      continue;
    }
    if ('error' in d) {
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_INVALID',
        rule: GEO_RULE.file,
        path: p.path,
        message: `The geolocation cannot be read: ${d.error}. Give a GeoJSON FeatureCollection, UTF-8, base64 encoded.`,
      });
      continue;
    }
    if (isEmptyCollection(d.text)) {
      out.push({
        code: 'EUDR_COMMODITIES_PRODUCER_GEO_EMPTY',
        rule: R.geolocation,
        path: p.path,
        message: "The producer's geolocation holds no plot: give the plots where the commodity was produced.",
      });
      continue;
    }
    // The producer's country is DdsProducerType.country: its plots need not repeat it (§9.3.1 Type I).
    for (const v of checkGeolocation(d.text, { cattle: p.cattle, requireCountry: false })) {
      if (v.check === 'size' || isShape(v.check)) continue; // the statement's whole size is checked below
      out.push({
        code: v.code,
        rule: v.rule,
        path: v.featureIndex === null ? p.path : `${p.path} (plot ${v.featureIndex + 1})`,
        message: v.message,
      });
    }
  }
  if (part === 'request' && bytes > EUDR_LIMITS.maxGeolocationBytes)
    out.push({
      code: 'EUDR_MAXIMUM_GEO_SIZE_REACHED',
      rule: R.size,
      path: 'statement.commodities',
      message: `The statement's geolocation is ${bytes.toLocaleString('en')} bytes; at most ${EUDR_LIMITS.maxGeolocationBytes.toLocaleString('en')} (25 MB) may be filed in one statement: split the producers over several statements.`,
    });
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

/**
 * Every rule a submitDds/amendDds request breaks but the plots' shapes (checkDdsGeolocation); [] when the
 * Information System takes it.
 */
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
  geolocationRules(ddsProducers(parsed.data), out, 'request');
  groupingRules(grouped, options, out, false);
  return out;
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

/** Every rule a submitSd/updateSd request breaks but the plots' shapes (checkSdGeolocation). */
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
  geolocationRules(sdProducers(parsed.data), out, 'request');
  groupingRules(
    (statement.groupedDeclarations ?? []).map((g) => g.referenceNumber),
    options,
    out,
    true,
  );
  return out;
}

/** The plots' shapes of a DDS that passed checkDdsRequest (§10.3 "Geolocation invalid geometry", §9.5). */
export async function checkDdsGeolocation(request: SubmitDdsRequest): Promise<RuleViolation[]> {
  const out: RuleViolation[] = [];
  geolocationRules(ddsProducers(request), out, 'shape');
  return out;
}

/** The plots' shapes of an SD that passed checkSdRequest. */
export async function checkSdGeolocation(request: SubmitSdRequest): Promise<RuleViolation[]> {
  const out: RuleViolation[] = [];
  geolocationRules(sdProducers(request), out, 'shape');
  return out;
}

/** Every rule, the plots' shapes too: what a draft passes before it is offered. */
export async function checkDdsRequestFully(
  request: unknown,
  options: CheckOptions = {},
): Promise<RuleViolation[]> {
  const out = checkDdsRequest(request, options);
  const parsed = submitDdsRequestSchema.safeParse(request);
  return parsed.success ? [...out, ...(await checkDdsGeolocation(parsed.data))] : out;
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
