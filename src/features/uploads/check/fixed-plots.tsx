/**
 * The plots a shape repair changed or could not fix: per plot what changed, the area before and after in
 * hectares and percent, and the shape before and after on a map (one plot at a time, chosen from the list).
 * Plots without a clean repair come first and say why; they keep their shape in the corrected file.
 */
import { useState } from 'react';
import type { PlotFixReport } from '@core/plot-rules/index.ts';
import { formatHaPrecise } from '@/lib/format/hectares.ts';
import { FixCompareMap } from './fix-compare-map.tsx';
import {
  CARD_BUTTON,
  CARD_CELL_STACKED,
  CARD_HEAD,
  CARD_ROW,
  CARD_TABLE,
  CARD_TITLE,
} from '../shared/phone-cards.ts';

const plotLabel = (p: PlotFixReport) => `Plot ${p.index}${p.name ? ` (“${p.name}”)` : ''}`;

/** Area changes under half a square metre are rounding on the 0.000001° grid, not a change of land. */
const UNCHANGED_HA = 0.00005;

function areaText(p: PlotFixReport): string {
  const c = p.areaChange;
  if (!c) return '—';
  const span = `${formatHaPrecise(c.beforeHa)} → ${formatHaPrecise(c.afterHa)}`;
  if (Math.abs(c.ha) < UNCHANGED_HA) return `${span} (unchanged)`;
  const sign = c.ha > 0 ? '+' : '−';
  const pct = Math.abs(c.percent);
  return `${span} (${sign}${formatHaPrecise(Math.abs(c.ha))}, ${sign}${pct < 0.01 ? '<0.01' : pct.toFixed(2)} %)`;
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
  const [shown, setShown] = useState<number | null>(plots[0]?.index ?? null);
  const current = plots.find((p) => p.index === shown) ?? null;
  if (plots.length === 0) return null;
  return (
    <div className="space-y-2">
      {/* Below 640 px each plot is a card (shared/phone-cards.ts); relative keeps the sr-only header inside. */}
      <table
        className={`relative w-full text-sm ${CARD_TABLE}`}
        aria-label={`Plots whose shape the fixes change in ${fileName}`}
      >
        <thead className={CARD_HEAD}>
          <tr className="text-left text-slate-700">
            <th className="pr-3">Plot</th>
            <th className="pr-3">Result</th>
            <th className="pr-3">Area before → after</th>
            <th>Map</th>
          </tr>
        </thead>
        <tbody className={CARD_TABLE}>
          {plots.map((p) => (
            <tr key={p.index} className={`align-top ${CARD_ROW} ${p.fixed ? '' : 'bg-red-50'}`}>
              <th scope="row" className={`pr-3 text-left font-normal ${CARD_TITLE}`}>
                {plotLabel(p)}
              </th>
              <td className={`pr-3 ${CARD_CELL_STACKED}`} data-label="Result">
                {p.fixed ? (
                  <span>{p.changes.join('; ')}</span>
                ) : (
                  <span className="text-red-900">
                    <strong>Not fixed.</strong> {p.reason}
                  </span>
                )}
              </td>
              <td
                className={`pr-3 whitespace-nowrap max-sm:whitespace-normal ${CARD_CELL_STACKED}`}
                data-label="Area before → after"
              >
                {areaText(p)}
              </td>
              <td className="max-sm:block">
                <button
                  type="button"
                  aria-pressed={shown === p.index}
                  className={`rounded border border-slate-400 px-2 py-0.5 hover:bg-slate-100 aria-pressed:bg-slate-800 aria-pressed:text-white ${CARD_BUTTON}`}
                  onClick={() => setShown(p.index)}
                >
                  Show<span className="sr-only"> {plotLabel(p)} before and after</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {omitted > 0 ? (
        <p className="text-sm text-slate-700">
          {omitted.toLocaleString('en')} more plot(s) changed; download the corrected file to review them all.
        </p>
      ) : null}
      {current ? (
        <FixCompareMap
          key={current.index}
          before={current.before}
          after={current.after}
          label={`${plotLabel(current)} before and after the fix`}
        />
      ) : null}
    </div>
  );
}
