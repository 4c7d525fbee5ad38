import { describe, expect, it } from 'vitest';
import type { Jurisdiction, RiskLevel } from '@core/api/schemas.ts';
import { groupRows } from './grouped-rows.ts';

const j = (
  id: string,
  country: string,
  riskLevel: RiskLevel,
  parentId: string | null = null,
): Jurisdiction => ({
  id,
  name: id,
  administrationLevel: parentId ? 1 : 0,
  administrationUnitName: parentId ? 'Region' : 'Country',
  parentId,
  gadmId: id,
  areaHa: 1,
  country,
  boundingBox: { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 },
  assessment: {
    assessmentDate: '2026-01-01',
    framework: 'EUDR',
    riskLevel,
    deforestation: { areaHa: 0, hasDeforestation: false },
    commodities: {},
  },
});

const countries = [j('jur-CIV', 'CI', 'high'), j('jur-GHA', 'GH', 'low')];
const lagunes = j('jur-CIV-lagunes', 'CI', 'high', 'jur-CIV');
const ashanti = j('jur-GHA-ashanti', 'GH', 'medium', 'jur-GHA');

describe('table rows grouped country → region', () => {
  it('puts the open country’s regions under it with their counts; other countries have none', () => {
    const rows = groupRows({
      countries,
      openCountry: 'jur-CIV',
      openRegions: [lagunes],
      searchedRegions: [],
      countryTally: new Map([['CI', { plots: 5, suppliers: 2 }]]),
      regionTally: new Map([['jur-CIV-lagunes', { plots: 4, suppliers: 1 }]]),
      countingRegions: false,
    });
    expect(
      rows.map((r) => [r.jurisdiction.id, r.tally, r.subRows?.map((s) => [s.jurisdiction.id, s.tally])]),
    ).toEqual([
      ['jur-CIV', { plots: 5, suppliers: 2 }, [['jur-CIV-lagunes', { plots: 4, suppliers: 1 }]]],
      ['jur-GHA', { plots: 0, suppliers: 0 }, undefined],
    ]);
  });

  it('says counting until the plots and boundaries are in, and not counted for a searched region', () => {
    const rows = groupRows({
      countries,
      openCountry: 'jur-CIV',
      openRegions: [lagunes],
      searchedRegions: [lagunes, ashanti],
      countryTally: null,
      regionTally: null,
      countingRegions: true,
    });
    expect(rows[0]!.tally).toBe('counting');
    // The open country's region once, from its own list.
    expect(rows[0]!.subRows?.map((s) => [s.jurisdiction.id, s.tally])).toEqual([
      ['jur-CIV-lagunes', 'counting'],
    ]);
    expect(rows[1]!.subRows?.map((s) => [s.jurisdiction.id, s.tally])).toEqual([
      ['jur-GHA-ashanti', 'not-counted'],
    ]);
  });
});
