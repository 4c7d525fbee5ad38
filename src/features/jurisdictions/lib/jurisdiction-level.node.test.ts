import { describe, expect, it } from 'vitest';
import { jurisdictionPageSchema } from '@core/api/schemas.ts';
import { jurisdictionLevel, jurisdictionPerCountry } from './choropleth.ts';

const assessment = (riskLevel: string) => ({
  assessmentDate: '2026-11-01',
  framework: 'EUDR',
  riskLevel,
  deforestation: { areaHa: 10, hasDeforestation: true },
});
const box = { minLng: -8, minLat: 4, maxLng: -2, maxLat: 10 };

describe('jurisdiction levels and parents, as the client reads them', () => {
  it('reads a region with its parent, and its country with none', () => {
    const page = jurisdictionPageSchema.parse({
      count: 2,
      nextUrl: null,
      results: [
        {
          id: 'jur-CIV',
          name: "Côte d'Ivoire",
          administrationLevel: 0,
          administrationUnitName: 'Country',
          parentId: null,
          gadmId: 'CIV',
          areaHa: 32e6,
          country: 'CI',
          boundingBox: box,
          assessment: assessment('medium'),
        },
        {
          id: 'jur-CIV-lagunes',
          name: 'Lagunes',
          administrationLevel: 1,
          administrationUnitName: 'Region',
          parentId: 'jur-CIV',
          gadmId: 'CIV.lagunes',
          areaHa: 1.4e6,
          country: 'CI',
          boundingBox: box,
          assessment: assessment('high'),
        },
      ],
    });
    const [country, region] = page.results;
    expect(region?.parentId).toBe('jur-CIV');
    expect(jurisdictionLevel(region!)).toBe(1);
    expect(jurisdictionLevel(country!)).toBe(0);
    // The country's own unit colours it, not its riskier region.
    expect(jurisdictionPerCountry(page.results).get('CI')?.id).toBe('jur-CIV');
  });

  it('accepts a live answer that has neither level nor parent (extra fields ignored)', () => {
    const page = jurisdictionPageSchema.parse({
      count: 1,
      nextUrl: null,
      results: [
        {
          id: '1234',
          name: 'Ghana',
          administrationUnitName: 'Country',
          gadmId: 'GHA',
          areaHa: 23e6,
          country: 'GH',
          boundingBox: box,
          assessment: assessment('high'),
          somethingNew: true,
        },
      ],
    });
    const [ghana] = page.results;
    expect(ghana?.administrationLevel).toBeUndefined();
    expect(ghana?.parentId).toBeUndefined();
    expect(jurisdictionLevel(ghana!)).toBe(0);
    expect(jurisdictionLevel({ parentId: 'x' })).toBe(1);
    expect(jurisdictionLevel({ administrationLevel: 2, parentId: 'x' })).toBe(2);
    expect(jurisdictionPerCountry(page.results).get('GH')?.id).toBe('1234');
  });

  it('refuses a parent that is not a string or null', () => {
    expect(() =>
      jurisdictionPageSchema.parse({
        count: 1,
        nextUrl: null,
        results: [
          {
            id: 'x',
            name: 'x',
            administrationUnitName: 'Region',
            parentId: 7,
            gadmId: 'x',
            areaHa: 1,
            country: 'GH',
            boundingBox: box,
            assessment: assessment('low'),
          },
        ],
      }),
    ).toThrow();
  });
});
