/**
 * Every plot of a project, page by page (200 per page, contract §4), for the pages that draw the person's
 * plots next to other data (jurisdictions, risk info, detections). Pair with useAllPages to load them all.
 * The Plots feature has its own, filtered queries; this one is the plain, whole-project list.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { plotPageSchema } from '../../../core/api/schemas.ts';
import { apiRequest } from '../api/client.ts';
import type { ConnectionKind } from '../api/connection.ts';

export const projectPlotQueries = {
  all: (connection: ConnectionKind, projectId: string) =>
    infiniteQueryOptions({
      queryKey: ['plots', connection, projectId, 'all-pages'] as const,
      queryFn: ({ pageParam, signal }) =>
        // The first page is built from the project; later ones follow the service's own nextUrl.
        pageParam
          ? apiRequest(pageParam, { schema: plotPageSchema, signal })
          : apiRequest('/v1/plots', { query: { projectId }, schema: plotPageSchema, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextUrl,
      // Structural sharing would deep-compare every page again on each new page: quadratic for big projects.
      structuralSharing: false,
      staleTime: 5 * 60_000,
    }),
};
