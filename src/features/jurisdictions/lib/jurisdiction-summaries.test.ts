import { describe, expect, it } from 'vitest';
import type { Jurisdiction, RiskLevel } from '@core/api/schemas.ts';
import type { CountryShapeProperties } from './choropleth.ts';
import { countryOptionsOf, riskLevelCounts } from './jurisdiction-summaries.ts';

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
