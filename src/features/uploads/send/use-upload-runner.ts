/**
 * The upload run (upload-run.ts) bound to the page: the flow reducer's state, the abort controller of the
 * run under way, the files kept across calls, and the real API, PUT, sessionStorage and re-reading worker.
 * The step and the upload id go to sessionStorage at each step so a reload can pick the upload up again.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '@/lib/api/use-connection.ts';
import type { StartUploadRequest } from '@core/api/schemas.ts';
import { reportIfUnauthorized } from '@/lib/api/unauthorized.ts';
import { initialUploadFlow, uploadFlowReducer, type UploadFlow } from './upload-flow.ts';
import { markFileSent, readUploadSession, writeUploadSession, type UploadSession } from './upload-session.ts';
import { reprepareFile } from './reprepare.ts';
import { createUpload, startUpload } from './upload-requests.ts';
import { isExpiredPut, putFileWithRetry } from './signed-put.ts';
import { noteUploadStart } from './upload-record-requests.ts';
import { hashFile } from '@/lib/self-check/hash-file.ts';
import type { Hasher } from './file-origin.ts';
import {
  provideFiles,
  resumeAction,
  retryStart,
  runUpload,
  type UploadRequest,
  type UploadRunDeps,
} from './upload-run.ts';

/** SHA-256 in the hashing worker (streamed: no size cap, the page never freezes); null when it fails. */
const hashInWorker: Hasher = (file) =>
  hashFile(file instanceof File ? file : new File([file], 'blob')).catch(() => null);

export interface UploadRunner {
  flow: UploadFlow;
  begin: (req: UploadRequest) => Promise<void>;
  /** After a reload: continue from the saved step (the dropped files not yet sent are asked for again). */
  resume: (session: UploadSession) => void;
  provideFiles: (files: File[]) => Promise<void>;
  retryStart: () => Promise<void>;
  abort: () => void;
  reset: () => void;
}

export function useUploadRunner(onStarted: (uploadId: string) => void): UploadRunner {
  const [flow, dispatch] = useReducer(uploadFlowReducer, initialUploadFlow);
  const abortRef = useRef<AbortController | null>(null);
  // Kept across calls: a resume after a reload adds the files picked again to an empty map.
  const [files] = useState(() => new Map<string, File>());
  const queryClient = useQueryClient();
  const { kind } = useConnection();
  const onStartedRef = useRef(onStarted);
  useEffect(() => {
    onStartedRef.current = onStarted;
  }, [onStarted]);

  const actions = useMemo(() => {
    /**
     * Just before the service may write anything: what the supplier had, for the upload's record at its
     * end (upload-record.ts). Never throws; the upload starts whatever the note could gather.
     */
    const noteThenStart = async (body: StartUploadRequest) => {
      const session = readUploadSession();
      if (session?.uploadId === body.uploadId)
        await noteUploadStart({
          client: queryClient,
          connection: kind,
          uploadId: session.uploadId,
          supplier: session.supplier,
          projectId: session.projectId,
          options: session.options,
          files: session.files.map((f) => ({ ...f, file: files.get(f.fileName) })),
          hash: hashInWorker,
        });
      return startUpload(body);
    };
    const deps: UploadRunDeps = {
      dispatch,
      createUpload,
      startUpload: noteThenStart,
      putFile: putFileWithRetry,
      isExpired: isExpiredPut,
      session: { read: readUploadSession, write: writeUploadSession, markSent: markFileSent },
      reprepare: reprepareFile,
      hash: hashInWorker,
      reportUnauthorized: reportIfUnauthorized,
      onStarted: (uploadId) => onStartedRef.current(uploadId),
      now: Date.now,
      files,
    };
    const freshSignal = () => {
      const controller = new AbortController();
      abortRef.current = controller;
      return controller.signal;
    };
    return {
      begin: (req: UploadRequest) => runUpload(req, freshSignal(), deps),
      resume: (session: UploadSession) => dispatch(resumeAction(session)),
      provideFiles: (files: File[]) => provideFiles(files, freshSignal(), deps),
      retryStart: () => retryStart(deps),
      abort: () => {
        abortRef.current?.abort();
        dispatch({ type: 'abort' });
      },
      reset: () => {
        abortRef.current?.abort();
        writeUploadSession(null);
        dispatch({ type: 'reset' });
      },
    };
  }, [files, queryClient, kind]);

  return { flow, ...actions };
}
