/**
 * The wire shapes of the dashboard server's own review store (docs/api-contract.md, "The dashboard's own
 * store"): reviewers' decisions on review items, their append-only history, and upload records. This is the
 * dashboard server's API under /api/review/{connection}/..., not the risk service's: the service keeps
 * neither decisions nor upload records.
 *
 * Request bodies are parsed strictly (an unknown field is a mistake worth an error); answers are parsed
 * with zod's default (strip) so a later server may add fields. Pure module: no DOM, no Node imports.
 */
import { z } from 'zod';
import { UPLOAD_LIMITS } from './schemas.ts';
import { storedTextSchema } from './stored-text.ts';

/** Bounds of every request (checked before any work; docs/api-contract.md lists them). */
export const REVIEW_LIMITS = {
  /** Items in one POST of decisions (one transaction). */
  maxItems: 10_000,
  /** Plot, supplier, project and upload ids. */
  maxIdLength: 128,
  /** A decision's note and an evidence note. */
  maxNoteLength: 2_000,
  /** An evidence link. */
  maxUrlLength: 2_000,
  /** Files named in an upload record: the most one upload holds (UPLOAD_LIMITS). */
  maxFiles: UPLOAD_LIMITS.filesUnder - 1,
  maxFileNameLength: 255,
  maxSupplierNameLength: 200,
  /** Plot counts in an upload record. */
  maxCount: 10_000_000,
  /** Largest JSON body (413 beyond): 10,000 items with ids of the longest length fit. */
  maxBodyBytes: 6 * 1024 * 1024,
  /** Newest entries of one history answer; `truncated` says when there were more. */
  maxHistory: 10_000,
  defaultHistory: 1_000,
  /** Field mapping entries, fixes and plots named per fix in an upload record; short texts (mapping, kinds). */
  maxMappingEntries: 200,
  maxFixes: 50,
  maxFixPlots: 10_000,
  maxShortText: 200,
  /** An override's or a conclusion's reason and mitigation. */
  maxReasonLength: 4_000,
  /** Plots in one evidence snapshot, and its largest body (the report's PDF travels in it, base64). */
  maxSnapshotPlots: 200_000,
  maxSnapshotBytes: 64 * 1024 * 1024,
  maxReportBytes: 25 * 1024 * 1024,
} as const;

/** The connections the store keeps apart: the embedded simulator and the live service. */
export const REVIEW_CONNECTIONS = ['simulator', 'live'] as const;
export const reviewConnectionSchema = z.enum(REVIEW_CONNECTIONS);
export type ReviewConnection = z.infer<typeof reviewConnectionSchema>;

/**
 * What a reviewer decides on: every sign of risk the dashboard finds on a plot (issue 50; one definition,
 * src/lib/review/review-items.ts, serves every page, the report and the exports):
 * - `risk`: the service rates the plot medium or high risk;
 * - `protected-area`: the plot overlaps a protected area or an indigenous territory;
 * - `deforestation`: deforestation after the framework's cut-off on or near the plot: the service's own
 *   assessment (`signalId` "assessment") or one detection (`signalId` its id), so a new detection is a new,
 *   open item even on a plot cleared before;
 * - `double-claim`: the plot and another supplier's plot claim the same land;
 * - `overlap-in-supplier`: the plot overlaps another plot of the same supplier (not a double claim);
 * - `inside-another`: the plot lies inside another plot (of either supplier);
 * - `high-risk-country`: the plot lies in a country of the EU's high-risk tier (Regulation (EU) 2025/1093);
 * - `traces-refused`: the Information System's rules refuse the plot's geometry;
 * - `plot`: a decision on a plot as a whole, with or without items (any plot can be decided on).
 * Pair kinds name `otherPlotId` (in the order sent: A–B and B–A are two items); `deforestation` names
 * `signalId`; the others name neither.
 */
export const REVIEW_ITEM_KINDS = [
  'risk',
  'protected-area',
  'deforestation',
  'double-claim',
  'overlap-in-supplier',
  'inside-another',
  'high-risk-country',
  'traces-refused',
  'plot',
] as const;
export const reviewItemKindSchema = z.enum(REVIEW_ITEM_KINDS);
export type ReviewItemKind = z.infer<typeof reviewItemKindSchema>;
/** The kinds about two plots. */
export const PAIR_KINDS: readonly ReviewItemKind[] = [
  'double-claim',
  'overlap-in-supplier',
  'inside-another',
];
export const isPairKind = (kind: ReviewItemKind): boolean => PAIR_KINDS.includes(kind);
/**
 * Share of a plot another plot covers from which the plot counts as inside it (`inside-another`; GPS noise
 * on the rest): the page's review items and the server's supplier summaries both count by it.
 */
