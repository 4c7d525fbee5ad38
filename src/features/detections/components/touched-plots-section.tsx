/** "Your plots touched": loading while plots or files arrive, why it is empty, or the list. */
import { EmptyState, ErrorState, Loading } from '@/components/states.tsx';
import type { TouchedPlot } from '../lib/touched-plots.ts';
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
  return (
    <section aria-labelledby="det-touched-title">
      <h2 id="det-touched-title" className="mb-2 text-base font-semibold">
        Your plots touched {touched ? `(${touched.length})` : ''}
      </h2>
      {error ? (
        <ErrorState
          title="Could not work out which plots the detections touch"
          error={error}
          onRetry={onRetry}
        />
      ) : touched === null ? (
        plots.failed ? null : (
          <Loading
            label={
              plots.complete
                ? 'Reading the detections…'
                : `Loading your plots… ${plots.loaded.toLocaleString()} so far`
            }
          />
        )
      ) : empty ? (
        <EmptyState title={`No detections in ${monthLabel}`}>
          Choose another month to see its detections.
        </EmptyState>
      ) : touched.length === 0 ? (
        <EmptyState title="No detection touches your plots this month">
          The detections on the map lie outside your plots. “Show all detections” frames them.
        </EmptyState>
      ) : (
        <TouchedPlotsList touched={touched} focusedId={focusedId} onFocus={onFocus} />
      )}
    </section>
  );
}
