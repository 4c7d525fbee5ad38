/**
 * The language picker of the app shell: a labelled native select (keyboard and screen readers for free). A
 * language whose messages cannot be loaded (offline) leaves the page as it is and says so.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_NAMES, LOCALES, isLocale, type Locale } from '@core/i18n/locales.ts';
import { setLocale, useLocale } from '@/lib/i18n/language-choice.ts';

export function LanguagePicker() {
  const locale = useLocale();
  const t = useIntl().formatMessage;
  const [failed, setFailed] = useState<Locale | null>(null);
  return (
    // The label is beside the select, not around it: a wrapping label's name would include the chosen option.
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="language-picker">{t({ id: 'app.language' })}</label>
      <select
        id="language-picker"
        className="rounded border border-slate-500 bg-slate-700 px-2 py-1.5 text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-white"
        value={locale}
        onChange={(e) => {
          const chosen = e.target.value;
          if (!isLocale(chosen)) return;
          setFailed(null);
          void setLocale(chosen).then((switched) => {
            if (!switched) setFailed(chosen);
          });
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
      {failed ? (
        <p role="alert" className="text-xs text-amber-200">
          {t({ id: 'app.language.failed' }, { language: LOCALE_NAMES[failed] })}
        </p>
      ) : null}
    </div>
  );
}
