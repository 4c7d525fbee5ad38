/**
 * What every rule of the EU Information System module (rules.ts) reports and where each rule is written:
 * a violation's shape and the sources it cites. Apart so the rule files share them without importing
 * each other.
 */

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

/** Where each rule is written (the reference's section), cited by each violation. */
export const R = {
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

/** What the rules may know beyond the request itself. */
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
