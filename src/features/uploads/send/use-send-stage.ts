/**
 * The send stage of the Uploads page as one object: what still blocks the upload (upload-blockers.ts), the
 * confirmation an overwrite that empties a supplier asks for, and the run itself (create, PUT, start), which
 * survives a reload (use-upload-session.ts) and is followed to its end.
 */
import { useCallback, useState } from 'react';
import type { Upload } from '@core/api/schemas.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckStage } from '../check/use-check-stage.ts';
import type { UploadTarget } from '../shared/use-upload-target.ts';
import { isEmptyUpload, uploadBlockers, type UploadReadiness } from './upload-blockers.ts';
import { leftOutCount } from './leave-out.ts';
import type { UploadRunner } from './use-upload-runner.ts';
import { useResumableUpload } from './use-upload-session.ts';
import type { UploadSession } from './upload-session.ts';

export interface SendStage {
  runner: UploadRunner;
  /** The followed upload has ended (its session is forgotten, counts are read again). */
  onFollowDone: (upload: Upload) => void;
  /** The supplier's name typed to confirm an overwrite that removes all its plots. */
  confirmText: string;
  setConfirmText: (text: string) => void;
  /** What stands between the person and the Upload button, in words that say what to do. */
  blockers: string[];
  /** Files were checked and hold no plot: an overwrite would empty the supplier. */
  emptyUpload: boolean;
  offline: boolean;
  /** An upload is being created, sent or started (not yet followed). */
  uploading: boolean;
  beginUpload: () => void;
}

export function useSendStage({
  target,
  check,
  followedId,
  follow,
}: {
  target: UploadTarget;
  check: CheckStage;
  /** The upload the URL follows now. */
  followedId: string | undefined;
  /** Follows an upload (puts its id in the URL). */
  follow: (uploadId: string) => void;
}): SendStage {
  const locale = useLocale();
  const [confirmText, setConfirmText] = useState('');
  const { setSupplier, setOptions } = target;
  const { runner, onFollowDone } = useResumableUpload({
    followedId,
    follow,
    restore: useCallback(
      (session: UploadSession) => {
        setSupplier(session.supplier);
        setOptions(session.options);
      },
      [setSupplier, setOptions],
    ),
  });

  const readiness: UploadReadiness = {
    projectId: target.projectId,
    supplier: target.supplier,
    match: target.match,
    fileCount: check.files.length,
    result: check.result,
    options: target.options,
    confirmText,
    offlineReason: target.offlineReason,
    prepared: check.prepared,
    leftOut: leftOutCount(check.origins()),
  };
  return {
    runner,
    onFollowDone,
    confirmText,
    setConfirmText,
    blockers: uploadBlockers(readiness, locale),
    emptyUpload: isEmptyUpload(readiness),
    offline: target.offlineReason !== null,
    uploading: runner.flow.step !== 'idle' && runner.flow.step !== 'following',
    beginUpload: () =>
      void runner.begin({
        projectId: target.projectId,
        supplier: target.supplier,
        files: check.files,
        options: target.options,
        origins: check.origins(),
        sources: check.droppedFiles(),
      }),
  };
}
