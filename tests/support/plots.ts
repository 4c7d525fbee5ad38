/** A plot as the service returns it, for unit tests: sensible values for every field, then `over`. */
import type { Plot } from '@core/api/schemas.ts';

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
