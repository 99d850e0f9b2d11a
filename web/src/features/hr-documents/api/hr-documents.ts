import { NEXT_CURSOR_HEADER, type ApplicationDto, type UserListItem } from '@hr-portal/contract';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client';

/** Resumes sent with applications, newest first (GET /api/application), one page. */
export async function fetchResumesPage(cursor: string | null) {
  const query = new URLSearchParams({ limit: '100' });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<ApplicationDto[]>(
    `/api/application?${query}`,
    'Failed to fetch documents',
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

/** Employees whose email or name starts with `search` (GET /api/user?role=employee). */
export function searchEmployees(search: string): Promise<UserListItem[]> {
  const query = new URLSearchParams({ role: 'employee', limit: '20' });
  if (search) query.set('q', search);
  return apiRequest<UserListItem[]>(`/api/user?${query}`, 'Failed to fetch employees');
}
