/**
 * The reviewer's verdict for the selected review items: a verdict, a reason from the short list, a note,
 * and optionally evidence (an https link or a note). Nothing typed is lost when the request fails: the form
 * keeps its input and says what failed; it clears only once the server has stored the decisions.
 */
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  evidenceUrlProblem,
  REVIEW_LIMITS,
  REVIEW_REASONS,
  VERDICTS,
  type DecideRequest,
  type EvidenceUrlProblem,
  type ReviewReason,
  type Verdict,
} from '@core/api/review.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import { describeError } from '@/lib/api/errors.ts';

const INPUT = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm';

const EVIDENCE_URL_KEYS: Record<EvidenceUrlProblem, MessageKey> = {
  'not-url': 'review.evidence.not-url',
  'not-https': 'review.evidence.not-https',
  credentials: 'review.evidence.credentials',
};

/** What is wrong with the typed link by the server's own rule (core/api/review.ts); null for none. */
export function evidenceUrlMessage(url: string): MessageKey | null {
  const problem = url ? evidenceUrlProblem(url) : null;
  return problem ? EVIDENCE_URL_KEYS[problem] : null;
}

export function DecisionForm({
  count,
  onSubmit,
  pending,
  error,
}: {
  /** Items the verdict will apply to. */
  count: number;
  /** Sends the verdict without the items (the caller adds its selection); resolves once stored. */
  onSubmit: (body: Omit<DecideRequest, 'items'>) => Promise<unknown>;
  pending: boolean;
  error: unknown;
}) {
  const id = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const [reason, setReason] = useState<ReviewReason | ''>('');
  const [note, setNote] = useState('');
  const [url, setUrl] = useState('');
  const [evidenceNote, setEvidenceNote] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const urlProblem = evidenceUrlMessage(url.trim());
    // The button is disabled without a selection; Enter in a field still submits, so say it here too.
    const missing: MessageKey | null = !count
      ? 'review.missing.selection'
      : !verdict
        ? 'review.missing.verdict'
        : !reason
          ? 'review.missing.reason'
          : reason === 'other' && !note.trim()
            ? 'review.missing.note'
            : urlProblem;
    setProblem(missing);
    if (missing || !verdict || !reason) return;
    const evidence =
      url.trim() || evidenceNote.trim()
        ? { url: url.trim() || undefined, note: evidenceNote.trim() || undefined }
        : undefined;
    onSubmit({ verdict, reason, note: note.trim() || undefined, evidence }).then(
      () => {
        setVerdict('');
        setReason('');
        setNote('');
        setUrl('');
        setEvidenceNote('');
      },
      // The caller shows the request's error; the input stays as it was.
      () => undefined,
    );
  };

  return (
    <form onSubmit={submit} aria-label={t({ id: 'review.form' })} className="space-y-3 text-sm" noValidate>
      <ChoiceGroup
        legend={t({ id: 'review.verdict' })}
        name={`${id}-verdict`}
        options={VERDICTS}
        value={verdict}
        onChange={setVerdict}
        labelOf={(v) => t({ id: `review.verdict.${v}` })}
      />
      <label className="block font-medium text-slate-800">
        {t({ id: 'review.reason' })}
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value as ReviewReason | '')}
          className={INPUT}
        >
          <option value="">{t({ id: 'review.reason.choose' })}</option>
          {REVIEW_REASONS.map((r) => (
            <option key={r} value={r}>
              {t({ id: `review.reason.${r}` })}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-medium text-slate-800">
        {t({ id: 'review.note' })}{' '}
        <span className="font-normal text-slate-600">{t({ id: 'review.note.hint' })}</span>
        <textarea
          value={note}
          maxLength={REVIEW_LIMITS.maxNoteLength}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          className={INPUT}
        />
      </label>
      <fieldset className="rounded-md border border-slate-200 p-2">
        <legend className="px-1 font-medium text-slate-800">{t({ id: 'review.evidence' })}</legend>
        <label className="block text-slate-700">
          {t({ id: 'review.evidence.link' })}
          <input
            type="url"
            inputMode="url"
            value={url}
            maxLength={REVIEW_LIMITS.maxUrlLength}
            onChange={(e) => setUrl(e.target.value)}
            className={INPUT}
          />
        </label>
        <label className="mt-2 block text-slate-700">
          {t({ id: 'review.evidence.note' })}
          <textarea
            value={evidenceNote}
            maxLength={REVIEW_LIMITS.maxNoteLength}
            onChange={(e) => setEvidenceNote(e.target.value)}
            rows={2}
            className={INPUT}
          />
        </label>
      </fieldset>
      {problem ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
          {t({ id: problem })}
        </p>
      ) : null}
      {error && !problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
          {t({ id: 'review.not-recorded' }, { reason: describeError(error, intl.locale as Locale) })}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending || count === 0}
        aria-describedby={count === 0 ? `${id}-none` : undefined}
        className="rounded-md bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending
          ? t({ id: 'review.recording' })
          : count === 0
            ? t({ id: 'review.record' })
            : t({ id: 'review.record.for' }, { count })}
      </button>
      {count === 0 ? (
        // Said next to the disabled button, not only on pressing it: a disabled button takes no click.
        <p id={`${id}-none`} className="text-slate-600">
          {t({ id: 'review.select-first' })}
        </p>
      ) : null}
    </form>
  );
}
