/**
 * A supplier's uploads: one in progress (from the service), then what each finished upload did (plots
 * added, changed, removed), as the upload page recorded it in the dashboard's review store.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import type { uploadRecordListSchema } from '@core/api/review.ts';
import type { OngoingUpload } from '@core/api/schemas.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { formatDate } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { SECTION } from './supplier-figures.tsx';

type UploadRecordList = z.infer<typeof uploadRecordListSchema>;

export function SupplierUploads({
  records,
  ongoing,
}: {
  records: UseQueryResult<UploadRecordList>;
  ongoing: readonly OngoingUpload[];
}) {
  return (
    <section aria-labelledby="uploads-title" className={SECTION}>
      <h2 id="uploads-title" className="mb-2 text-lg font-semibold">
        Upload history
      </h2>
      {ongoing.map((u) => (
        <p key={u.uploadId} className="mb-2 text-sm font-medium text-sky-900">
          Upload in progress ({u.status}), started {formatDate(u.createdAt)}
          {u.isOverwrite ? ', replacing the supplier’s plots' : ''}.
        </p>
      ))}
      {records.isPending ? <Loading label="Loading the upload history…" /> : null}
      {records.error ? (
        <ErrorState
          title="Could not load the upload history"
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : null}
      {records.data && !records.data.records.length ? (
        <p className="text-sm text-slate-600">No upload recorded for this supplier yet.</p>
      ) : null}
      {records.data?.records.length ? (
        <ol aria-label="Uploads" className="space-y-2 text-sm">
          {records.data.records.map((r) => (
            <li key={r.uploadId} className="rounded-md border border-slate-200 p-2">
              <p className="font-medium">
                {formatDate(r.endedAt ?? r.recordedAt)}: {r.fileNames.join(', ') || 'files not named'}
              </p>
              <p className="text-slate-700">
                {formatCount(r.added)} added, {formatCount(r.changed)} changed, {formatCount(r.removed)}{' '}
                removed; {formatCount(r.plotCount)} plots after it
                {r.overwrite ? ' (overwrite)' : ''}
                {r.shouldMatchOnName ? ' (matched on name)' : ''}.
              </p>
              <p className="text-xs text-slate-600">Recorded by {r.recordedBy}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
