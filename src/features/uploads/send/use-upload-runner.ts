/**
 * Drives an upload through the flow reducer: create → PUT each file (2–3 at a time, retried on network
 * errors and 5xx, a fresh upload when the URLs have expired) → start with the options. The step and the
 * upload id go to sessionStorage at each step so a reload can pick the upload up again.
 */
import { useCallback, useReducer, useRef } from 'react';
import pLimit from 'p-limit';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '@/lib/api/use-connection.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { reportIfUnauthorized } from '@/lib/api/unauthorized.ts';
import { describeError, isAbortError } from '@/lib/api/errors.ts';
import { initialUploadFlow, uploadFlowReducer, type UploadFlow } from './upload-flow.ts';
import { startRequestOf, type UploadOptions } from '../shared/start-options.ts';
import { markFileSent, readUploadSession, writeUploadSession, type UploadSession } from './upload-session.ts';
import {
  contentMismatch,
  droppedNameOf,
  originOf,
  sha256Of,
  sizeMismatch,
  type FileOriginDraft,
} from '../prepare/file-origin.ts';
import { reprepareFile } from '../prepare/reprepare.ts';
import { createUpload, startUpload } from './upload-requests.ts';
import { isExpiredPut, putFileWithRetry } from './signed-put.ts';
import { noteUploadStart } from './upload-record-requests.ts';

/** Files sent at the same time: enough to fill an uplink, few enough for a 2-core laptop. */
const PUT_CONCURRENCY = 3;
/** Fresh uploads made for expired URLs before giving up. */
const MAX_RENEWALS = 1;
/** When a 429 carries no Retry-After. */
const DEFAULT_RETRY_AFTER_S = 10;

export interface UploadRequest {
  projectId: string | undefined;
  supplier: string;
  files: File[];
  options: UploadOptions;
  /** For each file, the dropped file it was converted from (same order); missing: sent as dropped. */
  origins?: (FileOriginDraft | null)[];
}

