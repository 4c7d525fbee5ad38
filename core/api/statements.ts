/**
 * The wire shapes of what turns decisions into a statement (issue 50, docs/api-contract.md, "Statements"):
 * an approver's override of a plot's open items, the evidence snapshot a TRACES export or statement package
 * is pinned to, and a risk conclusion with its four-eyes sign-off. All live in the dashboard server's own
 * store under /api/review/{connection}/projects/{projectId}/..., append-only, each entered in the audit log.
 *
 *   GET  .../statement-overrides[?supplierId=]          the overrides in force (newest first)
 *   POST .../statement-overrides                        approver or admin; 201
 *   GET  .../evidence-snapshots[?supplierId=]           summaries, newest first
 *   POST .../evidence-snapshots                         reviewer or above; 201
 *   GET  .../evidence-snapshots/{snapshotId}            the whole snapshot, as stored
 *   GET  .../evidence-snapshots/{snapshotId}/report     the report's PDF as stored (application/pdf)
 *   GET  .../conclusions[?supplierId=]                  newest first, each with its sign-off (or null)
 *   POST .../conclusions                                reviewer or above prepares; 201
 *   POST .../conclusions/{conclusionId}/sign-off        approver or admin, never the preparer (403); once (409)
 *
 * Request bodies are parsed strictly; answers with zod's default (strip). Pure module: no DOM, no Node.
 */
import { z } from 'zod';
import { decisionSchema, REVIEW_LIMITS, requestList, reviewIdSchema } from './review.ts';
import { storedTextSchema } from './stored-text.ts';

const reasonSchema = storedTextSchema
  .trim()
  .min(10, 'must say why in at least 10 characters')
  .max(REVIEW_LIMITS.maxReasonLength, `must be at most ${REVIEW_LIMITS.maxReasonLength} characters`);
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits');
const isoInstantSchema = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------------------
// Overrides

/**
 * Body of `POST .../statement-overrides`: an approver lets plots with open review items into statements,
 * with a reason. The override covers exactly the item keys named (reviewItemKey): an item that opens later
 * (a new detection) blocks the plot again.
 */
export const overrideRequestSchema = z.strictObject({
  plots: requestList(
    z.strictObject({
      plotId: reviewIdSchema,
      supplierId: reviewIdSchema.optional(),
      /** The open items' keys this override lets through (1–100 per plot). */
      itemKeys: z.array(z.string().min(1).max(600)).min(1).max(100),
    }),
    'plot',
    'plots',
  ),
  reason: reasonSchema,
});
export type OverrideRequest = z.infer<typeof overrideRequestSchema>;

export const statementOverrideSchema = z.object({
  id: z.string(),
  plotId: z.string(),
  supplierId: z.string().optional(),
  itemKeys: z.array(z.string()),
  reason: z.string(),
  overriddenBy: z.string(),
  overriddenById: z.string(),
  /** ISO 8601, UTC. */
  overriddenAt: z.string(),
});
export type StatementOverride = z.infer<typeof statementOverrideSchema>;
export const overrideListSchema = z.object({ overrides: z.array(statementOverrideSchema) });

// ---------------------------------------------------------------------------------------------------------
// Evidence snapshots

export const SNAPSHOT_KINDS = ['traces-export', 'statement-package'] as const;
export const snapshotKindSchema = z.enum(SNAPSHOT_KINDS);
export type SnapshotKind = z.infer<typeof snapshotKindSchema>;
/** How long a snapshot is kept (Regulation (EU) 2023/1115, Article 12(3): five years). */
export const SNAPSHOT_RETENTION_YEARS = 5;

/**
 * Body of `POST .../evidence-snapshots`: what an export or package was built from. The server adds the
 * current decisions and overrides of the named plots from its own store (the page cannot send others),
 * the person and the time.
 */
