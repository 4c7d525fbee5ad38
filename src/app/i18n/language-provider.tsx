/**
 * Gives the app its messages in the chosen language (react-intl, over the one catalogue per language of
 * core/i18n). Components read them with `useIntl().formatMessage({ id })` or `<FormattedMessage id=… />`.
 * The language's catalogue is loaded before it becomes the page's (main.tsx, `setLocale`).
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '@core/i18n/locales.ts';
import { catalogueOf, type MessageKey } from '@core/i18n/messages.ts';
import { useLocale } from '@/lib/i18n/language-choice.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogueOf(locale)}>
      {children}
    </IntlProvider>
  );
}

// Message ids are the catalogue's keys: a mistyped id fails the typecheck.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
