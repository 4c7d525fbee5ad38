/**
 * The wire shapes of filing with the EU Information System (issue 51, docs/filing.md): the team's EU account
 * (kept by the server, never sent to a page), statements filed from a statement package and followed, and the
 * register of the reference numbers suppliers send, verified with verify-declaration. The server talks SOAP
 * to the Information System (or its stand-in, server/eu-stand-in/); the page only ever talks to these routes.
 *
 *   GET    /api/filing/eu-account                     admin: what the page may know of the account (no secret)
 *   PUT    /api/filing/eu-account                     admin; euAccountRequestSchema; 200 with the view
 *   DELETE /api/filing/eu-account                     admin; 204
 *   POST   /api/filing/eu-account/test                admin: the echo service with the stored account
 *
 *   Under /api/filing/{connection}/projects/{projectId}:
 *   GET    .../filings[?supplierId=]                  viewer or above; newest first
 *   POST   .../filings                                approver or admin; fileRequestSchema; 202 with the filing
 *   GET    .../filings/{filingId}                     viewer or above; with its history
 *   POST   .../filings/{filingId}/check               reviewer or above: ask the status now (429 if too soon)
 *   POST   .../filings/{filingId}/amend               approver or admin; amendRequestSchema (within 72 h)
 *   POST   .../filings/{filingId}/withdraw            approver or admin (within 72 h, not GROUPED)
 *   GET    .../declarations[?supplierId=]             viewer or above; the suppliers' declarations
 *   POST   .../declarations                           reviewer or above; declarationRequestSchema; verified at once
 *   POST   .../declarations/{declarationId}/verify    reviewer or above; verified again
 *
 * Writes take an Idempotency-Key like the review routes. Every filing, status change, amendment,
 * withdrawal, verification and account change is entered in the audit log (audit.ts). Pure module.
 */
import { z } from 'zod';
import { reviewIdSchema } from './review.ts';
import { storedTextSchema } from './stored-text.ts';
import {
  communicationSchema,
  eudrStatusSchema,
  referenceNumberSchema,
  submitDdsRequestSchema,
  submitSdRequestSchema,
  ddsStatementSchema,
  sdStatementSchema,
  verificationNumberSchema,
  verifyResultSchema,
  internalReferenceNumberSchema,
} from '../eudr/dds-v3.ts';

// ---------------------------------------------------------------------------------------------------------
// The team's EU account

/** Where filings go: the embedded stand-in (the default), or the Information System's two environments. */
export const EU_ENVIRONMENTS = ['stand-in', 'acceptance', 'production'] as const;
export const euEnvironmentSchema = z.enum(EU_ENVIRONMENTS);
export type EuEnvironment = z.infer<typeof euEnvironmentSchema>;

/**
 * Body of `PUT /api/filing/eu-account` (Operator API Reference §2.2: the EU Login username of the web
 * service user, its authentication key, and the client id sent as `WebServiceClientId`).
 */
export const euAccountRequestSchema = z.strictObject({
  environment: euEnvironmentSchema,
  username: storedTextSchema.trim().min(1).max(200),
  authenticationKey: storedTextSchema.min(1).max(500),
  clientId: storedTextSchema.trim().min(1).max(200),
});
export type EuAccountRequest = z.infer<typeof euAccountRequestSchema>;

/** What a page may know of the account: never the username, key or client id. */
export const euAccountViewSchema = z.object({
  configured: z.boolean(),
  environment: euEnvironmentSchema.nullable(),
  /** True when the demo stand-in account is in use (a local-only server with nothing set). */
  demo: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The last echo test: when, and what the service said. */
  lastTest: z.object({ at: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
});
export type EuAccountView = z.infer<typeof euAccountViewSchema>;

// ---------------------------------------------------------------------------------------------------------
// Filings

export const FILING_KINDS = ['dds', 'sd'] as const;
export const filingKindSchema = z.enum(FILING_KINDS);
export type FilingKind = z.infer<typeof filingKindSchema>;

/**
 * Our side of a filing (the journal), beside the Information System's status:
 * - `sending`: written before the request left; the answer has not come yet
 * - `unknown`: the answer was lost (timeout, 5xx, a crash): reconciled by internal reference, never re-sent
 *   blindly
 * - `refused`: the system answered with a fault (business rules, permission); nothing was filed
 * - `filed`: the system gave the statement a UUID; `euStatus` follows it
 */
export const FILING_STATES = ['sending', 'unknown', 'refused', 'filed'] as const;
export const filingStateSchema = z.enum(FILING_STATES);
export type FilingState = z.infer<typeof filingStateSchema>;

/** A fault's errors as the system words them (BusinessRulesValidationException's `Error` entries). */
export const euErrorSchema = z.object({
  code: z.string(),
  field: z.string().nullable(),
  message: z.string(),
});
export type EuError = z.infer<typeof euErrorSchema>;

/**
 * Body of `POST .../filings`: one statement of a pinned package. The internal reference number is required
 * here (unique per team): it is how a lost answer is reconciled (getDdsByInternalReference). Every supplier
 * named needs a signed conclusion (docs/review.md); the statement must pass core/eudr/rules.ts.
 */
export const fileRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('dds'),
    snapshotId: reviewIdSchema,
    /** Which statement of the package (from 1). */
    part: z.number().int().positive(),
    supplierIds: z.array(reviewIdSchema).min(1).max(1_000),
    // Extended in place (a generic helper typed the statement as its internal reference alone).
    request: submitDdsRequestSchema.extend({
      statement: ddsStatementSchema.extend({ internalReferenceNumber: internalReferenceNumberSchema }),
    }),
  }),
  z.strictObject({
    kind: z.literal('sd'),
    snapshotId: reviewIdSchema,
    part: z.number().int().positive(),
    supplierIds: z.array(reviewIdSchema).min(1).max(1_000),
    request: submitSdRequestSchema,
  }),
]);
export type FileRequest = z.infer<typeof fileRequestSchema>;

