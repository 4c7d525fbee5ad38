/**
 * The upload preview's data: the checked plots (one per preview plot, in file order) compared in the plot
 * loader worker with the supplier's current plots of the project (core/upload-diff), for the chosen mode.
 * The project's plots are the ones the loader holds (the service's, not a device copy, which may predate
 * the last upload).
 */
import { useQuery } from '@tanstack/react-query';
import type { UploadMode } from '@core/upload-diff/index.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { describeError } from '@/lib/api/errors.ts';
import { plotQueries } from '@/lib/plot-loader/page/plot-queries.ts';
import type { PreviewCollection } from '../check/check-protocol.ts';
import { uploadQueries } from './upload-queries.ts';
import { sayNow } from '@core/i18n/messages.ts';

export function useUploadDiff(
  kind: ConnectionKind,
  projectId: string | null | undefined,
  preview: PreviewCollection,
  supplier: string,
  mode: UploadMode,
) {
  const wanted = Boolean(projectId) && supplier.trim() !== '' && preview.features.length > 0;
  const plots = useQuery({ ...plotQueries.project(kind, projectId), enabled: wanted });
  const load = plots.data;
  const loadId = load?.complete && !load.fromCache ? load.loadId : null;
  const diff = useQuery({
    ...uploadQueries.diff(kind, projectId, loadId, preview, supplier, mode),
    enabled: wanted && loadId !== null,
  });
  const noWorker = Boolean(load?.complete && !load.fromCache && load.loadId === null);
  const gone = diff.data === null;
  const failure = plots.error ?? diff.error;
  const error = failure ? describeError(failure) : noWorker || gone ? sayNow('uploads.diff.no-worker') : null;
  return {
    wanted,
    loading: error === null && (loadId === null || diff.isPending),
    error,
    diff: diff.data ?? null,
  };
}
