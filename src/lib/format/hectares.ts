/**
 * Areas as people read them, the same on every page: whole hectares for big areas, one decimal from 1 ha,
 * two below, grouped digits ("1,234 ha", "12.5 ha", "0.37 ha").
 */
export function formatHa(ha: number): string {
  const digits = Math.abs(ha) >= 100 ? 0 : Math.abs(ha) >= 1 ? 1 : 2;
  return `${haFormats[digits]!.format(ha)} ha`;
}

// Made once: toLocaleString with options builds a formatter per call, which a table of plots felt.
const haFormats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat('en', { minimumFractionDigits: 0, maximumFractionDigits: digits }),
);

const haPrecise = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
/** One plot's own area on its detail page, where four decimals (1 m²) matter to a surveyor. */
export const formatHaPrecise = (ha: number): string => `${haPrecise.format(ha)} ha`;

/** A share of a whole, e.g. "12.5%"; "—" when the whole is zero. */
export function formatShare(part: number, whole: number): string {
  if (!whole) return '—';
  const pct = (part / whole) * 100;
  return `${pct.toLocaleString('en', { maximumFractionDigits: pct < 1 ? 2 : 1 })}%`;
}
