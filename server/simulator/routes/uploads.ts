/** Bulk uploads (contract §2–§3): create, start, status, cancel. The signed-URL PUT is in storage.ts. */
import { Hono } from 'hono';
import {
  cancelUploadRequestSchema,
  createUploadRequestSchema,
  isTerminalUploadStatus,
  startUploadRequestSchema,
  type CreateUploadResponse,
  type UploadActionResponse,
  UPLOAD_LIMITS,
} from '@core/api/schemas.ts';
import { allowsDuplicateGeometries } from '@core/plot-rules/index.ts';
import type { SimEnv } from '../context.ts';
import { simulatorUrl, type SimDeps } from '../deps.ts';
import { apiError } from '../errors.ts';
import { readJson, requireText } from '../http.ts';
import type { StoredUpload } from '../records.ts';
import { UPLOAD_TTL_MS, uploadView, type UploadEngine } from '../upload-engine.ts';

/**
 * Spec limits (UPLOAD_LIMITS): an upload holds fewer than `maxFiles` files, totalling under `maxTotalBytes`.
 * Overridable so tests need not send 2 GB.
 */
export interface UploadLimits {
  maxFiles: number;
  maxTotalBytes: number;
}
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: UPLOAD_LIMITS.filesUnder,
  maxTotalBytes: UPLOAD_LIMITS.bytesUnder,
};

export const storagePath = (uploadId: string, index: number) => `/storage/${uploadId}/${index}`;
export const storageResource = (uploadId: string, index: number) => `uploads/${uploadId}/${index}`;

/** Longest file name accepted, in characters (most file systems stop at 255 bytes). */
export const MAX_FILE_NAME_CHARS = 255;

/**
 * Each file name is non-empty and of sane length. Their count is not checked here: the service creates an
 * upload of any number of files and refuses 100 or more at start (contract §2), where the simulator does too.
 * The create body's 128 KB limit bounds how many names one request can hold.
 */
function checkFileNames(fileNames: string[]): void {
  for (const [i, name] of fileNames.entries()) {
    if (name.trim() === '') apiError(400, 'invalid_request', `Field "fileNames.${i}" is empty.`);
    if (name.length > MAX_FILE_NAME_CHARS) {
      apiError(
        400,
        'limit_exceeded',
        `Field "fileNames.${i}": a file name has at most ${MAX_FILE_NAME_CHARS} characters; this one has ${name.length}.`,
      );
    }
  }
}

