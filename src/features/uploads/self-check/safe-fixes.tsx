/**
 * The safe fixes for one checked file, in the supplier's language: the fixes its problems call for, each
 * chosen by default and each one the supplier can leave out; applied in the check worker (the Uploads page's
 * fixes, core/plot-rules), then the corrected file takes the original's place and is checked again. Filling
 * holes is not offered here: it grows plots, a choice for the buyer, not a safe fix.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckOptions, FixKind, RuleCode } from '@core/plot-rules/index.ts';
import type { FileResult } from '../check/check-protocol.ts';
import { FIX_MAX_BYTES, type FixOutcome } from '../check/run-fix.ts';

type SafeFix = Exclude<FixKind, 'fill-holes'>;

const SAFE_FIXES: { kind: SafeFix; rules: RuleCode[] }[] = [
  { kind: 'close-rings', rules: ['unclosed-ring'] },
  { kind: 'drop-duplicate-vertices', rules: ['duplicate-vertex'] },
  { kind: 'truncate-6-decimals', rules: ['collapses-at-6-decimals'] },
  { kind: 'swap-axes', rules: ['swapped-axes'] },
  { kind: 'make-valid', rules: ['self-intersection', 'overlapping-parts'] },
  { kind: 'split-holes', rules: ['hole'] },
  { kind: 'remove-exact-duplicates', rules: ['duplicate-geometry'] },
];

const countOf = (fr: FileResult, rules: RuleCode[]) =>
  rules.reduce((s, r) => s + (fr.byRule[r]?.errors ?? 0) + (fr.byRule[r]?.warnings ?? 0), 0);

export function SafeFixes({
  file,
  fileResult,
  options,
  requestFix,
  onCorrected,
}: {
  file: File;
  fileResult: FileResult;
  options: CheckOptions;
  requestFix: (file: File, fixes: FixKind[], options: CheckOptions) => Promise<FixOutcome>;
  onCorrected: (original: File, corrected: File) => void;
}) {
  const t = useIntl().formatMessage;
  const applicable = SAFE_FIXES.filter((f) => countOf(fileResult, f.rules) > 0);
  const [left, setLeft] = useState<ReadonlySet<FixKind>>(() => new Set());
  const [state, setState] = useState<{ status: 'idle' | 'working' } | { status: 'error'; message: string }>({
    status: 'idle',
  });
  if (applicable.length === 0 || fileResult.fatal) return null;
  const chosen = applicable.filter((f) => !left.has(f.kind)).map((f) => f.kind);
  const headingId = `safe-fixes-${fileResult.fileName}`;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h3 id={headingId} className="break-words font-semibold text-slate-900">
        {t({ id: 'selfcheck.fixes.title' }, { file: file.name })}
      </h3>
      {file.size > FIX_MAX_BYTES ? (
        <p className="text-sm text-slate-700">{t({ id: 'selfcheck.fixes.too-large' })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t({ id: 'selfcheck.fixes.intro' })}</p>
          <fieldset className="space-y-1">
            <legend className="sr-only">{t({ id: 'selfcheck.fixes.legend' })}</legend>
            {applicable.map((f) => (
              <label key={f.kind} className="flex min-h-11 items-start gap-3 py-1 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
                  checked={!left.has(f.kind)}
                  onChange={(e) => {
                    const next = new Set(left);
                    if (e.target.checked) next.delete(f.kind);
                    else next.add(f.kind);
                    setLeft(next);
                  }}
                />
                <span>
                  {t({ id: `selfcheck.fix.${f.kind}` })}{' '}
                  <span className="text-slate-600">
                    ({t({ id: 'selfcheck.fixes.problems' }, { count: countOf(fileResult, f.rules) })})
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            disabled={chosen.length === 0 || state.status === 'working'}
            onClick={() => {
              setState({ status: 'working' });
              requestFix(file, chosen, options).then(
                (outcome) => {
                  setState({ status: 'idle' });
                  onCorrected(file, outcome.file);
                },
                (e: Error) => setState({ status: 'error', message: e.message }),
              );
            }}
            className="min-h-11 rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 disabled:opacity-50"
          >
            {t({ id: state.status === 'working' ? 'selfcheck.fixes.working' : 'selfcheck.fixes.apply' })}
          </button>
        </>
      )}
      {state.status === 'error' ? (
        <p role="alert" className="text-sm text-red-900">
          {t({ id: 'selfcheck.fixes.failed' }, { reason: state.message })}
        </p>
      ) : null}
    </section>
  );
}
