/**
 * Walks every page of a cursor-paginated list (contract §1) held in an infinite query: as soon as a page
 * arrives, the next one is asked for, until `nextUrl` is null. Stops on an error so the page can offer a
 * retry (`fetchNextPage`) instead of hammering a failing service. Progress is the number of pages and
 * items so far: the API does not say how many there are in total.
 */
import { useEffect, useMemo } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Page } from '@core/api/schemas.ts';

export interface AllPages<T> {
  items: T[];
  pagesLoaded: number;
  /** Every page is in. */
  complete: boolean;
  /** The first page or a later one failed; `retry` asks for the missing page again. */
  error: unknown;
  retry: () => void;
}

export function useAllPages<T>(query: UseInfiniteQueryResult<InfiniteData<Page<T>>>): AllPages<T> {
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isError, fetchNextPage, refetch } =
    query;

  // Re-checked on every page that arrives (`data`): a page answered at once can land in the same render
  // batch as the one before it, so none of the flags changes between the two and the walk would stall.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const items = useMemo(() => data?.pages.flatMap((p) => p.results) ?? [], [data]);
  return {
    items,
    pagesLoaded: data?.pages.length ?? 0,
    complete: query.isSuccess && !hasNextPage,
    error: isError ? query.error : null,
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
