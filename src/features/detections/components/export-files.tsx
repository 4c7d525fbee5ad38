/**
 * The month's files: each is fetched with the token (a plain link would not carry it), read for the map,
 * and saved from the same bytes when the person clicks Download.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { DetectionsExport } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { describeError } from '@/lib/api/errors.ts';
import { downloadBlob } from '@/lib/download.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { UnreadableDetectionFile, type DetectionFile } from '@/lib/detections/detection-queries.ts';

const KIND_LABEL = { deforestation: 'detections.kind.deforestation', fire: 'detections.kind.fire' } as const;
const ZIP = 'application/zip';

export function ExportFiles({
  files,
  queries,
}: {
  files: DetectionsExport['files'];
  queries: UseQueryResult<DetectionFile>[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const why = (error: unknown) =>
    error instanceof UnreadableDetectionFile
      ? t({ id: 'detections.file.unreadable' }, { kind: error.kind, detail: error.detail })
      : describeError(error);
  return (
    <ul
      aria-label={t({ id: 'detections.files.label' })}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
    >
      {files.map((file, i) => {
        const q = queries[i];
        const count = q?.data?.detections.length;
        return (
          <li key={file.url} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="text-sm font-medium">{t({ id: KIND_LABEL[file.kind] })}</p>
              <p className="text-xs text-slate-600">
                {t(
                  { id: 'detections.file.about' },
                  { file: file.fileName, size: formatBytes(file.sizeBytes, locale) },
                )}
              </p>
              <p className="text-xs text-slate-700" aria-live="polite">
                {q?.isPending
                  ? t({ id: 'detections.file.reading' })
                  : q?.isError
                    ? t({ id: 'detections.file.failed' }, { reason: why(q.error) })
                    : count === 0
                      ? t({ id: 'detections.file.empty' })
                      : t({ id: 'detections.file.count' }, { count: count ?? 0 })}
              </p>
            </div>
            <div className="flex gap-2">
              {q?.isError ? (
                <button
                  type="button"
                  onClick={() => void q.refetch()}
                  className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                >
                  {t({ id: 'detections.file.retry' })}
                </button>
              ) : null}
              <button
                type="button"
                disabled={!q?.data}
                onClick={() =>
                  q?.data && downloadBlob(new Blob([q.data.bytes], { type: ZIP }), file.fileName)
                }
                className="rounded-md bg-slate-800 px-3 py-1 text-sm font-medium text-white hover:bg-slate-900 disabled:bg-slate-300 disabled:text-slate-600"
                aria-label={t({ id: 'detections.file.download-label' }, { file: file.fileName })}
              >
                {t({ id: 'detections.file.download' })}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
