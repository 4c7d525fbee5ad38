import { describe, expect, it } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { PlotList } from '@/lib/plot-loader/page/plot-list.ts';
import { supplierProfile } from './supplier-profile.ts';

const assessed = (
  riskLevel: 'high' | 'low',
  f: { deforestedHa?: number; protectedHa?: number; indigenousHa?: number } = {},
): Plot['riskAssessment'] => ({
  riskLevel,
  assessedAt: '2025-01-01',
  framework: 'EUDR',
  deforestation: { areaHa: f.deforestedHa ?? 0, hasDeforestation: (f.deforestedHa ?? 0) > 0 },
  remainingForestHa: 0,
  protectedAreasHa: f.protectedHa ?? 0,
  indigenousTerritoriesHa: f.indigenousHa ?? 0,
});

const list = PlotList.of([
  testPlot('a', {
    supplier: 'Coop A',
    country: 'CI',
    areaHa: 2,
    riskAssessment: assessed('high', { deforestedHa: 0.5 }),
  }),
  testPlot('b', {
    supplier: 'Coop A',
    country: 'CI',
    areaHa: 3,
    riskAssessment: assessed('low', { protectedHa: 1.25 }),
  }),
  testPlot('c', { supplier: 'Coop A', country: 'RU', areaHa: 1, riskAssessment: null }),
  testPlot('d', {
    supplier: 'Coop A',
    country: 'GH',
    areaHa: 4,
    riskAssessment: assessed('low', { indigenousHa: 0.1 }),
  }),
  testPlot('e', {
    supplier: 'Coop B',
    country: 'CI',
    areaHa: 100,
    riskAssessment: assessed('high', { deforestedHa: 9 }),
  }),
]);

describe('supplierProfile', () => {
  const p = supplierProfile(list, 'Coop A');

  it('counts only the supplier’s plots and hectares, by the service’s risk', () => {
    expect(p.plots).toBe(4);
    expect(p.areaHa).toBe(10);
    expect(p.byRisk.high).toEqual({ plots: 1, areaHa: 2 });
    expect(p.byRisk.low).toEqual({ plots: 2, areaHa: 7 });
    expect(p.byRisk.unassessed).toEqual({ plots: 1, areaHa: 1 });
    expect(p.byRisk.medium).toEqual({ plots: 0, areaHa: 0 });
  });

  it('lists the producing countries, most plots first, each with its EU benchmark tier', () => {
    expect(p.countries).toEqual([
      { code: 'CI', tier: 'standard', plots: 2, areaHa: 5 },
      { code: 'GH', tier: 'low', plots: 1, areaHa: 4 },
      { code: 'RU', tier: 'high', plots: 1, areaHa: 1 },
    ]);
  });

  it('sums the service’s findings: plots and hectares of each', () => {
    expect(p.findings.deforestation).toEqual({ plots: 1, areaHa: 0.5 });
    expect(p.findings.protectedAreas).toEqual({ plots: 1, areaHa: 1.25 });
    expect(p.findings.indigenousTerritories).toEqual({ plots: 1, areaHa: 0.1 });
  });

  it('is empty for a supplier without plots', () => {
    const none = supplierProfile(list, 'Nobody');
    expect(none.plots).toBe(0);
    expect(none.countries).toEqual([]);
    expect(none.findings.deforestation).toEqual({ plots: 0, areaHa: 0 });
  });
});
