import { describe, expect, it } from 'vitest';
import { packPlots } from '../plot-packs/pack-plots.ts';
import { testAssessment, testPlot } from '@tests/support/plots.ts';
import { CUTOFF_DATE, isAfterCutoff, packSignals } from './review-signals.ts';

const assessed = testAssessment;

describe('isAfterCutoff', () => {
  it('takes the day after the cut-off, not the cut-off day, whatever the time of day', () => {
    expect(CUTOFF_DATE).toBe('2020-12-31');
    expect(isAfterCutoff('2021-01-01')).toBe(true);
    expect(isAfterCutoff('2021-01-01T00:00:00Z')).toBe(true);
    expect(isAfterCutoff('2020-12-31')).toBe(false);
    // A timestamp on the cut-off day is of that day: its time is not read.
    expect(isAfterCutoff('2020-12-31T23:59:59Z')).toBe(false);
  });

  it('is false for a date it cannot read', () => {
    expect(isAfterCutoff('')).toBe(false);
    expect(isAfterCutoff('2021-01-1x')).toBe(false);
    expect(isAfterCutoff('x2021-01-01')).toBe(false);
    expect(isAfterCutoff('01/02/2021')).toBe(false);
  });
});

describe('packSignals', () => {
  it('gives each plot’s own signals by its place in the pack, in the review items’ order of kinds', () => {
    const pack = packPlots([
      testPlot('quiet', { riskAssessment: assessed() }),
      testPlot('many', {
        country: 'RU',
        riskAssessment: assessed({
          riskLevel: 'high',
          deforestation: { areaHa: 2, hasDeforestation: true },
          indigenousTerritoriesHa: 0.5,
        }),
      }),
      testPlot('unassessed', { riskAssessment: null }),
      testPlot('medium', { riskAssessment: assessed({ riskLevel: 'medium', protectedAreasHa: 1 }) }),
    ]);
    expect(packSignals(pack)).toEqual([
      { index: 1, kind: 'risk' },
      { index: 1, kind: 'deforestation' },
      { index: 1, kind: 'protected-area' },
      { index: 1, kind: 'high-risk-country' },
      { index: 3, kind: 'risk' },
      { index: 3, kind: 'protected-area' },
    ]);
  });

  it('has none for an empty pack', () => {
    expect(packSignals(packPlots([]))).toEqual([]);
  });
});
