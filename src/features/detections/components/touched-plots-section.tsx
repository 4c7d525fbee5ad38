/** "Your plots touched": loading while plots or files arrive, why it is empty, or the list. */
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState, Loading } from '@/components/states.tsx';
import type { TouchedPlot } from '@/lib/detections/touched-plots.ts';
import { TouchedPlotsList } from './touched-plots-list.tsx';

export function TouchedPlotsSection({
  monthLabel,
  touched,
  error,
  onRetry,
  plots,
  empty,
  focusedId,
  onFocus,
}: {
  monthLabel: string;
  touched: TouchedPlot[] | null;
  /** Why the touched plots could not be worked out (null: they were, or are on their way). */
  error: unknown;
  onRetry: () => void;
  plots: { complete: boolean; loaded: number; failed: boolean };
  /** No detection at all this month (not merely none on the person's plots). */
  empty: boolean;
  focusedId: string | null;
  onFocus: (plotId: string) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <section aria-labelledby="det-touched-title">
      <h2 id="det-touched-title" className="mb-2 text-base font-semibold">
        {touched
          ? t({ id: 'detections.touched.title-count' }, { count: touched.length })
          : t({ id: 'detections.touched.title' })}
      </h2>
      {error ? (
        <ErrorState title={t({ id: 'detections.touched.error' })} error={error} onRetry={onRetry} />
      ) : touched === null ? (
        plots.failed ? null : (
          <Loading
            label={
              plots.complete
                ? t({ id: 'detections.touched.reading' })
                : t({ id: 'detections.touched.loading' }, { count: plots.loaded })
            }
          />
        )
      ) : empty ? (
        <EmptyState title={t({ id: 'detections.touched.no-detections' }, { label: monthLabel })}>
          {t({ id: 'detections.touched.no-detections.body' })}
        </EmptyState>
      ) : touched.length === 0 ? (
        <EmptyState title={t({ id: 'detections.touched.none' })}>
          {t({ id: 'detections.touched.none.body' })}
        </EmptyState>
      ) : (
        <TouchedPlotsList touched={touched} focusedId={focusedId} onFocus={onFocus} />
      )}
    </section>
  );
}