export const INSIDE_SHARE = 0.95;

export const VERDICTS = ['cleared', 'needs-information', 'excluded'] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

export const REVIEW_REASONS = [
  'no-deforestation-verified',
  'legal-documents-provided',
  'mapping-error',
  'supplier-evidence-received',
  'awaiting-supplier-documents',
  'boundary-dispute',
  'deforestation-confirmed',
  'protected-or-indigenous-land',
  'duplicate-claim',
  'other',
] as const;
export const reviewReasonSchema = z.enum(REVIEW_REASONS);
export type ReviewReason = z.infer<typeof reviewReasonSchema>;

/** No control characters (they have no place in an id or a name, and break logs and CSV exports). */
// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
/** A plot, supplier, project or upload id. */
export const reviewIdSchema = storedTextSchema
  .min(1, 'must not be empty')
  .max(REVIEW_LIMITS.maxIdLength, `must be at most ${REVIEW_LIMITS.maxIdLength} characters`)
  .regex(NO_CONTROL, 'must not contain control characters');
const noteSchema = storedTextSchema.max(
  REVIEW_LIMITS.maxNoteLength,
  `must be at most ${REVIEW_LIMITS.maxNoteLength} characters`,
);

const itemFields = {
  plotId: reviewIdSchema,
  kind: reviewItemKindSchema,
  otherPlotId: reviewIdSchema.optional(),
  /** `deforestation` only: "assessment" (the service's figure) or the detection's id. */
  signalId: reviewIdSchema.optional(),
  supplierId: reviewIdSchema.optional(),
};

/**
 * A pair kind names its other plot (never the plot itself), `deforestation` names its signal, and no
 * other kind names either.
 */
function checkPair(
  item: { kind: ReviewItemKind; plotId: string; otherPlotId?: string; signalId?: string },
  ctx: z.RefinementCtx,
) {
  if (!isPairKind(item.kind)) {
    if (item.otherPlotId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['otherPlotId'],
        message: `must be left out for kind "${item.kind}"`,
      });
  } else if (item.otherPlotId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['otherPlotId'], message: `is required for kind "${item.kind}"` });
  } else if (item.otherPlotId === item.plotId) {
    ctx.addIssue({ code: 'custom', path: ['otherPlotId'], message: 'must differ from plotId' });
  }
  if (item.kind === 'deforestation') {
    if (item.signalId === undefined)
      ctx.addIssue({ code: 'custom', path: ['signalId'], message: 'is required for kind "deforestation"' });
  } else if (item.signalId !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['signalId'], message: `must be left out for kind "${item.kind}"` });
  }
}

export const reviewItemRefSchema = z.strictObject(itemFields).superRefine(checkPair);
export type ReviewItemRef = z.infer<typeof reviewItemRefSchema>;

export const evidenceSchema = z.strictObject({
  url: storedTextSchema
    .max(REVIEW_LIMITS.maxUrlLength, `must be at most ${REVIEW_LIMITS.maxUrlLength} characters`)
    .superRefine((value, ctx) => {
      const problem = evidenceUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: EVIDENCE_URL_MESSAGES[problem] });
    })
    .optional(),
  note: noteSchema.optional(),
});

export type EvidenceUrlProblem = 'not-url' | 'not-https' | 'credentials';

const EVIDENCE_URL_MESSAGES: Record<EvidenceUrlProblem, string> = {
  'not-url': 'must be an https:// link (a web address, with no spaces)',
  'not-https': 'must be an https:// link',
  credentials: 'must be an https:// link without a user name or password',
};

/**
 * The one rule for an evidence link, applied by the server before it stores one, by the decision form
 * before it sends one and by the history before it makes one a link: an https link with a host and no
 * credentials, written with no space or control character (the URL parser would silently drop them, so
 * the link followed would not be the text stored). Null when it is one; else what is wrong.
 */
export function evidenceUrlProblem(value: string): EvidenceUrlProblem | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\s\u0000-\u001f\u007f]/u.test(value)) return 'not-url';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not-url';
  }
  if (url.protocol !== 'https:') return 'not-https';
  if (url.hostname === '') return 'not-url';
  if (url.username !== '' || url.password !== '') return 'credentials';
  return null;
}

