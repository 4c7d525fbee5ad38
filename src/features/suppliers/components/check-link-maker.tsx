/**
 * The buyer makes the link to send a supplier: the self-check page (`/check`) with the rules preset (TRACES
 * validation, the name field, the countries the plots should lie in, the commodity) and the buyer's name.
 * The link holds only these presets, never the token or a project; a supplier who opens it needs no account.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  checkLinkOf,
  COMMODITIES,
  EMPTY_PRESET,
  presetOf,
  type CheckPreset,
} from '@/lib/self-check/check-link.ts';

/** Examples in the empty fields: a property name and country codes as they are written in files, not words. */
const EXAMPLES = { nameField: 'ProductionPlace', countries: 'CI, GH' } as const;

export function CheckLinkMaker() {
  const t = useIntl().formatMessage;
  const id = useId();
  const [preset, setPreset] = useState<CheckPreset>(EMPTY_PRESET);
  const [countries, setCountries] = useState('');
  const [copied, setCopied] = useState(false);
  const link = checkLinkOf(window.location.origin, {
    ...preset,
    countries: presetOf(new URLSearchParams({ countries })).countries,
  });
  const change = (c: Partial<CheckPreset>) => {
    setPreset((p) => ({ ...p, ...c }));
    setCopied(false);
  };
  const input = 'mt-1 block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t({ id: 'selfcheck.link.title' })}
      </h2>
      <p className="text-sm text-slate-600">{t({ id: 'selfcheck.link.intro' })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm">
          {t({ id: 'selfcheck.link.buyer' })}
          <input
            className={input}
            value={preset.buyer ?? ''}
            maxLength={120}
            onChange={(e) => change({ buyer: e.target.value || null })}
          />
        </label>
        <label className="text-sm">
          {t({ id: 'selfcheck.link.name-field' })}
          <input
            className={input}
            value={preset.nameField ?? ''}
            maxLength={64}
            placeholder={EXAMPLES.nameField}
            onChange={(e) => change({ nameField: e.target.value || null })}
          />
        </label>
        <label className="text-sm">
          {t({ id: 'selfcheck.link.countries' })}
          <input
            className={input}
            value={countries}
            placeholder={EXAMPLES.countries}
            aria-describedby={`${id}-countries`}
            onChange={(e) => {
              setCountries(e.target.value);
              setCopied(false);
            }}
          />
          <span id={`${id}-countries`} className="text-xs text-slate-600">
            {t({ id: 'selfcheck.link.countries.hint' })}
          </span>
        </label>
        {/* The label beside the select: a wrapping label's name would include every option. */}
        <div className="text-sm">
          <label htmlFor={`${id}-commodity`}>{t({ id: 'selfcheck.link.commodity' })}</label>
          <select
            id={`${id}-commodity`}
            className={input}
            value={preset.commodity ?? ''}
            onChange={(e) => change({ commodity: COMMODITIES.find((c) => c === e.target.value) ?? null })}
          >
            <option value="">{t({ id: 'selfcheck.link.commodity.any' })}</option>
            {COMMODITIES.map((c) => (
              <option key={c} value={c}>
                {t({ id: `selfcheck.commodity.${c}` })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={preset.validateForTraces}
          onChange={(e) => change({ validateForTraces: e.target.checked })}
        />
        {t({ id: 'selfcheck.link.traces' })}
      </label>
      <label className="block text-sm">
        {t({ id: 'selfcheck.link.link' })}
        <input className={`${input} font-mono`} readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-900"
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t({ id: 'selfcheck.link.copy' })}
        </button>
        <a href={link} target="_blank" rel="noopener" className="text-sm text-emerald-800 underline">
          {t({ id: 'selfcheck.link.open' })}
        </a>
        {copied ? (
          <span role="status" className="text-sm text-emerald-800">
            {t({ id: 'selfcheck.link.copied' })}
          </span>
        ) : null}
      </div>
    </section>
  );
}
