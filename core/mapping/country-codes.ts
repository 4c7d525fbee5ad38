/**
 * Country values as suppliers write them (ISO alpha-2 or alpha-3 codes, numeric codes, names in the
 * languages of producing and buying countries) turned into the ISO 3166-1 alpha-2 code TRACES wants.
 * Codes come from i18n-iso-countries' codes.json; the name tables are loaded only when a value is not a
 * code (they are ~100 KB, kept out of the checker's first chunk).
 */
import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };

const ALPHA2 = new Set<string>();
const ALPHA3 = new Map<string, string>();
const NUMERIC = new Map<string, string>();
for (const row of codes as string[][]) {
  const [a2, a3, num] = row;
  if (!a2) continue;
  ALPHA2.add(a2);
  if (a3) ALPHA3.set(a3, a2);
  if (num) NUMERIC.set(String(Number(num)), a2);
}

/**
 * Lower case, no accents, letters and digits only: "Côte-d'Ivoire" → "cotedivoire". Compatibility forms are
 * read as what they stand for ("m²" → "m2", full-width letters → letters).
 */
export const normalizeName = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Country names by their normalised spelling, for `toAlpha2`. */
export type CountryNames = ReadonlyMap<string, string>;

let namesPromise: Promise<CountryNames> | null = null;

/** English, French, Spanish, Portuguese, Indonesian, Malay, German and Dutch names (loaded once). */
export function loadCountryNames(): Promise<CountryNames> {
  namesPromise ??= (async () => {
    const langs = await Promise.all([
      import('i18n-iso-countries/langs/en.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/fr.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/es.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/pt.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/id.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/ms.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/de.json', { with: { type: 'json' } }),
      import('i18n-iso-countries/langs/nl.json', { with: { type: 'json' } }),
    ]);
    const map = new Map<string, string>();
    for (const lang of langs) {
      const countries = (lang.default as { countries: Record<string, string | string[]> }).countries;
      for (const [code, names] of Object.entries(countries))
        for (const n of Array.isArray(names) ? names : [names]) {
          const key = normalizeName(n);
          if (key && !map.has(key)) map.set(key, code);
        }
    }
    return map;
  })();
  return namesPromise;
}

/** The alpha-2 code a value stands for, or null when it names no country we know. */
export function toAlpha2(value: unknown, names: CountryNames | null): string | null {
  if (typeof value === 'number' && Number.isInteger(value)) return NUMERIC.get(String(value)) ?? null;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '') return null;
  const upper = v.toUpperCase();
  if (upper.length === 2 && ALPHA2.has(upper)) return upper;
  if (upper.length === 3 && ALPHA3.has(upper)) return ALPHA3.get(upper)!;
  if (/^\d{1,3}$/.test(v)) return NUMERIC.get(String(Number(v))) ?? null;
  return names?.get(normalizeName(v)) ?? null;
}
