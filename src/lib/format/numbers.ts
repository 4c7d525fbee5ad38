const integer = new Intl.NumberFormat('en');

/** A count with grouped digits: 12,345. */
export const formatCount = (v: number): string => integer.format(v);

let regionNames: Intl.DisplayNames | null = null;
/** A country's English name from its ISO 3166-1 alpha-2 code ("CI" → "Côte d’Ivoire"); unknown codes as given. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    const name = regionNames.of(code);
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}
