import type { InfiniteData } from '@tanstack/react-query';

/** A list read a page at a time, as the shared list components show it. */
export interface Paged<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

interface InfiniteResult<Page> {
  data?: InfiniteData<Page, unknown>;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The items of every page read so far, with the query's state. */
export function toPaged<Page, T>(query: InfiniteResult<Page>, items: (page: Page) => T[]): Paged<T> {
  return {
    items: query.data?.pages.flatMap(items) ?? [],
    isPending: query.isPending,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
