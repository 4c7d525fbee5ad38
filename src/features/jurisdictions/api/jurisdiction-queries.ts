/** Query factories for jurisdictions (contract §5) and the country shapes the choropleth joins them to. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { jurisdictionPageSchema, jurisdictionSchema, type Framework } from '@core/api/schemas.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { apiQueryOf, type JurisdictionFilters } from '../lib/filters.ts';
import type { CountryShapeProperties } from '../lib/choropleth.ts';

export const jurisdictionQueries = {
  all: (connection: ConnectionKind) => ['jurisdictions', connection] as const,
  /** Pages of 100; walk them all with useAllPages. */
  list: (connection: ConnectionKind, filters: JurisdictionFilters) =>
    infiniteQueryOptions({
      queryKey: [...jurisdictionQueries.all(connection), 'list', apiQueryOf(filters)] as const,
      queryFn: ({ pageParam, signal }) =>
        pageParam
          ? apiRequest(pageParam, { schema: jurisdictionPageSchema, signal })
          : apiRequest('/v1/jurisdictions', {
              query: apiQueryOf(filters),
              schema: jurisdictionPageSchema,
              signal,
            }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextUrl,
      staleTime: 10 * 60_000,
    }),
  /**
   * Regions under the same filters (designed `administrationLevel`, `parentId`): one country's, asked for
   * when it is opened, or every region (parentId null), asked for only while the table is searched.
   */
  regions: (connection: ConnectionKind, parentId: string | null, filters: JurisdictionFilters) => {
    // A country's regions are all of that country: the country filter would only repeat it.
    const query = parentId
      ? { ...apiQueryOf(filters), country: [], parentId }
      : { ...apiQueryOf(filters), administrationLevel: 1 };
    return infiniteQueryOptions({
      queryKey: [...jurisdictionQueries.all(connection), 'regions', query] as const,
      queryFn: ({ pageParam, signal }) =>
        pageParam
          ? apiRequest(pageParam, { schema: jurisdictionPageSchema, signal })
          : apiRequest('/v1/jurisdictions', { query, schema: jurisdictionPageSchema, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextUrl,
      staleTime: 10 * 60_000,
    });
  },
  /** One jurisdiction with its boundary (detail only). */
  detail: (connection: ConnectionKind, id: string, framework: Framework) =>
    queryOptions({
      queryKey: [...jurisdictionQueries.all(connection), 'detail', id, framework] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/v1/jurisdictions/${encodeURIComponent(id)}`, {
          query: { framework },
          schema: jurisdictionSchema,
          signal,
        }),
      staleTime: 10 * 60_000,
    }),
};

/** The 50m countries as GeoJSON for the choropleth (the basemap draws vector tiles of the same shapes). */
export const basemapCountriesQuery = queryOptions({
  queryKey: ['basemap', 'countries'] as const,
  queryFn: async ({ signal }) => {
    const response = await fetch('/basemap/countries.geojson', { signal });
    if (!response.ok) throw new Error(`The country shapes could not be loaded (${response.status}).`);
    const json = (await response.json()) as GeoJSON.FeatureCollection<
      GeoJSON.Geometry,
      CountryShapeProperties
    >;
    if (json.type !== 'FeatureCollection' || !Array.isArray(json.features)) {
      throw new Error('The country shapes are not a GeoJSON FeatureCollection.');
    }
    return json;
  },
  staleTime: Infinity,
  gcTime: Infinity,
});
