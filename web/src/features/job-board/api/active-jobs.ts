import { NEXT_CURSOR_HEADER, type JobDto } from '@hr-portal/contract';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/use-paged-list';

export const JOBS_PAGE_SIZE = 24;

/** GET /api/job (active jobs for candidates and employees), one page; the next cursor comes in a header. */
export async function fetchJobsPage(cursor: string | null): Promise<ListPage<JobDto>> {
  const query = new URLSearchParams({ limit: String(JOBS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<JobDto[]>(`/api/job?${query}`, 'Failed to fetch jobs');
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}
