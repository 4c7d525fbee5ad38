/** The error screen of one page: the rest of the app (navigation, header) stays usable. */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from './states.tsx';

export function PageError({ error, reset }: ErrorComponentProps) {
  return (
    <div className="p-6">
      <ErrorState title="This page failed to load" error={error} onRetry={reset} />
    </div>
  );
}
