/**
 * The rules on the parts a DDS and an SD share (rules.ts runs them on each): the operator and its
 * representative, the goods' measure, the HS heading, the country of production, and the statements a
 * statement groups.
 */
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import { commoditiesOf } from './annex-i.ts';
import { EUDR_LIMITS, EUROPEAN_COUNTRIES, type SubmitDdsRequest, type SubmitSdRequest } from './dds-v3.ts';
import { R, type CheckOptions, type RuleViolation } from './rule-basis.ts';

const ALPHA2 = new Set((codes as string[][]).map((row) => row[0]).filter(Boolean));
const EU = new Set<string>(EUROPEAN_COUNTRIES);

// ---------------------------------------------------------------------------------------------------------
// Shared parts of the DDS and the SD

type Statement = SubmitDdsRequest['statement'] | SubmitSdRequest['statement'];
type GoodsMeasure = SubmitDdsRequest['statement']['commodities'][number]['descriptors']['goodsMeasure'];

const IDENTIFIER_NEEDS_EORI = new Set(['IMPORT', 'EXPORT']);
/** An EORI number: the Member State's code and up to 15 letters or digits (Regulation (EU) 952/2013). */
const EORI = /^[A-Z]{2}[0-9A-Z]{1,15}$/;

export function operatorRules(
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

export function goodsRules(activity: string, g: GoodsMeasure, at: string, out: RuleViolation[]): void {
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

export function hsRule(hs: string, at: string, out: RuleViolation[]): void {
  if (commoditiesOf(hs).length === 0)
    out.push({
      code: 'EUDR_COMMODITIES_HS_CODE_INVALID',
      rule: R.hs,
      path: at,
      message: `HS ${hs} is not one of the EUDR's Annex I products (cattle, cocoa, coffee, oil palm, rubber, soya, wood): check the heading.`,
    });
}

export function countryRule(country: string, at: string, out: RuleViolation[]): void {
  if (!ALPHA2.has(country.toUpperCase()))
    out.push({
      code: 'EUDR_COMMODITITY_PRODUCER_COUNTRY_CODE_INVALID',
      rule: R.country,
      path: at,
      message: `"${country}" is not an ISO 3166-1 alpha-2 country code: give the country where the commodity was produced.`,
    });
}

export function groupingRules(
  refs: readonly string[],
  options: CheckOptions,
  out: RuleViolation[],
  sd: boolean,
) {
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
