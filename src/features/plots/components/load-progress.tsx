/** How far loading every page has come: "N of about M plots loaded", then the total and what the filters show. */
import { formatCount } from '@/lib/format/numbers.ts';

export interface LoadProgressProps {
  loaded: number;
  /** From the suppliers' plot counts; may drift while uploads run, hence "about". */
  expected: number | null;
  complete: boolean;
  /** Plots that pass the filters (among those the table shows so far). */
  shown: number;
  filtering: boolean;
  refreshing: boolean;
}

export function LoadProgress({
  loaded,
  expected,
  complete,
  shown,
  filtering,
  refreshing,
}: LoadProgressProps) {
  const filtered = filtering;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      {complete ? (
        <p role="status">
          All {formatCount(loaded)} plots of the project loaded
          {filtered ? `; ${formatCount(shown)} match the filters` : ''}.
          {refreshing ? ' Checking for changes…' : ''}
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
    </div>
  );
}
