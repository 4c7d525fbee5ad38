/**
 * Settings: the plots kept on this device for fast revisits (IndexedDB, see src/lib/plot-loader/shared/plot-cache.ts),
 * and the button that deletes them. Plots only: the cache never holds the token.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { formatCount } from '@/lib/format/numbers.ts';
import { clearPlotCache, type ClearedCache } from '@/lib/plot-loader/shared/plot-cache.ts';

export function PlotCacheSettings() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState<'idle' | 'clearing' | ClearedCache | 'failed'>('idle');
  const clear = () => {
    setState('clearing');
    clearPlotCache().then(
      (cleared) => setState(cleared),
      () => setState('failed'),
    );
  };
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t({ id: 'settings.cache' })}</legend>
      <p className="text-sm text-slate-700">{t({ id: 'settings.cache.intro' })}</p>
      <button
        type="button"
        onClick={clear}
        disabled={state === 'clearing'}
        className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60"
      >
        {t({ id: 'settings.cache.delete' })}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {typeof state === 'object'
          ? state.projects === 0
            ? t({ id: 'settings.cache.empty' })
            : t(
                { id: 'settings.cache.deleted' },
                { plots: formatCount(state.plots, intl.locale as Locale), projects: state.projects },
              )
          : state === 'failed'
            ? t({ id: 'settings.cache.failed' })
            : ''}
      </p>
    </fieldset>
  );
}
