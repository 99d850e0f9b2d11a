import { useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, type Page } from '@hr-portal/contract';
import { apiRequestWithHeaders, messageOf } from '../lib/api-client';

/** Query-string values of a list; empty ones are left out. */
export type ListParams = Record<string, string | number | undefined>;

/** One page of a list endpoint: the array it answers and the X-Next-Cursor header. */
export async function fetchPage<T>(
  path: string,
  params: ListParams,
  cursor: string | null,
  fallbackMessage: string,
): Promise<Page<T>> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) query.set(key, text);
  }
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<T[]>(`${path}?${query}`, fallbackMessage);
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * A cursor-paged list as the screens use it: the rows loaded so far, loading and error state (the error's
 * message, or `fallbackMessage`), and `loadMore` for the next page. New `key` (e.g. new filters) starts over.
 */
export function useCursorList<T>(
  key: QueryKey,
  fetchOne: (cursor: string | null) => Promise<Page<T>>,
  fallbackMessage: string,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchOne(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    // The previous filters' rows stay on screen while the new ones load.
    placeholderData: (previous) => previous,
  });
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    nextCursor: query.hasNextPage ? (query.data?.pages.at(-1)?.nextCursor ?? null) : null,
    loading: query.isPending || query.isFetchingNextPage || (query.isPlaceholderData && query.isFetching),
    error: query.error ? messageOf(query.error, fallbackMessage) : null,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * Changes rows in every cached page of the lists under `key` (after an edit or delete the server confirmed),
 * so the screen shows the change without fetching every loaded page again.
 */
export function patchCachedLists<T>(client: QueryClient, key: QueryKey, update: (items: T[]) => T[]): void {
  client.setQueriesData<InfiniteData<Page<T>>>({ queryKey: key }, (data) =>
    data && Array.isArray(data.pages)
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: update(page.items) })) }
      : data,
  );
}
