/** A supplier's plots by risk level: counts with the same label and glyph as elsewhere, never colour alone. */
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';

export function SupplierRiskCell({
  byRisk,
  loading,
}: {
  byRisk: Record<RiskClass, number> | null;
  loading: string | null;
}) {
  if (!byRisk) return <span className="text-slate-500">{loading ?? 'Counting…'}</span>;
  const shown = RISK_CLASSES.filter((r) => byRisk[r] > 0);
  if (!shown.length) return <span className="text-slate-500">No plots</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Plots by risk level">
      {shown.map((r) => (
        <li key={r} className={`rounded px-1.5 py-0.5 text-xs ring-1 ring-inset ${RISK_STYLE[r].badgeClass}`}>
          <span aria-hidden="true" className="mr-1 font-mono text-[10px]">
            {RISK_STYLE[r].glyph}
          </span>
          {RISK_STYLE[r].label.replace(' risk', '')}: <strong>{byRisk[r]}</strong>
        </li>
      ))}
    </ul>
  );
}
