/**
 * The EU Information System's V3 statement types, as the Commission's "EUDR Information System – Operator API
 * Reference" v1.0 (API V3, 29 May 2026) defines them: §4.1.3–4.1.4 (Due Diligence Statement, namespace
 * `.../eudr/due-diligence-statement/v3`, common types `.../eudr/common/v3`) and §4.2.3–4.2.4 (Simplified
 * Declaration, `.../eudr/simplified-declaration/v3`); verify-declaration from the "Downstream Operator and
 * Trader API Reference" v1.0 §4.1. Public mirror:
 * https://github.com/mfrntic/eudr-api-client/tree/main/docs/eudr_docs%201.5.
 *
 * Keys are the XML element names, in the XSD's order, so a statement maps to and from its SOAP body by name
 * (server/eu-filing/ builds the XML, server/eu-stand-in/ reads it). Each schema carries the XSD's own
 * constraints (lengths, patterns, enumerations); the business rules of §10.3 and the GeoJSON file
 * description §9 are in rules.ts, which every caller runs after these. Repeating elements (commodities,
 * producers, speciesInfo, groupedDeclarations) are arrays. Pure: no DOM, no Node.
 */
import { z } from 'zod';

export const NAMESPACES = {
  soapenv: 'http://schemas.xmlsoap.org/soap/envelope/',
  wsse: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd',
  wsu: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd',
  /** `<v4:WebServiceClientId>` in the header (§1.2.3, §3.9). */
  base: 'http://ec.europa.eu/sanco/tracesnt/base/v4',
  dds: 'http://ec.europa.eu/tracesnt/certificate/eudr/due-diligence-statement/v3',
  sd: 'http://ec.europa.eu/tracesnt/certificate/eudr/simplified-declaration/v3',
  common: 'http://ec.europa.eu/tracesnt/certificate/eudr/common/v3',
  verify: 'http://ec.europa.eu/tracesnt/certificate/eudr/verify-declaration/v3',
  echo: 'http://ec.europa.eu/tracesnt/eudr/echo',
} as const;

/** Endpoint paths under an environment's origin (§5.1, §5.2; Downstream §5.1; §3.2). */
export const SERVICE_PATHS = {
  dds: '/tracesnt/ws/EUDRDueDiligenceStatementServiceV3',
  sd: '/tracesnt/ws/EUDRSimplifiedDeclarationServiceV3',
  verify: '/tracesnt/ws/EUDRVerifyDeclarationServiceV3',
  echo: '/tracesnt/ws/EudrEchoService',
} as const;

/** §5.1: the two environments of the real system. */
export const ENVIRONMENT_ORIGINS = {
  acceptance: 'https://acceptance.eudr.webcloud.ec.europa.eu',
  production: 'https://eudr.webcloud.ec.europa.eu',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Enumerations

/** OperatorRoleType (§4.1.3). */
export const OPERATOR_ROLES = ['OPERATOR', 'REPRESENTATIVE_OPERATOR'] as const;
/** SdOperatorRoleType (§4.2.3); MEMBER_STATE is the authorities' own. */
export const SD_OPERATOR_ROLES = ['MICRO_OPERATOR', 'REPRESENTATIVE_MSPO'] as const;
/** ActivityType (§4.1.4). */
export const ACTIVITY_TYPES = ['DOMESTIC', 'IMPORT', 'EXPORT'] as const;
/** EudrStatusType (§4.1.4); SUSPENDED and UPDATED are "not active in current release". */
export const EUDR_STATUSES = [
  'SUBMITTED',
  'AVAILABLE',
  'REJECTED',
  'WITHDRAWN',
  'ARCHIVED',
  'SUSPENDED',
  'UPDATED',
  'GROUPED',
  'OBSOLETE',
] as const;
/** IdentifierTypeType (§4.1.4). */
export const IDENTIFIER_TYPES = [
  'eori',
  'vat',
  'gln',
  'tin',
  'cbr',
  'cin',
  'duns',
  'comp_num',
  'comp_reg',
  'oni',
] as const;
/** EuropeanCountryType (§4.1.4): the Member States and XI (Northern Ireland). */
export const EUROPEAN_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'XI',
] as const; // prettier-ignore
/** VerifyResultType (Downstream §4.1.2). */
export const VERIFY_RESULTS = ['EXISTING_USABLE', 'EXISTING_NON_USABLE', 'NON_EXISTENT'] as const;

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export const sdOperatorRoleSchema = z.enum(SD_OPERATOR_ROLES);
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export const eudrStatusSchema = z.enum(EUDR_STATUSES);
export type EudrStatus = z.infer<typeof eudrStatusSchema>;
export const europeanCountrySchema = z.enum(EUROPEAN_COUNTRIES);
export const verifyResultSchema = z.enum(VERIFY_RESULTS);
export type VerifyResult = z.infer<typeof verifyResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Simple types (§4.1.4)

