/**
 * An upload's run as plain async functions: create → PUT each file (2–3 at a time, retried on network
 * errors and 5xx, a fresh upload when the URLs have expired) → start with the options, and after a reload
 * the dropped files picked again, verified and sent. Every effect (the API, the PUT, sessionStorage, the
 * reducer's dispatch, re-reading a file) comes in as an argument, so the run is tested with fakes
 * (upload-run.node.test.ts); use-upload-runner.ts is the thin hook that hands in the real ones.
 */
import pLimit from 'p-limit';
import type { CreateUploadResponse, StartUploadRequest } from '@core/api/schemas.ts';
import { ApiError, describeError, isAbortError } from '@/lib/api/errors.ts';
import type { UploadAction } from './upload-flow.ts';
import { startRequestOf, type UploadOptions } from '../shared/start-options.ts';
import type { UploadSession } from './upload-session.ts';
import {
  contentMismatch,
  droppedNameOf,
  originOf,
  sizeMismatch,
  type DroppedSource,
  type FileOriginDraft,
  type Hasher,
} from './file-origin.ts';
import type { FieldMapping } from '../model/field-mapping.ts';
import type { PutError } from './signed-put.ts';
import { sayNow } from '@core/i18n/messages.ts';

/** Files sent at the same time: enough to fill an uplink, few enough for a 2-core laptop. */
export const PUT_CONCURRENCY = 3;
/** Fresh uploads made for expired URLs before giving up. */
export const MAX_RENEWALS = 1;
/** When a 429 carries no Retry-After. */
export const DEFAULT_RETRY_AFTER_S = 10;

export const linksKeepExpiring = (): string => sayNow('uploads.run.links-keep-expiring');
export const linksExpiredAfterReload = (): string => sayNow('uploads.run.links-expired');

export interface UploadRequest {
  projectId: string | undefined;
  supplier: string;
  files: File[];
  options: UploadOptions;
  /** For each file, the dropped file it was converted from (same order); missing: sent as dropped. */
  origins?: (FileOriginDraft | null)[];
  /**
   * For each file, the dropped file itself (same order) with the SHA-256 its record holds (worked out once,
   * at the drop), for the upload's record; missing: unknown.
   */
  sources?: (DroppedSource | null)[];
}

/** What a run does to the world; the hook passes the real ones, the tests fakes. */
export interface UploadRunDeps {
  dispatch: (action: UploadAction) => void;
  createUpload: (body: {
    projectId: string | undefined;
    supplier: string;
    fileNames: string[];
  }) => Promise<CreateUploadResponse>;
  startUpload: (body: StartUploadRequest) => Promise<unknown>;
  putFile: (
    url: string,
    file: Blob,
    opts: {
      signal?: AbortSignal;
      onProgress?: (loaded: number) => void;
      onRetry?: (attempt: number, error: PutError) => void;
    },
  ) => Promise<void>;
  /** The signed URLs have expired (the PUT answered 403). */
  isExpired: (error: unknown) => boolean;
  /** The saved session of this tab (sessionStorage in the page). */
  session: {
    read: () => UploadSession | null;
    write: (session: UploadSession | null) => void;
    markSent: (fileName: string) => void;
  };
  /** Converts a dropped file again as before a reload (a worker in the page). */
  reprepare: (
    file: File,
    mapping: FieldMapping | null,
    swapAxes: boolean,
    numberNames?: boolean,
  ) => Promise<File>;
  /** SHA-256 of a file (the hashing worker in the page, streamed: never a whole read on the main thread). */
  hash: Hasher;
  /** A refused token opens the token prompt. */
  reportUnauthorized: (error: unknown) => void;
  /** The upload was started: follow it. */
  onStarted: (uploadId: string) => void;
  now: () => number;
  /** The files to send, by the name they are sent under; kept by the caller across calls (a reload empties it). */
  files: Map<string, File>;
}

/** Starts the evaluation; a 429 (another upload of this supplier runs) waits for Retry-After. */
export async function startRun(session: UploadSession, deps: UploadRunDeps): Promise<void> {
  const { dispatch } = deps;
  dispatch({ type: 'start' });
  try {
    await deps.startUpload(startRequestOf(session.uploadId, session.options));
    deps.session.write({ ...session, step: 'following' });
    dispatch({ type: 'started' });
    deps.onStarted(session.uploadId);
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) {
      const seconds = e.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
      dispatch({ type: 'blocked', retryAt: deps.now() + seconds * 1000, message: e.errorMessage });
    } else {
      deps.reportUnauthorized(e);
      dispatch({ type: 'failed', message: describeError(e) });
    }
  }
}

/**
 * Sends the named files that have a file and a URL, PUT_CONCURRENCY at a time. The first failure stops the
 * ones not begun yet. 'renew' when the URLs expired, 'stopped' after an abort or a failure.
 */
export async function sendFiles(
  session: UploadSession,
  names: string[],
  signal: AbortSignal,
  deps: UploadRunDeps,
): Promise<'done' | 'renew' | 'stopped'> {
  const { dispatch } = deps;
  const limit = pLimit(PUT_CONCURRENCY);
  let expired = false;
  let failed = false;
  await Promise.all(
    names.map((name) =>
      limit(async () => {
        if (signal.aborted || expired || failed) return;
        const file = deps.files.get(name);
        const url = session.files.find((f) => f.fileName === name)?.url;
        if (!file || !url) return;
        try {
          await deps.putFile(url, file, {
            signal,
            onProgress: (loaded) => dispatch({ type: 'progress', fileName: name, loaded }),
            onRetry: (attempt, error) =>
              dispatch({ type: 'retrying', fileName: name, attempt, message: error.message }),
          });
          deps.session.markSent(name);
          dispatch({ type: 'sent', fileName: name });
        } catch (e) {
          if (isAbortError(e)) return;
          if (deps.isExpired(e)) {
            expired = true;
            return;
          }
          failed = true;
          dispatch({
            type: 'putFailed',
            fileName: name,
            message: e instanceof Error ? e.message : String(e),
          });
        }
      }),
    ),
  );
  if (signal.aborted || failed) return 'stopped';
  if (expired) return 'renew';
  return 'done';
}

