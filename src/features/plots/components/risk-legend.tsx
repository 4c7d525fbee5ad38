/** The map's legend: each risk class as a marker of its own size and colour, its name and its count. */
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '../../../lib/portfolio/risk.ts';
import { formatCount } from '../lib/format.ts';

export function RiskLegend({ counts }: { counts: Record<RiskClass, number> }) {
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <h2 id="risk-legend-title" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        Legend: risk level (marker size grows with risk)
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
                {s.label} <span className="text-slate-600">({formatCount(counts[r])})</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-slate-600">
        Plots show as circles when zoomed out and as outlines from zoom 8. Selected plot: thick dark outline.
      </p>
    </div>
  );
}
