/** What a failed filing action says to the person (the card, the amend form and the File step use it). */
import type { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import type { MessageKey } from '@core/i18n/messages.ts';
import { ApiError, describeError } from '@/lib/api/errors.ts';

/** The words of a failed write: what the server's status means for this action, or the error itself. */
export function actionErrorText(
  t: ReturnType<typeof useIntl>['formatMessage'],
  locale: Locale,
  error: unknown,
): string {
  if (error instanceof ApiError) {
    const known: Partial<Record<number, MessageKey>> = {
      403: 'filing.error.forbidden',
      409: 'filing.error.conflict',
      429: 'filing.error.too-soon',
    };
    const key = known[error.status];
    if (key) return t({ id: key }, { detail: error.message });
  }
  return t({ id: 'filing.error.failed' }, { detail: describeError(error, locale) });
}
