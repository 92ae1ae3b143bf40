import type { Page } from './types';

/** What an RTK Query infinite query over keyset pages hands back (the part lists need). */
export interface InfinitePagesResult<T> {
  data?: { pages: Page<T>[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The props of `InfiniteScroll` for such a query. */
export interface InfiniteListProps {
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  itemCount: number;
}

/** Every item loaded so far, in order, and the paging props for `InfiniteScroll`. */
export function infiniteList<T>(result: InfinitePagesResult<T>): {
  items: T[];
  paging: InfiniteListProps;
} {
  const items = result.data?.pages.flatMap((page) => page.data) ?? [];
  return {
    items,
    paging: {
      hasMore: result.hasNextPage,
      isFetchingMore: result.isFetchingNextPage,
      onLoadMore: () => void result.fetchNextPage(),
      itemCount: items.length,
    },
  };
}
