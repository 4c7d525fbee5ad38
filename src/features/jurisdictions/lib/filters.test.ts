import { describe, expect, it } from 'vitest';
import {
  addCountry,
  apiQueryOf,
  filtersOf,
  jurisdictionSearchSchema,
  parseCountries,
  parseRiskLevels,
  toggleRiskLevel,
} from './filters.ts';

describe('jurisdiction filters', () => {
  it('defaults the framework to EUDR and replaces an unknown one', () => {
    expect(jurisdictionSearchSchema.parse({}).framework).toBe('EUDR');
    expect(jurisdictionSearchSchema.parse({ framework: 'FSC' }).framework).toBe('EUDR');
    expect(jurisdictionSearchSchema.parse({ framework: 'RSPO' }).framework).toBe('RSPO');
  });

  it('keeps at most 3 known risk levels, in the API order, without repeats', () => {
    expect(parseRiskLevels('high,bogus,low,high')).toEqual(['low', 'high']);
    expect(parseRiskLevels('none,low,medium,high')).toHaveLength(3);
    expect(parseRiskLevels(undefined)).toEqual([]);
  });

  it('keeps at most 5 two-letter countries, upper-cased, without repeats', () => {
    expect(parseCountries('br, id,BR,xyz,1A')).toEqual(['BR', 'ID']);
    expect(parseCountries('BR,ID,CI,GH,CO,PE')).toEqual(['BR', 'ID', 'CI', 'GH', 'CO']);
  });

  it('refuses a fourth risk level and a sixth country', () => {
    expect(toggleRiskLevel(['low', 'medium', 'high'], 'none')).toEqual(['low', 'medium', 'high']);
    expect(toggleRiskLevel(['low', 'medium', 'high'], 'low')).toEqual(['medium', 'high']);
    expect(toggleRiskLevel(['high'], 'none')).toEqual(['none', 'high']);
    expect(addCountry(['BR', 'ID', 'CI', 'GH', 'CO'], 'PE')).toHaveLength(5);
    expect(addCountry(['BR'], 'id')).toEqual(['BR', 'ID']);
    expect(addCountry(['BR'], 'BR')).toEqual(['BR']);
  });

  it('builds the API query from the URL state', () => {
    const search = jurisdictionSearchSchema.parse({
      framework: 'NPDE',
      risk: 'high',
      country: 'BR,ID',
      hasProtectedAreas: false,
    });
    expect(apiQueryOf(filtersOf(search))).toEqual({
      framework: 'NPDE',
      riskLevel: ['high'],
      country: ['BR', 'ID'],
      hasRemainingForest: undefined,
      hasProtectedAreas: false,
      hasIndigenousTerritories: undefined,
    });
  });

  it('keeps the search text (cut to 100 characters) and the map layer from the URL, dropping bad values', () => {
    const long = 'x'.repeat(250);
    expect(jurisdictionSearchSchema.parse({ q: long }).q).toHaveLength(100);
    expect(jurisdictionSearchSchema.parse({ q: '' }).q).toBeUndefined();
    expect(jurisdictionSearchSchema.parse({ q: 42 }).q).toBeUndefined();
    expect(jurisdictionSearchSchema.parse({ q: 'Pará' }).q).toBe('Pará');
    expect(jurisdictionSearchSchema.parse({ layer: 'benchmark' }).layer).toBe('benchmark');
    expect(jurisdictionSearchSchema.parse({ layer: 'heatmap' }).layer).toBeUndefined();
  });
});
