/**
 * The check's result in numbers: per file and in total, what the evaluation will refuse and a sentence that
 * says what blocks the upload, then the problems grouped by what they mean (result-groups-panel.tsx).
 */
import { useIntl } from 'react-intl';
import { messageIn } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import type { RuleCode } from '@core/plot-rules/index.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import type { CheckResult } from './check-protocol.ts';
import { ResultGroupsPanel } from './result-groups-panel.tsx';
import { noProblems, whatBlocks } from './what-blocks.ts';
import { formatBytes } from '@/lib/format/bytes.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { CARD_CELL, CARD_ROW } from '../shared/phone-cards.ts';

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
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const n = (v: number) => formatCount(v, locale);
  const { totals } = result;
  const verdict = whatBlocks(result.groups, locale);
  return (
    <section aria-labelledby="check-summary-title" className="space-y-4">
      <h2 id="check-summary-title" className="text-lg font-semibold text-slate-900">
        {t({ id: 'uploads.summary.title' })}
      </h2>
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-4"
        aria-label={t({ id: 'uploads.summary.totals' })}
        aria-describedby="what-blocks"
      >
        <Stat label={t({ id: 'uploads.summary.plots-found' })} value={n(totals.featureCount)} />
        <Stat
          label={t({ id: 'uploads.summary.errors' })}
          value={n(totals.errors)}
          tone={toneOf.errors(totals.errors)}
        />
        <Stat
          label={t({ id: 'uploads.summary.warnings' })}
          value={n(totals.warnings)}
          tone={toneOf.warnings(totals.warnings)}
        />
        <Stat
          label={t({ id: 'uploads.summary.refused-plots' })}
          value={n(totals.notAccepted)}
          tone={toneOf.errors(totals.notAccepted)}
        />
      </dl>
      <p
        id="what-blocks"
        className={`rounded-md p-3 ${verdict === noProblems(locale) ? VERDICT_TONE.clear : VERDICT_TONE.blocked}`}
      >
        {verdict}
      </p>
      {/* On a phone each file is a card: its cells stacked, each after its column's title (data-label; the
          header row stays for screen readers). Wider, it scrolls inside its own box if need be: the page
          itself never scrolls sideways. Relative, so the sr-only labels are placed inside the box too. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={t({ id: 'uploads.summary.files' })}>
          <thead className="border-b border-slate-300 text-slate-700 max-sm:sr-only">
            <tr>
              <th className="py-1 pr-3">{t({ id: 'uploads.summary.file' })}</th>
              <th className="py-1 pr-3 text-right">{t({ id: 'uploads.summary.size' })}</th>
              <th className="py-1 pr-3 text-right">{t({ id: 'uploads.summary.plots' })}</th>
              <th className="py-1 pr-3 text-right">{t({ id: 'uploads.summary.errors' })}</th>
              <th className="py-1 pr-3 text-right">{t({ id: 'uploads.summary.warnings' })}</th>
              <th className="py-1 pr-3 text-right">{t({ id: 'uploads.summary.refused' })}</th>
              <th className="py-1">
                <span className="sr-only">{t({ id: 'uploads.summary.actions' })}</span>
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
                      {t({ id: 'uploads.summary.unreadable' }, { reason: messageIn(locale, f.fatal) })}
                    </span>
                  ) : null}
                </th>
                <FigureCells figures={f} locale={locale} />
                <td className="py-1 text-right max-sm:block max-sm:pt-2 max-sm:text-left">
                  <button
                    type="button"
                    onClick={() => onRemove(i)}
                    className="min-h-11 rounded px-2 py-0.5 text-slate-700 underline hover:bg-slate-100 sm:min-h-0"
                    aria-label={t({ id: 'uploads.prepare.remove' }, { file: f.fileName })}
                  >
                    {t({ id: 'uploads.summary.remove' })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          {result.files.length > 1 ? (
            <tfoot className="font-semibold">
              <tr className={CARD_ROW}>
                <th scope="row" className="py-1 pr-3 max-sm:block">
                  {t({ id: 'uploads.summary.total' }, { count: result.files.length })}
                </th>
                <FigureCells figures={totals} locale={locale} />
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
  locale,
}: {
  figures: { bytes: number; featureCount: number; errors: number; warnings: number; notAccepted: number };
  locale: Locale;
}) {
  const t = useIntl().formatMessage;
  const n = (v: number) => formatCount(v, locale);
  const cells: [key: string, label: string, value: string][] = [
    ['size', t({ id: 'uploads.summary.size' }), formatBytes(figures.bytes, locale)],
    ['plots', t({ id: 'uploads.summary.plots' }), n(figures.featureCount)],
    ['errors', t({ id: 'uploads.summary.errors' }), n(figures.errors)],
    ['warnings', t({ id: 'uploads.summary.warnings' }), n(figures.warnings)],
    ['refused', t({ id: 'uploads.summary.refused' }), n(figures.notAccepted)],
  ];
  return cells.map(([key, label, value]) => (
    <td key={key} className={FIGURE_CELL} data-label={label}>
      {value}
    </td>
  ));
}

type Tone = 'ok' | 'error' | 'warning';
/** A figure is red or amber only when it is not zero. */
const toneOf = {
  errors: (count: number): Tone => (count ? 'error' : 'ok'),
  warnings: (count: number): Tone => (count ? 'warning' : 'ok'),
};
const VERDICT_TONE = { clear: 'bg-emerald-50 text-emerald-900', blocked: 'bg-slate-50 text-slate-900' };

function Stat({ label, value, tone }: { label: string; value: string; tone?: Tone }) {
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
