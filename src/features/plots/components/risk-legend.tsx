/** The map's legend: each risk class as a marker of its own size and colour, its name and its count. */
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { formatCount } from '@/lib/format/numbers.ts';

/** `grouped`: the map clusters nearby plots at far zooms (large projects); the legend then says how to read a group. */
export function RiskLegend({
  counts,
  grouped = false,
}: {
  counts: Record<RiskClass, number>;
  grouped?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <h2 id="risk-legend-title" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t({ id: 'plots.legend.title' })}
      </h2>
      <ul aria-labelledby="risk-legend-title" className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {RISK_CLASSES.map((r) => {
          const s = RISK_STYLE[r];
          return (
            <li key={r} className="flex items-center gap-1.5">
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
                <circle cx="9" cy="9" r={s.radius + 1} fill={s.color} fillOpacity={0.9} stroke="#fff" />
              </svg>
              <span aria-hidden="true" className="font-mono text-[10px] text-slate-600">
                {s.glyph}
              </span>
              <span>
                {t({ id: s.labelKey })}{' '}
                <span className="text-slate-600">({formatCount(counts[r], intl.locale as Locale)})</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-slate-600">{t({ id: 'plots.legend.how' })}</p>
      {grouped ? (
        <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" className="shrink-0">
            <circle
              cx="9"
              cy="9"
              r="7"
              fill={RISK_STYLE.high.color}
              fillOpacity={0.9}
              stroke="#0f172a"
              strokeWidth="2"
            />
          </svg>
          {t({ id: 'plots.legend.grouped' })}
        </p>
      ) : null}
    </div>
  );
}
