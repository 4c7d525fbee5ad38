import { queryOptions, skipToken } from '@tanstack/react-query';
import { plotPageSchema } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { boundsOf } from '@/lib/geo/bounds.ts';

/**
 * A project's extent, from its first page of plots: enough to frame the map on the Projects page without
 * loading every plot (the Plots page does that).
 */
export const projectExtentQueries = {
  extent: (connection: ConnectionKind, projectId: string | null | undefined) =>
    queryOptions({
      queryKey: ['projects', connection, projectId, 'extent'] as const,
      queryFn: projectId
        ? async ({ signal }) => {
            const page = await apiRequest('/v1/plots', {
              query: { projectId },
              schema: plotPageSchema,
              signal,
            });
            const geometries = page.results.map((p) => p.geometry);
            if (!geometries.length) return { bounds: null, sample: null };
            const sample: GeoJSON.FeatureCollection = {
              type: 'FeatureCollection',
              features: page.results.map((p) => ({
                type: 'Feature',
                properties: { riskLevel: p.riskAssessment?.riskLevel ?? 'unknown' },
                geometry: p.geometry,
              })),
            };
            return { bounds: boundsOf(sample), sample };
          }
        : skipToken,
      staleTime: 5 * 60_000,
    }),
};
