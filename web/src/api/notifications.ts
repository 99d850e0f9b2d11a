import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, NEXT_CURSOR_HEADER, type NotificationsDto } from '@hr-portal/contract';
import { apiRequest, apiRequestWithHeaders } from '../lib/api-client';

export const notificationKeys = { all: ['notifications'] as const };

async function fetchNotifications(cursor: string | null) {
  const path = cursor ? `/api/notifications?cursor=${encodeURIComponent(cursor)}` : '/api/notifications';
  const { data, headers } = await apiRequestWithHeaders<NotificationsDto>(path, MESSAGES.fetchDataFailed);
  return { ...data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** GET /api/notifications: the signed-in person's, newest first, page by page (the bell's drawer). */
export function useNotifications() {
  const query = useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  return {
    query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    unread: query.data?.pages[0]?.unread ?? 0,
  };
}

/** POST /api/notifications/read: the ids given, or every unread one; `onDone` refreshes what shows the count. */
export function useMarkRead(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest<{ marked: number; unread: number }>('/api/notifications/read', MESSAGES.updateFailed, {
        method: 'POST',
        body: ids ? { ids } : {},
      }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: notificationKeys.all });
      onDone();
    },
  });
}
