/**
 * Query and mutation factories of the uploads (README "Layout"): one upload's status and its end, the preview's
 * comparisons with the project's plots, and the writes (proceed, cancel, the upload's record). The suppliers
 * and ongoing uploads are shared (src/lib/project).
 */
import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';
import type { UploadRecordInput } from '@core/api/review.ts';
import { isTerminalUploadStatus, uploadSchema, type Upload } from '@core/api/schemas.ts';
import type { UploadMode } from '@core/upload-diff/index.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { requestUploadDiff, requestUploadOverlaps } from '@/lib/plot-loader/page/plot-stream.ts';
import { uploadsKey } from '@/lib/project/ongoing-upload-queries.ts';
import { recordUpload, reviewQueries } from '@/lib/review/review-queries.ts';
import { supplierIdOf } from '@/lib/routing/supplier-link.ts';
import type { PreviewCollection } from '../check/check-protocol.ts';
import { filePlotsOf } from './file-plots.ts';
import { postUploadRecord, supplierPlots } from './upload-record-requests.ts';
import { markUploadRecorded, uploadOutcomeOf } from './upload-record.ts';
import { cancelUpload, startUpload } from './upload-requests.ts';

/** How often a running upload is polled. The simulator walks states in seconds; the live service in minutes. */
export const STATUS_POLL_MS = 1500;

/** While plots wait for their assessment, how often they are counted again. */
export const REASSESS_POLL_MS = 5_000;

/** A query key part per checked preview (hashing the preview's geometries into the key would cost more than the check). */
const previewIds = new WeakMap<PreviewCollection, number>();
let nextPreviewId = 1;
const previewId = (p: PreviewCollection) => {
  let id = previewIds.get(p);
  if (id === undefined) previewIds.set(p, (id = nextPreviewId++));
  return id;
};

export const uploadQueries = {
  all: uploadsKey,
  status: (connection: ConnectionKind, uploadId: string) =>
    queryOptions({
      queryKey: [...uploadQueries.all(connection), 'status', uploadId] as const,
      queryFn: ({ signal }) =>
        apiRequest('/v1/bulk-uploads/status', { query: { uploadId }, schema: uploadSchema, signal }),
      // Poll until the upload reaches a terminal state; `evaluated` waits for the person but may change
      // elsewhere (another tab proceeds), so it is polled too, more slowly.
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        if (status && isTerminalUploadStatus(status)) return false;
        return status === 'evaluated' ? STATUS_POLL_MS * 3 : STATUS_POLL_MS;
      },
    }),
  /** A finished upload's outcome among the supplier's plots (counted again while some wait for their risk). */
  end: (connection: ConnectionKind, projectId: string | null | undefined, upload: Upload) =>
    queryOptions({
      queryKey: [
        ...uploadQueries.all(connection),
        'end',
        projectId,
        upload.uploadId,
        upload.supplier,
        upload.createdAt,
      ] as const,
      queryFn: projectId
        ? async ({ client }) => {
            const { plots, supplierList } = await supplierPlots(
              client,
              connection,
              projectId,
              upload.supplier,
            );
            return {
              outcome: uploadOutcomeOf(plots, upload.createdAt),
              supplierId: supplierIdOf(supplierList, upload.supplier),
            };
          }
        : skipToken,
      staleTime: Infinity,
      refetchInterval: (q) => (q.state.data?.outcome.risk.unassessed ? REASSESS_POLL_MS : false),
    }),
  /**
   * The preview compared with the supplier's plots the loader holds (`loadId`), for the mode. Its own root,
   * not under `all`: ending or cancelling an upload does not make a preview's comparison stale.
   */
  diff: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    loadId: number | null,
    preview: PreviewCollection,
    supplier: string,
    mode: UploadMode,
  ) =>
    queryOptions({
      queryKey: [
        'upload-diff',
        connection,
        projectId,
        loadId,
        supplier.trim(),
        mode,
        previewId(preview),
      ] as const,
      queryFn:
        loadId === null
          ? skipToken
          : () => requestUploadDiff(loadId, filePlotsOf(preview).plots, supplier, mode),
      staleTime: Infinity,
      retry: false,
    }),
  /** The preview's plots against other suppliers' plots the loader holds (`loadId`); its own root as `diff`. */
  overlaps: (
    connection: ConnectionKind,
    projectId: string | null | undefined,
    loadId: number | null,
    preview: PreviewCollection,
    supplier: string,
  ) =>
    queryOptions({
      queryKey: ['upload-overlaps', connection, projectId, loadId, supplier, previewId(preview)] as const,
      queryFn:
        loadId === null
          ? skipToken
          : () =>
              requestUploadOverlaps(
                loadId,
                preview.features.map((f) => f.geometry),
                supplier,
              ),
      staleTime: Infinity,
      retry: false,
    }),
};

export const uploadMutations = {
  /** An evaluated upload goes on without its failing plots; every upload query is stale after it. */
  proceed: (connection: ConnectionKind, uploadId: string) =>
    mutationOptions({
      mutationKey: [...uploadQueries.all(connection), 'proceed', uploadId] as const,
      mutationFn: () => startUpload({ uploadId, proceedWithErrors: true }),
      onSettled: (_answer, _error, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: uploadQueries.all(connection) }),
    }),
  cancel: (connection: ConnectionKind, uploadId: string) =>
    mutationOptions({
      mutationKey: [...uploadQueries.all(connection), 'cancel', uploadId] as const,
      mutationFn: () => cancelUpload(uploadId),
      onSettled: (_answer, _error, _vars, _result, { client }) =>
        client.invalidateQueries({ queryKey: uploadQueries.all(connection) }),
    }),
  /**
   * The upload's record in the supplier's history, retried on its own (the upload has succeeded whatever
   * happens to it). The session note is written here, not in the page's `mutate`, so that a record that
   * lands after the person left the page is still not posted again on a reload.
   */
  record: (connection: ConnectionKind, projectId: string | null | undefined, uploadId: string) =>
    mutationOptions({
      mutationKey: [...uploadQueries.all(connection), 'record', uploadId] as const,
      mutationFn: (body: UploadRecordInput) =>
        postUploadRecord((b) => recordUpload(connection, projectId!, b), body),
      retry: 3,
      retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 8_000),
      onSuccess: (_answer, _body, _result, { client }) => {
        markUploadRecorded(uploadId);
        return client.invalidateQueries({ queryKey: reviewQueries.all(connection) });
      },
    }),
};
