/**
 * What the buyer's link preset, said plainly before the supplier drops a file: who asks, and the rules the
 * check applies (TRACES validation, the name field, the countries, the commodity). With no preset: the
 * default rules, said as such.
 */
import { useIntl } from 'react-intl';
import { countryName } from '@/lib/format/numbers.ts';
import type { CheckPreset } from '@/lib/self-check/check-link.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';

export function PresetSummary({ preset }: { preset: CheckPreset }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  return (
    <section
      aria-labelledby="self-check-preset"
      className="space-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
    >
      <h2 id="self-check-preset" className="font-semibold text-slate-900">
        {preset.buyer
          ? t({ id: 'selfcheck.preset.by' }, { buyer: preset.buyer })
          : t({ id: 'selfcheck.preset.none' })}
      </h2>
      <ul className="list-disc space-y-0.5 pl-5">
        <li>
          {t({ id: preset.validateForTraces ? 'selfcheck.preset.traces-on' : 'selfcheck.preset.traces-off' })}
        </li>
        <li className="break-words">
          {/* The buyer's name field is a suggestion: the supplier's choice in the mapping step wins. */}
          {preset.nameField
            ? t({ id: 'selfcheck.preset.name-suggested' }, { field: preset.nameField })
            : t({ id: 'selfcheck.preset.name-field' }, { field: 'ProductionPlace' })}
        </li>
        {preset.countries.length ? (
          <li>
            {t(
              { id: 'selfcheck.preset.countries' },
              { countries: preset.countries.map((c) => `${countryName(c, locale)} (${c})`).join(', ') },
            )}
          </li>
        ) : null}
        {preset.commodity ? (
          <li>
            {t(
              { id: 'selfcheck.preset.commodity' },
              { commodity: t({ id: `selfcheck.commodity.${preset.commodity}` }) },
            )}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
