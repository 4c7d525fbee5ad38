/**
 * What went wrong with a sign-in request, in words a person can act on: a wrong password, how long to wait
 * after too many attempts (the server's Retry-After), a server that cannot be reached.
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import { ApiError, NetworkError, describeError } from '@/lib/api/errors.ts';

export function authErrorText(error: unknown, intl: IntlShape): string {
  const t = intl.formatMessage;
  if (error instanceof ApiError) {
    if (error.status === 401) return t({ id: 'auth.error.wrong' });
    if (error.status === 429)
      return error.retryAfterSeconds
        ? // Whole minutes, rounded up: "in 0 minutes" would invite a try that is refused again.
          t({ id: 'auth.error.too-many' }, { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) })
        : t({ id: 'auth.error.too-many.later' });
  }
  if (error instanceof NetworkError) return t({ id: 'auth.error.unreachable' });
  return describeError(error, intl.locale as Locale);
}

/** The error of a sign-in request, announced when it appears; nothing without one. */
export function AuthError({ error, text }: { error: unknown; text?: string }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
      {text ?? authErrorText(error, intl)}
    </p>
  );
}
