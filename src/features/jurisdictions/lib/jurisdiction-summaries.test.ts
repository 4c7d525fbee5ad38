import { describe, expect, it } from 'vitest';
import type { Jurisdiction, RiskLevel } from '@core/api/schemas.ts';
import type { CountryShapeProperties } from './choropleth.ts';
import { countryOptionsOf, localisedCountryOptions, riskLevelCounts } from './jurisdiction-summaries.ts';

const shape = (
  iso2: string | null,
  name: string,
): GeoJSON.Feature<GeoJSON.Geometry, CountryShapeProperties> => ({
  type: 'Feature',
  properties: { iso2, name },
  geometry: { type: 'Point', coordinates: [0, 0] },
});

describe('countryOptionsOf', () => {
  it('offers each coded country once, by name, and leaves out shapes without a code', () => {
    expect(
      countryOptionsOf([
        shape('GH', 'Ghana'),
        shape('CI', "Côte d'Ivoire"),
        shape(null, 'Somaliland'),
        shape('GH', 'Ghana (island)'),
        shape('BR', 'Brazil'),
      ]),
    ).toEqual([
      { iso2: 'BR', name: 'Brazil' },
      { iso2: 'CI', name: "Côte d'Ivoire" },
      { iso2: 'GH', name: 'Ghana' },
    ]);
  });

  it('offers nothing before the shapes are loaded', () => {
    expect(countryOptionsOf([])).toEqual([]);
  });
});

describe('riskLevelCounts', () => {
  const at = (riskLevel: RiskLevel) => ({ assessment: { riskLevel } }) as Pick<Jurisdiction, 'assessment'>;
  it('counts the jurisdictions of each risk level, and only the levels present', () => {
    const counts = riskLevelCounts([at('high'), at('low'), at('high')]);
    expect(Object.fromEntries(counts)).toEqual({ high: 2, low: 1 });
  });
});

describe('localisedCountryOptions', () => {
  const options = [
    { iso2: 'DE', name: 'Germany' },
    { iso2: 'CI', name: "Côte d'Ivoire" },
    { iso2: 'XK', name: 'Kosovo' },
    { iso2: 'XY', name: 'Somewhere' },
  ];
  it('keeps the basemap’s English names and order in English', () => {
    expect(localisedCountryOptions(options, 'en')).toEqual(options);
  });
  it('names the countries in the reader’s language, sorted as that language sorts, unknown codes as loaded', () => {
    const fr = localisedCountryOptions(options, 'fr');
    expect(fr.map((o) => o.iso2)).toEqual(['DE', 'CI', 'XK', 'XY']);
    expect(fr[0]).toEqual({ iso2: 'DE', name: 'Allemagne' });
    expect(fr.find((o) => o.iso2 === 'XY')?.name).toBe('Somewhere');
    expect(localisedCountryOptions(options, 'id').find((o) => o.iso2 === 'DE')?.name).toBe('Jerman');
  });
});