/** Body of `POST .../filings/{id}/amend`: the whole statement again (amendDds / updateSd). */
export const amendRequestSchema = z.strictObject({
  statement: z.union([ddsStatementSchema, sdStatementSchema]),
});
export type AmendRequest = z.infer<typeof amendRequestSchema>;

export const FILING_EVENT_KINDS = [
  'sent',
  'answered',
  'answer-lost',
  'reconciled',
  'refused',
  'status',
  'amend-sent',
  'amended',
  'withdraw-sent',
  'withdrawn',
  'grouped',
  'communication',
] as const;

export const filingEventSchema = z.object({
  at: z.string(),
  kind: z.enum(FILING_EVENT_KINDS),
  /** Who asked (null: the server's own status check). */
  by: z.string().nullable(),
  euStatus: eudrStatusSchema.nullable(),
  /** A line in English (an error, a rejection reason, an authority's message). */
  detail: z.string().nullable(),
});
export type FilingEvent = z.infer<typeof filingEventSchema>;

export const filingSchema = z.object({
  id: z.string(),
  kind: filingKindSchema,
  projectId: z.string(),
  supplierIds: z.array(z.string()),
  snapshotId: z.string(),
  part: z.number().int(),
  internalReferenceNumber: z.string(),
  environment: euEnvironmentSchema,
  state: filingStateSchema,
  euStatus: eudrStatusSchema.nullable(),
  uuid: z.string().nullable(),
  referenceNumber: referenceNumberSchema.nullable(),
  verificationNumber: verificationNumberSchema.nullable(),
  rejectionReason: z.string().nullable(),
  communications: z.array(communicationSchema),
  /** A refusal's errors (state `refused`). */
  errors: z.array(euErrorSchema),
  /** Reference numbers this statement groups (groupedDeclarations). */
  groups: z.array(z.string()),
  filedBy: z.string(),
  filedById: z.string(),
  filedAt: z.string(),
  /** filedAt + 72 h: amend and withdraw are offered until then (Operator API Reference §4.1.2). */
  amendableUntil: z.string(),
  lastCheckedAt: z.string().nullable(),
  /** When the server will next ask the status itself (null: final). */
  nextCheckAt: z.string().nullable(),
  history: z.array(filingEventSchema),
  /**
   * The request as last sent (with the amended statement once amended): the page's "Amend" and "Group"
   * start from it (an amendment sends the whole statement again). Optional so a list may leave the
   * geolocation out; GET .../filings/{filingId} carries it.
   */
  request: z.union([submitDdsRequestSchema, submitSdRequestSchema]).optional(),
});
export type Filing = z.infer<typeof filingSchema>;

// ---------------------------------------------------------------------------------------------------------
// The register of suppliers' declarations (downstream: Downstream Operator and Trader API Reference §4.1)

export const declarationRequestSchema = z.strictObject({
  supplierId: reviewIdSchema,
  /** DDS reference number or SD declaration identifier. */
  referenceNumber: referenceNumberSchema.regex(/^[A-Za-z0-9]+$/, 'letters and digits only'),
  verificationNumber: verificationNumberSchema,
  note: storedTextSchema.trim().max(500).optional(),
});
export type DeclarationRequest = z.infer<typeof declarationRequestSchema>;

export const declarationCheckSchema = z.object({
  checkedAt: z.string(),
  checkedBy: z.string().nullable(),
  /** null when the check could not be made (see `error`). */
  result: verifyResultSchema.nullable(),
  euStatus: eudrStatusSchema.nullable(),
  /** The system's dateTime of the answer. */
  dateTime: z.string().nullable(),
  error: z.string().nullable(),
});
export type DeclarationCheck = z.infer<typeof declarationCheckSchema>;

export const declarationSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  supplierId: z.string(),
  referenceNumber: z.string(),
  verificationNumber: z.string(),
  note: z.string().nullable(),
  addedBy: z.string(),
  addedAt: z.string(),
  /** Newest first. */
  checks: z.array(declarationCheckSchema),
});
export type Declaration = z.infer<typeof declarationSchema>;
