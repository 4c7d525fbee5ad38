import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, jurisdictionSchema } from '@core/api/schemas.ts';
import {
  encodeCursor,
  isProblem,
  matchesQuery,
  paginate,
  parseJurisdictionQuery,
} from './jurisdiction-query.ts';
import { countryProfiles, jurisdictionById, toJurisdiction } from './jurisdictions.ts';

const now = Date.UTC(2026, 4, 15);
const q = (s: string) => parseJurisdictionQuery(new URLSearchParams(s));

describe('jurisdictions data', () => {
  const all = countryProfiles();

  it('has every Natural Earth country with an ISO code, unique ids, as valid wire objects', () => {
    expect(all.length).toBeGreaterThan(230);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const p of all) {
      const j = toJurisdiction(p, 0, 'EUDR', now, false);
      expect(jurisdictionSchema.safeParse(j).success).toBe(true);
      expect(j).not.toHaveProperty('geometry');
      expect(j).toMatchObject({
        administrationLevel: 0,
        administrationUnitName: 'Country',
        id: `jur-${j.gadmId}`,
      });
      expect(j.country).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('uses real geodesic areas and bounding boxes', () => {
    const brazil = jurisdictionById('jur-BRA')!;
    expect(brazil.areaHa / 1e6).toBeGreaterThan(830); // 8.5 million km²
    expect(brazil.areaHa / 1e6).toBeLessThan(870);
    expect(brazil.boundingBox.minLng).toBeCloseTo(-74, 0);
    expect(brazil.boundingBox.maxLat).toBeCloseTo(5.3, 0);
    expect(toJurisdiction(brazil, 0, 'EUDR', now, true).geometry?.type).toBe('MultiPolygon');
  });

  it('rates tropical deforestation fronts higher than temperate countries, for every framework', () => {
    for (const framework of FRAMEWORKS) {
      const level = (id: string) =>
        toJurisdiction(jurisdictionById(id)!, 0, framework, now, false).assessment.riskLevel;
      expect(['medium', 'high']).toContain(level('jur-CIV'));
      expect(['medium', 'high']).toContain(level('jur-BOL'));
      expect(['none', 'low']).toContain(level('jur-DEU'));
    }
  });

  it('counts deforestation since each framework cut-off, within the remaining forest', () => {
    const brazil = jurisdictionById('jur-BRA')!;
    const eudr = toJurisdiction(brazil, 0, 'EUDR', now, false).assessment;
    const npde = toJurisdiction(brazil, 0, 'NPDE', now, false).assessment;
    expect(eudr.cutoffDate).toBe('2020-12-31');
    expect(npde.cutoffDate).toBe('2015-12-31');
    expect(eudr.assessmentDate).toBe('2026-05-01');
    expect(npde.deforestation.areaHa).toBeGreaterThan(eudr.deforestation.areaHa);
    expect(eudr.deforestation.hasDeforestation).toBe(true);
    expect(eudr.remainingForestHa! + eudr.deforestation.areaHa).toBeLessThanOrEqual(brazil.areaHa);
    expect(
      toJurisdiction(jurisdictionById('jur-EGY')!, 0, 'EUDR', now, false).assessment.remainingForestHa,
    ).toBe(0);
  });
});

describe('parseJurisdictionQuery', () => {
  it('requires a known framework', () => {
    expect(q('')).toMatchObject({
      errorCode: 'invalid_request',
      errorMessage: expect.stringMatching(/framework/),
    });
    expect(q('framework=FSC')).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('limits riskLevel to 3 known values and country to 5 ISO codes', () => {
    expect(q('framework=EUDR&riskLevel=none,low,medium')).toMatchObject({
      riskLevels: ['none', 'low', 'medium'],
    });
    expect(q('framework=EUDR&riskLevel=none,low,medium,high')).toMatchObject({ errorCode: 'limit_exceeded' });
    expect(q('framework=EUDR&riskLevel=severe')).toMatchObject({ errorCode: 'invalid_request' });
    expect(q('framework=EUDR&country=BR,ID,MY,CI,GH')).toMatchObject({
      countries: ['BR', 'ID', 'MY', 'CI', 'GH'],
    });
    expect(q('framework=EUDR&country=BR,ID,MY,CI,GH,CO')).toMatchObject({ errorCode: 'limit_exceeded' });
    expect(q('framework=EUDR&country=BRA')).toMatchObject({ errorCode: 'invalid_request' });
    expect(q('framework=EUDR&country=ZZ')).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('takes the three flags as true/false only', () => {
    expect(q('framework=EUDR&hasRemainingForest=false')).toMatchObject({ hasRemainingForest: false });
    expect(q('framework=EUDR&hasProtectedAreas=yes')).toMatchObject({
      errorCode: 'invalid_request',
      errorMessage: expect.stringMatching(/hasProtectedAreas/),
    });
  });

  it('reads only its own cursors', () => {
    expect(q(`framework=EUDR&cursor=${encodeCursor(100)}`)).toMatchObject({ offset: 100 });
    expect(q('framework=EUDR&cursor=garbage')).toMatchObject({ errorCode: 'invalid_request' });
  });

  it('filters and pages', () => {
    const query = q('framework=EUDR&hasRemainingForest=false');
    if (isProblem(query)) throw new Error(query.errorMessage);
    const list = countryProfiles().map((p) => toJurisdiction(p, 0, 'EUDR', now, false));
    const noForest = list.filter((j) => matchesQuery(j, query));
    expect(noForest.map((j) => j.country)).toContain('EG');
    const page = paginate(list, 0, 'http://x/v1/jurisdictions?framework=EUDR');
    expect(page.count).toBe(100);
    expect(page.nextUrl).toMatch(/^http:\/\/x\/v1\/jurisdictions\?framework=EUDR&cursor=/);
    expect(paginate(list, 200, 'http://x/v1/jurisdictions').nextUrl).toBeNull();
  });
});
