/**
 * The send stage of the Uploads page as one object: what still blocks the upload (upload-blockers.ts), the
 * confirmation an overwrite that empties a supplier asks for, and the run itself (create, PUT, start), which
 * survives a reload (use-upload-session.ts) and is followed to its end.
 */
import { useCallback, useState } from 'react';
import type { Upload } from '@core/api/schemas.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckResult } from '../check/check-protocol.ts';
import type { FileRecord } from '../model/file-record.ts';
import { preparedSummaryOf, sendItemsOf } from '../model/selectors.ts';
import type { UploadTarget } from '../shared/use-upload-target.ts';
import {
  asksEmptyOverwriteConfirmation,
  isEmptyUpload,
  uploadBlockers,
  type UploadReadiness,
} from './upload-blockers.ts';
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
  /** The overwrite of an empty upload waits on the supplier's name typed (asksEmptyOverwriteConfirmation). */
  asksConfirmation: boolean;
  offline: boolean;
  /** An upload is being created, sent or started (not yet followed). */
  uploading: boolean;
  beginUpload: () => void;
}

export function useSendStage({
  target,
  records,
  result,
  followedId,
  follow,
}: {
  target: UploadTarget;
  /** The dropped files' records: what is sent, and where each sent file came from. */
  records: readonly FileRecord[];
  /** The finished check of the files sent, or null. */
  result: CheckResult | null;
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

  const items = sendItemsOf(records);
  const readiness: UploadReadiness = {
    projectId: target.projectId,
    supplier: target.supplier,
    match: target.match,
    fileCount: items.length,
    result,
    options: target.options,
    confirmText,
    offlineReason: target.offlineReason,
    prepared: preparedSummaryOf(records),
    leftOut: leftOutCount(items.map((i) => i.origin)),
  };
  return {
    runner,
    onFollowDone,
    confirmText,
    setConfirmText,
    blockers: uploadBlockers(readiness, locale),
    emptyUpload: isEmptyUpload(readiness),
    asksConfirmation: asksEmptyOverwriteConfirmation(readiness),
    offline: target.offlineReason !== null,
    uploading: runner.flow.step !== 'idle' && runner.flow.step !== 'following',
    beginUpload: () =>
      void runner.begin({
        projectId: target.projectId,
        supplier: target.supplier,
        files: items.map((i) => i.file),
        options: target.options,
        origins: items.map((i) => i.origin),
        sources: items.map((i) => ({ file: i.source, sha256: i.sourceSha256 })),
      }),
  };
}
