/**
 * Filter controls that cannot break the API's limits: the framework is always set, a fourth risk level
 * and a sixth country cannot be chosen (the controls are disabled and say why), and every change goes
 * to the URL so a link reproduces the view.
 */
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  FRAMEWORK_CUTOFF,
  FRAMEWORKS,
  JURISDICTION_MAX_COUNTRIES,
  JURISDICTION_MAX_RISK_LEVELS,
  type Framework,
} from '@core/api/schemas.ts';
import { formatDate } from '@/lib/format/dates.ts';
import {
  addCountry,
  canAddCountry,
  canAddRiskLevel,
  FLAG_FILTERS,
  listParam,
  toggleRiskLevel,
  type JurisdictionFilters,
  type JurisdictionSearch,
} from '../lib/filters.ts';
import { JURISDICTION_RISK_STYLES } from '../lib/risk-style.ts';
import { RiskSwatch } from './risk-swatch.tsx';
import type { Locale } from '@core/i18n/locales.ts';
import { localisedCountryOptions, type CountryOption } from '../lib/jurisdiction-summaries.ts';

/** A yes/no filter's choices: its value in the select (and the URL's boolean as text), and its words. */
const FLAG_CHOICES = [
  ['any', 'jurisdictions.filters.any'],
  ['true', 'jurisdictions.filters.yes'],
  ['false', 'jurisdictions.filters.no'],
] as const;
const flagChoice = (value: boolean | undefined) => (value === undefined ? 'any' : String(value));

