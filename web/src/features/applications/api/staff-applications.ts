import { NEXT_CURSOR_HEADER, type ApplicationDto, type ApplicationStatus } from '@hr-portal/contract';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client';

export const APPLICATIONS_PAGE_SIZE = 100;

export interface ApplicationFilters {
  job?: string;
  status?: ApplicationStatus;
}

/** GET /api/application: every application in one paged call (no call per job). */
export async function fetchApplicationsPage(filters: ApplicationFilters, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(APPLICATIONS_PAGE_SIZE) });
  if (filters.job) query.set('job', filters.job);
  if (filters.status) query.set('status', filters.status);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<ApplicationDto[]>(
    `/api/application?${query}`,
    'Failed to fetch data',
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** PATCH /api/application/{id}/status; resolves to the status the server stored. */
export async function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<ApplicationStatus> {
  const result = await apiRequest<{ status: ApplicationStatus }>(
    `/api/application/${encodeURIComponent(id)}/status`,
    'Failed to update status',
    { method: 'PATCH', body: { status } },
  );
  return result.status;
}
