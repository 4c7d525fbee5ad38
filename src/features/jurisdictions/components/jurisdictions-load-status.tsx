/**
 * How far the list has loaded (page by page), then how many match and how many of the plots are counted;
 * and what failed to load, each with its retry.
 */
import { ErrorState } from '@/components/states.tsx';

interface Retryable {
  error: unknown;
  retry: () => void;
}

export function JurisdictionsErrors({
  list,
  plots,
  countries,
}: {
  list: Retryable;
  plots: Retryable;
  countries: Retryable;
}) {
  return (
    <>
      {list.error ? (
        <ErrorState title="Could not load the jurisdictions" error={list.error} onRetry={list.retry} />
      ) : null}
      {plots.error ? (
        <ErrorState
          title="Could not count your plots per jurisdiction"
          error={plots.error}
          onRetry={plots.retry}
        />
      ) : null}
      {countries.error ? (
        <ErrorState
          title="Could not load the country shapes for the map"
          error={countries.error}
          onRetry={countries.retry}
        />
      ) : null}
    </>
  );
}

export function JurisdictionsLoadStatus({
  list,
  plots,
}: {
  list: { complete: boolean; failed: boolean; count: number; pagesLoaded: number };
  plots: { complete: boolean; failed: boolean; count: number };
}) {
  const n = list.count;
  return (
    <div aria-live="polite" className="text-sm text-slate-700">
      {list.failed ? null : list.complete ? (
        <p>
          <strong>{n.toLocaleString()}</strong> jurisdiction{n === 1 ? '' : 's'} match{n === 1 ? 'es' : ''} (
          {list.pagesLoaded} page{list.pagesLoaded === 1 ? '' : 's'} of up to 100).{' '}
          {plots.complete
            ? `${plots.count.toLocaleString()} of your plots counted.`
            : plots.failed
              ? ''
              : `Counting your plots… ${plots.count.toLocaleString()} so far.`}
        </p>
      ) : (
        <div role="status" className="flex items-center gap-3">
          <progress aria-label="Loading jurisdictions" className="h-2 w-40" />
          Loading jurisdictions: page {list.pagesLoaded + 1}, {n.toLocaleString()} so far…
        </div>
      )}
    </div>
  );
}
