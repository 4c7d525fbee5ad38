/**
 * The check's result in numbers: per file and in total, what the evaluation will refuse and a sentence that
 * says what blocks the upload, then the problems grouped by what they mean (result-groups-panel.tsx).
 */
import { messageIn } from '@core/i18n/messages.ts';
import type { RuleCode } from '@core/plot-rules/index.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckResult } from './check-protocol.ts';
import { ResultGroupsPanel } from './result-groups-panel.tsx';
import { NO_PROBLEMS, whatBlocks } from './what-blocks.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { CARD_CELL, CARD_ROW } from '../shared/phone-cards.ts';

const n = (v: number) => v.toLocaleString('en');

/** Below 640 px a row is a card and each figure a line "Title … value" (shared/phone-cards.ts). */
const FIGURE_CELL = `py-1 pr-3 text-right ${CARD_CELL}`;

export function CheckSummary({
  result,
  validateForTraces,
  onRemove,
  onFilterRule,
}: {
  result: CheckResult;
  /** The "Validate for TRACES" start option: it decides which errors block the upload. */
  validateForTraces: boolean;
  onRemove: (fileIndex: number) => void;
  /** Shows only this kind in the problem list. */
  onFilterRule: (code: RuleCode) => void;
}) {
  const locale = useLocale();
  const { totals } = result;
  const verdict = whatBlocks(result.groups);
  return (
    <section aria-labelledby="check-summary-title" className="space-y-4">
      <h2 id="check-summary-title" className="text-lg font-semibold text-slate-900">
        Check result
      </h2>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        aria-label="Totals"
        aria-describedby="what-blocks"
      >
        <Stat label="Plots found" value={n(totals.featureCount)} />
        <Stat label="Errors" value={n(totals.errors)} tone={totals.errors ? 'error' : 'ok'} />
        <Stat label="Warnings" value={n(totals.warnings)} tone={totals.warnings ? 'warning' : 'ok'} />
        <Stat
          label="Plots the service will refuse"
          value={n(totals.notAccepted)}
          tone={totals.notAccepted ? 'error' : 'ok'}
        />
      </dl>
      <p
        id="what-blocks"
        className={`rounded-md p-3 ${verdict === NO_PROBLEMS ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-50 text-slate-900'}`}
      >
        {verdict}
      </p>
      {/* On a phone each file is a card: its cells stacked, each after its column's title (data-label; the
          header row stays for screen readers). Wider, it scrolls inside its own box if need be: the page
          itself never scrolls sideways. Relative, so the sr-only labels are placed inside the box too. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Files">
          <thead className="border-b border-slate-300 text-slate-700 max-sm:sr-only">
            <tr>
              <th className="py-1 pr-3">File</th>
              <th className="py-1 pr-3 text-right">Size</th>
              <th className="py-1 pr-3 text-right">Plots</th>
              <th className="py-1 pr-3 text-right">Errors</th>
              <th className="py-1 pr-3 text-right">Warnings</th>
              <th className="py-1 pr-3 text-right">Refused</th>
              <th className="py-1">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.files.map((f, i) => (
              <tr key={`${f.fileName}-${i}`} className={`border-b border-slate-100 ${CARD_ROW}`}>
                <th scope="row" className="break-words py-1 pr-3 font-medium max-sm:block">
                  {f.fileName}
                  {f.fatal ? (
                    <span className="block text-xs font-normal text-red-800">
                      Cannot be read: {f.fatal.message}
                    </span>
                  ) : null}
                </th>
                <FigureCells figures={f} />
                <td className="py-1 text-right max-sm:block max-sm:pt-2 max-sm:text-left">
                  <button
                    type="button"
                    onClick={() => onRemove(i)}
                    className="min-h-11 rounded px-2 py-0.5 text-slate-700 underline hover:bg-slate-100 sm:min-h-0"
                    aria-label={`Remove ${f.fileName}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          {result.files.length > 1 ? (
            <tfoot className="font-semibold">
              <tr className={CARD_ROW}>
                <th scope="row" className="py-1 pr-3 max-sm:block">
                  Total ({result.files.length} files)
                </th>
                <FigureCells figures={totals} />
                <td className="max-sm:hidden" />
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <ResultGroupsPanel
        groups={result.groups}
        validateForTraces={validateForTraces}
        onFilterRule={onFilterRule}
      />
      {result.uploadProblems.map((p, i) => (
        <p key={i} role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {messageIn(locale, p)}
        </p>
      ))}
    </section>
  );
}

/** A file's figures, or all files' together, as the table's cells (each titled for its card on a phone). */
function FigureCells({
  figures,
}: {
  figures: { bytes: number; featureCount: number; errors: number; warnings: number; notAccepted: number };
}) {
  const cells: [label: string, value: string][] = [
    ['Size', formatBytes(figures.bytes)],
    ['Plots', n(figures.featureCount)],
    ['Errors', n(figures.errors)],
    ['Warnings', n(figures.warnings)],
    ['Refused', n(figures.notAccepted)],
  ];
  return cells.map(([label, value]) => (
    <td key={label} className={FIGURE_CELL} data-label={label}>
      {value}
    </td>
  ));
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'ok' | 'error' | 'warning' }) {
  const colour =
    tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900'
      : tone === 'warning'
        ? 'border-amber-300 bg-amber-50 text-amber-900'
        : 'border-slate-200 bg-white text-slate-900';
  return (
    <div className={`rounded-lg border p-3 ${colour}`}>
      <dt className="text-sm">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}
