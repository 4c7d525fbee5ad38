import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '@core/api/schemas.ts';
import { parseJurisdictionQuery, matchesQuery, isProblem, placeMatches } from './jurisdiction-query.ts';
import { countryProfiles, toJurisdiction } from './jurisdictions.ts';
import { regionById, regionProfiles } from './regions.ts';

const NOW = Date.UTC(2026, 10, 15);

describe('the simulator’s first-level regions', () => {
  it('lists the provinces of Côte d’Ivoire, Ghana, Indonesia and Brazil under their country', () => {
    const regions = regionProfiles();
    const count = (c: string) => regions.filter((r) => r.country === c).length;
    expect(count('CI')).toBe(19);
    expect(count('GH')).toBe(10);
    expect(count('ID')).toBeGreaterThanOrEqual(30);
    expect(count('BR')).toBe(27);
    const para = regionById('jur-BRA-para')!;
    expect(para).toMatchObject({ name: 'Pará', country: 'BR', parentId: 'jur-BRA' });
    const j = toJurisdiction(para, 1, 'EUDR', NOW, true);
    expect(j).toMatchObject({
      administrationLevel: 1,
      parentId: 'jur-BRA',
      administrationUnitName: 'Region',
    });
    expect(j.geometry?.type).toBe('MultiPolygon');
    expect(toJurisdiction(para, 1, 'EUDR', NOW, false).geometry).toBeUndefined();
    // Pará is about 125 million ha.
    expect(para.areaHa).toBeGreaterThan(100e6);
    expect(para.areaHa).toBeLessThan(150e6);
  });

  it('varies risk within a country, deterministically', () => {
    for (const country of ['BR', 'ID']) {
      const levels = new Set(
        regionProfiles()
          .filter((r) => r.country === country)
          .map((r) => toJurisdiction(r, 1, 'EUDR', NOW, false).assessment.riskLevel),
      );
      expect(levels.size).toBeGreaterThan(1);
    }
    const a = toJurisdiction(regionById('jur-IDN-riau')!, 1, 'RSPO', NOW, false);
    const b = toJurisdiction(regionById('jur-IDN-riau')!, 1, 'RSPO', NOW, false);
    expect(a).toEqual(b);
    // Each framework has its own cut-off in the assessment.
    const cutoffs = FRAMEWORKS.map(
      (f) => toJurisdiction(regionById('jur-IDN-riau')!, 1, f, NOW, false).assessment.cutoffDate,
    );
    expect(new Set(cutoffs).size).toBe(FRAMEWORKS.length);
  });

  it('has unique ids and figures that fit inside the region', () => {
    const regions = regionProfiles();
    expect(new Set(regions.map((r) => r.id)).size).toBe(regions.length);
    for (const r of regions) {
      expect(r.forestHa).toBeLessThanOrEqual(r.areaHa);
      expect(r.protectedHa).toBeLessThanOrEqual(r.areaHa);
      expect(r.boundingBox.minLng).toBeLessThan(r.boundingBox.maxLng);
    }
  });

  it('the list query takes countries by default, regions by level or parent, and refuses other levels', () => {
    const q = (s: string) => parseJurisdictionQuery(new URLSearchParams(s));
    const lagunes = toJurisdiction(regionById('jur-CIV-lagunes')!, 1, 'EUDR', NOW, false);
    const byDefault = q('framework=EUDR');
    const byParent = q('framework=EUDR&parentId=jur-CIV');
    const otherParent = q('framework=EUDR&parentId=jur-GHA');
    const byLevel = q('framework=EUDR&administrationLevel=1');
    if (isProblem(byDefault) || isProblem(byParent) || isProblem(byLevel) || isProblem(otherParent))
      throw new Error('valid queries refused');
    expect(matchesQuery(lagunes, byDefault)).toBe(false);
    expect(matchesQuery(lagunes, byParent)).toBe(true);
    expect(matchesQuery(lagunes, otherParent)).toBe(false);
    expect(matchesQuery(lagunes, byLevel)).toBe(true);
    expect(q('framework=EUDR&administrationLevel=2')).toMatchObject({ errorCode: 'invalid_request' });
    expect(q('framework=EUDR&parentId=a%20b')).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('keeps by place (level, parent, country) before assessing exactly what the whole query keeps by place', () => {
    const queries = [
      'framework=EUDR',
      'framework=EUDR&parentId=jur-CIV',
      'framework=EUDR&administrationLevel=1&country=FR,BR',
      'framework=EUDR&administrationLevel=0&country=CI',
      'framework=EUDR&parentId=jur-BRA&country=CI',
    ].map((text) => parseJurisdictionQuery(new URLSearchParams(text)));
    // Each profile beside its wire object (countries have no parentId in their profile, null on the wire).
    const both = [
      ...countryProfiles().map((p) => ({ p, level: 0, j: toJurisdiction(p, 0, 'EUDR', NOW, false) })),
      ...regionProfiles().map((p) => ({ p, level: 1, j: toJurisdiction(p, 1, 'EUDR', NOW, false) })),
    ];
    const kept: number[] = [];
    for (const query of queries) {
      if (isProblem(query)) throw new Error('a valid query refused');
      const byPlace = both.filter(({ p, level }) => placeMatches(p, level, query)).map(({ p }) => p.id);
      expect(byPlace).toEqual(both.filter(({ j }) => matchesQuery(j, query)).map(({ p }) => p.id));
      kept.push(byPlace.length);
    }
    // Countries only, Côte d'Ivoire's 19 regions, France's 101 and Brazil's 27, one country, none.
    expect(kept).toEqual([countryProfiles().length, 19, 128, 1, 0]);
  });
});
