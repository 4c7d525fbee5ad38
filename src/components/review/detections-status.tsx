/**
 * Where the deforestation detections of the review items stand (use-review-detections.ts): said while they
 * are read and searched (the list grows when they come), and said with a retry when they could not be, so an
 * empty list never reads as "no detection near any plot".
 */
import { useIntl } from 'react-intl';
import { ErrorState } from '@/components/states.tsx';
import type { ReviewDetections } from '@/lib/review/use-review-detections.ts';
import { REVIEW_MONTHS } from '@core/review/review-signals.ts';

export function DetectionsStatus({ detections }: { detections: ReviewDetections }) {
  const t = useIntl().formatMessage;
  if (detections.error)
    return (
      <div className="mt-2">
        <ErrorState
          title={t({ id: 'review.detections.failed' })}
          error={detections.error}
          onRetry={detections.retry}
        />
      </div>
    );
  if (detections.signals === null)
    return (
      <p role="status" className="mt-2 text-sm text-slate-600">
        {t({ id: 'review.detections.loading' }, { months: REVIEW_MONTHS })}
      </p>
    );
  return null;
}
