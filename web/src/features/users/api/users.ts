import { NEXT_CURSOR_HEADER, type Role, type UserListItem } from '@hr-portal/contract';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client';

export const USERS_PAGE_SIZE = 25;

/** GET /api/user: one page, optionally searched by the start of an email or a name. */
export async function fetchUsersPage(search: string, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (search) query.set('q', search);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<UserListItem[]>(`/api/user?${query}`, 'Failed to fetch users');
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}

export function changeUserRole(id: string, role: Role): Promise<{ role: Role }> {
  return apiRequest<{ role: Role }>(`/api/user/${encodeURIComponent(id)}/role`, 'Role update failed', {
    method: 'PATCH',
    body: { role },
  });
}

export function deleteUser(id: string): Promise<void> {
  return apiRequest<void>(`/api/user/${encodeURIComponent(id)}`, 'Delete failed', { method: 'DELETE' });
}
