/**
 * The plots a shape repair changed or could not fix: per plot what changed, the area before and after in
 * hectares and percent, and the shape before and after on a map (one plot at a time, chosen from the list).
 * Plots without a clean repair come first and say why; they keep their shape in the corrected file.
 */
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { messageIn } from '@core/i18n/messages.ts';
import { plotNumber, type PlotFixReport } from '@core/plot-rules/index.ts';
import { formatHaPrecise } from '@/lib/format/hectares.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';
import { FixCompareMap } from './fix-compare-map.tsx';
import {
  CARD_BUTTON,
  CARD_CELL_STACKED,
  CARD_HEAD,
  CARD_ROW,
  CARD_TABLE,
  CARD_TITLE,
} from '../shared/phone-cards.ts';

type Translate = IntlShape['formatMessage'];

const plotLabel = (t: Translate, p: PlotFixReport) =>
  t(
    { id: 'uploads.fixed.plot' },
    // Numbered from 1, as every plot a person reads (p.index is the plot's 0-based place in the file).
    { index: plotNumber(p.index), name: p.name ?? '', named: p.name ? 'yes' : 'no' },
  );

const NOT_FIXED_TONE = 'bg-red-50';

/** Area changes under half a square metre are rounding on the 0.000001° grid, not a change of land. */
const UNCHANGED_HA = 0.00005;

function areaText(t: Translate, locale: Locale, p: PlotFixReport): string {
  const c = p.areaChange;
  if (!c) return '—';
  const span = `${formatHaPrecise(c.beforeHa, locale)} → ${formatHaPrecise(c.afterHa, locale)}`;
  if (Math.abs(c.ha) < UNCHANGED_HA) return t({ id: 'uploads.fixed.unchanged' }, { span });
  const sign = c.ha > 0 ? '+' : '−';
  const pct = Math.abs(c.percent);
  // English as it always was ("0.25"); other languages with their decimal sign.
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };
  const percent =
    pct < 0.01 ? `<${(0.01).toLocaleString(locale, digits)}` : pct.toLocaleString(locale, digits);
  return `${span} (${sign}${formatHaPrecise(Math.abs(c.ha), locale)}, ${sign}${percent} %)`;
}

export function FixedPlots({
  plots,
  omitted,
  fileName,
}: {
  plots: PlotFixReport[];
  omitted: number;
  fileName: string;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const [shown, setShown] = useState<number | null>(plots[0]?.index ?? null);
  const current = plots.find((p) => p.index === shown) ?? null;
  if (plots.length === 0) return null;
  return (
    <div className="space-y-2">
      {/* Below 640 px each plot is a card (shared/phone-cards.ts); relative keeps the sr-only header inside. */}
      <table
        className={`relative w-full text-sm ${CARD_TABLE}`}
        aria-label={t({ id: 'uploads.fixed.table' }, { file: fileName })}
      >
        <thead className={CARD_HEAD}>
          <tr className="text-left text-slate-700">
            <th className="pr-3">{t({ id: 'uploads.fixed.plot-column' })}</th>
            <th className="pr-3">{t({ id: 'uploads.fixed.result' })}</th>
            <th className="pr-3">{t({ id: 'uploads.fixed.area' })}</th>
            <th>{t({ id: 'uploads.problems.map' })}</th>
          </tr>
        </thead>
        <tbody className={CARD_TABLE}>
          {plots.map((p) => (
            <tr key={p.index} className={`align-top ${CARD_ROW} ${p.fixed ? '' : NOT_FIXED_TONE}`}>
              <th scope="row" className={`pr-3 text-left font-normal ${CARD_TITLE}`}>
                {plotLabel(t, p)}
              </th>
              <td className={`pr-3 ${CARD_CELL_STACKED}`} data-label={t({ id: 'uploads.fixed.result' })}>
                {p.fixed ? (
                  <span>
                    {p.changes.map((c) => messageIn(locale, c)).join(t({ id: 'fix.notes-separator' }))}
                  </span>
                ) : (
                  <span className="text-red-900">
                    <strong>{t({ id: 'uploads.fixed.not-fixed' })}</strong>{' '}
                    {p.reason ? messageIn(locale, p.reason) : null}
                  </span>
                )}
              </td>
              <td
                className={`pr-3 whitespace-nowrap max-sm:whitespace-normal ${CARD_CELL_STACKED}`}
                data-label={t({ id: 'uploads.fixed.area' })}
              >
                {areaText(t, locale, p)}
              </td>
              <td className="max-sm:block">
                <button
                  type="button"
                  aria-pressed={shown === p.index}
                  className={`rounded border border-slate-400 px-2 py-0.5 hover:bg-slate-100 aria-pressed:bg-slate-800 aria-pressed:text-white ${CARD_BUTTON}`}
                  onClick={() => setShown(p.index)}
                >
                  {t({ id: 'uploads.problems.show' })}
                  <span className="sr-only">
                    {' '}
                    {t({ id: 'uploads.fixed.show-label' }, { plot: plotLabel(t, p) })}
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {omitted > 0 ? (
        <p className="text-sm text-slate-700">{t({ id: 'uploads.fixed.omitted' }, { count: omitted })}</p>
      ) : null}
      {current ? (
        <FixCompareMap
          key={current.index}
          before={current.before}
          after={current.after}
          label={t({ id: 'uploads.fixed.map-label' }, { plot: plotLabel(t, current) })}
        />
      ) : null}
    </div>
  );
}
