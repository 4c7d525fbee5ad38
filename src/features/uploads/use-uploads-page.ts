/**
 * The Uploads page's state, composed of its parts: who the plots are for and with which options
 * (shared/use-upload-target.ts), the dropped files' records with the preparing and check stages that move
 * them on (use-dropped-files.ts), the send stage (send/use-send-stage.ts: what blocks, create, PUT, start,
 * follow) and the self-check receipts dropped with the files (prepare/use-receipts.ts). The page only lays
 * them out.
 */
import { useCallback } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { UploadsSearch } from './shared/uploads-search.ts';
import { useUploadTarget, type UploadTarget } from './shared/use-upload-target.ts';
import { useDroppedFiles, type DroppedFiles } from './use-dropped-files.ts';
import { useProducingCountries } from './check/use-producing-countries.ts';
import { useSendStage, type SendStage } from './send/use-send-stage.ts';
import { useReceipts, type Receipts } from './prepare/use-receipts.ts';

export interface UploadsPageState {
  search: UploadsSearch;
  setSearch: (change: Partial<UploadsSearch>) => void;
  target: UploadTarget;
  dropped: DroppedFiles;
  send: SendStage;
  /** Self-check receipts dropped with the files (taken out before the files are read). */
  receipts: Receipts;
}

export function useUploadsPage(): UploadsPageState {
  const search = useSearch({ from: '/uploads' });
  const navigate = useNavigate({ from: '/uploads' });
  const setSearch = useCallback(
    (change: Partial<UploadsSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true }),
    [navigate],
  );
  const target = useUploadTarget(search.supplier);
  const dropped = useDroppedFiles(
    target.supplier,
    target.options,
    useProducingCountries(target.kind, target.projectId),
  );
  const send = useSendStage({
    target,
    records: dropped.records,
    result: dropped.check.result,
    followedId: search.upload,
    follow: useCallback((uploadId: string) => setSearch({ upload: uploadId }), [setSearch]),
  });
  const receipts = useReceipts();
  return { search, setSearch, target, dropped, send, receipts };
}
