/**
 * The end of a finished upload: the service's assessed risk of the plots it wrote (counted again every few
 * seconds while some are not assessed yet), what it added, changed and removed, the link to the supplier's
 * page, and its record in the supplier's upload history (upload-record.ts), with what the record keeps of
 * where the plots came from: the files' hashes, the mapping, the fixes (upload-provenance.tsx).
 *
 * The record's POST is retried on its own (3 times, backing off), then offered as "Try again": the upload
 * itself has succeeded whatever happens to its record, and the page says so. The POST is idempotent by
 * upload id, and a note in sessionStorage stops a reload from posting it again. A store that predates the
 * provenance fields gets the record without them (postUploadRecord).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Upload } from '@core/api/schemas.ts';
import { describeError } from '@/lib/api/errors.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { useCurrentProject } from '@/lib/project/use-current-project.ts';
import { RISK_CLASSES, RISK_STYLE } from '@/lib/risk/risk-classes.ts';
import { supplierPageLink } from '@/lib/routing/supplier-link.ts';
import { uploadMutations, uploadQueries } from './upload-queries.ts';
import { UploadProvenancePanel } from './upload-provenance.tsx';
import { readUploadStartNote, removedBy, uploadRecordOf } from './upload-record.ts';

/** The figure a sentence stresses (`<b>` in the catalogue). */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function UploadEndSummary({ upload }: { upload: Upload }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const n = (v: number) => formatCount(v, locale);
  const { kind } = useConnection();
  const current = useCurrentProject();
  // Read once: the note does not change while this upload's end is shown (except `recorded`, kept in state).
  const [note] = useState(() => readUploadStartNote(upload.uploadId));
  const [recordedBefore] = useState(() => note?.recorded ?? false);
  const projectId = note?.projectId ?? current.projectId;

  const outcome = useQuery(uploadQueries.end(kind, projectId, upload));
  const record = useMutation(uploadMutations.record(kind, projectId, upload.uploadId));

  const data = outcome.data;
  const body = data
    ? uploadRecordOf({
        upload,
        supplierId: data.supplierId,
        note,
        outcome: data.outcome,
        endedAt: new Date().toISOString(),
      })
    : null;
  const shouldRecord = Boolean(body) && !recordedBefore && record.isIdle;
  useEffect(() => {
    if (shouldRecord && body) record.mutate(body);
    // Once, when the outcome first arrives: later polls (risk assessed meanwhile) change no count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shouldRecord]);

  if (outcome.isPending)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t({ id: 'uploads.end.counting' }, { supplier: upload.supplier })}
      </p>
    );
  if (outcome.isError || !data)
    return (
      <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        {t({ id: 'uploads.end.count-failed' }, { reason: describeError(outcome.error) })}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void outcome.refetch()}>
          {t({ id: 'uploads.try-again' })}
        </button>
      </div>
    );

  const { outcome: o, supplierId } = data;
  const written = o.added + o.changed;
  const removed = removedBy(upload.isOverwrite, note?.plotsBefore ?? null, o);
  return (
    <div
      className="space-y-2 rounded-md border border-slate-200 p-3 text-sm"
      data-testid="upload-end-summary"
    >
      {note ? (
        <p>
          {t(
            { id: 'uploads.end.now-has' },
            {
              supplier: upload.supplier,
              count: o.plotCount,
              added: n(o.added),
              changed: n(o.changed),
              known: removed === null ? 'no' : 'yes',
              removed: removed === null ? '' : n(removed),
              b: strong,
            },
          )}
        </p>
      ) : (
        <p>
          {t(
            { id: 'uploads.end.now-has-since' },
            {
              supplier: upload.supplier,
              count: o.plotCount,
              added: n(o.added),
              changed: n(o.changed),
              b: strong,
            },
          )}
        </p>
      )}
      {written ? (
        <div>
          <p className="font-medium">{t({ id: 'uploads.end.risk-title' }, { count: written })}</p>
          <ul aria-label={t({ id: 'uploads.end.risk-list' })} className="mt-1 flex flex-wrap gap-2">
            {RISK_CLASSES.filter((c) => o.risk[c] > 0).map((c) => (
              <li key={c} className={`rounded px-2 py-0.5 ring-1 ${RISK_STYLE[c].badgeClass}`}>
                <span aria-hidden="true">{RISK_STYLE[c].glyph} </span>
                {RISK_STYLE[c].label}: {n(o.risk[c])}
              </li>
            ))}
          </ul>
          {o.risk.unassessed ? (
            <p className="mt-1 text-slate-600">
              {t({ id: 'uploads.end.assessing' }, { count: o.risk.unassessed })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p>
        <Link {...supplierPageLink(supplierId)} className="font-semibold text-sky-900 underline">
          {t({ id: 'uploads.end.open-supplier' }, { supplier: upload.supplier })}
        </Link>{' '}
        {t({ id: 'uploads.end.to-review' })}
      </p>
      <RecordState
        recorded={recordedBefore || record.isSuccess}
        pending={record.isPending}
        error={record.error}
        unknown={body === null}
        onRetry={() => body && record.mutate(body)}
      />
      {note ? <UploadProvenancePanel provenance={note} /> : null}
    </div>
  );
}

function RecordState({
  recorded,
  pending,
  error,
  unknown,
  onRetry,
}: {
  recorded: boolean;
  pending: boolean;
  error: unknown;
  unknown: boolean;
  onRetry: () => void;
}) {
  const t = useIntl().formatMessage;
  if (unknown) return <p className="text-slate-600">{t({ id: 'uploads.record.unknown' })}</p>;
  if (recorded) return <p className="text-slate-600">{t({ id: 'uploads.record.done' })}</p>;
  if (pending)
    return (
      <p role="status" className="text-slate-600">
        {t({ id: 'uploads.record.pending' })}
      </p>
    );
  if (error)
    return (
      <p role="alert" className="text-amber-900">
        {t({ id: 'uploads.record.failed' }, { reason: describeError(error) })}{' '}
        <button type="button" className="font-semibold underline" onClick={onRetry}>
          {t({ id: 'uploads.try-again' })}
        </button>
      </p>
    );
  return null;
}
