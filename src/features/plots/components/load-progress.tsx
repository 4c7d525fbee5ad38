/**
 * How far loading every page has come: "N of about M plots loaded", then the total and what the filters
 * show, and how fresh the plots are: saved on this device (and being refreshed), or as of the last load.
 */
import { useState } from 'react';
import { formatTime } from '@/lib/format/dates.ts';
import { formatCount } from '@/lib/format/numbers.ts';

const timeOf = (ms: number) => formatTime(ms);

function ago(ms: number, now: number): string {
  const minutes = Math.round((now - ms) / 60_000);
  if (minutes < 1) return 'less than a minute ago';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export interface Freshness {
  /** When the plots shown were complete from the service. */
  savedAt: number | null;
  /** The plots shown come from this device's cache. */
  fromCache: boolean;
  /** While cached plots are shown: how many of the service's plots arrived so far. */
  refreshLoaded: number | null;
  /** 'unavailable': this browser keeps no copy of the plots (no IndexedDB, private mode, storage full). */
  storage: 'kept' | 'unavailable' | null;
}

/**
 * "Saved on this device 12 min ago (18:05) · refreshing from the service: 2,000 of about 9,000 plots…", then
 * "Up to date (18:17) · saved on this device", or that this browser cannot keep a copy.
 */
export function FreshnessNote({ freshness, expected }: { freshness: Freshness; expected: number | null }) {
  // The time of the first render is precise enough for "12 min ago" (the note changes as a refresh runs).
  const [now] = useState(() => Date.now());
  const { savedAt, fromCache, refreshLoaded, storage } = freshness;
  if (savedAt === null) return null;
  const noCopy =
    storage === 'unavailable'
      ? ' · This browser cannot keep a copy on this device (storage unavailable or full): each visit loads the plots from the service.'
      : '';
  if (!fromCache)
    return (
      <p className="text-slate-600" data-testid="plots-freshness">
        Up to date ({timeOf(savedAt)}){storage === 'kept' ? ' · saved on this device' : ''}
        {noCopy}
      </p>
    );
  return (
    <p className="text-slate-600" data-testid="plots-freshness">
      Saved on this device {ago(savedAt, now)} ({timeOf(savedAt)}) · refreshing from the service:{' '}
      {refreshLoaded === null
        ? 'starting…'
        : `${formatCount(refreshLoaded)} of about ${
            expected === null ? '…' : formatCount(Math.max(expected, refreshLoaded))
          } plots; the list is replaced once all are in.`}
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
  const filtered = filtering;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      {complete ? (
        <p role="status">
          All {formatCount(loaded)} plots of the project loaded
          {filtered ? `; ${formatCount(shown)} match the filters` : ''}.
          {refreshing && !freshness.fromCache ? ' Checking for changes…' : ''}
        </p>
      ) : (
        <>
          <progress
            className="h-2 w-48 accent-sky-700"
            aria-label="Plots loaded"
            max={expected ?? undefined}
            value={expected ? Math.min(loaded, expected) : undefined}
          />
          <p>
            <span data-testid="plots-progress">
              {formatCount(loaded)} of about{' '}
              {expected === null ? '…' : formatCount(Math.max(expected, loaded))} plots loaded
            </span>
            {filtered ? `; ${formatCount(shown)} match the filters so far` : ''}. The table fills in as pages
            arrive.
          </p>
          <p role="status" className="sr-only">
            Loading plots…
          </p>
        </>
      )}
      {complete ? <FreshnessNote freshness={freshness} expected={expected} /> : null}
    </div>
  );
}
