/** Plots as the service returns them, for unit tests: sensible values for every field, then `over`. */
import type { Plot } from '@core/api/schemas.ts';

type RiskAssessment = NonNullable<Plot['riskAssessment']>;

/** A plot's risk assessment: low risk, nothing found, then `over`. */
export function testAssessment(over: Partial<RiskAssessment> = {}): RiskAssessment {
  return {
    riskLevel: 'low',
    assessedAt: '2025-01-01',
    framework: 'EUDR',
    deforestation: { areaHa: 0, hasDeforestation: false },
    remainingForestHa: 0,
    protectedAreasHa: 0,
    indigenousTerritoriesHa: 0,
    ...over,
  };
}

/** A plot, not yet assessed unless `over` says. */
export function testPlot(id: string, over: Partial<Plot> = {}): Plot {
  return {
    id,
    name: `Plot ${id}`,
    supplier: 's',
    projectId: 'p',
    country: 'CI',
    areaHa: 1,
    createdAt: '',
    updatedAt: '',
    properties: {},
    geometry: { type: 'Point', coordinates: [0, 0] },
    riskAssessment: null,
    ...over,
  };
}
