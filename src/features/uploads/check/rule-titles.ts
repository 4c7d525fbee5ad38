/**
 * Each rule's short title and each silent TRACES change's title in the reader's language, for the filter,
 * the groups and the fixes: the catalogue key made from the code (core's resultTitleRef), whose English is
 * also what the CLI and the problem CSV say.
 */
import { render } from '@core/i18n/messages.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { resultTitleRef } from '@core/plot-rules/index.ts';

/** "Self-intersection", "Auto-intersection"…; an unknown code (a newer checker) as it is. */
export function ruleTitle(code: string, locale: Locale): string {
  const ref = resultTitleRef(code);
  return ref ? render(locale, ref) : code;
}
