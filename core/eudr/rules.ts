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
import { benchmarkTier } from '@core/eu-benchmark/country-benchmark.ts';
import { isCattleHeading, isWoodHeading } from './annex-i.ts';
import {
  EUDR_LIMITS,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  type SubmitDdsRequest,
  type SubmitSdRequest,
} from './dds-v3.ts';
import { R, type CheckOptions, type RuleViolation } from './rule-basis.ts';
import { countryRule, goodsRules, groupingRules, hsRule, operatorRules } from './statement-parts.ts';
import { decodeGeolocation, geolocationRules, type ProducerGeo } from './statement-geolocation.ts';

// Shared with the rule files beside it; still importable from here.
export type { CheckOptions, RuleViolation };
export { decodeGeolocation };

function schemaViolations(error: z.ZodError): RuleViolation[] {
  return error.issues.map((issue) => ({
    code: 'XSD',
    rule: 'Operator API Reference §4.1.3–4.1.4 (XSD constraints)',
    path: issue.path.join('.'),
    message: `${issue.path.join('.') || 'request'}: ${issue.message}.`,
  }));
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
      // Stryker disable next-line ArrayDeclaration: a list of anything without names finds no name either
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
  // Stryker disable next-line StringLiteral: geolocationRules reads any part but 'shape' as the request's
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
