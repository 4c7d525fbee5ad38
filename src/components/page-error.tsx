/** The error screen of one page: the rest of the app (navigation, header) stays usable. */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ErrorState } from './states.tsx';

export function PageError({ error, reset }: ErrorComponentProps) {
  const t = useIntl().formatMessage;
  return (
    <div className="p-6">
      <ErrorState title={t({ id: 'states.page-failed' })} error={error} onRetry={reset} />
    </div>
  );
}
