/**
 * Areas on the pages. Hectares are written by core/geo/hectares.ts, the one home of that format (rule
 * messages, fixes and pages read alike); it is forwarded here so the SPA's formats stay one import away.
 */
export { formatHa, formatHaPrecise } from '@core/geo/hectares.ts';

/** A share of a whole, e.g. "12.5%"; "—" when the whole is zero. */
export function formatShare(part: number, whole: number): string {
  if (!whole) return '—';
  const pct = (part / whole) * 100;
  return `${pct.toLocaleString('en', { maximumFractionDigits: pct < 1 ? 2 : 1 })}%`;
}
