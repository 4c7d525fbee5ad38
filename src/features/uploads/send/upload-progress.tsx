/**
 * The client side of an upload in progress: a bar per file and in total, abort, retries, the 429 that says
 * another upload of this supplier is running (with a link to it and a retry that waits for Retry-After), and
 * after a reload the files still to send.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { Link } from '@tanstack/react-router';
import { useConnection } from '@/lib/api/use-connection.ts';
import { ongoingUploadQueries } from '@/lib/project/ongoing-upload-queries.ts';
import { missingFiles, totalProgress, type FileSend, type UploadFlow } from './upload-flow.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { FileDropzone } from '../prepare/file-dropzone.tsx';
import { CARD_BUTTON, CARD_CELL, CARD_ROW, CARD_TABLE, CARD_TITLE } from '../shared/phone-cards.ts';
import { sameSupplierName } from '@core/api/supplier-names.ts';
import type { UploadTarget } from '../shared/use-upload-target.ts';
import type { SendStage } from './use-send-stage.ts';
import { uploadStatusWords } from '@/lib/api/upload-status-words.ts';

function Bar({ value, label }: { value: number; label: string }) {
  const pct = Math.round(value * 100);
  return (
    <div className="flex items-center gap-2">
      <progress className="h-2 w-48 accent-emerald-700" value={pct} max={100} aria-label={label} />
      <span className="w-10 text-right text-xs tabular-nums">{pct}%</span>
    </div>
  );
}

const STATUS_TEXT: Record<FileSend['status'], MessageKey> = {
  waiting: 'uploads.progress.waiting',
  sending: 'uploads.progress.sending-file',
  retrying: 'uploads.progress.retrying',
  sent: 'uploads.progress.sent',
  failed: 'uploads.progress.failed',
  missing: 'uploads.progress.missing',
};

/** What the upload is doing, said in the status line. */
const STEP_TEXT: Partial<Record<UploadFlow['step'], MessageKey>> = {
  creating: 'uploads.progress.creating',
  sending: 'uploads.progress.sending',
  starting: 'uploads.progress.starting',
  aborted: 'uploads.progress.aborted',
};

const NOTE_SHOWN = { yes: 'max-sm:block max-sm:pt-1', no: 'max-sm:hidden' };

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, [active]);
  return now;
}

/** A missing file as the person knows it: the file they dropped, with its size. */
const askedFor = (t: IntlShape['formatMessage'], locale: Locale, f: FileSend): string =>
  t(
    { id: 'uploads.file-size' },
    f.origin
      ? { file: f.origin.name, size: formatBytes(f.origin.size, locale) }
      : { file: f.fileName, size: formatBytes(f.size, locale) },
  );