const str = (min: number, max: number) => z.string().min(min).max(max);
/** CountryType: ISO 3166-1 alpha-2, `[a-zA-Z]{2}` (we write upper case). */
export const countrySchema = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code');
/** ReferenceNumberType: at most 14 characters (the system's are 14, e.g. `26FRYUI34JTQKB`). */
export const referenceNumberSchema = str(1, 14);
/** VerificationNumberType: 5 to 35 characters. */
export const verificationNumberSchema = str(5, 35);
/** InternalReferenceNumberType: at most 35 characters. */
export const internalReferenceNumberSchema = str(1, 35);
export const uuidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'a UUID');
/** HSHeadingType: `[0-9]{2,6}`. */
export const hsHeadingSchema = z.string().regex(/^[0-9]{2,6}$/, 'an HS heading of 2 to 6 digits');
/** DecimalSixteenTotalSixPrecType: at most 16 digits, at most 6 after the point. */
export const decimal16x6Schema = z
  .number()
  .finite()
  .refine((n) => fractionDigits(n) <= 6 && totalDigits(n) <= 16, 'at most 16 digits, 6 after the point');
/** DecimalThreePrecType: at most 3 digits after the point. */
export const decimal3Schema = z
  .number()
  .finite()
  .refine((n) => fractionDigits(n) <= 3, 'at most 3 digits after the point');
export const emailSchema = z
  .string()
  .max(200)
  .regex(/^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/, 'an e-mail address');

/** Digits after the point of a number as JSON writes it (1e-7 has 7). */
export function fractionDigits(n: number): number {
  const [mantissa = '', exp] = String(Math.abs(n)).split('e');
  const frac = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, frac - Number(exp ?? 0));
}
function totalDigits(n: number): number {
  const int = Math.trunc(Math.abs(n)).toString().replace(/^0$/, '').length;
  return int + fractionDigits(n);
}

// ---------------------------------------------------------------------------------------------------------
// Complex types

/** AddressType (§4.1.4). */
export const addressSchema = z.object({
  country: countrySchema,
  street: str(1, 300),
  postalCode: str(1, 80),
  city: str(1, 200),
  fullAddress: str(1, 250).optional(),
});

/** EconomicOperatorReferenceNumberType. */
export const operatorReferenceNumberSchema = z.object({
  identifierType: z.enum(IDENTIFIER_TYPES),
  identifierValue: str(1, 80),
});

/** EconomicOperatorIdentificationType: the represented operator (required for REPRESENTATIVE_OPERATOR). */
export const operatorIdentificationSchema = z.object({
  operatorReferenceNumber: z.array(operatorReferenceNumberSchema).optional(),
  operatorAddress: addressSchema.optional(),
  operatorEmail: emailSchema.optional(),
  operatorPhone: z.string().max(50).optional(),
  operatorName: str(1, 200),
});

/** GoodsMeasureType (§4.2.4): which are required depends on the activity (rules.ts, §10.3). */
export const goodsMeasureSchema = z.object({
  percentageEstimationOrDeviation: decimal3Schema.optional(),
  /** Kilograms; mandatory for IMPORT and EXPORT (§10.3 "Quantities of a commodity"). */
  netWeight: decimal16x6Schema.optional(),
  supplementaryUnit: decimal16x6Schema.optional(),
  /** 3–4 characters, e.g. `MTQ` (cubic metres); required with supplementaryUnit. */
  supplementaryUnitQualifier: str(3, 4).optional(),
});

/** CommercialDescriptionType (elements in the common namespace). */
export const descriptorsSchema = z.object({
  descriptionOfGoods: str(1, 150),
  goodsMeasure: goodsMeasureSchema,
});

/** SpeciesInformationType: ScientificNameType, 1–200 characters. */
export const speciesInfoSchema = z.object({
  scientificName: str(1, 200).optional(),
  commonName: str(1, 200).optional(),
});

/** DdsProducerType: geometryGeojson is the GeoJSON (a FeatureCollection of the producer's plots), base64. */
export const ddsProducerSchema = z.object({
  position: z.number().int().positive().optional(),
  country: countrySchema,
  name: str(1, 500).optional(),
  geometryGeojson: z.string().min(1),
});

/** DdsCommodityType. */
export const ddsCommoditySchema = z.object({
  position: z.number().int().positive().optional(),
  descriptors: descriptorsSchema,
  hsHeading: hsHeadingSchema,
  speciesInfo: z.array(speciesInfoSchema).optional(),
  producers: z.array(ddsProducerSchema).optional(),
});