export const snapshotRequestSchema = z.strictObject({
  kind: snapshotKindSchema,
  supplierIds: z.array(reviewIdSchema).max(1_000),
  plots: z
    .array(
      z.strictObject({
        plotId: reviewIdSchema,
        supplierId: reviewIdSchema.optional(),
        /** SHA-256 of the plot's geometry as exported (RFC 8785 canonical JSON of the GeoJSON geometry). */
        geometrySha256: sha256Schema,
      }),
    )
    .min(1, 'must name at least one plot')
    .max(REVIEW_LIMITS.maxSnapshotPlots, `must name at most ${REVIEW_LIMITS.maxSnapshotPlots} plots`),
  /** Plots left out and why, by kind (excluded, open items, refused by the rules...). */
  leftOut: z
    .array(z.strictObject({ plotId: reviewIdSchema, why: z.string().min(1).max(64) }))
    .max(REVIEW_LIMITS.maxSnapshotPlots),
  /** When the service last assessed the plots (the newest assessment among them). */
  riskDataAt: isoInstantSchema.nullable(),
  /** The files handed to the person (TRACES GeoJSON parts, the package's files): name, size, SHA-256. */
  files: z
    .array(
      z.strictObject({
        name: storedTextSchema.min(1).max(255),
        sizeBytes: z.number().int().min(0),
        sha256: sha256Schema,
      }),
    )
    .max(100),
  /** The supplier report the package carries, when it carries one: its PDF, base64 (at most maxReportBytes). */
  report: z
    .strictObject({ fileName: storedTextSchema.min(1).max(255), pdfBase64: z.string().min(1) })
    .optional(),
  conclusionIds: z.array(z.string().min(1).max(64)).max(1_000).optional(),
});
export type SnapshotRequest = z.infer<typeof snapshotRequestSchema>;

export const snapshotSummarySchema = z.object({
  id: z.string(),
  kind: snapshotKindSchema,
  supplierIds: z.array(z.string()),
  plotCount: z.number().int(),
  createdBy: z.string(),
  createdById: z.string(),
  createdAt: z.string(),
  /** createdAt + SNAPSHOT_RETENTION_YEARS. */
  keepUntil: z.string(),
  /** SHA-256 of the report's PDF, null when the snapshot has no report. */
  reportSha256: z.string().nullable(),
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;

export const evidenceSnapshotSchema = snapshotSummarySchema.extend({
  plots: z.array(
    z.object({ plotId: z.string(), supplierId: z.string().optional(), geometrySha256: z.string() }),
  ),
  leftOut: z.array(z.object({ plotId: z.string(), why: z.string() })),
  riskDataAt: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), sizeBytes: z.number(), sha256: z.string() })),
  reportFileName: z.string().nullable(),
  /** The current decisions of the snapshot's plots when it was taken, as stored then. */
  decisions: z.array(decisionSchema),
  overrides: z.array(statementOverrideSchema),
  conclusions: z.array(z.lazy(() => conclusionSchema)),
});
export type EvidenceSnapshot = z.infer<typeof evidenceSnapshotSchema>;
export const snapshotListSchema = z.object({ snapshots: z.array(snapshotSummarySchema) });
export const snapshotAnswerSchema = z.object({ snapshot: evidenceSnapshotSchema });

// ---------------------------------------------------------------------------------------------------------
// Risk conclusions and their sign-off

/** Article 10: the risk is negligible, or it is not and mitigation (Article 11) was taken. */
export const CONCLUSIONS = ['negligible', 'mitigated'] as const;
export const conclusionKindSchema = z.enum(CONCLUSIONS);
export type ConclusionKind = z.infer<typeof conclusionKindSchema>;

/** Body of `POST .../conclusions`: a reviewer (or above) prepares a supplier's conclusion. */
export const conclusionRequestSchema = z
  .strictObject({
    supplierId: reviewIdSchema,
    conclusion: conclusionKindSchema,
    /** Why the risk is negligible, or what was assessed (Article 10(2)'s criteria). */
    reasoning: reasonSchema,
    /** Required when `mitigated`: the measures taken (Article 11). */
    mitigation: reasonSchema.optional(),
    /** Review items still open when it was prepared (the page counts them; the report shows them). */
    openItems: z.number().int().min(0).max(REVIEW_LIMITS.maxCount),
  })
  .superRefine((c, ctx) => {
    if (c.conclusion === 'mitigated' && c.mitigation === undefined)
      ctx.addIssue({ code: 'custom', path: ['mitigation'], message: 'is required for a mitigated risk' });
  });
export type ConclusionRequest = z.infer<typeof conclusionRequestSchema>;

export const signOffSchema = z.object({
  signedBy: z.string(),
  signedById: z.string(),
  /** ISO 8601, UTC. */
  signedAt: z.string(),
});
export const conclusionSchema = z.object({
  id: z.string(),
  supplierId: z.string(),
  conclusion: conclusionKindSchema,
  reasoning: z.string(),
  mitigation: z.string().optional(),
  openItems: z.number().int(),
  preparedBy: z.string(),
  preparedById: z.string(),
  preparedAt: z.string(),
  signOff: signOffSchema.nullable(),
});
export type Conclusion = z.infer<typeof conclusionSchema>;
export const conclusionListSchema = z.object({ conclusions: z.array(conclusionSchema) });
export const conclusionAnswerSchema = z.object({ conclusion: conclusionSchema });
