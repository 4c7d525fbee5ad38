/** Earlier queries of this tab: one click shows the area and its figures again, without a new request. */
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { formatHa } from '@/lib/format/hectares.ts';
import { formatTime } from '@/lib/format/dates.ts';
import type { HistoryEntry } from '../lib/query-history.ts';

export function QueryHistoryList({
  entries,
  currentId,
  onOpen,
  onClear,
}: {
  entries: readonly HistoryEntry[];
  currentId: string | null;
  onOpen: (entry: HistoryEntry) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <section aria-labelledby="ri-history-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="ri-history-title" className="text-base font-semibold">
          {t({ id: 'riskinfo.history.title' })}
        </h2>
        {entries.length ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm text-slate-600 underline hover:text-slate-900"
          >
            {t({ id: 'riskinfo.clear' })}
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t({ id: 'riskinfo.history.empty' })}</p>
      ) : (
        <ol className="mt-2 space-y-1">
          {entries.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                aria-current={e.id === currentId ? 'true' : undefined}
                onClick={() => onOpen(e)}
                className={`w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-50 ${e.id === currentId ? 'bg-emerald-50 ring-1 ring-emerald-700' : ''}`}
              >
                <span className="font-medium">{e.label}</span>
                <span className="block text-xs text-slate-600">
                  {t(
                    { id: 'riskinfo.history.entry' },
                    {
                      time: formatTime(new Date(e.at), locale),
                      area: formatHa(e.result.totalSizeHa, locale),
                      forest: formatHa(e.result.remainingForestHa, locale),
                    },
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