export function UploadProgress({ target, send }: { target: UploadTarget; send: SendStage }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const { supplier, projectId } = target;
  const { runner } = send;
  const flow: UploadFlow = runner.flow;
  const onAbort = runner.abort;
  const onRetryStart = () => void runner.retryStart();
  const onRetryAll = send.beginUpload;
  const onReset = runner.reset;
  const onProvideFiles = (files: File[]) => void runner.provideFiles(files);
  const { kind } = useConnection();
  const sectionRef = useRef<HTMLElement>(null);
  const asksForFiles = 'files' in flow && missingFiles(flow.files).length > 0;
  // After a reload the panel asks for files: bring it into view, it is what the person must act on.
  useEffect(() => {
    if (asksForFiles) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [asksForFiles]);
  // The panel sits below the form: when an upload begins, is refused (429) or fails, show it.
  const step = flow.step;
  useEffect(() => {
    if (step === 'creating' || step === 'blocked' || step === 'failed' || step === 'aborted') {
      sectionRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [step]);
  const blocked = flow.step === 'blocked';
  const now = useNow(blocked);
  const ongoing = useQuery({
    ...ongoingUploadQueries.list(kind, projectId),
    enabled: blocked,
  });
  if (flow.step === 'idle' || flow.step === 'following') return null;
  const files = flow.files;
  const missing = missingFiles(files);
  const busy = flow.step === 'creating' || flow.step === 'sending';
  const other = ongoing.data?.results.find(
    (u) =>
      sameSupplierName(u.supplier, supplier) &&
      (flow.step !== 'blocked' || u.uploadId !== flow.uploadId) &&
      u.status !== 'created',
  );
  const wait = blocked ? Math.max(0, Math.ceil((flow.retryAt - now) / 1000)) : 0;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="send-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="send-title" className="text-lg font-semibold text-slate-900">
        {t({ id: 'uploads.progress.title' })}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">{t({ id: 'uploads.progress.total' })}</span>
        <Bar value={totalProgress(files)} label={t({ id: 'uploads.progress.total-label' })} />
        <span role="status" className="text-sm text-slate-700">
          {flow.step === 'sending' && missing.length
            ? t({ id: 'uploads.progress.still-to-send' }, { count: missing.length })
            : STEP_TEXT[flow.step]
              ? t({ id: STEP_TEXT[flow.step]! })
              : ''}
        </span>
        {busy && missing.length === 0 ? (
          <button
            type="button"
            onClick={onAbort}
            className={`rounded-md border border-slate-400 px-3 py-1 text-sm font-medium hover:bg-slate-100 ${CARD_BUTTON}`}
          >
            {t({ id: 'uploads.progress.abort' })}
          </button>
        ) : null}
      </div>
      {/* Below 640 px each file is a card (shared/phone-cards.ts), its cells titled from data-label. */}
      <table
        className={`text-sm max-sm:w-full ${CARD_TABLE}`}
        aria-label={t({ id: 'uploads.progress.files' })}
      >
        <tbody className={CARD_TABLE}>
          {files.map((f) => (
            <tr key={f.fileName} className={CARD_ROW}>
              <th scope="row" className={`pr-3 text-left font-medium ${CARD_TITLE}`}>
                {f.fileName}
              </th>
              <td
                className={`pr-3 text-slate-600 ${CARD_CELL}`}
                data-label={t({ id: 'uploads.summary.size' })}
              >
                {formatBytes(f.size, locale)}
              </td>
              <td className={`pr-3 ${CARD_CELL}`} data-label={t({ id: 'uploads.progress.progress' })}>
                <Bar
                  value={f.size ? f.loaded / f.size : f.status === 'sent' ? 1 : 0}
                  label={t({ id: 'uploads.progress.file-label' }, { file: f.fileName })}
                />
              </td>
              <td className={`pr-3 ${CARD_CELL}`} data-label={t({ id: 'uploads.progress.status' })}>
                {t({ id: STATUS_TEXT[f.status] })}
              </td>
              <td className={`text-xs text-slate-600 ${f.note ? NOTE_SHOWN.yes : NOTE_SHOWN.no}`}>
                {f.note}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {missing.length ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-800">
            {t({ id: 'uploads.progress.reloaded' })}{' '}
            <strong>{missing.map((f) => askedFor(t, locale, f)).join(', ')}</strong>
          </p>
          {missing.some((f) => f.note) ? (
            <ul role="alert" className="list-disc rounded-md bg-red-50 p-3 pl-8 text-sm text-red-900">
              {missing
                .filter((f) => f.note)
                .map((f) => (
                  <li key={f.fileName}>{f.note}</li>
                ))}
            </ul>
          ) : null}
          <FileDropzone
            currentCount={0}
            only={[...new Set(missing.map((f) => f.origin?.name ?? f.fileName))]}
            label={t({ id: 'uploads.progress.drop-again' })}
            hint={t({ id: 'uploads.progress.drop-again-hint' })}
            onFiles={onProvideFiles}
          />
          <button type="button" onClick={onReset} className="text-sm underline">
            {t({ id: 'uploads.progress.forget' })}
          </button>
        </div>
      ) : null}
      {flow.step === 'blocked' ? (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950"
        >
          <p className="font-semibold">{t({ id: 'uploads.progress.blocked' }, { supplier })}</p>
          <p className="text-sm">
            {t({ id: 'uploads.progress.blocked-hint' })}{' '}
            {other ? (
              <Link
                to="/uploads"
                search={(prev) => ({ ...prev, upload: other.uploadId })}
                className="font-semibold underline"
              >
                {t({ id: 'uploads.progress.follow-other' }, { status: uploadStatusWords(other.status, t) })}
              </Link>
            ) : null}
          </p>
          <button
            type="button"
            onClick={onRetryStart}
            disabled={wait > 0}
            className="rounded-md bg-amber-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-800 disabled:opacity-60"
          >
            {wait > 0
              ? t({ id: 'uploads.progress.retry-in' }, { seconds: wait })
              : t({ id: 'uploads.progress.retry-now' })}
          </button>
        </div>
      ) : null}
      {flow.step === 'failed' ? (
        <div role="alert" className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-950">
          <p>{flow.message}</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={flow.during === 'start' ? onRetryStart : onRetryAll}
              className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800"
            >
              {t({ id: 'uploads.try-again' })}
            </button>
            <button type="button" onClick={onReset} className="text-sm underline">
              {t({ id: 'uploads.progress.start-over' })}
            </button>
          </div>
        </div>
      ) : null}
      {flow.step === 'aborted' ? (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onRetryAll}
            className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800"
          >
            {t({ id: 'uploads.progress.again' })}
          </button>
          <button type="button" onClick={onReset} className="text-sm underline">
            {t({ id: 'uploads.progress.back' })}
          </button>
        </div>
      ) : null}
    </section>
  );
}
