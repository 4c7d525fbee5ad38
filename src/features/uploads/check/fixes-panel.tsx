/**
 * Safe fixes, applied only with the person's consent: choose what to fix, see the problem counts before and
 * after, download the corrected file, and use it in place of the original for the upload.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@core/i18n/messages.ts';
import type { CheckOptions, FixKind, RuleCode } from '@core/plot-rules/index.ts';
import type { FileResult } from './check-protocol.ts';
import type { FixOutcome } from './run-fix.ts';
import { FIX_MAX_BYTES } from './run-fix.ts';
import { downloadBlob } from '@/lib/download.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { ruleTitle } from './rule-titles.ts';
import { FixedPlots } from './fixed-plots.tsx';
import { CARD_CELL, CARD_HEAD, CARD_ROW, CARD_TABLE, CARD_TITLE } from '../shared/phone-cards.ts';

/** Each fix, the rules it addresses, and what the person should know before agreeing to it. */
const FIXES: { kind: FixKind; title: MessageKey; rules: RuleCode[]; note?: MessageKey }[] = [
  {
    kind: 'close-rings',
    title: 'uploads.fix.close-rings',
    rules: ['unclosed-ring'],
  },
  {
    kind: 'drop-duplicate-vertices',
    title: 'uploads.fix.drop-duplicate-vertices',
    rules: ['duplicate-vertex'],
  },
  {
    kind: 'truncate-6-decimals',
    title: 'uploads.fix.truncate-6-decimals',
    rules: ['collapses-at-6-decimals'],
  },
  {
    kind: 'swap-axes',
    title: 'uploads.fix.swap-axes',
    rules: ['swapped-axes'],
  },
  {
    kind: 'make-valid',
    title: 'uploads.fix.make-valid',
    rules: ['self-intersection', 'overlapping-parts', 'collapses-at-6-decimals'],
    note: 'uploads.fix.make-valid.note',
  },
  {
    kind: 'split-holes',
    title: 'uploads.fix.split-holes',
    rules: ['hole'],
    note: 'uploads.fix.split-holes.note',
  },
  {
    kind: 'fill-holes',
    title: 'uploads.fix.fill-holes',
    rules: ['hole'],
    note: 'uploads.fix.fill-holes.note',
  },
  {
    kind: 'remove-exact-duplicates',
    title: 'uploads.fix.remove-exact-duplicates',
    rules: ['duplicate-geometry'],
  },
];

const correctedName = (name: string) => name.replace(/(\.(geo)?json)?$/i, '-corrected.geojson');

