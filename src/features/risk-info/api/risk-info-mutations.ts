/** POST /get-risk-info (contract §6): not a read (a body, no cache key), so a mutation that never retries. */
import { mutationOptions } from '@tanstack/react-query';
import { riskInfoResponseSchema } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';

export interface RiskInfoVariables {
  geometry: GeoJSON.Polygon;
  projectId: string | undefined;
  label: string;
}

export const riskInfoMutations = {
  get: () =>
    mutationOptions({
      mutationKey: ['risk-info', 'get'] as const,
      mutationFn: ({ geometry, projectId }: RiskInfoVariables) =>
        apiRequest('/get-risk-info', {
          method: 'POST',
          body: { geometry, projectId },
          schema: riskInfoResponseSchema,
        }).then((r) => r.riskInfo),
    }),
};
