/**
 * Follows an upload on the service: polls its status until it ends, shows the states it went through, the
 * evaluation's errors, and in `evaluated` the two ways on (proceed without the failing plots, or cancel).
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import { isTerminalUploadStatus, type Upload } from '@core/api/schemas.ts';
import { useConnection } from '@/lib/api/use-connection.ts';
import { describeError } from '@/lib/api/errors.ts';
import { ErrorState, Loading } from '@/components/states.tsx';
import { formatTime } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { uploadMutations, uploadQueries } from './upload-queries.ts';
import { UploadEndSummary } from './upload-end-summary.tsx';
import { uploadStatusWords } from '@/lib/api/upload-status-words.ts';

const PATH = ['created', 'evaluating', 'evaluated', 'ingesting', 'finished'] as const;
const ENDED_BADLY = ['failed', 'cancelled', 'expired'];
const STEP_TONE = {
  bad: 'border-red-400 bg-red-50 font-semibold text-red-900',
  active: 'border-emerald-600 bg-emerald-50 font-semibold text-emerald-900',
  done: 'border-slate-300 bg-slate-50 text-slate-700',
  ahead: 'border-dashed border-slate-300 text-slate-500',
};
const STEP_MARK = { done: '✓ ', active: '● ', bad: '✖ ', none: '' };

export function UploadFollow({ uploadId, onDone }: { uploadId: string; onDone: (u: Upload) => void }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const { kind } = useConnection();
  const query = useQuery(uploadQueries.status(kind, uploadId));
  const upload = query.data;
  const [seen, setSeen] = useState<{ status: string; at: string }[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  // The panel sits above the form the person just used: bring it into view and move focus to it.
  useEffect(() => {
    if (!loaded) return;
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [loaded]);

  // Remember when each state was first seen, for the timeline.
  const status = upload?.status;
  useEffect(() => {
    if (!status) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- records an external (polled) change once
    setSeen((s) =>
      s.some((x) => x.status === status) ? s : [...s, { status, at: formatTime(new Date(), locale) }],
    );
  }, [status, locale]);

  useEffect(() => {
    if (upload && isTerminalUploadStatus(upload.status)) onDone(upload);
  }, [upload, onDone]);

  const proceed = useMutation(uploadMutations.proceed(kind, uploadId));
  const cancel = useMutation(uploadMutations.cancel(kind, uploadId));

  if (query.isPending) return <Loading label={t({ id: 'uploads.follow.loading' })} />;
  if (query.isError)
    return (
      <ErrorState
        title={t({ id: 'uploads.follow.load-failed' })}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!upload) return null;

  const terminal = isTerminalUploadStatus(upload.status);
  const current = upload.status;
  const steps: string[] = PATH.filter(
    (s) => s !== 'evaluated' || seen.some((x) => x.status === 'evaluated') || current === 'evaluated',
  );
  if (ENDED_BADLY.includes(current)) {
    const reached = PATH.indexOf(seen[seen.length - 2]?.status as (typeof PATH)[number]);
    steps.splice(Math.max(reached + 1, 1), steps.length, current);
  }
  const currentIndex = steps.indexOf(current);

  return (
    <section
      aria-labelledby="follow-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2
        id="follow-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      >
        {t({ id: 'uploads.follow.title' }, { supplier: upload.supplier })}
        <span className="block text-sm font-normal text-slate-600">
          {t(
            { id: 'uploads.follow.subtitle' },
            {
              files: upload.files.map((f) => f.fileName).join(', '),
              overwrite: upload.isOverwrite ? 'yes' : 'no',
              id: upload.uploadId,
            },
          )}
        </span>
      </h2>
      <ol aria-label={t({ id: 'uploads.follow.steps' })} className="flex flex-wrap gap-2">
        {steps.map((s, i) => {
          const done = i < currentIndex || (terminal && i === currentIndex && s === 'finished');
          const active = i === currentIndex;
          const bad = active && ENDED_BADLY.includes(s);
          const at = seen.find((x) => x.status === s)?.at;
          return (
            <li
              key={s}
              aria-current={active ? 'step' : undefined}
              className={`rounded-md border px-3 py-1.5 text-sm ${
                bad ? STEP_TONE.bad : active ? STEP_TONE.active : done ? STEP_TONE.done : STEP_TONE.ahead
              }`}
            >
              {done
                ? STEP_MARK.done
                : active && !terminal
                  ? STEP_MARK.active
                  : bad
                    ? STEP_MARK.bad
                    : STEP_MARK.none}
              {uploadStatusWords(s, t)}
              {at ? <span className="ml-1 text-xs font-normal">({at})</span> : null}
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="text-sm text-slate-800">
        {t({ id: 'uploads.follow.status' })}{' '}
        {/* The service's own word stays in data-status: what scripts and the journeys read, whatever the language. */}
        <strong data-testid="upload-status" data-status={current}>
          {uploadStatusWords(current, t)}
        </strong>
        {upload.numPlots !== undefined
          ? ` · ${t({ id: 'uploads.follow.plots-in-files' }, { count: upload.numPlots })}`
          : ''}
        {upload.numNotAccepted !== undefined ? (
          <>
            {' · '}
            <strong data-testid="num-not-accepted">{formatCount(upload.numNotAccepted, locale)}</strong>{' '}
            {t({ id: 'uploads.follow.not-accepted' }, { count: upload.numNotAccepted })}
          </>
        ) : null}
      </p>
      {upload.errorMessages.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">
            {t(
              { id: 'uploads.follow.errors-count' },
              { count: formatCount(upload.errorMessages.length, locale) },
            )}
          </h3>
          <ul
            aria-label={t({ id: 'uploads.follow.errors' })}
            className="mt-1 max-h-48 overflow-auto rounded border border-red-200 bg-red-50 p-2 font-mono text-xs text-red-950"
          >
            {upload.errorMessages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {current === 'evaluated' ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800 disabled:opacity-60"
            disabled={proceed.isPending || cancel.isPending}
            onClick={() => proceed.mutate()}
          >
            {t({ id: 'uploads.follow.proceed' })}
          </button>
          <button
            type="button"
            className="rounded-md border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
            disabled={proceed.isPending || cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {t({ id: 'uploads.follow.cancel' })}
          </button>
          <p className="w-full text-sm text-slate-600">
            {upload.numPlots !== undefined && upload.numNotAccepted !== undefined
              ? t(
                  { id: 'uploads.follow.proceed-hint' },
                  {
                    accepted: formatCount(upload.numPlots - upload.numNotAccepted, locale),
                    skipped: formatCount(upload.numNotAccepted, locale),
                  },
                )
              : t(
                  { id: 'uploads.follow.proceed-hint-unknown' },
                  { skipped: formatCount(upload.numNotAccepted ?? 0, locale) },
                )}
          </p>
        </div>
      ) : null}
      {proceed.isError || cancel.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {describeError(proceed.error ?? cancel.error)}
        </p>
      ) : null}
      {current === 'finished' ? (
        <p className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          {t({ id: 'uploads.follow.written' })}{' '}
          <Link
            to="/plots"
            search={(prev) => ({ ...prev, supplier: upload.supplier })}
            className="font-semibold underline"
          >
            {t({ id: 'uploads.follow.see-plots' }, { supplier: upload.supplier })}
          </Link>
        </p>
      ) : null}
      {current === 'finished' ? <UploadEndSummary upload={upload} /> : null}
      {current === 'failed' ? (
        <p className="rounded-md bg-red-50 p-3 text-red-900">{t({ id: 'uploads.follow.failed' })}</p>
      ) : null}
    </section>
  );
}
