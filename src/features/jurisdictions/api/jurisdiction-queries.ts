/** Query factories for jurisdictions (contract §5) and the country shapes the choropleth joins them to. */
import {
  experimental_streamedQuery as streamedQuery,
  infiniteQueryOptions,
  queryOptions,
} from '@tanstack/react-query';
import {
  jurisdictionPageSchema,
  jurisdictionSchema,
  type Framework,
  type Jurisdiction,
} from '@core/api/schemas.ts';
import { sayNow } from '@core/i18n/messages.ts';
import { apiRequest } from '@/lib/api/client.ts';
import type { ConnectionKind } from '@/lib/api/connection.ts';
import { apiQueryOf, type JurisdictionFilters } from '../lib/filters.ts';
import type { CountryShapeProperties } from '../lib/choropleth.ts';
import type { RegionShape } from '../lib/plot-tally.ts';
import { settleInBatches } from './settle-in-batches.ts';

/**
 * Boundary requests of one opened country at a time: what a browser runs at once to one host anyway (HTTP/1.1),
 * so more would only queue in the browser while the page holds them.
 */
const BOUNDARY_REQUESTS_IN_FLIGHT = 6;
/**
 * How often the boundaries that came in are handed to the map while a country's regions load: each hand-over
 * is a redraw, so a country answered within this time is drawn once (settle-in-batches.ts).
 */
const BOUNDARY_BATCH_MS = 1000;

/** An opened country's region boundaries so far, and how many could not be loaded. */
interface RegionBoundaries {
  shapes: RegionShape[];
  failed: number;
}

const isArea = (g: GeoJSON.Geometry | undefined): g is GeoJSON.Polygon | GeoJSON.MultiPolygon =>
  g?.type === 'Polygon' || g?.type === 'MultiPolygon';

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
   * when it is opened, with their boundaries (designed `geometry=true`: the map needs them all, and one
   * page brings up to 100 where their details take a request each), or every region (parentId null),
   * asked for only while the table is searched, without. A service that leaves `geometry` out still lists
   * them: regionBoundaries then asks each one's detail.
   */
  regions: (connection: ConnectionKind, parentId: string | null, filters: JurisdictionFilters) => {
    // A country's regions are all of that country: the country filter would only repeat it.
    const query = parentId
      ? { ...apiQueryOf(filters), country: [], parentId, geometry: true }
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
  /**
   * The boundaries of an opened country's regions: those the list brought at once, then each missing one
   * from its detail (a service without the list's designed `geometry`), at most BOUNDARY_REQUESTS_IN_FLIGHT
   * at a time, streamed in batches of what came in each BOUNDARY_BATCH_MS (settle-in-batches.ts) so the map
   * draws them in few steps. Each detail lands in its own detail query, so a click on a region opens it at
   * once. A region without an area (no geometry, or a point) is left off the map; a failed one is counted.
   */
  regionBoundaries: (
    connection: ConnectionKind,
    parentId: string,
    regions: readonly Jurisdiction[],
    framework: Framework,
  ) =>
    queryOptions({
      queryKey: [
        ...jurisdictionQueries.all(connection),
        'boundaries',
        parentId,
        framework,
        regions.map((r) => r.id),
      ] as const,
      queryFn: streamedQuery<{ found: Jurisdiction[]; failed: number }, RegionBoundaries>({
        streamFn: async function* ({ client, signal }) {
          const listed = regions.filter((r) => r.geometry !== undefined);
          if (listed.length) yield { found: listed, failed: 0 };
          const missing = regions.filter((r) => r.geometry === undefined).map((r) => r.id);
          const run = (id: string) =>
            client.fetchQuery(jurisdictionQueries.detail(connection, id, framework));
          for await (const batch of settleInBatches(missing, run, {
            inFlight: BOUNDARY_REQUESTS_IN_FLIGHT,
            everyMs: BOUNDARY_BATCH_MS,
            signal,
          })) {
            yield {
              found: batch.flatMap((s) => (s.ok ? [s.value] : [])),
              failed: batch.filter((s) => !s.ok).length,
            };
          }
        },
        initialValue: { shapes: [], failed: 0 },
        reducer: (acc, { found, failed }) => ({
          shapes: [
            ...acc.shapes,
            ...found.flatMap((d) =>
              isArea(d.geometry) ? [{ id: d.id, boundary: d.geometry, box: d.boundingBox }] : [],
            ),
          ],
          failed: acc.failed + failed,
        }),
      }),
      staleTime: 10 * 60_000,
      // The details retry on their own (fetchQuery); a stream restarted on error would ask for them all again.
      retry: false,
    }),
  /** One jurisdiction with its boundary. */
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
    if (!response.ok)
      // Said in the page's language (currentLocale follows the language picker).
      throw new Error(sayNow('jurisdictions.shapes.failed', { status: response.status }));
    const json = (await response.json()) as GeoJSON.FeatureCollection<
      GeoJSON.Geometry,
      CountryShapeProperties
    >;
    if (json.type !== 'FeatureCollection' || !Array.isArray(json.features)) {
      throw new Error(sayNow('jurisdictions.shapes.invalid'));
    }
    return json;
  },
  staleTime: Infinity,
  gcTime: Infinity,
});
