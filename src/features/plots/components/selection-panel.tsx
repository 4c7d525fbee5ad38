/** What is selected, in words: the accessible counterpart of the map highlight, with the way to its details. */
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Plot } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { RiskBadge } from '@/components/risk-badge.tsx';
import { riskClassOf } from '@/lib/risk/risk-classes.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { NAME_ID_PREFIX, supplierPageLink } from '@/lib/routing/supplier-link.ts';

export function SelectionPanel({
  plot,
  selectedId,
  onClear,
}: {
  plot: Plot | undefined;
  selectedId: string | undefined;
  onClear: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <section
      aria-label={t({ id: 'plots.selected' })}
      aria-live="polite"
      className="mb-2 flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
    >
      {plot ? (
        <>
          <span className="font-semibold" data-testid="selected-plot-name">
            {plot.name}
          </span>
          <RiskBadge risk={riskClassOf(plot)} />
          <span className="text-slate-700">
            <Link
              {...supplierPageLink(`${NAME_ID_PREFIX}${plot.supplier}`)}
              className="text-sky-900 underline"
              aria-label={t({ id: 'plots.selected.supplier' }, { supplier: plot.supplier })}
            >
              {plot.supplier}
            </Link>{' '}
            · {countryName(plot.country, locale)} · {formatHa(plot.areaHa, locale)}
          </span>
          <span className="ml-auto flex gap-2">
            <Link
              to="/plots/$plotId"
              params={{ plotId: plot.id }}
              className="rounded-md bg-sky-800 px-3 py-1 font-medium text-white hover:bg-sky-900"
            >
              {t({ id: 'plots.selected.open' })}
            </Link>
            <button
              type="button"
              onClick={onClear}
              className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-100"
            >
              {t({ id: 'plots.selected.clear' })}
            </button>
          </span>
        </>
      ) : selectedId ? (
        <span className="text-slate-700">
          {t(
            { id: 'plots.selected.hidden' },
            {
              id: selectedId,
              clear: (text) => (
                <button type="button" onClick={onClear} className="underline">
                  {text}
                </button>
              ),
            },
          )}
        </span>
      ) : (
        <span className="text-slate-600">{t({ id: 'plots.selected.none' })}</span>
      )}
    </section>
  );
}
