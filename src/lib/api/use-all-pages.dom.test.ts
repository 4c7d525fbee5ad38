/**
 * Walking every page of a list: with a real infinite query against a fake paginated service (pages come
 * one after the other, a failed page stops the walk and `retry` asks for it again), and with a query
 * standing still in each state, to see exactly when the next page is asked for.
 */
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@core/api/schemas.ts';
import { useAllPages } from './use-all-pages.ts';

const PAGES: Page<string>[] = [
  { count: 2, nextUrl: '/p/1', results: ['a', 'b'] },
  { count: 1, nextUrl: '/p/2', results: ['c'] },
  { count: 2, nextUrl: null, results: ['d', 'e'] },
];

function walk(failOnce: number | null, latencyMs = 5) {
  const asked: number[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const hook = renderHook(
    () =>
      useAllPages(
        useInfiniteQuery({
          queryKey: ['pages', failOnce, latencyMs],
          initialPageParam: 0,
          queryFn: async ({ pageParam }) => {
            asked.push(pageParam);
            if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
            // The page fails the first time it is asked for only.
            if (pageParam === failOnce && asked.filter((p) => p === pageParam).length === 1) {
              throw new Error(`page ${pageParam} failed`);
            }
            return PAGES[pageParam]!;
          },
          getNextPageParam: (last, all) => (last.nextUrl ? all.length : undefined),
        }),
      ),
    { wrapper },
  );
  return { hook, asked };
}

describe('useAllPages with a real query', () => {
  it('asks for each next page as the previous one arrives, until nextUrl is null', async () => {
    const { hook, asked } = walk(null);
    await waitFor(() => expect(hook.result.current.complete).toBe(true));
    expect(hook.result.current.items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hook.result.current.pagesLoaded).toBe(3);
    expect(hook.result.current.error).toBeNull();
    expect(asked).toEqual([0, 1, 2]);
  });

  it('walks on when each page is answered at once (no render while the next page is on its way)', async () => {
    const { hook, asked } = walk(null, 0);
    await waitFor(() => expect(hook.result.current.complete).toBe(true));
    expect(hook.result.current.items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops at a failed page, keeps what came, and retry asks for that page again', async () => {
    const { hook, asked } = walk(1);
    await waitFor(() => expect(hook.result.current.error).toBeInstanceOf(Error));
    expect((hook.result.current.error as Error).message).toBe('page 1 failed');
    expect(hook.result.current.items).toEqual(['a', 'b']);
    expect(hook.result.current.complete).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toEqual([0, 1]); // no hammering of the failing service
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.complete).toBe(true));
    expect(asked).toEqual([0, 1, 1, 2]);
    expect(hook.result.current.items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hook.result.current.error).toBeNull();
  });

  it('a failed first page is fetched again by retry', async () => {
    const { hook, asked } = walk(0);
    await waitFor(() => expect(hook.result.current.error).toBeInstanceOf(Error));
    expect(hook.result.current.pagesLoaded).toBe(0);
    expect(hook.result.current.items).toEqual([]);
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.complete).toBe(true));
    expect(asked).toEqual([0, 0, 1, 2]);
  });
});

type Query = UseInfiniteQueryResult<InfiniteData<Page<string>>>;
type State = Partial<Record<keyof Query, unknown>>;

/** A query standing still in one state; only the fields useAllPages reads. */
function still(state: State): Query {
  return {
    data: undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    isError: false,
    isSuccess: false,
    error: null,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  } as unknown as Query;
}

const data = (pages: Page<string>[]) => ({ pages, pageParams: pages.map((_, i) => i) });

describe('useAllPages in each state of the query', () => {
  it('asks for the next page only when there is one, none is on its way and the last one did not fail', () => {
    const cases: [State, number][] = [
      [{ hasNextPage: true }, 1],
      [{ hasNextPage: false }, 0],
      [{ hasNextPage: true, isFetchingNextPage: true }, 0],
      [{ hasNextPage: true, isFetchNextPageError: true, isError: true }, 0],
    ];
    for (const [state, calls] of cases) {
      const query = still(state);
      renderHook(() => useAllPages(query));
      expect(query.fetchNextPage, JSON.stringify(state)).toHaveBeenCalledTimes(calls);
    }
  });

  it('is complete only once the query succeeded and has no next page', () => {
    const one = data([PAGES[2]!]);
    const done = renderHook(() => useAllPages(still({ data: one, isSuccess: true })));
    expect(done.result.current.complete).toBe(true);
    const more = renderHook(() => useAllPages(still({ data: one, isSuccess: true, hasNextPage: true })));
    expect(more.result.current.complete).toBe(false);
    const loading = renderHook(() => useAllPages(still({})));
    expect(loading.result.current).toMatchObject({ complete: false, items: [], pagesLoaded: 0, error: null });
  });

  it('shows the error only while the query is in error', () => {
    const error = new Error('boom');
    const failing = renderHook(() => useAllPages(still({ isError: true, error })));
    expect(failing.result.current.error).toBe(error);
    const stale = renderHook(() => useAllPages(still({ isError: false, error })));
    expect(stale.result.current.error).toBeNull();
  });

  it('retry asks for the failed next page, or refetches when the first page failed', () => {
    const next = still({ isFetchNextPageError: true, isError: true });
    renderHook(() => useAllPages(next)).result.current.retry();
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(next.refetch).not.toHaveBeenCalled();
    const first = still({ isError: true });
    renderHook(() => useAllPages(first)).result.current.retry();
    expect(first.refetch).toHaveBeenCalledTimes(1);
    expect(first.fetchNextPage).not.toHaveBeenCalled();
  });

  it('items follow new pages, and stay the same array while the pages do not change', () => {
    let query = still({ data: data([PAGES[0]!]), hasNextPage: false });
    const hook = renderHook(() => useAllPages(query));
    const first = hook.result.current.items;
    expect(first).toEqual(['a', 'b']);
    hook.rerender();
    expect(hook.result.current.items).toBe(first);
    query = still({ data: data([PAGES[0]!, PAGES[1]!]) });
    hook.rerender();
    expect(hook.result.current.items).toEqual(['a', 'b', 'c']);
    expect(hook.result.current.pagesLoaded).toBe(2);
  });
});
