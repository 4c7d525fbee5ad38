/** A supplier's plots by risk level: counts with the same label and glyph as elsewhere, never colour alone. */
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';

export function SupplierRiskCell({
  byRisk,
  loading,
}: {
  byRisk: Record<RiskClass, number> | null;
  loading: string | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!byRisk) return <span className="text-slate-500">{loading ?? t({ id: 'suppliers.counting' })}</span>;
  const shown = RISK_CLASSES.filter((r) => byRisk[r] > 0);
  if (!shown.length) return <span className="text-slate-500">{t({ id: 'suppliers.no-plots' })}</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t({ id: 'suppliers.column.by-risk' })}>
      {shown.map((r) => (
        <li key={r} className={`rounded px-1.5 py-0.5 text-xs ring-1 ring-inset ${RISK_STYLE[r].badgeClass}`}>
          <span aria-hidden="true" className="mr-1 font-mono text-[10px]">
            {RISK_STYLE[r].glyph}
          </span>
          {t(
            { id: 'suppliers.risk-count' },
            {
              risk: t({ id: `suppliers.risk.${r}` }),
              count: <strong key="n">{formatCount(byRisk[r], intl.locale as Locale)}</strong>,
            },
          )}
        </li>
      ))}
    </ul>
  );
}
