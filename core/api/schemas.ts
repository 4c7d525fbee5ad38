/**
 * The wire shapes of the risk service API v1 (docs/api-contract.md; "contract §N" in comments is its
 * section N), in one place.
 *
 * Rows the contract marks "designed" were chosen by this project; keeping them here means a correction
 * when the real shape is known is one edit. Objects are parsed with zod's default (strip) behaviour so
 * unknown extra fields from the live service are tolerated, never rejected.
 *
 * Pure module: no DOM, no Node imports. Used by the SPA's API client, the simulator and the contract tests.
 */
import { z } from 'zod';

export const RISK_LEVELS = ['none', 'low', 'medium', 'high'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;

export const FRAMEWORKS = ['EUDR', 'RSPO', 'NPDE', 'CFI', 'Fairtrade'] as const;
export const frameworkSchema = z.enum(FRAMEWORKS);
export type Framework = z.infer<typeof frameworkSchema>;

/** Framework cut-off dates used by the simulator (contract §5, designed). */
export const FRAMEWORK_CUTOFF: Record<Framework, string> = {
  EUDR: '2020-12-31',
  RSPO: '2018-11-15',
  NPDE: '2015-12-31',
  CFI: '2020-01-01',
  Fairtrade: '2019-01-01',
};

export const ERROR_CODES = [
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_request',
  'limit_exceeded',
  'upload_expired',
  'upload_in_progress',
  'invalid_state',
  'invalid_geometry',
  'outside_monitoring_region',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Error body of every error response (contract §1). errorCode is a string: the live service may add codes. */
export const errorBodySchema = z.object({ errorCode: z.string(), errorMessage: z.string() });

/** Cursor pagination envelope (contract §1). */
export const pageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int(), nextUrl: z.string().nullable(), results: z.array(item) });
export type Page<T> = { count: number; nextUrl: string | null; results: T[] };

const geometrySchema = z
  .object({ type: z.string(), coordinates: z.unknown().optional() })
  .passthrough() as unknown as z.ZodType<GeoJSON.Geometry>;
export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(z.array(z.number()))),
}) as unknown as z.ZodType<GeoJSON.Polygon>;

// ---------------------------------------------------------------- projects (§8, designed)
export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.object({ results: z.array(projectSchema) });