export function uploadRoutes(
  deps: SimDeps,
  engine: UploadEngine,
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
) {
  const { store } = deps;
  const app = new Hono<SimEnv>();

  /** The upload if the caller's account can see it (404 otherwise: no hint that it exists). */
  const findUpload = (accountProjects: string[], uploadId: string): StoredUpload => {
    const u = store.uploads.get(uploadId);
    if (!u || !accountProjects.includes(u.projectId))
      apiError(404, 'not_found', `Upload ${uploadId} not found.`);
    engine.expireIfDue(u);
    return u;
  };
  const action = (u: StoredUpload, message: string): UploadActionResponse => ({
    status: u.status,
    uploadId: u.id,
    message,
  });

  app.post('/v1/bulk-uploads', async (c) => {
    const body = await readJson(c, createUploadRequestSchema);
    const projectId = deps.resolveProjectId(c, body.projectId);
    const supplierName = requireText(body.supplier, 'supplier');
    const fileNames = body.fileNames?.length ? body.fileNames : ['plots.geojson'];
    checkFileNames(fileNames);
    const now = deps.now();
    const upload: StoredUpload = {
      id: crypto.randomUUID(),
      projectId,
      supplierId: '',
      kind: 'orgPlotsForSupplier',
      status: 'created',
      createdAt: now,
      files: fileNames.map((fileName) => ({ fileName, sizeBytes: null })),
      options: null,
      errorMessages: [],
      numNotAccepted: null,
      numPlots: null,
      failureReason: null,
    };
    // The supplier (when new) and the upload in one transaction: both or neither survive a crash.
    store.transaction(() => {
      const supplier =
        store.supplierByName(projectId, supplierName) ??
        store.addSupplier(projectId, supplierName, new Date(now).toISOString());
      upload.supplierId = supplier.id;
      store.addUpload(upload);
    });
    const expires = now + UPLOAD_TTL_MS;
    const response: CreateUploadResponse = {
      uploadId: upload.id,
      signedUrls: fileNames.map((fileName, i) => {
        const sig = deps.signer.sign(storageResource(upload.id, i), expires);
        const url = simulatorUrl(
          c,
          deps.publicUrl,
          '/v1/bulk-uploads',
          `${storagePath(upload.id, i)}?expires=${expires}&sig=${sig}`,
        );
        return { fileName, signedUrls: url };
      }),
    };
    return c.json(response);
  });

  app.post('/v1/bulk-uploads/start', async (c) => {
    const body = await readJson(c, startUploadRequestSchema);
    const u = findUpload(c.get('account').projectIds, body.uploadId);

    if (u.status === 'evaluated') {
      // Continuing an evaluated upload never produces 429 (spec): its supplier slot is already its own.
      if (!body.proceedWithErrors) {
        apiError(
          409,
          'invalid_state',
          'The upload was evaluated with errors: start it with proceedWithErrors: true, or cancel it.',
        );
      }
      engine.proceed(u);
      return c.json(action(u, 'Proceeding with errors: plots with errors are skipped.'), 202);
    }
    if (u.status === 'expired' || (u.status === 'created' && deps.now() - u.createdAt >= UPLOAD_TTL_MS)) {
      apiError(
        410,
        'upload_expired',
        'The upload was not started within 60 minutes of creation; create a new one.',
      );
    }
    if (u.status !== 'created') apiError(409, 'invalid_state', `The upload is already ${u.status}.`);
    if (engine.isStarting(u)) apiError(409, 'invalid_state', 'The upload is already being started.');

    if (body.shouldMatchOnName) {
      if (!body.designatedNameField) {
        apiError(
          400,
          'invalid_request',
          'Field "designatedNameField" is required when shouldMatchOnName is true.',
        );
      }
      if (body.allowDuplicateGeometries === false) {
        apiError(
          400,
          'invalid_request',
          'Field "allowDuplicateGeometries" cannot be false when shouldMatchOnName is true.',
        );
      }
    }
    const sent = u.files.filter((f) => f.sizeBytes !== null);
    const total = sent.reduce((sum, f) => sum + (f.sizeBytes ?? 0), 0);
    if (u.files.length >= limits.maxFiles) {
      apiError(
        400,
        'limit_exceeded',
        `An upload holds fewer than ${limits.maxFiles} files; this one has ${u.files.length}.`,
      );
    }
    if (total >= limits.maxTotalBytes) {
      apiError(
        400,
        'limit_exceeded',
        `The files of an upload must total under ${limits.maxTotalBytes} bytes; got ${total}.`,
      );
    }
    if (sent.length === 0)
      apiError(400, 'invalid_request', 'No file was sent to the signed URLs (field "uploadId").');
    const busy = store
      .uploadsOfSupplier(u.supplierId)
      .some((other) => other.id !== u.id && engine.isBusy(other));
    if (busy) {
      const retryAfter = String(Math.max(1, Math.ceil(5 / deps.speed)));
      apiError(429, 'upload_in_progress', 'Another upload of this supplier is in progress; retry later.', {
        'retry-after': retryAfter,
      });
    }

    // Aborts PUTs still in flight for this upload, then commits `evaluating` (before the 202).
    await engine.begin(u, {
      overwrite: body.overwrite ?? false,
      validateForTraces: body.validateForTraces ?? false,
      proceedWithErrors: body.proceedWithErrors ?? false,
      allowDuplicateGeometries: allowsDuplicateGeometries(body),
      designatedNameField: body.designatedNameField ?? null,
      shouldMatchOnName: body.shouldMatchOnName ?? false,
    });
    return c.json(action(u, 'Upload started: the files are being evaluated.'), 202);
  });

  app.get('/v1/bulk-uploads/status', (c) => {
    const account = c.get('account');
    const requestedProject = c.req.query('projectId');
    const uploadId = c.req.query('uploadId');
    if (uploadId) {
      const visible = requestedProject ? [deps.resolveProjectId(c, requestedProject)] : account.projectIds;
      return c.json(uploadView(store, findUpload(visible, uploadId)));
    }
    const projectId = deps.resolveProjectId(c, requestedProject);
    const results = [...store.uploads.values()]
      .filter((u) => u.projectId === projectId)
      .map((u) => (engine.expireIfDue(u), u))
      .filter((u) => !isTerminalUploadStatus(u.status))
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((u) => {
        const { uploadId, supplier, kind, status, createdAt, isOverwrite } = uploadView(store, u);
        return { uploadId, supplier, kind, status, createdAt, isOverwrite };
      });
    return c.json({ results });
  });

  app.post('/v1/bulk-uploads/cancel', async (c) => {
    const body = await readJson(c, cancelUploadRequestSchema);
    const u = findUpload(c.get('account').projectIds, body.uploadId);
    const hasErrors = u.errorMessages.length > 0 || (u.numNotAccepted ?? 0) > 0;
    if (u.status !== 'evaluated' || !hasErrors || u.kind !== 'orgPlotsForSupplier') {
      apiError(
        409,
        'invalid_state',
        `Only an evaluated upload with errors can be cancelled; this one is ${u.status}.`,
      );
    }
    engine.cancel(u);
    return c.json(action(u, 'Upload cancelled; no plots were written.'));
  });

  return app;
}
