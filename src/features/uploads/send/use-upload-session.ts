/**
 * The upload run (create, send, start) that survives a reload: an upload followed before the reload is
 * followed again, and one that was still sending asks for the files not sent yet (a page cannot keep File
 * objects across a reload). The saved session is dropped once the upload it names is over.
 */
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Upload } from '@core/api/schemas.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';
import { supplierQueries } from '@/lib/project/supplier-queries.ts';
import { useUploadRunner } from './use-upload-runner.ts';
import { readUploadSession, writeUploadSession, type UploadSession } from './upload-session.ts';

export function useResumableUpload({
  followedId,
  follow,
  restore,
}: {
  /** The upload the URL follows now. */
  followedId: string | undefined;
  /** Follows an upload (puts its id in the URL). */
  follow: (uploadId: string) => void;
  /** Puts a session that was still sending back into the form (the runner resumes it here). */
  restore: (session: UploadSession) => void;
}) {
  const { kind } = useConnection();
  const queryClient = useQueryClient();
  const onStarted = useCallback(
    (uploadId: string) => {
      follow(uploadId);
      // Creating the upload may have created the supplier.
      void queryClient.invalidateQueries({ queryKey: supplierQueries.all(kind) });
    },
    [follow, queryClient, kind],
  );
  const runner = useUploadRunner(onStarted);

  useEffect(() => {
    const session = readUploadSession();
    if (!session) return;
    if (session.step === 'following') {
      if (!followedId) follow(session.uploadId);
      return;
    }
    restore(session);
    runner.resume(session);
    // Only on mount: later changes come from the person, not from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * An upload followed to its end: forget its session, and re-read the suppliers' plot counts and the
   * project's plots (the overlap warnings may have loaded them before the upload changed them; without
   * this the Plots page would show the old set for the query's stale time).
   */
  const onFollowDone = useCallback(
    (u: Upload) => {
      if (readUploadSession()?.uploadId === u.uploadId) writeUploadSession(null);
      void queryClient.invalidateQueries({ queryKey: supplierQueries.all(kind) });
      void queryClient.invalidateQueries({ queryKey: plotQueries.all(kind) });
    },
    [queryClient, kind],
  );
  return { runner, onFollowDone };
}