// ---------------------------------------------------------------- suppliers (§9, designed)
export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string(),
  plotCount: z.number().int(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierListSchema = z.object({ results: z.array(supplierSchema) });
/** Body of `POST /v1/suppliers`; without projectId the supplier goes to the account's default project. */
export const createSupplierRequestSchema = z.object({ name: z.string(), projectId: z.string().optional() });
export type CreateSupplierRequest = z.infer<typeof createSupplierRequestSchema>;
/** Body of `PATCH /v1/suppliers/{id}`. */
export const renameSupplierRequestSchema = z.object({ name: z.string() });
export type RenameSupplierRequest = z.infer<typeof renameSupplierRequestSchema>;

// ---------------------------------------------------------------- bulk uploads (§2, §3)
/**
 * The service's bounds on one upload (contract §2): fewer than `filesUnder` files, together under
 * `bytesUnder` bytes (2 GiB); refused at start. The one home of both figures: the dropzone, the upload
 * record's file list, the plot rules' upload check and the simulator read them here.
 */
export const UPLOAD_LIMITS = { filesUnder: 100, bytesUnder: 2 * 1024 ** 3 } as const;
/** Whether an upload of this many files fits (99 does, 100 does not). */
export const uploadFileCountFits = (count: number) => count < UPLOAD_LIMITS.filesUnder;
/** Whether files of this total size fit (one byte under 2 GiB does, 2 GiB does not). */
export const uploadBytesFit = (bytes: number) => bytes < UPLOAD_LIMITS.bytesUnder;

export const UPLOAD_STATUSES = [
  'created',
  'evaluating',
  'evaluated',
  'ingesting',
  'finished',
  'failed',
  'cancelled',
  'expired',
] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
export const TERMINAL_UPLOAD_STATUSES: readonly UploadStatus[] = [
  'finished',
  'failed',
  'cancelled',
  'expired',
];
/** "In progress" for the one-upload-per-supplier rule (contract §3). */
export const IN_PROGRESS_UPLOAD_STATUSES: readonly UploadStatus[] = ['evaluating', 'evaluated', 'ingesting'];
export const isTerminalUploadStatus = (s: string) =>
  (TERMINAL_UPLOAD_STATUSES as readonly string[]).includes(s);

export const createUploadRequestSchema = z.object({
  projectId: z.string().optional(),
  supplier: z.string(),
  fileNames: z.array(z.string()).optional(),
});

export const createUploadResponseSchema = z.object({
  uploadId: z.string(),
  // The public docs spell the URL field `signedUrls` (plural) although it holds one URL string.
  signedUrls: z.array(z.object({ fileName: z.string(), signedUrls: z.string() })),
});
export type CreateUploadResponse = z.infer<typeof createUploadResponseSchema>;

/**
 * The options of `start` (contract §2), the one home of their shape: each may be left out on the wire; what
 * they mean for the checks is core/plot-rules/start-options.ts.
 */
export const startOptionsSchema = z.object({
  overwrite: z.boolean().optional(),
  validateForTraces: z.boolean().optional(),
  allowDuplicateGeometries: z.boolean().optional(),
  designatedNameField: z.string().nullable().optional(),
  shouldMatchOnName: z.boolean().optional(),
});
export type StartOptions = z.infer<typeof startOptionsSchema>;

export const startUploadRequestSchema = startOptionsSchema.extend({
  uploadId: z.string(),
  proceedWithErrors: z.boolean().optional(),
});
export type StartUploadRequest = z.infer<typeof startUploadRequestSchema>;

/**
 * The same options as a form holds them and a tab keeps them across a reload: every one set, the default
 * name field written '' (the request names it, or sends null: src/features/uploads/shared/start-options.ts).
 */
export const uploadOptionsSchema = startOptionsSchema.required().extend({ designatedNameField: z.string() });
export type UploadOptions = z.infer<typeof uploadOptionsSchema>;

/** Body of `POST /v1/bulk-uploads/cancel`. */
export const cancelUploadRequestSchema = z.object({ uploadId: z.string() });
export type CancelUploadRequest = z.infer<typeof cancelUploadRequestSchema>;

/**
 * Start's and cancel's answer. `status` is the status of the request, not of the upload (public docs): it is
 * opaque to clients, which read the upload's state from /v1/bulk-uploads/status.
 */
export const uploadActionResponseSchema = z.object({
  status: z.string(),
  uploadId: z.string(),
  message: z.string(),
});
export type UploadActionResponse = z.infer<typeof uploadActionResponseSchema>;

export const uploadSchema = z.object({
  uploadId: z.string(),
  supplier: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  errorMessages: z.array(z.string()).default([]),
  /** Present only while status is `evaluated` or `ingesting` (spec). */
  numNotAccepted: z.number().int().optional(),
  isOverwrite: z.boolean(),
  files: z.array(z.object({ fileName: z.string(), sizeBytes: z.number() })).default([]),
  numPlots: z.number().int().optional(),
  /**
   * Designed addition: why a `failed` upload failed (e.g. a file that is not JSON). errorMessages must stay
   * [] outside evaluated/ingesting (spec), which would leave the person with no reason at all.
   */
  failureMessage: z.string().optional(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const ongoingUploadSchema = z.object({
  uploadId: z.string(),
  supplier: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
  isOverwrite: z.boolean(),
});
export type OngoingUpload = z.infer<typeof ongoingUploadSchema>;
export const ongoingUploadListSchema = z.object({ results: z.array(ongoingUploadSchema) });

// ---------------------------------------------------------------- plots (§4, designed)
export const deforestationSchema = z.object({ areaHa: z.number(), hasDeforestation: z.boolean() });

export const plotRiskAssessmentSchema = z.object({
  riskLevel: riskLevelSchema,
  assessedAt: z.string(),
  framework: z.string(),
  deforestation: deforestationSchema,
  remainingForestHa: z.number(),
  protectedAreasHa: z.number(),
  indigenousTerritoriesHa: z.number(),
});
export type PlotRiskAssessment = z.infer<typeof plotRiskAssessmentSchema>;

export const plotSchema = z.object({
  id: z.string(),
  name: z.string(),
  supplier: z.string(),
  projectId: z.string(),
  country: z.string(),
  areaHa: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  properties: z.record(z.string(), z.unknown()),
  geometry: geometrySchema,
  riskAssessment: plotRiskAssessmentSchema.nullable(),
});
export type Plot = z.infer<typeof plotSchema>;
export const plotPageSchema = pageSchema(plotSchema);
export const PLOTS_PAGE_SIZE = 200;

// ---------------------------------------------------------------- jurisdictions (§5, public + designed)
export const jurisdictionAssessmentSchema = z.object({
  assessmentDate: z.string(),
  framework: z.string(),
  riskLevel: riskLevelSchema,
  deforestation: deforestationSchema,
  commodities: z.record(z.string(), z.unknown()).default({}),
  remainingForestHa: z.number().optional(),
  protectedAreasHa: z.number().optional(),
  indigenousTerritoriesHa: z.number().optional(),
  cutoffDate: z.string().optional(),
});

export const jurisdictionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 0 country, 1 region (state, province), 2 district. The live service may leave it out. */
  administrationLevel: z.number().int().optional(),
  administrationUnitName: z.string(),
  /** The jurisdiction one level up (designed); null for a country. The live service may leave it out. */
  parentId: z.string().nullable().optional(),
  gadmId: z.string(),
  areaHa: z.number(),
  country: z.string(),
  boundingBox: z.object({ minLng: z.number(), minLat: z.number(), maxLng: z.number(), maxLat: z.number() }),
  assessment: jurisdictionAssessmentSchema,
  /** So the map can draw the boundary (designed): in the detail, and in the list with `geometry=true`. */
  geometry: geometrySchema.optional(),
});
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;
export const jurisdictionPageSchema = pageSchema(jurisdictionSchema);
export const JURISDICTIONS_PAGE_SIZE = 100;
export const JURISDICTION_MAX_RISK_LEVELS = 3;
export const JURISDICTION_MAX_COUNTRIES = 5;

// ---------------------------------------------------------------- risk info (§6, public)
export const RISK_INFO_LIMITS = { maxCoordinates: 40, minAreaHa: 0.1, maxAreaHa: 100_000 } as const;
export const riskInfoSchema = z.object({
  totalSizeHa: z.number(),
  /** year → month (1..12) → hectares; keys are strings on the wire. */
  yearToMonthToDeforestationHa: z.record(z.string(), z.record(z.string(), z.number())),
  remainingForestHa: z.number(),
  protectedAreasHa: z.number(),
  indigenousTerritoriesHa: z.number(),
});
export type RiskInfo = z.infer<typeof riskInfoSchema>;
/** A public client of the service reads `risk_info` as well as `riskInfo` (contract §1): either is accepted. */
export const riskInfoResponseSchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('riskInfo' in body) && 'risk_info' in body
      ? { riskInfo: (body as { risk_info: unknown }).risk_info }
      : body,
  z.object({ riskInfo: riskInfoSchema }),
);

// ---------------------------------------------------------------- detections export (§7, designed)
export const detectionsExportSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  files: z.array(
    z.object({
      kind: z.enum(['deforestation', 'fire']),
      fileName: z.string(),
      url: z.string(),
      sizeBytes: z.number(),
    }),
  ),
});
export type DetectionsExport = z.infer<typeof detectionsExportSchema>;

// ---------------------------------------------------------------- our own server (not the risk service)
/** `GET /api/config`: which connections the dashboard's server offers. Not the risk service, so no token. */
export const serverConfigSchema = z.object({
  connections: z.object({
    simulator: z.object({ available: z.boolean() }),
    live: z.object({ available: z.boolean(), serverHoldsToken: z.boolean() }),
  }),
  defaultConnection: z.enum(['simulator', 'live']),
});
export type ServerConfigView = z.infer<typeof serverConfigSchema>;
