/** A plot's risk class as text plus glyph plus colour, so it never depends on colour alone. */
import { useIntl } from 'react-intl';
import { RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';

export function RiskBadge({ risk, compact = false }: { risk: RiskClass; compact?: boolean }) {
  const t = useIntl().formatMessage;
  const s = RISK_STYLE[risk];
  // Compact: the class without the word "risk" ("High", and "No" for no risk).
  const id = compact ? (risk === 'none' ? 'risk-class.none.compact' : s.shortLabelKey) : s.labelKey;
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${s.badgeClass}`}
    >
      <span aria-hidden="true" className="font-mono text-[10px] leading-none">
        {s.glyph}
      </span>
      {t({ id })}
    </span>
  );
}
