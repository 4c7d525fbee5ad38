/** Areas as people read them: whole hectares for big areas, two decimals for small ones, grouped digits. */
export function formatHa(ha: number): string {
  const digits = Math.abs(ha) >= 100 ? 0 : Math.abs(ha) >= 1 ? 1 : 2;
  return `${ha.toLocaleString('en', { minimumFractionDigits: 0, maximumFractionDigits: digits })} ha`;
}

/** A share of a whole, e.g. "12.5%"; "—" when the whole is zero. */
export function formatShare(part: number, whole: number): string {
  if (!whole) return '—';
  const pct = (part / whole) * 100;
  return `${pct.toLocaleString('en', { maximumFractionDigits: pct < 1 ? 2 : 1 })}%`;
}
