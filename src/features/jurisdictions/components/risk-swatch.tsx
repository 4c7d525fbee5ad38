/** A small colour-and-pattern square for a risk class; decorative: the class is always named next to it. */
import type { RiskLevel } from '@core/api/schemas.ts';
import { jurisdictionRiskStyle } from '../lib/risk-style.ts';

export function RiskSwatch({ level, size = 'h-3.5 w-3.5' }: { level: RiskLevel; size?: string }) {
  const c = jurisdictionRiskStyle(level);
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-sm border border-slate-500 ${size}`}
      style={{
        backgroundColor: c.color,
        backgroundImage: c.swatchCss === 'none' ? undefined : c.swatchCss,
        backgroundSize: c.swatchSize,
      }}
    />
  );
}
