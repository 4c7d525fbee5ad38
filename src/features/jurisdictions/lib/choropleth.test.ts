import { describe, expect, it } from 'vitest';
import type { Jurisdiction, RiskLevel } from '@core/api/schemas.ts';
import {
  benchmarkLayerOf,
  boundsOf,
  countryRiskOf,
  joinRegionChoropleth,
  jurisdictionPerCountry,
} from './choropleth.ts';

const j = (id: string, country: string, riskLevel: RiskLevel, administrationLevel = 0): Jurisdiction => ({
  id,
  name: id,
  administrationLevel,
  administrationUnitName: administrationLevel ? 'State' : 'Country',
  gadmId: id,
  areaHa: 1,
  country,
  boundingBox: { minLng: -10, minLat: -5, maxLng: 10, maxLat: 5 },
  assessment: {
    assessmentDate: '2026-01-01',
    framework: 'EUDR',
    riskLevel,
    deforestation: { areaHa: 0, hasDeforestation: false },
    commodities: {},
  },
});

const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};

describe('choropleth join', () => {
  it('colours a country by its national unit, else by its riskiest sub-national unit', () => {
    const byCountry = jurisdictionPerCountry([
      j('BR-1', 'BR', 'high', 1),
      j('BR', 'BR', 'low', 0),
      j('ID-1', 'ID', 'low', 1),
      j('ID-2', 'ID', 'medium', 1),
    ]);
    expect(byCountry.get('BR')?.id).toBe('BR');
    expect(byCountry.get('ID')?.id).toBe('ID-2');
  });

  it('keys each listed country by its upper-case ISO code, and only listed countries', () => {
    const risk = countryRiskOf([j('jur-BRA', 'br', 'medium'), j('jur-IDN', 'ID', 'high')]);
    expect([...risk]).toEqual([
      ['BR', { iso2: 'BR', name: 'jur-BRA', jurisdictionId: 'jur-BRA', riskLevel: 'medium' }],
      ['ID', { iso2: 'ID', name: 'jur-IDN', jurisdictionId: 'jur-IDN', riskLevel: 'high' }],
    ]);
    expect(risk.has('CL')).toBe(false);
    expect(countryRiskOf([]).size).toBe(0);
  });

  it('frames the listed jurisdictions, clamped to latitudes Web Mercator draws well', () => {
    expect(boundsOf([])).toBeNull();
    const world = j('AQ', 'AQ', 'none');
    world.boundingBox = { minLng: -180, minLat: -90, maxLng: 180, maxLat: 83 };
    expect(boundsOf([world, j('x', 'BR', 'low')])).toEqual([-180, -58, 180, 80]);
  });

  it('colours each region of an opened country by its own risk, once its boundary is in', () => {
    const lagunes = j('jur-CIV-lagunes', 'ci', 'high', 1);
    lagunes.parentId = 'jur-CIV';
    const fc = joinRegionChoropleth(
      [lagunes, j('jur-CIV-savanes', 'CI', 'low', 1)],
      new Map([['jur-CIV-lagunes', square]]),
    );
    expect(fc.features).toHaveLength(1);
    expect(fc.features[0]!.geometry).toBe(square);
    expect(fc.features[0]!.properties).toEqual({
      iso2: 'CI',
      name: 'jur-CIV-lagunes',
      jurisdictionId: 'jur-CIV-lagunes',
      riskLevel: 'high',
    });
  });

  it('draws the EU benchmark on its own: a tier per country, nothing from the service', () => {
    const fc = benchmarkLayerOf({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: square, properties: { name: 'Brazil', iso2: 'BR' } },
        { type: 'Feature', geometry: square, properties: { name: 'Russia', iso2: 'ru' } },
        { type: 'Feature', geometry: square, properties: { name: 'N. Cyprus', iso2: null } },
      ],
    });
    expect(fc.features.map((f) => f.properties)).toEqual([
      { iso2: 'BR', name: 'Brazil', tier: 'standard' },
      { iso2: 'RU', name: 'Russia', tier: 'high' },
    ]);
  });
});
