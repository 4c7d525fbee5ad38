/**
 * How the Jurisdictions page asks for an opened country's regions and their boundaries: the requests sent
 * (fetch replaced by a recorder), and the boundaries the map gets, from a service that lists them with
 * their geometry (designed `geometry=true`, the simulator) and from one that leaves it out (a live answer:
 * each boundary then comes from its detail).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Jurisdiction } from '@core/api/schemas.ts';
import { setConnection } from '@/lib/api/connection.ts';
import { jsonResponse, recordFetch } from '@tests/support/fetch-recorder.ts';
import { filtersOf } from '../lib/filters.ts';
import { jurisdictionQueries } from './jurisdiction-queries.ts';

const square = (x: number): GeoJSON.Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, 5],
      [x + 1, 5],
      [x + 1, 6],
      [x, 5],
    ],
  ],
});

const region = (id: string, geometry?: GeoJSON.Geometry): Jurisdiction => ({
  id,
  name: id,
  administrationLevel: 1,
  administrationUnitName: 'Region',
  parentId: 'jur-CIV',
  gadmId: id,
  areaHa: 1000,
  country: 'CI',
  boundingBox: { minLng: -8, minLat: 4, maxLng: -2, maxLat: 10 },
  assessment: {
    assessmentDate: '2026-11-01',
    framework: 'EUDR',
    riskLevel: 'high',
    deforestation: { areaHa: 1, hasDeforestation: true },
    commodities: {},
  },
  ...(geometry ? { geometry } : {}),
});

const fetched = recordFetch(() => jsonResponse(500, { errorCode: 'unset', errorMessage: 'No answer set.' }));

/** Details answered from `details` by the id in the URL; any other id is a 404. */
function answerDetails(details: Record<string, Jurisdiction>) {
  fetched.answer = () => {
    const url = fetched.sent.at(-1)!.url;
    const id = decodeURIComponent(/\/v1\/jurisdictions\/([^?]+)/.exec(url)?.[1] ?? '');
    const detail = details[id];
    return detail
      ? jsonResponse(200, detail)
      : jsonResponse(404, { errorCode: 'not_found', errorMessage: `${id} not found.` });
  };
}

const boundariesOf = (regions: Jurisdiction[]) =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
    jurisdictionQueries.regionBoundaries('simulator', 'jur-CIV', regions, 'EUDR'),
  );

beforeEach(() => setConnection({ kind: 'simulator', token: 'tok-1', rememberInTab: false }));

describe("an opened country's regions", () => {
  it('asks for a country’s regions with their geometry, and for every region (the search) without', async () => {
    fetched.answer = () => jsonResponse(200, { count: 0, nextUrl: null, results: [] });
    const client = new QueryClient();
    const filters = filtersOf({ framework: 'EUDR', country: 'CI', q: undefined });
    await client.fetchInfiniteQuery(jurisdictionQueries.regions('simulator', 'jur-CIV', filters));
    await client.fetchInfiniteQuery(jurisdictionQueries.regions('simulator', null, filters));
    const [country, every] = fetched.sent.map((s) => new URL(s.url, 'http://x'));
    expect(country!.pathname).toBe('/api/simulator/v1/jurisdictions');
    expect(Object.fromEntries(country!.searchParams)).toEqual({
      framework: 'EUDR',
      parentId: 'jur-CIV',
      geometry: 'true',
    });
    expect(Object.fromEntries(every!.searchParams)).toEqual({
      framework: 'EUDR',
      country: 'CI',
      administrationLevel: '1',
    });
  });

  it('takes the boundaries the list brought, without asking for any detail', async () => {
    const shapes = await boundariesOf([region('jur-CIV-a', square(1)), region('jur-CIV-b', square(2))]);
    expect(fetched.sent).toHaveLength(0);
    expect(shapes).toEqual({
      failed: 0,
      shapes: [
        { id: 'jur-CIV-a', boundary: square(1), box: region('x').boundingBox },
        { id: 'jur-CIV-b', boundary: square(2), box: region('x').boundingBox },
      ],
    });
  });

  it('asks each detail for a boundary a live list left out, and counts the one that failed', async () => {
    answerDetails({ 'jur-CIV-b': region('jur-CIV-b', square(2)) });
    const shapes = await boundariesOf([
      region('jur-CIV-a', square(1)),
      region('jur-CIV-b'),
      region('jur-CIV-gone'),
    ]);
    expect(fetched.sent.map((s) => new URL(s.url, 'http://x').pathname).sort()).toEqual([
      '/api/simulator/v1/jurisdictions/jur-CIV-b',
      '/api/simulator/v1/jurisdictions/jur-CIV-gone',
    ]);
    expect(shapes.failed).toBe(1);
    expect(shapes.shapes.map((s) => [s.id, s.boundary])).toEqual([
      ['jur-CIV-a', square(1)],
      ['jur-CIV-b', square(2)],
    ]);
  });

  it('leaves off the map a listed region whose geometry is not an area', async () => {
    const point: GeoJSON.Point = { type: 'Point', coordinates: [1, 5] };
    const shapes = await boundariesOf([region('jur-CIV-a', point), region('jur-CIV-b', square(2))]);
    expect(fetched.sent).toHaveLength(0);
    expect(shapes.shapes.map((s) => s.id)).toEqual(['jur-CIV-b']);
    expect(shapes.failed).toBe(0);
  });
});
