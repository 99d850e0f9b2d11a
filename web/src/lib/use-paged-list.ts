import { startTransition, useCallback, useEffect, useState } from 'react';
import { messageOf } from './api-client';

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

interface Loaded<T> {
  /** The fetcher these items came from; when the caller passes a new one (new filters), loading starts over. */
  source: (cursor: string | null) => Promise<ListPage<T>>;
  items: T[];
  nextCursor: string | null;
  error: string | null;
}

/**
 * A cursor-paged list: loads the first page whenever `fetchPage` changes (memoise it on its filters), and
 * appends the next page on `loadMore`. Rows can be patched locally (`setItems`) after an edit or delete.
 */
export function usePagedList<T>(fetchPage: (cursor: string | null) => Promise<ListPage<T>>, fallbackMessage: string) {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(
    (after: string | null) =>
      fetchPage(after).then(
        // A transition: a long page renders in slices instead of one long task that blocks input.
        (page) =>
          startTransition(() => {
            setLoaded((current) => ({
              source: fetchPage,
              items: after && current ? [...current.items, ...page.items] : page.items,
              nextCursor: page.nextCursor,
              error: null,
            }));
            setLoadingMore(false);
          }),
        (caught: unknown) => {
          const message = messageOf(caught, fallbackMessage);
          setLoaded((current) => ({
            source: fetchPage,
            items: after && current ? current.items : [],
            nextCursor: after && current ? current.nextCursor : null,
            error: message,
          }));
          setLoadingMore(false);
        },
      ),
    [fetchPage, fallbackMessage],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const current = loaded?.source === fetchPage ? loaded : null;
  const setItems = useCallback(
    (update: (items: T[]) => T[]) => setLoaded((state) => (state ? { ...state, items: update(state.items) } : state)),
    [],
  );
  return {
    /** The rows of the current filters (the previous filters' rows stay visible while the new ones load). */
    items: loaded?.items ?? [],
    nextCursor: current?.nextCursor ?? null,
    error: loaded?.error ?? null,
    loading: current === null || loadingMore,
    loadMore: () => {
      if (!current?.nextCursor) return;
      setLoadingMore(true);
      void load(current.nextCursor);
    },
    setItems,
  };
}