export function useUploadRunner(onStarted: (uploadId: string) => void) {
  const [flow, dispatch] = useReducer(uploadFlowReducer, initialUploadFlow);
  const abortRef = useRef<AbortController | null>(null);
  const filesRef = useRef(new Map<string, File>());
  const queryClient = useQueryClient();
  const { kind } = useConnection();

  const start = useCallback(
    async (session: UploadSession) => {
      dispatch({ type: 'start' });
      try {
        // What the supplier had before, for the upload's record at its end (upload-record.ts).
        await noteUploadStart({
          client: queryClient,
          connection: kind,
          uploadId: session.uploadId,
          supplier: session.supplier,
          projectId: session.projectId,
          options: session.options,
          files: session.files.map((f) => ({ fileName: f.fileName, file: filesRef.current.get(f.fileName) })),
        });
        await startUpload(startRequestOf(session.uploadId, session.options));
        writeUploadSession({ ...session, step: 'following' });
        dispatch({ type: 'started' });
        onStarted(session.uploadId);
      } catch (e) {
        if (e instanceof ApiError && e.status === 429) {
          const seconds = e.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
          dispatch({ type: 'blocked', retryAt: Date.now() + seconds * 1000, message: e.errorMessage });
        } else {
          reportIfUnauthorized(e);
          dispatch({ type: 'failed', message: describeError(e) });
        }
      }
    },
    [onStarted, queryClient, kind],
  );

  /** Sends the files that are waiting, then starts. Returns 'renew' when the URLs expired. */
  const send = useCallback(
    async (
      session: UploadSession,
      names: string[],
      signal: AbortSignal,
    ): Promise<'done' | 'renew' | 'stopped'> => {
      const limit = pLimit(PUT_CONCURRENCY);
      let expired = false;
      let failed = false;
      await Promise.all(
        names.map((name) =>
          limit(async () => {
            if (signal.aborted || expired || failed) return;
            const file = filesRef.current.get(name);
            const url = session.files.find((f) => f.fileName === name)?.url;
            if (!file || !url) return;
            try {
              await putFileWithRetry(url, file, {
                signal,
                onProgress: (loaded) => dispatch({ type: 'progress', fileName: name, loaded }),
                onRetry: (attempt, error) =>
                  dispatch({ type: 'retrying', fileName: name, attempt, message: error.message }),
              });
              markFileSent(name);
              dispatch({ type: 'sent', fileName: name });
            } catch (e) {
              if (isAbortError(e)) return;
              if (isExpiredPut(e)) {
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
    },
    [],
  );

  const begin = useCallback(
    async (req: UploadRequest) => {
      const controller = new AbortController();
      abortRef.current = controller;
      filesRef.current = new Map(req.files.map((f) => [f.name, f]));
      dispatch({ type: 'create', files: req.files.map((f) => ({ fileName: f.name, size: f.size })) });
      // Recorded at the first send, so a resume after a reload can ask for the dropped file and verify it.
      const origins = await Promise.all(req.files.map((f, i) => originOf(f, req.origins?.[i])));
      for (let renewals = 0; ; renewals++) {
        let session: UploadSession;
        try {
          const created = await createUpload({
            projectId: req.projectId,
            supplier: req.supplier.trim(),
            fileNames: req.files.map((f) => f.name),
          });
          session = {
            uploadId: created.uploadId,
            step: 'sending',
            supplier: req.supplier.trim(),
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
          writeUploadSession(session);
          dispatch({ type: 'created', uploadId: created.uploadId });
        } catch (e) {
          // A refused token opens the token prompt; the checked files stay on the page for another try.
          reportIfUnauthorized(e);
          dispatch({ type: 'failed', message: describeError(e) });
          return;
        }
        if (controller.signal.aborted) return;
        const outcome = await send(
          session,
          req.files.map((f) => f.name),
          controller.signal,
        );
        if (outcome === 'stopped') return;
        if (outcome === 'renew') {
          writeUploadSession(null);
          if (renewals >= MAX_RENEWALS) {
            dispatch({
              type: 'failed',
              message: 'The upload links keep expiring. Check the computer clock, then try again.',
            });
            return;
          }
          dispatch({ type: 'renew' });
          continue;
        }
        await start(session);
        return;
      }
    },
    [send, start],
  );

  /** After a reload: continue from the saved step (the dropped files not yet sent are asked for again). */
  const resume = useCallback((session: UploadSession) => {
    dispatch({
      type: 'resume',
      uploadId: session.uploadId,
      step: session.step,
      files: session.files.map((f) => ({
        fileName: f.fileName,
        size: f.size,
        sent: f.sent,
        ...(f.origin ? { origin: { name: f.origin.name, size: f.origin.size } } : {}),
      })),
    });
  }, []);

  /**
   * The dropped files were picked again: each is converted as before (same mapping, same axis order) and
   * must give the very file sent at first (same SHA-256); then the missing ones are sent and the upload
   * started. A file that differs stays missing, with why.
   */
  const provideFiles = useCallback(
    async (files: File[]) => {
      const session = readUploadSession();
      if (!session) return;
      const provided: { fileName: string; size: number }[] = [];
      for (const picked of files) {
        for (const target of session.files.filter((f) => !f.sent && droppedNameOf(f) === picked.name)) {
          const refuse = (message: string) =>
            dispatch({ type: 'fileRefused', fileName: target.fileName, message });
          const origin = target.origin;
          if (!origin) {
            filesRef.current.set(target.fileName, picked);
            provided.push({ fileName: target.fileName, size: picked.size });
            continue;
          }
          const wrongSize = sizeMismatch(picked, origin);
          if (wrongSize) {
            refuse(wrongSize);
            continue;
          }
          let sent: File;
          try {
            sent = await reprepareFile(picked, origin.mapping, origin.swapAxes);
          } catch (e) {
            refuse(`${picked.name} could not be read again: ${e instanceof Error ? e.message : String(e)}`);
            continue;
          }
          const differs = contentMismatch(picked.name, origin, await sha256Of(sent));
          if (differs) {
            refuse(differs);
            continue;
          }
          filesRef.current.set(target.fileName, new File([sent], target.fileName, { type: sent.type }));
          provided.push({ fileName: target.fileName, size: sent.size });
        }
      }
      dispatch({ type: 'filesProvided', files: provided });
      const stillMissing = session.files.filter((f) => !f.sent && !filesRef.current.has(f.fileName));
      if (stillMissing.length) return;
      const controller = new AbortController();
      abortRef.current = controller;
      const outcome = await send(
        session,
        session.files.filter((f) => !f.sent).map((f) => f.fileName),
        controller.signal,
      );
      if (outcome === 'renew') {
        writeUploadSession(null);
        dispatch({
          type: 'failed',
          message: 'The upload links expired (60 minutes). Start a new upload with the same files.',
        });
        return;
      }
      if (outcome === 'done') await start(readUploadSession() ?? session);
    },
    [send, start],
  );

  const retryStart = useCallback(async () => {
    const session = readUploadSession();
    if (session) await start(session);
  }, [start]);

  const abort = useCallback(() => {
    abortRef.current?.abort();
    dispatch({ type: 'abort' });
  }, []);

  const reset = useCallback(() => {
    abortRef.current?.abort();
    writeUploadSession(null);
    dispatch({ type: 'reset' });
  }, []);

  return { flow: flow as UploadFlow, begin, resume, provideFiles, retryStart, abort, reset };
}
