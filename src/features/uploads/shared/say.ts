/**
 * A sentence our own code makes outside React (an error, a note on a file being sent), in the language the
 * page speaks now (core/i18n's current locale, set by the language picker); English in tests and workers.
 */
import { msg, render, type MessageKey, type MessageValue } from '@core/i18n/messages.ts';
import { currentLocale } from '@core/i18n/locales.ts';

export const say = (key: MessageKey, values?: Record<string, MessageValue>): string =>
  render(currentLocale(), msg(key, values));
