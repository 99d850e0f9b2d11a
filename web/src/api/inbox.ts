import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type InboxDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';

export const inboxKeys = { all: ['inbox'] as const };

/**
 * GET /api/inbox: what waits for the signed-in person. Asked afresh each time the dashboard opens, so a scorecard
 * just submitted or an offer just approved has left it.
 */
export function useInbox() {
  return useQuery({
    queryKey: inboxKeys.all,
    queryFn: () => apiRequest<InboxDto>('/api/inbox', MESSAGES.fetchDataFailed),
    staleTime: 0,
  });
}
