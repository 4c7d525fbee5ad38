/**
 * How far the list has loaded (page by page), then how many match and how many of the plots are counted;
 * and what failed to load, each with its retry.
 */
import { useIntl } from 'react-intl';
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
  const t = useIntl().formatMessage;
  return (
    <>
      {list.error ? (
        <ErrorState title={t({ id: 'jurisdictions.error.list' })} error={list.error} onRetry={list.retry} />
      ) : null}
      {plots.error ? (
        <ErrorState
          title={t({ id: 'jurisdictions.error.plots' })}
          error={plots.error}
          onRetry={plots.retry}
        />
      ) : null}
      {countries.error ? (
        <ErrorState
          title={t({ id: 'jurisdictions.error.countries' })}
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
  const t = useIntl().formatMessage;
  const n = list.count;
  return (
    <div aria-live="polite" className="text-sm text-slate-700">
      {list.failed ? null : list.complete ? (
        <p>
          {t(
            { id: 'jurisdictions.status.matched' },
            { count: n, pages: list.pagesLoaded, b: (chunks) => <strong>{chunks}</strong> },
          )}{' '}
          {plots.complete
            ? t({ id: 'jurisdictions.status.plots-counted' }, { count: plots.count })
            : plots.failed
              ? ''
              : t({ id: 'jurisdictions.status.plots-counting' }, { count: plots.count })}
        </p>
      ) : (
        <div role="status" className="flex items-center gap-3">
          <progress aria-label={t({ id: 'jurisdictions.status.loading-label' })} className="h-2 w-40" />
          {t({ id: 'jurisdictions.status.loading' }, { page: list.pagesLoaded + 1, count: n })}
        </div>
      )}
    </div>
  );
}
