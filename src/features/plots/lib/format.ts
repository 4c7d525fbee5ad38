/** Number, date and country formatting shared by the plots table, the detail page and the exports' UI. */
const ha = new Intl.NumberFormat('en', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const haPrecise = new Intl.NumberFormat('en', { maximumFractionDigits: 4 });
const integer = new Intl.NumberFormat('en');

export const formatHa = (v: number): string => `${ha.format(v)} ha`;
export const formatHaPrecise = (v: number): string => `${haPrecise.format(v)} ha`;
export const formatCount = (v: number): string => integer.format(v);

let regionNames: Intl.DisplayNames | null = null;
/** "Côte d'Ivoire (CI)"; unknown codes are shown as given. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    const name = regionNames.of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** A calendar date people read the same everywhere: 7 Nov 2025. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}
