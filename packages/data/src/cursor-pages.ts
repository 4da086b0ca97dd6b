/**
 * What a list read a page at a time by cursor (`useSWRInfinite`) shows: its items so far, whether
 * there is more, whether the next page is on its way, and a Load more that asks for the next page,
 * or, after a page failed, for that page again.
 */
import type { SWRInfiniteResponse } from 'swr/infinite';
import { queryStatus } from './swr-config';

export function cursorPages<Page extends { items: unknown[]; nextCursor: string | null }>(result: SWRInfiniteResponse<Page>) {
  const pages = result.data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last ? last.nextCursor !== null : false;
  const isLoadingMore = result.size > pages.length && result.error === undefined;
  return {
    items: pages.flatMap((page) => page.items as Page['items'][number][]),
    hasMore,
    isLoading: result.isLoading,
    isLoadingMore: isLoadingMore && pages.length > 0,
    error: result.error as unknown,
    status: queryStatus(result),
    /** The next page; after a failed page, that page again. */
    loadMore: () => {
      if (result.error !== undefined) void result.mutate();
      else if (hasMore && !isLoadingMore) void result.setSize(result.size + 1);
    },
    refresh: () => void result.mutate(),
  };
}
