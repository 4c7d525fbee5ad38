/**
 * Areas on the pages. Hectares are written by core/geo/hectares.ts, the one home of that format (rule
 * messages, fixes and pages read alike); it is forwarded here so the SPA's formats stay one import away.
 */
import { formatPercent } from '@core/i18n/format.ts';
import { currentLocale, type Locale } from '@core/i18n/locales.ts';

export { formatHa, formatHaPrecise } from '@core/geo/hectares.ts';

/** A share of a whole in `locale`: "12.5%" (en), "12,5 %" (fr); "—" when the whole is zero. */
export function formatShare(part: number, whole: number, locale: Locale = currentLocale()): string {
  if (!whole) return '—';
  const share = part / whole;
  return formatPercent(share, share < 0.01 ? 2 : 1, locale);
}