/**
 * The list a write names (decisions' items, overrides' plots): 1 to REVIEW_LIMITS.maxItems, written in one
 * transaction. The server says a longer list first, before its fields (server/review/json-body.ts checkCount).
 */
export const requestList = <T extends z.ZodType>(schema: T, one: string, many: string) =>
  z
    .array(schema)
    .min(1, `must name at least one ${one}`)
    .max(REVIEW_LIMITS.maxItems, `must name at most ${REVIEW_LIMITS.maxItems.toLocaleString('en')} ${many}`);

/** Body of `POST /api/review/{connection}/projects/{projectId}/decisions`: one verdict for many items. */
export const decideRequestSchema = z.strictObject({
  items: requestList(reviewItemRefSchema, 'item', 'items'),
  verdict: verdictSchema,
  reason: reviewReasonSchema,
  note: noteSchema.optional(),
  evidence: evidenceSchema.optional(),
});
export type DecideRequest = z.infer<typeof decideRequestSchema>;

/** One decision as stored: the item, the verdict, and who decided when (set by the server, never sent). */
export const decisionSchema = z.object({
  id: z.string(),
  plotId: z.string(),
  kind: reviewItemKindSchema,
  otherPlotId: z.string().optional(),
  signalId: z.string().optional(),
  supplierId: z.string().optional(),
  verdict: verdictSchema,
  reason: reviewReasonSchema,
  /** '' when none was given. */
  note: z.string(),
  /** null when none was given. */
  evidence: z.object({ url: z.string().optional(), note: z.string().optional() }).nullable(),
  decidedBy: z.string(),
  /** The person's id (`account:<key>` for decisions kept per account before people signed in). */
  decidedById: z.string().optional(),
  /** ISO 8601, UTC. */
  decidedAt: z.string(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** `GET .../decisions` (the current decision of each item) and the answer of a POST (201). */
export const decisionListSchema = z.object({ decisions: z.array(decisionSchema) });

/** `GET .../history?plotId=|supplierId=`: newest first; `truncated` when older entries were left out. */
export const decisionHistorySchema = z.object({ history: z.array(decisionSchema), truncated: z.boolean() });

const countSchema = z.number().int().min(0).max(REVIEW_LIMITS.maxCount);
const isoInstantSchema = z.iso.datetime({ offset: true });

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits');
const shortTextSchema = storedTextSchema
  .max(REVIEW_LIMITS.maxShortText, `must be at most ${REVIEW_LIMITS.maxShortText} characters`)
  .regex(NO_CONTROL, 'must not contain control characters');
const fileNameSchema = storedTextSchema
  .min(1, 'must not be empty')
  .max(REVIEW_LIMITS.maxFileNameLength, `must be at most ${REVIEW_LIMITS.maxFileNameLength} characters`)
  .regex(NO_CONTROL, 'must not contain control characters');
/** A file as one record names it: its name, size in bytes and SHA-256 (lowercase hex). */
const fileFactSchema = z.strictObject({
  name: fileNameSchema,
  sizeBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  sha256: sha256Schema,
});
const fileFactOutSchema = z.object({ name: z.string(), sizeBytes: z.number(), sha256: z.string() });
export type FileFact = z.infer<typeof fileFactSchema>;
/** One fix the uploader applied (core/plot-rules' fix kinds) and the plots it changed. */
const appliedFixSchema = z.strictObject({
  kind: shortTextSchema.min(1, 'must not be empty'),
  plotCount: countSchema,
  /** The plots it changed, as the file numbers or names them; at most maxFixPlots (plotCount says how many). */
  plots: z
    .array(shortTextSchema)
    .max(REVIEW_LIMITS.maxFixPlots, `must name at most ${REVIEW_LIMITS.maxFixPlots} plots`),
});
export type AppliedFix = z.infer<typeof appliedFixSchema>;

/**
 * Body of `POST .../upload-records`: what one upload did, recorded by the page when it ended. `overwrite`
 * and `shouldMatchOnName` are the start options of that name (docs/api-contract.md, "Start"); `added`,
 * `changed` and `removed` count plots. Recording the same uploadId again returns the first record (200).
 */
export const uploadRecordInputSchema = z.strictObject({
  uploadId: reviewIdSchema,
  supplierId: reviewIdSchema,
  supplierName: storedTextSchema
    .max(
      REVIEW_LIMITS.maxSupplierNameLength,
      `must be at most ${REVIEW_LIMITS.maxSupplierNameLength} characters`,
    )
    .regex(NO_CONTROL, 'must not contain control characters')
    .optional(),
  fileNames: z
    .array(
      storedTextSchema
        .min(1, 'must not be empty')
        .max(REVIEW_LIMITS.maxFileNameLength, `must be at most ${REVIEW_LIMITS.maxFileNameLength} characters`)
        .regex(NO_CONTROL, 'must not contain control characters'),
    )
    .max(REVIEW_LIMITS.maxFiles, `must name at most ${REVIEW_LIMITS.maxFiles} files`),
  /** SHA-256 of each file, lowercase hex, in the order of fileNames. */
  fileSha256: z
    .array(z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits'))
    .max(REVIEW_LIMITS.maxFiles, `must name at most ${REVIEW_LIMITS.maxFiles} files`)
    .optional(),
  /** The supplier's files as received, before any mapping or fix: name, size and SHA-256 (issue 50). */
  originalFiles: z
    .array(fileFactSchema)
    .max(REVIEW_LIMITS.maxFiles, `must name at most ${REVIEW_LIMITS.maxFiles} files`)
    .optional(),
  /** The files as sent to the service, after the mapping and the fixes. */
  sentFiles: z
    .array(fileFactSchema)
    .max(REVIEW_LIMITS.maxFiles, `must name at most ${REVIEW_LIMITS.maxFiles} files`)
    .optional(),
  /** The field mapping used: the dashboard's field → the file's column (or a fixed value, "=value"). */
  fieldMapping: z
    .record(shortTextSchema, shortTextSchema)
    .refine(
      (m) => Object.keys(m).length <= REVIEW_LIMITS.maxMappingEntries,
      `must map at most ${REVIEW_LIMITS.maxMappingEntries} fields`,
    )
    .optional(),
  /** Each fix applied before sending: its kind and the plots (numbers or names as the file has them). */
  fixes: z
    .array(appliedFixSchema)
    .max(REVIEW_LIMITS.maxFixes, `must name at most ${REVIEW_LIMITS.maxFixes} fixes`)
    .optional(),
  overwrite: z.boolean(),
  shouldMatchOnName: z.boolean(),
  added: countSchema,
  changed: countSchema,
  removed: countSchema,
  /** The supplier's plots after the upload. */
  plotCount: countSchema,
  startedAt: isoInstantSchema.optional(),
  endedAt: isoInstantSchema.optional(),
});
export type UploadRecordInput = z.infer<typeof uploadRecordInputSchema>;

export const uploadRecordSchema = z.object({
  uploadId: z.string(),
  supplierId: z.string(),
  supplierName: z.string().optional(),
  fileNames: z.array(z.string()),
  fileSha256: z.array(z.string()).optional(),
  originalFiles: z.array(fileFactOutSchema).optional(),
  sentFiles: z.array(fileFactOutSchema).optional(),
  fieldMapping: z.record(z.string(), z.string()).optional(),
  fixes: z
    .array(z.object({ kind: z.string(), plotCount: z.number().int(), plots: z.array(z.string()) }))
    .optional(),
  overwrite: z.boolean(),
  shouldMatchOnName: z.boolean(),
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  plotCount: z.number().int(),
  startedAt: z.string().optional(),
  endedAt: z.string().optional(),
  recordedBy: z.string(),
  recordedById: z.string().optional(),
  recordedAt: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** Answer of `POST .../upload-records` (201 new, 200 the same uploadId recorded before). */
export const uploadRecordAnswerSchema = z.object({ record: uploadRecordSchema });
/** `GET .../upload-records[?supplierId=]`: newest first. */
export const uploadRecordListSchema = z.object({ records: z.array(uploadRecordSchema) });

/**
 * The item a decision is about, as one string: the key of "the current decision of an item". Items without
 * a signal keep the three-part key decisions were stored under before signals existed.
 */
export function reviewItemKey(
  item: Pick<ReviewItemRef, 'kind' | 'plotId' | 'otherPlotId' | 'signalId'>,
): string {
  return item.signalId === undefined
    ? JSON.stringify([item.kind, item.plotId, item.otherPlotId ?? null])
    : JSON.stringify([item.kind, item.plotId, item.otherPlotId ?? null, item.signalId]);
}