/** DueDiligenceStatementBaseType. `groupedDeclarations` are reference numbers (GroupedDeclarationsType). */
export const ddsStatementSchema = z.object({
  internalReferenceNumber: internalReferenceNumberSchema.optional(),
  activityType: activityTypeSchema,
  representedOperator: operatorIdentificationSchema.optional(),
  countryOfActivity: europeanCountrySchema.optional(),
  borderCrossCountry: europeanCountrySchema.optional(),
  comment: z.string().max(2_000).optional(),
  commodities: z.array(ddsCommoditySchema).min(1),
  geoLocationConfidential: z.boolean(),
  groupedDeclarations: z.array(referenceNumberSchema).optional(),
});
export type DdsStatement = z.infer<typeof ddsStatementSchema>;

/** SubmitDdsRequestType. */
export const submitDdsRequestSchema = z.object({
  operatorRole: operatorRoleSchema,
  statement: ddsStatementSchema,
});
export type SubmitDdsRequest = z.infer<typeof submitDdsRequestSchema>;

/** SdProducerPostalAddressType. */
export const sdPostalAddressSchema = z.object({
  producerStreet: str(1, 300).optional(),
  producerPostalCode: str(1, 80),
  producerCity: str(1, 200),
});

/** SdProducerLocationType: exactly one of the three (a choice). */
export const sdProducerLocationSchema = z.union([
  z.strictObject({ geometryGeojson: z.string().min(1) }),
  z.strictObject({ postalAddress: z.array(sdPostalAddressSchema).min(1) }),
  z.strictObject({ cadastralIdentifier: z.array(str(1, 80)).min(1) }),
]);

/** SdProducerType. */
export const sdProducerSchema = z.object({
  producerPosition: z.number().int().positive().optional(),
  producerCountry: countrySchema,
  producerName: str(1, 500).optional(),
  producerLocation: sdProducerLocationSchema,
});

/** SdCommodityType. */
export const sdCommoditySchema = z.object({
  position: z.number().int().positive().optional(),
  descriptors: descriptorsSchema,
  hsHeading: hsHeadingSchema,
  producers: z.array(sdProducerSchema).optional(),
});

/**
 * SimplifiedDeclarationBaseType (§4.2.3). Its groupedDeclarations reference earlier simplified declarations
 * by reference and verification number (SdReferenceType).
 */
export const sdStatementSchema = z.object({
  internalReferenceNumber: internalReferenceNumberSchema,
  activityType: activityTypeSchema,
  representedOperator: operatorIdentificationSchema.optional(),
  countryOfActivity: europeanCountrySchema.optional(),
  borderCrossCountry: europeanCountrySchema.optional(),
  comment: z.string().max(2_000).optional(),
  commodities: z.array(sdCommoditySchema).min(1),
  geoLocationConfidential: z.boolean(),
  groupedDeclarations: z
    .array(z.object({ referenceNumber: referenceNumberSchema, verificationNumber: verificationNumberSchema }))
    .optional(),
});
export type SdStatement = z.infer<typeof sdStatementSchema>;

/** SubmitSdRequestType. */
export const submitSdRequestSchema = z.object({
  operatorRole: sdOperatorRoleSchema,
  statement: sdStatementSchema,
});
export type SubmitSdRequest = z.infer<typeof submitSdRequestSchema>;

/** CommunicationToOperatorType: a message of the competent authority. */
export const communicationSchema = z.object({ date: z.string(), content: z.string().max(1_000) });
export type CommunicationToOperator = z.infer<typeof communicationSchema>;

/** OverviewType: what getDds / getDdsByInternalReference (and the SD's) answer per statement. */
export const overviewSchema = z.object({
  uuid: uuidSchema,
  internalReferenceNumber: z.string(),
  referenceNumber: referenceNumberSchema.optional(),
  verificationNumber: verificationNumberSchema.optional(),
  status: eudrStatusSchema,
  rejectionReason: z.string().max(1_000).optional(),
  communicationToOperator: communicationSchema.optional(),
  date: z.string().optional(),
  updatedBy: z.string().optional(),
  version: z.number().int().optional(),
});
export type Overview = z.infer<typeof overviewSchema>;

/** Figures of §10.3 ("presently set to"), §2.3.2 and §2.4, and the amend/withdraw window of §4.1.2. */
export const EUDR_LIMITS = {
  maxCommoditiesPerStatement: 100,
  maxProducersPerCommodity: 1_000,
  maxProducersPerStatement: 10_000,
  /** "25Mb", read as 25,000,000 bytes of geolocation per statement. */
  maxGeolocationBytes: 25_000_000,
  maxSpeciesPerCommodity: 500,
  maxGroupedDeclarations: 2_000,
  /** A point without an area is taken as 4 ha; more than 4 ha is refused unless cattle. */
  maxPointAreaHa: 4,
  minAreaHa: 0.0001,
  coordinateDecimals: 6,
  amendWindowHours: 72,
  callsPerSecondPerAddress: 5,
  /** §2.4: "allow at least 30 minutes before checking its status". */
  firstStatusCheckAfterMinutes: 30,
  /** §3.9: wsu:Created within 5 minutes of the server's time. */
  clockSkewMinutes: 5,
} as const;