/** A whole upload: create, send every file, start; expired URLs get one fresh upload. */
export async function runUpload(req: UploadRequest, signal: AbortSignal, deps: UploadRunDeps): Promise<void> {
  const { dispatch } = deps;
  deps.files.clear();
  for (const f of req.files) deps.files.set(f.name, f);
  dispatch({ type: 'create', files: req.files.map((f) => ({ fileName: f.name, size: f.size })) });
  // Recorded at the first send, so a resume after a reload can ask for the dropped file and verify it, and
  // the upload's record names the dropped files' own hashes (worked out since they were dropped).
  const origins = await Promise.all(
    req.files.map((f, i) => originOf(f, req.origins?.[i], req.sources?.[i], deps.hash)),
  );
  const supplier = req.supplier.trim();
  for (let renewals = 0; ; renewals++) {
    let session: UploadSession;
    try {
      const created = await deps.createUpload({
        projectId: req.projectId,
        supplier,
        fileNames: req.files.map((f) => f.name),
      });
      session = {
        uploadId: created.uploadId,
        step: 'sending',
        supplier,
        projectId: req.projectId,
        options: req.options,
        files: req.files.map((f, i) => ({
          fileName: f.name,
          size: f.size,
          url: created.signedUrls.find((u) => u.fileName === f.name)?.signedUrls ?? '',
          sent: false,
          origin: origins[i]!,
        })),
      };
      deps.session.write(session);
      dispatch({ type: 'created', uploadId: created.uploadId });
    } catch (e) {
      // A refused token opens the token prompt; the checked files stay on the page for another try.
      deps.reportUnauthorized(e);
      dispatch({ type: 'failed', message: describeError(e) });
      return;
    }
    if (signal.aborted) return;
    const outcome = await sendFiles(
      session,
      req.files.map((f) => f.name),
      signal,
      deps,
    );
    if (outcome === 'stopped') return;
    if (outcome === 'renew') {
      deps.session.write(null);
      if (renewals >= MAX_RENEWALS) {
        dispatch({ type: 'failed', message: linksKeepExpiring() });
        return;
      }
      dispatch({ type: 'renew' });
      continue;
    }
    await startRun(session, deps);
    return;
  }
}

/** After a reload: the reducer's action that continues from the saved step. */
export function resumeAction(session: UploadSession): UploadAction {
  return {
    type: 'resume',
    uploadId: session.uploadId,
    step: session.step,
    files: session.files.map((f) => ({
      fileName: f.fileName,
      size: f.size,
      sent: f.sent,
      ...(f.origin ? { origin: { name: f.origin.name, size: f.origin.size } } : {}),
    })),
  };
}

/**
 * The dropped files were picked again after a reload: each is converted as before (same mapping, same axis
 * order) and must give the very file sent at first (same SHA-256); then the missing ones are sent and the
 * upload started. A file that differs stays missing, with why.
 */
export async function provideFiles(picked: File[], signal: AbortSignal, deps: UploadRunDeps): Promise<void> {
  const { dispatch } = deps;
  const session = deps.session.read();
  if (!session) return;
  const provided: { fileName: string; size: number }[] = [];
  for (const file of picked) {
    for (const target of session.files.filter((f) => !f.sent && droppedNameOf(f) === file.name)) {
      const refuse = (message: string) =>
        dispatch({ type: 'fileRefused', fileName: target.fileName, message });
      const origin = target.origin;
      if (!origin) {
        deps.files.set(target.fileName, file);
        provided.push({ fileName: target.fileName, size: file.size });
        continue;
      }
      const wrongSize = sizeMismatch(file, origin);
      if (wrongSize) {
        refuse(wrongSize);
        continue;
      }
      let sent: File;
      try {
        sent = await deps.reprepare(file, origin.mapping, origin.swapAxes, origin.numberNames ?? false);
      } catch (e) {
        refuse(
          sayNow('uploads.run.unreadable-again', {
            file: file.name,
            reason: e instanceof Error ? e.message : String(e),
          }),
        );
        continue;
      }
      const differs = contentMismatch(file.name, origin, await deps.hash(sent).catch(() => null));
      if (differs) {
        refuse(differs);
        continue;
      }
      deps.files.set(target.fileName, new File([sent], target.fileName, { type: sent.type }));
      provided.push({ fileName: target.fileName, size: sent.size });
    }
  }
  dispatch({ type: 'filesProvided', files: provided });
  if (session.files.some((f) => !f.sent && !deps.files.has(f.fileName))) return;
  const outcome = await sendFiles(
    session,
    session.files.filter((f) => !f.sent).map((f) => f.fileName),
    signal,
    deps,
  );
  if (outcome === 'renew') {
    deps.session.write(null);
    dispatch({ type: 'failed', message: linksExpiredAfterReload() });
    return;
  }
  if (outcome === 'done') await startRun(deps.session.read() ?? session, deps);
}

/** Start again after a 429 or a failed start, from the saved session. */
export async function retryStart(deps: UploadRunDeps): Promise<void> {
  const session = deps.session.read();
  if (session) await startRun(session, deps);
}
