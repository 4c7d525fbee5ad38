/**
 * What a statement package is made from and what it gives (statement.ts builds it): the person's input
 * (statementInputSchema, with the limits a form shows) and the draft written for each statement
 * (statementDraftSchema), as zod schemas, so the form, the server and the tests read one definition.
 */
import { z } from 'zod';
import {
  ACTIVITY_TYPES,
  decimal16x6Schema,
  emailSchema,
  europeanCountrySchema,
  fractionDigits,
  IDENTIFIER_TYPES,
  OPERATOR_ROLES,
  referenceNumberSchema,
  SD_OPERATOR_ROLES,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  verificationNumberSchema,
} from '@core/eudr/dds-v3.ts';
import { isWoodHeading, supplementaryUnitOf } from '@core/eudr/annex-i.ts';

export const STATEMENT_LIMITS = {
  maxGeolocationBytes: 25_000_000,
  maxProducersPerStatement: 10_000,
  maxProducersPerCommodity: 1_000,
} as const;
export type StatementLimits = { [K in keyof typeof STATEMENT_LIMITS]: number };

/** The lengths the form shows beside its fields (the XSD's, §4.1.4). */
export const INPUT_LIMITS = {
  internalReferenceNumber: 35,
  descriptionOfGoods: 150,
  speciesName: 200,
  species: 500,
  comment: 2_000,
  operatorName: 200,
  identifierValue: 80,
  street: 300,
  postalCode: 80,
  city: 200,
  email: 200,
  phone: 50,
  netWeightDecimals: 6,
  percentageDecimals: 3,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const positive = (decimals: number) =>
  z
    .number()
    .finite()
    .positive()
    .refine((n) => fractionDigits(n) <= decimals, `at most ${decimals} decimals`);

const speciesSchema = z.object({
  scientificName: text(INPUT_LIMITS.speciesName),
  commonName: text(INPUT_LIMITS.speciesName),
});

/** The operator an authorised representative acts for (§4.1.4 EconomicOperatorIdentificationType). */
const representedOperatorInputSchema = z.object({
  name: text(INPUT_LIMITS.operatorName),
  identifiers: z
    .array(z.object({ type: z.enum(IDENTIFIER_TYPES), value: text(INPUT_LIMITS.identifierValue) }))
    .min(1, 'at least one identifier (§10.3 "Operator filled by an authorized representative")'),
  address: z.object({
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code'),
    street: text(INPUT_LIMITS.street),
    postalCode: text(INPUT_LIMITS.postalCode),
    city: text(INPUT_LIMITS.city),
  }),
  email: emailSchema.optional(),
  phone: z.string().trim().max(INPUT_LIMITS.phone).optional(),
});

/** A producer of a simplified declaration located without plots (§4.2.4 SdProducerLocationType). */
const sdProducerInputSchema = z.object({
  name: text(500).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code'),
  location: z.union([
    z.object({
      postalAddress: z
        .array(z.object({ street: text(300).optional(), postalCode: text(80), city: text(200) }))
        .min(1),
    }),
    z.object({ cadastralIdentifier: z.array(text(80)).min(1) }),
  ]),
});

/** What the person says about the goods; the plots come from the export. */
export const statementInputSchema = z
  .object({
    /** A due diligence statement, or a simplified declaration of a micro or small primary operator (§4.2). */
    kind: z.enum(['dds', 'sd']).default('dds'),
    operatorRole: z.enum([...OPERATOR_ROLES, ...SD_OPERATOR_ROLES]).default('OPERATOR'),
    representedOperator: representedOperatorInputSchema.optional(),
    activityType: z.enum(ACTIVITY_TYPES),
    countryOfActivity: europeanCountrySchema.optional(),
    borderCrossCountry: europeanCountrySchema.optional(),
    internalReferenceNumber: z.string().trim().min(1).max(INPUT_LIMITS.internalReferenceNumber).optional(),
    hsHeading: z.string().regex(/^\d{2,6}$/, 'an HS heading of 2 to 6 digits (HSHeadingType)'),
    /** Our own 8-digit CN code of the goods, kept in the package beside the V3 hsHeading. */
    cnCode: z
      .string()
      .regex(/^\d{8}$/, 'a CN code of 8 digits')
      .optional(),
    descriptionOfGoods: text(INPUT_LIMITS.descriptionOfGoods),
    /** Net mass in kg of the goods the whole package covers. */
    netWeightKg: positive(INPUT_LIMITS.netWeightDecimals).optional(),
    percentageEstimationOrDeviation: positive(INPUT_LIMITS.percentageDecimals).optional(),
    supplementaryUnit: decimal16x6Schema.pipe(z.number().positive()).optional(),
    supplementaryUnitQualifier: z.string().trim().min(3).max(4).optional(),
    species: z.array(speciesSchema).max(INPUT_LIMITS.species).default([]),
    comment: z.string().trim().max(INPUT_LIMITS.comment).optional(),
    geoLocationConfidential: z.boolean().default(false),
    /** DDS: reference numbers of earlier statements to group (§4.1.4 GroupedDeclarationsType). */
    groupedDeclarations: z.array(referenceNumberSchema).max(2_000).default([]),
    /** SD: earlier simplified declarations to group, by reference and verification number (§4.2.3). */
    groupedSimplifiedDeclarations: z
      .array(
        z.object({ referenceNumber: referenceNumberSchema, verificationNumber: verificationNumberSchema }),
      )
      .max(2_000)
      .default([]),
    /** SD: producers located by postal address or cadastral identifier, beside the plots' producers. */
    sdProducers: z.array(sdProducerInputSchema).default([]),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'dds' && isWoodHeading(v.hsHeading) && v.species.length === 0)
      issue('species', 'Wood and wood products (HS chapters 44, 47, 48, 49, 94) need at least one species.');
    if (v.cnCode && !v.cnCode.startsWith(v.hsHeading))
      issue('cnCode', `The CN code ${v.cnCode} does not start with the HS heading ${v.hsHeading}.`);
    const sd = v.kind === 'sd';
    if (sd !== (SD_OPERATOR_ROLES as readonly string[]).includes(v.operatorRole))
      issue(
        'operatorRole',
        sd
          ? 'A simplified declaration is filed by MICRO_OPERATOR or REPRESENTATIVE_MSPO.'
          : 'A due diligence statement is filed by OPERATOR or REPRESENTATIVE_OPERATOR.',
      );
    const representative =
      v.operatorRole === 'REPRESENTATIVE_OPERATOR' || v.operatorRole === 'REPRESENTATIVE_MSPO';
    if (representative && !v.representedOperator)
      issue('representedOperator', 'An authorised representative gives the operator it acts for.');
    if (sd && !v.internalReferenceNumber)
      issue('internalReferenceNumber', 'A simplified declaration needs an internal reference (§4.2.3).');
    if (v.activityType !== 'DOMESTIC' && v.netWeightKg === undefined)
      issue(
        'netWeightKg',
        `An ${v.activityType} needs the net mass in kg (§10.3 "Quantities of a commodity").`,
      );
    else if (v.netWeightKg === undefined && v.supplementaryUnit === undefined)
      issue(
        'netWeightKg',
        'Give the net mass in kg or a supplementary unit (§10.3 "Quantities of a commodity").',
      );
    // CF2 v1.4: the percentage is "in case the activity is different of import or export".
    if (v.percentageEstimationOrDeviation !== undefined && v.activityType !== 'DOMESTIC')
      issue(
        'percentageEstimationOrDeviation',
        'A percentage of estimation or deviation is for DOMESTIC goods only.',
      );
    if ((v.supplementaryUnit === undefined) !== (v.supplementaryUnitQualifier === undefined))
      issue(
        'supplementaryUnit',
        'A supplementary unit and its qualifier go together (§10.3 "Supplementary unit type").',
      );
    const unit = supplementaryUnitOf(v.cnCode ?? v.hsHeading);
    if (unit && v.activityType !== 'DOMESTIC' && v.supplementaryUnit === undefined)
      issue(
        'supplementaryUnit',
        `HS ${v.cnCode ?? v.hsHeading} is declared to customs in ${unit.unit}: give the quantity in ${unit.qualifier} too.`,
      );
    if (unit && v.supplementaryUnitQualifier !== undefined && v.supplementaryUnitQualifier !== unit.qualifier)
      issue('supplementaryUnitQualifier', `HS ${v.cnCode ?? v.hsHeading} is counted in ${unit.qualifier}.`);
    if (!sd && v.sdProducers.length)
      issue('sdProducers', 'Producers without plots are for simplified declarations only.');
  });
