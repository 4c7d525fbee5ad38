/**
 * Where a page's double claims come from: the server's scan of its copy as soon as the load says it reads
 * one (before any plot is in), the worker's scan of a complete load otherwise, nothing before. The server's
 * answer is read with the contract's shape (a missing stated area crosses JSON as null and is NaN again).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, skipToken } from '@tanstack/react-query';
import type { OverlapReport } from '@core/geo/overlap-report.ts';
import { ResponseShapeError } from '@/lib/api/errors.ts';
import { overlapQueries, overlapSourceOf } from './overlap-queries.ts';
import { requestOverlaps } from './plot-stream.ts';
import type { PlotLoad } from './plot-queries.ts';

const load = (over: Partial<PlotLoad>): PlotLoad =>
  ({ complete: false, loadId: null, serverCopy: null, ...over }) as PlotLoad;

const side = (id: string, supplier: string, statedHa: number | null) => ({
  id,
  supplier,
  areaHa: 2,
  share: 0.5,
  name: `Plot ${id}`,
  risk: 'unassessed',
  statedHa,
});
const REPORT = {
  pairs: [{ a: side('a', 'A B', 2), b: side('b', 'C', null), overlapHa: 1, sameSupplier: false }],
  totalPairs: 1,
  plotIds: ['a', 'b'],
  bySupplier: { 'A B': { withOthers: 1, withinSupplier: 0 }, C: { withOthers: 1, withinSupplier: 0 } },
  scanned: 3,
  ms: 12,
};

// The worker's scan, asked only when the server has no copy to offer.
vi.mock('./plot-stream.ts', () => ({ requestOverlaps: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(requestOverlaps).mockReset();
});

describe('overlapSourceOf', () => {
  it('the server’s copy from its first line, complete or not; a complete worker load; else nothing', () => {
    const walkedAt = Date.parse('2026-12-07T09:00:00.000Z');
    expect(overlapSourceOf(load({ serverCopy: { walkedAt, refreshing: false } }))).toEqual({
      walkedAt,
      loadId: null,
    });
    expect(
      overlapSourceOf(load({ complete: true, loadId: 4, serverCopy: { walkedAt, refreshing: true } })),
    ).toEqual({ walkedAt, loadId: null });
    // A revisit from the device's copy of the server's: that copy's scan, at once (the worker's if the
    // server has none); a page walking the service itself: the worker's.
    const revisit = load({ complete: true, loadId: 5, fromCache: true, savedAt: walkedAt });
    expect(overlapSourceOf(revisit, true)).toEqual({ walkedAt, loadId: 5 });
    expect(overlapSourceOf(revisit, false)).toEqual({ loadId: 5 });
    expect(
      overlapSourceOf(load({ complete: true, loadId: 5, fromCache: false, savedAt: walkedAt }), true),
    ).toEqual({
      loadId: 5,
    });
    expect(
      overlapSourceOf(load({ complete: true, loadId: 5, fromCache: true, savedAt: null }), true),
    ).toEqual({
      loadId: 5,
    });
    expect(overlapSourceOf(load({ complete: true, loadId: 4 }))).toEqual({ loadId: 4 });
    expect(overlapSourceOf(load({ complete: true, loadId: 0 }))).toEqual({ loadId: 0 });
    expect(overlapSourceOf(load({ complete: false, loadId: 4 }))).toBeNull();
    expect(overlapSourceOf(load({ complete: true, loadId: null }))).toBeNull();
    expect(overlapSourceOf(undefined)).toBeNull();
    expect(overlapSourceOf(null)).toBeNull();
  });
});

describe('overlapQueries', () => {
  it('asks the server for one supplier’s pairs of its copy, and reads them as the scan made them', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return Response.json({
        walkedAt: '2026-12-07T09:00:00.000Z',
        scannedAt: '2026-12-07T09:00:05.000Z',
        report: REPORT,
      });
    });
    const client = new QueryClient();
    const report: OverlapReport | null = await client.fetchQuery(
      overlapQueries.supplier('simulator', 'p 1', { walkedAt: 1, loadId: null }, 'A B'),
    );
    expect(urls).toEqual(['/api/portfolio/simulator/projects/p%201/overlaps?supplier=A+B']);
    expect(report!.pairs[0]!.a).toEqual(side('a', 'A B', 2));
    expect(report!.pairs[0]!.b.statedHa).toBeNaN();
    expect(report!.bySupplier).toEqual(REPORT.bySupplier);

    await client.fetchQuery(overlapQueries.project('live', 'p 1', { walkedAt: 1, loadId: null }, true));
    expect(urls[1]).toBe('/api/portfolio/live/projects/p%201/overlaps');
  });

  it('a server with no copy (404): the worker scans the device’s copy instead; with no load, the 404 stands', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ errorCode: 'not_found', errorMessage: 'no copy' }, { status: 404 }),
    );
    vi.mocked(requestOverlaps).mockResolvedValue(REPORT as unknown as OverlapReport);
    const report = await new QueryClient().fetchQuery(
      overlapQueries.supplier('simulator', 'p', { walkedAt: 1, loadId: 7 }, 'A B'),
    );
    expect(report).toBe(REPORT);
    expect(requestOverlaps).toHaveBeenCalledWith(7, { supplier: 'A B', withoutMap: true });
    await expect(
      new QueryClient().fetchQuery({
        ...overlapQueries.project('simulator', 'p', { walkedAt: 1, loadId: null }),
        retry: false,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('offline, a revisit’s overlaps come from the worker’s scan of the device’s copy', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.mocked(requestOverlaps).mockResolvedValue(REPORT as unknown as OverlapReport);
    const report = await new QueryClient().fetchQuery({
      ...overlapQueries.project('simulator', 'p', { walkedAt: 1, loadId: 3 }, true),
      retry: false,
    });
    expect(report).toBe(REPORT);
    expect(requestOverlaps).toHaveBeenCalledWith(3, { supplier: undefined, withoutMap: true });
  });

  it('asked as the person signs out, waits for the sign-out, and sends nothing once its page is dropped', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return Response.json({ walkedAt: 'x', scannedAt: 'y', report: REPORT });
    });
    const client = new QueryClient();
    let endSignOut = () => undefined as void;
    const signingOut = client
      .getMutationCache()
      .build(client, {
        mutationKey: ['session', 'sign-out'],
        mutationFn: () => new Promise<void>((resolve) => (endSignOut = resolve)),
      })
      .execute(undefined);
    // A sign-out that fails: the query goes on once it settles.
    const asked = client.fetchQuery(overlapQueries.project('simulator', 'p', { walkedAt: 1, loadId: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toEqual([]);
    endSignOut();
    await signingOut;
    await asked;
    expect(urls).toEqual(['/api/portfolio/simulator/projects/p/overlaps']);

    // A sign-out that ends the session: its queries are dropped, and the waiting one never asks.
    const second = client.getMutationCache().build(client, {
      mutationKey: ['session', 'sign-out'],
      mutationFn: () => new Promise<void>((resolve) => (endSignOut = resolve)),
    });
    const ended = second.execute(undefined);
    const dropped = client.fetchQuery(
      overlapQueries.supplier('simulator', 'p', { walkedAt: 2, loadId: null }, 'A'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.removeQueries();
    endSignOut();
    await ended;
    await dropped.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(urls).toHaveLength(1);
  });

  it('an answer of another shape is an error, not an empty report', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ walkedAt: 'x', scannedAt: 'y', report: { pairs: 'none' } }),
    );
    await expect(
      new QueryClient().fetchQuery({
        ...overlapQueries.project('simulator', 'p', { walkedAt: 1, loadId: null }),
        retry: false,
      }),
    ).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('waits (no request) without a source, a project or a supplier', () => {
    expect(overlapQueries.project('simulator', 'p', null).queryFn).toBe(skipToken);
    expect(overlapQueries.project('simulator', undefined, { walkedAt: 1, loadId: null }).queryFn).toBe(
      skipToken,
    );
    expect(overlapQueries.supplier('simulator', 'p', { walkedAt: 1, loadId: null }, null).queryFn).toBe(
      skipToken,
    );
    expect(overlapQueries.supplier('simulator', 'p', { loadId: 1 }, null).queryFn).toBe(skipToken);
  });

  it('one key per copy or load: the map-less page shares the server’s answer, not the worker’s scan', () => {
    const key = (q: { queryKey: readonly unknown[] }) => JSON.stringify(q.queryKey);
    const server = { walkedAt: 1, loadId: null };
    expect(key(overlapQueries.project('simulator', 'p', server, true))).toBe(
      key(overlapQueries.project('simulator', 'p', server, false)),
    );
    expect(key(overlapQueries.project('simulator', 'p', { loadId: 1 }, true))).not.toBe(
      key(overlapQueries.project('simulator', 'p', { loadId: 1 }, false)),
    );
    // A new walk of the copy, or a new load, is asked again.
    expect(key(overlapQueries.project('simulator', 'p', { walkedAt: 2, loadId: null }))).not.toBe(
      key(overlapQueries.project('simulator', 'p', server)),
    );
    expect(key(overlapQueries.project('simulator', 'p', { loadId: 1 }))).not.toBe(
      key(overlapQueries.project('simulator', 'p', server)),
    );
    expect(key(overlapQueries.supplier('simulator', 'p', server, 'A'))).not.toBe(
      key(overlapQueries.supplier('simulator', 'p', server, 'B')),
    );
    expect(key(overlapQueries.supplier('simulator', 'p', server, 'A'))).not.toBe(
      key(overlapQueries.project('simulator', 'p', server)),
    );
  });
});
