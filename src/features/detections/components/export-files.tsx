/**
 * The month's files: each is fetched with the token (a plain link would not carry it), read for the map,
 * and saved from the same bytes when the person clicks Download.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { DetectionsExport } from '@core/api/schemas.ts';
import { describeError } from '@/lib/api/errors.ts';
import { downloadBlob } from '@/lib/download.ts';
import type { DetectionFile } from '../api/detection-queries.ts';

const KIND_LABEL = { deforestation: 'Deforestation areas', fire: 'Fire points' } as const;

const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;

export function ExportFiles({
  files,
  queries,
}: {
  files: DetectionsExport['files'];
  queries: UseQueryResult<DetectionFile>[];
}) {
  return (
    <ul
      aria-label="Export files"
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
    >
      {files.map((file, i) => {
        const q = queries[i];
        const count = q?.data?.detections.length;
        return (
          <li key={file.url} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="text-sm font-medium">{KIND_LABEL[file.kind]}</p>
              <p className="text-xs text-slate-600">
                {file.fileName} · {formatBytes(file.sizeBytes)} · zipped shapefile
              </p>
              <p className="text-xs text-slate-700" aria-live="polite">
                {q?.isPending
                  ? 'Downloading and reading…'
                  : q?.isError
                    ? `Could not be read: ${describeError(q.error)}`
                    : count === 0
                      ? 'No detections this month (empty layer).'
                      : `${count} detection${count === 1 ? '' : 's'} on the map`}
              </p>
            </div>
            <div className="flex gap-2">
              {q?.isError ? (
                <button
                  type="button"
                  onClick={() => void q.refetch()}
                  className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                >
                  Retry
                </button>
              ) : null}
              <button
                type="button"
                disabled={!q?.data}
                onClick={() =>
                  q?.data &&
                  downloadBlob(new Blob([q.data.bytes], { type: 'application/zip' }), file.fileName)
                }
                className="rounded-md bg-slate-800 px-3 py-1 text-sm font-medium text-white hover:bg-slate-900 disabled:bg-slate-300 disabled:text-slate-600"
                aria-label={`Download ${file.fileName}`}
              >
                Download
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
