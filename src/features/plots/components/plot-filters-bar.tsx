/**
 * Filters of the Plots page. Every change goes to the URL (replace, so Back leaves the page rather than
 * undoing keystrokes); the page derives the filtered list from the URL alone, so a link reproduces a view.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { RISK_CLASSES, RISK_STYLE, type RiskClass } from '@/lib/risk/risk-classes.ts';
import { countryName } from '@/lib/format/numbers.ts';
import { REVIEW_FILTERS, type ReviewFilter } from '@/lib/review/review-items.ts';
import type { PlotFilters } from '../lib/plot-filters.ts';

export interface FilterPatch {
  supplier?: string | undefined;
  risk?: string | undefined;
  country?: string | undefined;
  deforestation?: 'yes' | 'no' | undefined;
  q?: string | undefined;
  review?: ReviewFilter | undefined;
}

export interface PlotFiltersBarProps {
  filters: PlotFilters;
  suppliers: readonly string[];
  countries: readonly string[];
  onChange: (patch: FilterPatch) => void;
  onClear: () => void;
  /** The review state filter, from the URL (`review`). */
  review?: ReviewFilter;
}

// The deforestation filter's values, as the URL holds them.
const DEFORESTATION = ['yes', 'no'] as const;

const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

export function PlotFiltersBar({
  filters,
  suppliers,
  countries,
  onChange,
  onClear,
  review,
}: PlotFiltersBarProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [q, setQ] = useState(filters.q ?? '');
  const urlQ = filters.q ?? '';
  // Typing is debounced into the URL; a URL change from elsewhere (Back, a link) resets the box.
  const [lastUrlQ, setLastUrlQ] = useState(urlQ);
  if (urlQ !== lastUrlQ) {
    setLastUrlQ(urlQ);
    setQ(urlQ);
  }
  useEffect(() => {
    if (q === urlQ) return;
    const timer = setTimeout(() => onChange({ q: q.trim() || undefined }), 250);
    return () => clearTimeout(timer);
  }, [q, urlQ, onChange]);

  const risk = new Set(filters.risk ?? []);
  const toggleRisk = (r: RiskClass) => {
    const next = new Set(risk);
    if (next.has(r)) next.delete(r);
    else next.add(r);
    onChange({ risk: next.size ? RISK_CLASSES.filter((c) => next.has(c)).join(',') : undefined });
  };
  // Keep an option for a value that arrived in the URL but is not (yet) among the loaded plots.
  const supplierOptions =
    filters.supplier && !suppliers.includes(filters.supplier) ? [filters.supplier, ...suppliers] : suppliers;
  const countryOptions =
    filters.country && !countries.includes(filters.country) ? [filters.country, ...countries] : countries;

  return (
    <form
      role="search"
      aria-label={t({ id: 'plots.filter' })}
      className="mb-3 grid gap-3 rounded-lg border border-slate-200 bg-white p-3 md:grid-cols-[minmax(10rem,1.3fr)_minmax(10rem,1.3fr)_minmax(8rem,1fr)_minmax(8rem,1fr)_minmax(8rem,1fr)]"
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'plots.filter.search' })}
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t({ id: 'plots.filter.search.example' })}
          className={selectClass}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'plots.filter.supplier' })}
        <select
          value={filters.supplier ?? ''}
          onChange={(e) => onChange({ supplier: e.target.value || undefined })}
          className={selectClass}
        >
          <option value="">{t({ id: 'plots.filter.supplier.all' })}</option>
          {supplierOptions.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'plots.filter.country' })}
        <select
          value={filters.country ?? ''}
          onChange={(e) => onChange({ country: e.target.value || undefined })}
          className={selectClass}
        >
          <option value="">{t({ id: 'plots.filter.country.all' })}</option>
          {countryOptions.map((c) => (
            <option key={c} value={c}>
              {t(
                { id: 'plots.filter.country.option' },
                { name: countryName(c, intl.locale as Locale), code: c },
              )}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'plots.filter.deforestation' })}
        <select
          value={filters.deforestation ?? ''}
          onChange={(e) =>
            onChange({ deforestation: (e.target.value || undefined) as 'yes' | 'no' | undefined })
          }
          className={selectClass}
        >
          <option value="">{t({ id: 'plots.filter.any' })}</option>
          {DEFORESTATION.map((d) => (
            <option key={d} value={d}>
              {t({ id: `plots.filter.deforestation.${d}` })}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        {t({ id: 'plots.filter.review' })}
        <select
          value={review ?? ''}
          onChange={(e) => onChange({ review: (e.target.value || undefined) as ReviewFilter | undefined })}
          className={selectClass}
        >
          <option value="">{t({ id: 'plots.filter.any' })}</option>
          {REVIEW_FILTERS.map((r) => (
            <option key={r} value={r}>
              {t({ id: `plots.filter.review.${r}` })}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="md:col-span-5">
        <legend className="text-sm font-medium text-slate-700">{t({ id: 'plots.filter.risk' })}</legend>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {RISK_CLASSES.map((r) => (
            <label
              key={r}
              className={`flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm has-focus-visible:ring-2 has-focus-visible:ring-sky-700 ${
                risk.has(r)
                  ? 'border-slate-800 bg-slate-800 text-white'
                  : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={risk.has(r)}
                onChange={() => toggleRisk(r)}
              />
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-full"
                style={{ background: RISK_STYLE[r].color }}
              />
              {t({ id: RISK_STYLE[r].labelKey })}
            </label>
          ))}
          <button
            type="button"
            onClick={onClear}
            className="ml-auto rounded-md px-2 py-1 text-sm text-sky-900 underline hover:bg-slate-100"
          >
            {t({ id: 'plots.filter.clear' })}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
