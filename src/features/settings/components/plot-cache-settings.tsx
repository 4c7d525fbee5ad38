/**
 * Settings: the plots kept on this device for fast revisits (IndexedDB, see src/lib/plot-loader/shared/plot-cache.ts),
 * and the button that deletes them. Plots only: the cache never holds the token.
 */
import { useState } from 'react';
import { formatCount } from '@/lib/format/numbers.ts';
import { clearPlotCache, type ClearedCache } from '@/lib/plot-loader/shared/plot-cache.ts';

export function PlotCacheSettings() {
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
      <legend className="px-1 text-lg font-semibold">Plots saved on this device</legend>
      <p className="text-sm text-slate-700">
        Each project’s plots are kept in this browser so the next visit shows them at once, while the
        dashboard checks the service for changes. Only plot data is kept, never your token.
      </p>
      <button
        type="button"
        onClick={clear}
        disabled={state === 'clearing'}
        className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50 disabled:opacity-60"
      >
        Delete saved plots
      </button>
      <p role="status" className="text-sm text-slate-700">
        {typeof state === 'object'
          ? state.projects === 0
            ? 'Nothing was saved on this device; there was nothing to delete.'
            : `Deleted the saved copy of ${formatCount(state.plots)} plots of ${formatCount(state.projects)} ${
                state.projects === 1 ? 'project' : 'projects'
              }. The next visit loads them from the service again.`
          : state === 'failed'
            ? 'The saved plots could not be deleted. Close other tabs of the dashboard and try again.'
            : ''}
      </p>
    </fieldset>
  );
}
