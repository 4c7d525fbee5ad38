/**
 * How far loading every page has come: "N of about M plots loaded", then the total and what the filters
 * show, and how fresh the plots are: saved on this device (and being refreshed), or as of the last load.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { agoText, ServerCopyNote } from '@/components/server-copy-note.tsx';
import type { Locale } from '@core/i18n/locales.ts';
import { formatTime } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';

export interface Freshness {
  /** When the plots shown were complete from the service. */
  savedAt: number | null;
  /** The plots shown come from this device's cache. */
  fromCache: boolean;
  /** While cached plots are shown: how many of the service's plots arrived so far. */
  refreshLoaded: number | null;
  /** 'unavailable': this browser keeps no copy of the plots (no IndexedDB, private mode, storage full). */
  storage: 'kept' | 'unavailable' | null;
  /** The plots came from the team's copy on the dashboard server (docs/portfolio.md); null: from the service. */
  serverCopy: { walkedAt: number; refreshing: boolean } | null;
  /** While the server walks the service for that copy: its plots so far. */
  serverWalking: number | null;
}

/**
 * "Saved on this device 12 min ago (18:05) · refreshing from the service: 2,000 of about 9,000 plots…", then
 * "Up to date (18:17) · saved on this device", or that this browser cannot keep a copy.
 */
export function FreshnessNote({ freshness, expected }: { freshness: Freshness; expected: number | null }) {
  // The time of the first render is precise enough for "12 min ago" (the note changes as a refresh runs).
  const [now] = useState(() => Date.now());
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const { savedAt, fromCache, refreshLoaded, storage, serverCopy } = freshness;
  if (savedAt === null) return null;
  const time = formatTime(savedAt, locale);
  if (!fromCache && serverCopy)
    return (
      <ServerCopyNote walkedAt={savedAt} refreshing={serverCopy.refreshing} kept={storage === 'kept'}>
        {storage === 'unavailable' ? <> {t({ id: 'plots.fresh.no-copy' })}</> : null}
      </ServerCopyNote>
    );
  if (!fromCache)
    return (
      <p className="text-slate-600" data-testid="plots-freshness">
        {t({ id: 'plots.fresh.up-to-date' }, { time, kept: storage === 'kept' ? 'yes' : 'no' })}
        {storage === 'unavailable' ? <> {t({ id: 'plots.fresh.no-copy' })}</> : null}
      </p>
    );
  return (
    <p className="text-slate-600" data-testid="plots-freshness">
      {t(
        { id: 'plots.fresh.saved' },
        {
          ago: agoText(t, savedAt, now),
          time,
          progress:
            refreshLoaded === null
              ? t({ id: 'plots.fresh.starting' })
              : t(
                  { id: 'plots.fresh.progress' },
                  {
                    loaded: refreshLoaded,
                    expected:
                      expected === null ? '…' : formatCount(Math.max(expected, refreshLoaded), locale),
                  },
                ),
        },
      )}
    </p>
  );
}

export interface LoadProgressProps {
  loaded: number;
  /** From the suppliers' plot counts; may drift while uploads run, hence "about". */
  expected: number | null;
  complete: boolean;
  /** Plots that pass the filters (among those the table shows so far). */
  shown: number;
  filtering: boolean;
  refreshing: boolean;
  freshness: Freshness;
}

export function LoadProgress({
  loaded,
  expected,
  complete,
  shown,
  filtering,
  refreshing,
  freshness,
}: LoadProgressProps) {
  const filtered = filtering ? 'yes' : 'no';
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      {complete ? (
        <p role="status">
          {t({ id: 'plots.loaded.all' }, { loaded, filtered, shown })}
          {refreshing && !freshness.fromCache ? <> {t({ id: 'plots.loaded.checking' })}</> : null}
        </p>
      ) : (
        <>
          <progress
            className="h-2 w-48 accent-sky-700"
            aria-label={t({ id: 'plots.loading.label' })}
            max={expected ?? undefined}
            value={expected ? Math.min(loaded, expected) : undefined}
          />
          <p>
            <span data-testid="plots-progress">
              {freshness.serverWalking !== null && loaded === 0
                ? t({ id: 'plots.loading.server-walking' }, { plots: freshness.serverWalking })
                : t(
                    { id: 'plots.loading.progress' },
                    {
                      loaded,
                      expected: expected === null ? '…' : formatCount(Math.max(expected, loaded), locale),
                    },
                  )}
            </span>
            {t({ id: 'plots.loading.rest' }, { filtered, shown })}
          </p>
          <p role="status" className="sr-only">
            {t({ id: 'plots.loading.sr' })}
          </p>
        </>
      )}
      {complete ? <FreshnessNote freshness={freshness} expected={expected} /> : null}
    </div>
  );
}
