import { MESSAGES, type InboxDto } from '@hr-portal/contract';
import { useFetched } from '../lib/fetched';

/**
 * GET /api/inbox: what waits for the signed-in person, asked each time the dashboard opens (a scorecard just
 * submitted or an offer just approved has left it). Without the query library: the dashboards load it at once.
 */
export const useInbox = () => useFetched<InboxDto>('/api/inbox', MESSAGES.fetchDataFailed);