export function JurisdictionFiltersPanel({
  filters,
  countryOptions: optionsAsLoaded,
  onChange,
}: {
  filters: JurisdictionFilters;
  /** null while they load (after the page's first view: use-jurisdictions-view.ts). */
  countryOptions: readonly CountryOption[] | null;
  onChange: (patch: Partial<JurisdictionSearch>) => void;
}) {
  const ids = useId();
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const countryOptions = useMemo(
    () => localisedCountryOptions(optionsAsLoaded ?? [], locale),
    [optionsAsLoaded, locale],
  );
  const riskLimitId = `${ids}-risk-limit`;
  const countryLimitId = `${ids}-country-limit`;
  const riskFull = !canAddRiskLevel(filters.riskLevels);
  const countriesFull = !canAddCountry(filters.countries);
  const nameOf = (code: string) => countryOptions.find((c) => c.iso2 === code)?.name ?? code;
  const anyFilter =
    filters.riskLevels.length > 0 ||
    filters.countries.length > 0 ||
    Object.values(filters.flags).some((v) => v !== undefined);

  return (
    <section
      aria-label={t({ id: 'jurisdictions.filters.label' })}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[auto_auto_minmax(14rem,1fr)_auto]"
    >
      <div>
        <label htmlFor={`${ids}-framework`} className="block text-sm font-medium text-slate-800">
          {t({ id: 'jurisdictions.filters.framework' })}{' '}
          <span className="font-normal text-slate-500">{t({ id: 'jurisdictions.filters.required' })}</span>
        </label>
        <select
          id={`${ids}-framework`}
          value={filters.framework}
          onChange={(e) => onChange({ framework: e.target.value as Framework, selected: undefined })}
          className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        >
          {FRAMEWORKS.map((f) => (
            <option key={f} value={f}>
              {t(
                { id: 'jurisdictions.framework-cutoff' },
                { framework: f, date: formatDate(FRAMEWORK_CUTOFF[f], locale) },
              )}
            </option>
          ))}
        </select>
      </div>

      <fieldset aria-describedby={riskLimitId}>
        <legend className="text-sm font-medium text-slate-800">
          {t({ id: 'jurisdictions.filters.risk' })}{' '}
          <span className="font-normal text-slate-500">
            {t({ id: 'jurisdictions.filters.at-most' }, { max: JURISDICTION_MAX_RISK_LEVELS })}
          </span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {JURISDICTION_RISK_STYLES.map((c) => {
            const checked = filters.riskLevels.includes(c.level);
            const disabled = !checked && riskFull;
            return (
              <label
                key={c.level}
                className={`flex items-center gap-1.5 text-sm ${disabled ? 'text-slate-400' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange({ risk: listParam(toggleRiskLevel(filters.riskLevels, c.level)) })}
                />
                <RiskSwatch level={c.level} />
                {c.label}
              </label>
            );
          })}
        </div>
        <p id={riskLimitId} role="status" className="mt-1 min-h-5 text-xs text-amber-800">
          {riskFull
            ? t({ id: 'jurisdictions.filters.risk-full' }, { max: JURISDICTION_MAX_RISK_LEVELS })
            : ''}
        </p>
      </fieldset>

      <fieldset aria-describedby={countryLimitId}>
        <legend className="text-sm font-medium text-slate-800">
          {t({ id: 'jurisdictions.filters.countries' })}{' '}
          <span className="font-normal text-slate-500">
            {t({ id: 'jurisdictions.filters.at-most' }, { max: JURISDICTION_MAX_COUNTRIES })}
          </span>
        </legend>
        <ul aria-label={t({ id: 'jurisdictions.filters.chosen' })} className="mt-1 flex flex-wrap gap-1.5">
          {filters.countries.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2.5 text-sm"
            >
              {nameOf(code)}
              <button
                type="button"
                aria-label={t({ id: 'jurisdictions.filters.remove' }, { name: nameOf(code) })}
                onClick={() => onChange({ country: listParam(filters.countries.filter((c) => c !== code)) })}
                className="rounded-full px-1.5 text-slate-600 hover:bg-slate-300 hover:text-slate-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={`${ids}-country`} className="sr-only">
          {t({ id: 'jurisdictions.filters.add-country' })}
        </label>
        <select
          id={`${ids}-country`}
          value=""
          disabled={countriesFull}
          onChange={(e) => {
            if (e.target.value)
              onChange({ country: listParam(addCountry(filters.countries, e.target.value)) });
          }}
          className="mt-1.5 w-full max-w-xs rounded-md border border-slate-300 px-2 py-1.5 text-sm disabled:bg-slate-100 disabled:text-slate-400"
        >
          <option value="">
            {t({
              id: countriesFull
                ? 'jurisdictions.filters.limit-reached'
                : optionsAsLoaded
                  ? 'jurisdictions.filters.add-country-option'
                  : 'jurisdictions.filters.loading-countries',
            })}
          </option>
          {countryOptions
            .filter((c) => !filters.countries.includes(c.iso2))
            .map((c) => (
              <option key={c.iso2} value={c.iso2}>
                {c.name} ({c.iso2})
              </option>
            ))}
        </select>
        <p id={countryLimitId} role="status" className="mt-1 min-h-5 text-xs text-amber-800">
          {countriesFull
            ? t({ id: 'jurisdictions.filters.countries-full' }, { max: JURISDICTION_MAX_COUNTRIES })
            : ''}
        </p>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          {t({ id: 'jurisdictions.filters.has' })}
        </legend>
        <div className="mt-1 grid gap-1">
          {FLAG_FILTERS.map(({ key, label }) => {
            const value = filters.flags[key];
            return (
              <label key={key} className="flex items-center justify-between gap-2 text-sm">
                {t({ id: label })}
                <select
                  value={flagChoice(value)}
                  onChange={(e) =>
                    onChange({ [key]: e.target.value === 'any' ? undefined : e.target.value === 'true' })
                  }
                  className="rounded-md border border-slate-300 px-1.5 py-1 text-sm"
                >
                  {FLAG_CHOICES.map(([choice, label]) => (
                    <option key={choice} value={choice}>
                      {t({ id: label })}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
        {anyFilter ? (
          <button
            type="button"
            onClick={() =>
              onChange({
                risk: undefined,
                country: undefined,
                hasRemainingForest: undefined,
                hasProtectedAreas: undefined,
                hasIndigenousTerritories: undefined,
              })
            }
            className="mt-2 text-sm text-emerald-800 underline"
          >
            {t({ id: 'jurisdictions.filters.clear' })}
          </button>
        ) : null}
      </fieldset>
    </section>
  );
}
