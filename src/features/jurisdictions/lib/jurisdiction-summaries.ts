/** Small summaries the Jurisdictions page shows beside the list: pure, so they are tested alone. */
import type { Jurisdiction } from '@core/api/schemas.ts';
import type { Locale } from '@core/i18n/locales.ts';
import { countryName } from '@/lib/format/numbers.ts';
import type { CountryShapeProperties } from './choropleth.ts';

export interface CountryOption {
  iso2: string;
  name: string;
}

/**
 * The countries offered by the country filter: one per ISO code from the basemap's shapes (the first
 * name wins when a code has several shapes), by name. Shapes without a code are not countries to filter on.
 */
export function countryOptionsOf(
  shapes: readonly GeoJSON.Feature<GeoJSON.Geometry, CountryShapeProperties>[],
): CountryOption[] {
  const seen = new Map<string, string>();
  for (const f of shapes) {
    if (f.properties.iso2 && !seen.has(f.properties.iso2)) seen.set(f.properties.iso2, f.properties.name);
  }
  return [...seen].map(([iso2, name]) => ({ iso2, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The options named in the reader's language (the basemap's names are English) and sorted as that language
 * sorts; in English the basemap's own names are kept. A code the language has no name for keeps its name.
 */
export function localisedCountryOptions(options: readonly CountryOption[], locale: Locale): CountryOption[] {
  if (locale === 'en') return [...options];
  return options
    .map(({ iso2, name }) => {
      const localName = countryName(iso2, locale);
      return { iso2, name: localName === iso2 ? name : localName };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** How many jurisdictions of the list have each risk level (for the legend). */
export function riskLevelCounts(
  jurisdictions: readonly Pick<Jurisdiction, 'assessment'>[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const j of jurisdictions)
    counts.set(j.assessment.riskLevel, (counts.get(j.assessment.riskLevel) ?? 0) + 1);
  return counts;
}