export function FixesPanel({
  file,
  fileResult,
  options,
  requestFix,
  onUseCorrected,
}: {
  file: File;
  fileResult: FileResult;
  options: CheckOptions;
  requestFix: (file: File, fixes: FixKind[], options: CheckOptions) => Promise<FixOutcome>;
  /** `applied`: each fix kind with the plots it changed (the upload's record keeps them). */
  onUseCorrected: (original: File, corrected: File, applied: FixOutcome['applied']) => void;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const n = (v: number) => formatCount(v, locale);
  const applicable = FIXES.filter((f) => f.rules.some((r) => fileResult.byRule[r]));
  const [chosen, setChosen] = useState<Set<FixKind>>(() => new Set());
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'working' }
    | { status: 'done'; outcome: FixOutcome }
    | { status: 'error'; message: string }
  >({ status: 'idle' });

  if (applicable.length === 0 || fileResult.fatal) return null;
  const tooBig = file.size > FIX_MAX_BYTES;
  const toggle = (k: FixKind, on: boolean) => {
    const next = new Set(chosen);
    if (on) {
      next.add(k);
      // Splitting and filling holes are two answers to one question: choosing one clears the other.
      if (k === 'split-holes') next.delete('fill-holes');
      if (k === 'fill-holes') next.delete('split-holes');
    } else next.delete(k);
    setChosen(next);
    setState({ status: 'idle' });
  };

  return (
    <section
      aria-labelledby={`fix-${file.name}`}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <h3 id={`fix-${file.name}`} className="font-semibold text-slate-900">
        {t({ id: 'uploads.fixes.title' }, { file: file.name })}
      </h3>
      {tooBig ? (
        <p className="text-sm text-slate-700">{t({ id: 'uploads.fixes.too-large' })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t({ id: 'uploads.fixes.intro' })}</p>
          <fieldset className="space-y-1">
            <legend className="sr-only">{t({ id: 'selfcheck.fixes.legend' })}</legend>
            {applicable.map((f) => {
              const count = f.rules.reduce(
                (s, r) => s + (fileResult.byRule[r]?.errors ?? 0) + (fileResult.byRule[r]?.warnings ?? 0),
                0,
              );
              return (
                <label
                  key={f.kind}
                  className="flex gap-2 text-sm max-sm:min-h-11 max-sm:items-start max-sm:py-1"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 shrink-0 accent-emerald-700 max-sm:h-5 max-sm:w-5"
                    checked={chosen.has(f.kind)}
                    onChange={(e) => toggle(f.kind, e.target.checked)}
                  />
                  <span>
                    {t({ id: 'uploads.fixes.option' }, { title: t({ id: f.title }), count })}
                    {f.note ? (
                      <span className="block text-amber-900">
                        {t({ id: 'uploads.fixes.note' }, { note: t({ id: f.note }) })}
                      </span>
                    ) : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <button
            type="button"
            disabled={chosen.size === 0 || state.status === 'working'}
            onClick={() => {
              setState({ status: 'working' });
              requestFix(file, [...chosen], options).then(
                (outcome) => setState({ status: 'done', outcome }),
                (e: Error) => setState({ status: 'error', message: e.message }),
              );
            }}
            className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-50 max-sm:min-h-11"
          >
            {t({ id: state.status === 'working' ? 'uploads.fixes.working' : 'uploads.fixes.preview' })}
          </button>
        </>
      )}
      {state.status === 'error' ? (
        <p role="alert" className="text-sm text-red-900">
          {state.message}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <div className="space-y-2">
          {/* Below 640 px each rule is a card (shared/phone-cards.ts); relative keeps the sr-only header inside. */}
          <table
            className={`relative text-sm max-sm:w-full ${CARD_TABLE}`}
            aria-label={t({ id: 'uploads.fixes.table' }, { file: file.name })}
          >
            <thead className={CARD_HEAD}>
              <tr className="text-left text-slate-700">
                <th className="pr-4">{t({ id: 'uploads.problems.rule' })}</th>
                <th className="pr-4 text-right">{t({ id: 'uploads.fixes.before' })}</th>
                <th className="text-right">{t({ id: 'uploads.fixes.after' })}</th>
              </tr>
            </thead>
            <tbody className={CARD_TABLE}>
              {(Object.entries(state.outcome.counts) as [RuleCode, { before: number; after: number }][])
                .filter(([, c]) => c.before !== c.after)
                .map(([code, c]) => (
                  <tr key={code} className={CARD_ROW}>
                    <th scope="row" className={`pr-4 text-left font-normal ${CARD_TITLE}`}>
                      {ruleTitle(code, locale)} <span className="font-mono text-xs">({code})</span>
                    </th>
                    <td
                      className={`pr-4 text-right ${CARD_CELL}`}
                      data-label={t({ id: 'uploads.fixes.before' })}
                    >
                      {n(c.before)}
                    </td>
                    <td className={`text-right ${CARD_CELL}`} data-label={t({ id: 'uploads.fixes.after' })}>
                      {n(c.after)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
          <p className="text-sm text-slate-700">
            {t(
              { id: 'uploads.fixes.outcome' },
              {
                changed: state.outcome.changedFeatures,
                before: state.outcome.featuresBefore,
                after: state.outcome.featuresAfter,
              },
            )}
            {state.outcome.repaired + state.outcome.refused > 0
              ? ` ${t(
                  { id: 'uploads.fixes.repaired' },
                  { repaired: n(state.outcome.repaired), refused: n(state.outcome.refused) },
                )}`
              : ''}
          </p>
          <FixedPlots plots={state.outcome.plots} omitted={state.outcome.plotsOmitted} fileName={file.name} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium hover:bg-slate-100"
              onClick={() => downloadBlob(state.outcome.file, correctedName(file.name))}
            >
              {t({ id: 'uploads.fixes.download' })}
            </button>
            <button
              type="button"
              className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-800"
              onClick={() => onUseCorrected(file, state.outcome.file, state.outcome.applied)}
            >
              {t({ id: 'uploads.fixes.use' })}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