export type StatementInput = z.input<typeof statementInputSchema>;
export type Goods = z.output<typeof statementInputSchema>;

const packageSchema = z.object({
  part: z.number().int().positive(),
  parts: z.number().int().positive(),
  geolocationFile: z.string(),
  plots: z.number().int().positive(),
  geolocationBytes: z.number().int().max(STATEMENT_LIMITS.maxGeolocationBytes),
  /** Our 8-digit CN code of the goods (V3 takes an HS heading of 2 to 6 digits only). */
  cnCode: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  /** What the person should still check before filing (e.g. the net mass of a split package). */
  toComplete: z.array(z.string()),
  /**
   * A split package's quantities, shared among its statements by plots (`share`) because only the person
   * knows which goods each statement covers: the request carries the share until the person gives the
   * statement's own quantity (the "File with the EU" step asks for it and never files the share).
   */
  sharedQuantities: z
    .object({
      netWeight: z.object({ share: z.number(), total: z.number() }).optional(),
      supplementaryUnit: z.object({ share: z.number(), total: z.number(), qualifier: z.string() }).optional(),
    })
    .optional(),
});
export type SharedQuantities = NonNullable<z.infer<typeof packageSchema>['sharedQuantities']>;

export const statementDraftSchema = z.discriminatedUnion('kind', [
  z.object({
    schemaVersion: z.literal(2),
    kind: z.literal('dds'),
    request: submitDdsRequestSchema,
    package: packageSchema,
  }),
  z.object({
    schemaVersion: z.literal(2),
    kind: z.literal('sd'),
    request: submitSdRequestSchema,
    package: packageSchema,
  }),
]);
export type StatementDraft = z.infer<typeof statementDraftSchema>;
