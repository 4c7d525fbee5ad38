/**
 * What the self-check found, in the supplier's language: the counts, the plots on a map, every problem in a
 * list (each rule's message rendered from its message reference, Problem.args), the safe fixes per file, and
 * the file to send with its receipt. A list, not a table: it reads on a 390 px phone.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckPreset } from '@/lib/self-check/check-link.ts';
import type { CheckStage } from '../check/use-check-stage.ts';
import { ReceiptPanel } from './receipt-panel.tsx';
import { SafeFixes } from './safe-fixes.tsx';
import { SelfCheckMap } from './self-check-map.tsx';

/** Problems listed at first; the rest on request (every one is counted). */
const FIRST_PROBLEMS = 50;

export function SelfCheckResults({
  check,
  preset,
  corrected,
  onCorrected,
}: {
  check: CheckStage;
  preset: CheckPreset;
  corrected: ReadonlySet<string>;
  onCorrected: (original: File, corrected: File) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const [showAll, setShowAll] = useState(false);
  const { result, files, selection } = check;
  if (!result) return null;
  const { totals } = result;
  // A plot the service accepts with an error TRACES would refuse it for is counted apart, and said so.
  const accepted = totals.featureCount - totals.notAccepted - totals.tracesRefused;
  const problems = [
    ...result.uploadProblems.map((p) => ({ ...p, fileIndex: -1, uid: null })),
    ...result.problems,
  ];
  const listed = showAll ? problems : problems.slice(0, FIRST_PROBLEMS);
  // What the readers say about whole files (a sheet read, a reprojection, an encoding), in the reader's words.
  const notes = result.files.flatMap((f) => f.readNotes);

  return (
    <>
      <section
        aria-labelledby="self-check-summary"
        className="space-y-1 rounded-lg border border-slate-200 bg-white p-3"
      >
        <h2 id="self-check-summary" className="text-lg font-semibold text-slate-900">
          {t({ id: 'selfcheck.summary.title' })}
        </h2>
        <p className="text-slate-800">
          {t({ id: 'selfcheck.summary.plots' }, { plots: totals.featureCount, accepted })}
        </p>
        {totals.tracesRefused ? (
          <p className="text-red-900">
            {t({ id: 'selfcheck.summary.traces-refused' }, { count: totals.tracesRefused })}
          </p>
        ) : null}
        <p className="text-slate-800">
          {t({ id: 'selfcheck.summary.problems' }, { errors: totals.errors, warnings: totals.warnings })}
        </p>
        {result.files.map((f) =>
          f.fatal ? (
            <p key={f.fileName} role="alert" className="break-words text-red-900">
              {f.fileName}: {messageIn(locale, f.fatal)}
            </p>
          ) : null,
        )}
        {notes.length ? (
          <>
            <h3 id="self-check-notes" className="pt-1 font-medium text-slate-900">
              {t({ id: 'selfcheck.notes' })}
            </h3>
            <ul
              aria-labelledby="self-check-notes"
              className="list-disc space-y-1 pl-5 text-sm text-slate-700"
            >
              {notes.map((n, i) => (
                <li key={i} className="break-words">
                  {messageIn(locale, n)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {result.preview.features.length ? (
        <SelfCheckMap preview={result.preview} zoomTo={selection.zoomTo} />
      ) : null}

      {problems.length ? (
        <section aria-labelledby="self-check-problems" className="space-y-2">
          <h2 id="self-check-problems" className="text-lg font-semibold text-slate-900">
            {t({ id: 'selfcheck.problems.title' }, { count: problems.length + result.problemsOmitted })}
          </h2>
          <ul aria-label={t({ id: 'selfcheck.problems.list' })} className="space-y-2">
            {listed.map((p, i) => (
              <li
                key={`${p.fileIndex}-${p.featureIndex ?? 'file'}-${p.code}-${i}`}
                className={`rounded-md border-l-4 bg-white p-2 text-sm ${
                  p.severity === 'error' ? 'border-red-600' : 'border-amber-600'
                }`}
              >
                <p className="font-medium text-slate-900">
                  {t({
                    id: p.severity === 'error' ? 'selfcheck.problems.error' : 'selfcheck.problems.warning',
                  })}
                  {p.featureName ? <span className="break-words font-normal"> · {p.featureName}</span> : null}
                </p>
                <p className="break-words text-slate-800">{messageIn(locale, p)}</p>
                {p.uid !== null ? (
                  <button
                    type="button"
                    className="mt-1 min-h-11 rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100"
                    onClick={() => selection.showProblem(p)}
                  >
                    {t({ id: 'selfcheck.problems.show' })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {listed.length < problems.length ? (
            <button
              type="button"
              className="min-h-11 rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100"
              onClick={() => setShowAll(true)}
            >
              {t({ id: 'selfcheck.problems.more' }, { count: problems.length - listed.length })}
            </button>
          ) : null}
          {result.problemsOmitted ? (
            <p className="text-sm text-slate-600">
              {t({ id: 'selfcheck.problems.omitted' }, { count: result.problemsOmitted })}
            </p>
          ) : null}
        </section>
      ) : (
        <p className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          {t({ id: 'selfcheck.problems.none' })}
        </p>
      )}

      {files.map((file, i) => {
        const fr = result.files[i];
        return fr && fr.fileName === file.name ? (
          <SafeFixes
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            fileResult={fr}
            options={check.checkOptions}
            requestFix={check.requestFix}
            onCorrected={onCorrected}
          />
        ) : null;
      })}

      <ReceiptPanel files={files} result={result} preset={preset} corrected={corrected} />
    </>
  );
}
