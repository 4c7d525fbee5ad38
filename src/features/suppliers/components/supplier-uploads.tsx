/**
 * A supplier's uploads: one in progress (from the service), then what each finished upload did (plots
 * added, changed, removed), as the upload page recorded it in the dashboard's review store.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import type { z } from 'zod';
import type { uploadRecordListSchema } from '@core/api/review.ts';
import type { OngoingUpload } from '@core/api/schemas.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { SECTION } from './supplier-figures.tsx';
import { uploadStatusWords } from '@/lib/api/upload-status-words.ts';

type UploadRecordList = z.infer<typeof uploadRecordListSchema>;

export function SupplierUploads({
  records,
  ongoing,
}: {
  records: UseQueryResult<UploadRecordList>;
  ongoing: readonly OngoingUpload[];
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const n = (count: number) => formatCount(count, locale);
  return (
    <section aria-labelledby="uploads-title" className={SECTION}>
      <h2 id="uploads-title" className="mb-2 text-lg font-semibold">
        {t({ id: 'supplier.uploads' })}
      </h2>
      {ongoing.map((u) => (
        <p key={u.uploadId} className="mb-2 text-sm font-medium text-sky-900">
          {t(
            { id: 'supplier.uploads.ongoing' },
            {
              status: uploadStatusWords(u.status, t),
              date: formatDate(u.createdAt, locale),
              overwrite: u.isOverwrite ? 'yes' : 'no',
            },
          )}
        </p>
      ))}
      {records.isPending ? <Loading label={t({ id: 'supplier.uploads.loading' })} /> : null}
      {records.error ? (
        <ErrorState
          title={t({ id: 'supplier.uploads.failed' })}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : null}
      {records.data && !records.data.records.length ? (
        <p className="text-sm text-slate-600">{t({ id: 'supplier.uploads.none' })}</p>
      ) : null}
      {records.data?.records.length ? (
        <ol aria-label={t({ id: 'nav.uploads' })} className="space-y-2 text-sm">
          {records.data.records.map((r) => (
            <li key={r.uploadId} className="rounded-md border border-slate-200 p-2">
              <p className="font-medium">
                {t(
                  { id: 'supplier.uploads.files' },
                  {
                    date: formatDate(r.endedAt ?? r.recordedAt, locale),
                    files: r.fileNames.join(', ') || t({ id: 'supplier.uploads.unnamed' }),
                  },
                )}
              </p>
              <p className="text-slate-700">
                {t(
                  { id: 'supplier.uploads.changes' },
                  {
                    added: n(r.added),
                    changed: n(r.changed),
                    removed: n(r.removed),
                    count: r.plotCount,
                    overwrite: r.overwrite ? 'yes' : 'no',
                    matched: r.shouldMatchOnName ? 'yes' : 'no',
                  },
                )}
              </p>
              <p className="text-xs text-slate-600">
                {t({ id: 'supplier.uploads.by' }, { name: r.recordedBy })}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
