/**
 * The reviewer's verdict for the selected review items: a verdict, a reason from the short list, a note,
 * and optionally evidence (an https link or a note). Nothing typed is lost when the request fails: the form
 * keeps its input and says what failed; it clears only once the server has stored the decisions.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  REVIEW_LIMITS,
  REVIEW_REASONS,
  REVIEW_REASON_LABELS,
  VERDICTS,
  VERDICT_LABELS,
  type DecideRequest,
  type ReviewReason,
  type Verdict,
} from '@core/api/review.ts';
import { describeError } from '@/lib/api/errors.ts';

const INPUT = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1 text-sm';

/** An https link without credentials, as the server accepts it; null when the text is none. */
export function evidenceUrlProblem(url: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:') return 'The evidence link must start with https://.';
    if (u.username || u.password) return 'The evidence link must not hold a user name or password.';
    return null;
  } catch {
    return 'The evidence link is not a web address (https://…).';
  }
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
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const [reason, setReason] = useState<ReviewReason | ''>('');
  const [note, setNote] = useState('');
  const [url, setUrl] = useState('');
  const [evidenceNote, setEvidenceNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const urlProblem = evidenceUrlProblem(url.trim());
    // The button is disabled without a selection; Enter in a field still submits, so say it here too.
    const missing = !count
      ? 'Select at least one item first.'
      : !verdict
        ? 'Choose a verdict.'
        : !reason
          ? 'Choose a reason.'
          : reason === 'other' && !note.trim()
            ? 'Say why in the note: the reason is “Other”.'
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
    <form onSubmit={submit} aria-label="Record a verdict" className="space-y-3 text-sm" noValidate>
      <fieldset>
        <legend className="font-medium text-slate-800">Verdict</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {VERDICTS.map((v) => (
            <label key={v} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-verdict`}
                value={v}
                checked={verdict === v}
                onChange={() => setVerdict(v)}
              />
              {VERDICT_LABELS[v]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block font-medium text-slate-800">
        Reason
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value as ReviewReason | '')}
          className={INPUT}
        >
          <option value="">Choose a reason…</option>
          {REVIEW_REASONS.map((r) => (
            <option key={r} value={r}>
              {REVIEW_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-medium text-slate-800">
        Note <span className="font-normal text-slate-600">(what you checked, who you asked)</span>
        <textarea
          value={note}
          maxLength={REVIEW_LIMITS.maxNoteLength}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          className={INPUT}
        />
      </label>
      <fieldset className="rounded-md border border-slate-200 p-2">
        <legend className="px-1 font-medium text-slate-800">Evidence (optional)</legend>
        <label className="block text-slate-700">
          Link (https://…)
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
          Evidence note
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
          {problem}
        </p>
      ) : null}
      {error && !problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-red-900">
          The verdict was not recorded: {describeError(error)} Your input is kept; try again.
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending || count === 0}
        aria-describedby={count === 0 ? `${id}-none` : undefined}
        className="rounded-md bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending
          ? 'Recording…'
          : count === 0
            ? 'Record verdict'
            : `Record verdict for ${count} ${count === 1 ? 'item' : 'items'}`}
      </button>
      {count === 0 ? (
        // Said next to the disabled button, not only on pressing it: a disabled button takes no click.
        <p id={`${id}-none`} className="text-slate-600">
          Select items first: tick them in the list (Tab to a box, Space to tick) or use “Select all”.
        </p>
      ) : null}
    </form>
  );
}
