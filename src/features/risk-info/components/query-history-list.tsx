/** Earlier queries of this tab: one click shows the area and its figures again, without a new request. */
import { formatHa } from '@/lib/format/hectares.ts';
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
  return (
    <section aria-labelledby="ri-history-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between">
        <h2 id="ri-history-title" className="text-base font-semibold">
          Recent queries
        </h2>
        {entries.length ? (
          <button
            type="button"
            onClick={onClear}
            className="text-sm text-slate-600 underline hover:text-slate-900"
          >
            Clear
          </button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Your queries in this tab will be listed here.</p>
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
                  {new Date(e.at).toLocaleTimeString()} · {formatHa(e.result.totalSizeHa)} · forest{' '}
                  {formatHa(e.result.remainingForestHa)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
