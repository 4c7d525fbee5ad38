/**
 * The country names the offline basemap writes on the maps, in the reader's language. The labels file
 * (`/basemap/labels.geojson`, Natural Earth) names each country in English; the labels layer's `text-field`
 * is a `match` from those names to the reader's (Intl.DisplayNames, through countryName), so a French page
 * reads "Allemagne" and an Indonesian one "Jerman". A name we cannot place stays as the file gives it.
 */
import type { ExpressionSpecification } from 'maplibre-gl';
import type { Locale } from '@core/i18n/locales.ts';
import { countryName } from '@/lib/format/numbers.ts';

/**
 * Natural Earth's short names (world-atlas 110m) that are not the English name Intl gives the code. Northern
 * Cyprus and Somaliland have no ISO code and keep their name.
 */
const NATURAL_EARTH_NAMES: Record<string, string> = {
  'W. Sahara': 'EH',
  'United States of America': 'US',
  'Dem. Rep. Congo': 'CD',
  'Dominican Rep.': 'DO',
  'Falkland Is.': 'FK',
  'Fr. S. Antarctic Lands': 'TF',
  "Côte d'Ivoire": 'CI',
  'Central African Rep.': 'CF',
  Congo: 'CG',
  'Eq. Guinea': 'GQ',
  eSwatini: 'SZ',
  Palestine: 'PS',
  Myanmar: 'MM',
  Turkey: 'TR',
  'Solomon Is.': 'SB',
  'Bosnia and Herz.': 'BA',
  Macedonia: 'MK',
  'Trinidad and Tobago': 'TT',
  'S. Sudan': 'SS',
};

let byEnglishName: Map<string, string> | null = null;

/** Every region code Intl knows, by its English name, and the Natural Earth names above. */
function codesByEnglishName(): Map<string, string> {
  if (byEnglishName) return byEnglishName;
  const codes = new Map<string, string>();
  const A = 'A'.charCodeAt(0);
  for (let i = 0; i < 26 * 26; i++) {
    const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
    const name = countryName(code, 'en');
    if (name !== code && !codes.has(name)) codes.set(name, code);
  }
  for (const [name, code] of Object.entries(NATURAL_EARTH_NAMES)) codes.set(name, code);
  byEnglishName = codes;
  return codes;
}

/** The labels layer's text: each English name the labels file may hold, written in `locale`. */
export function countryLabelField(locale: Locale): ExpressionSpecification {
  const name: ExpressionSpecification = ['get', 'name'];
  if (locale === 'en') return name;
  const pairs: string[] = [];
  for (const [english, code] of codesByEnglishName()) {
    const local = countryName(code, locale);
    if (local !== english && local !== code) pairs.push(english, local);
  }
  return ['match', name, ...pairs, name] as unknown as ExpressionSpecification;
}
