import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Role, type StaffRole, type UserListItem } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, patchCachedLists, useCursorList } from './pages';

export const USERS_PAGE_SIZE = 25;

export const userKeys = {
  all: ['users'] as const,
  list: (search: string) => ['users', 'list', search] as const,
  employees: (search: string) => ['users', 'employees', search] as const,
};

/** GET /api/user: pages by email; a search (start of an email or a name) answers its first matches only. */
export function useUserList(search: string) {
  return useCursorList(
    userKeys.list(search),
    (cursor) =>
      fetchPage<UserListItem>('/api/user', { limit: USERS_PAGE_SIZE, q: search }, cursor, MESSAGES.fetchUsersFailed),
    MESSAGES.fetchUsersFailed,
  );
}

/** Employees whose email or name starts with `search` (GET /api/user?role=employee), first 20. */
export function useEmployeeSearch(search: string) {
  return useQuery({
    queryKey: userKeys.employees(search),
    queryFn: async () =>
      (
        await fetchPage<UserListItem>(
          '/api/user',
          { role: 'employee', limit: 20, q: search },
          null,
          MESSAGES.fetchEmployeesFailed,
        )
      ).items,
  });
}

/** People who may sit on an interview panel (hr, admin, employee) whose email or name starts with `search`. */
export function useInterviewerSearch(search: string) {
  return useQuery({
    queryKey: ['users', 'interviewers', search] as const,
    queryFn: async () =>
      (
        await fetchPage<UserListItem>('/api/user', { limit: 20, q: search }, null, MESSAGES.fetchUsersFailed)
      ).items.filter((user) => user.role !== 'candidate'),
    enabled: search.trim().length >= 2,
  });
}

/** PATCH /api/user/{id}/role (admin); the loaded lists show the stored role. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiRequest<{ role: Role }>(`/api/user/${encodeURIComponent(id)}/role`, MESSAGES.roleUpdateFailed, {
        method: 'PATCH',
        body: { role },
      }),
    onSuccess: ({ role }, { id }) =>
      patchCachedLists<UserListItem>(client, userKeys.all, (items) =>
        items.map((item) => (item._id === id ? { ...item, role } : item)),
      ),
  });
}

/** DELETE /api/user/{id} (admin): the person and everything that is theirs. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/api/user/${encodeURIComponent(id)}`, MESSAGES.deleteFailed, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      patchCachedLists<UserListItem>(client, userKeys.all, (items) => items.filter((item) => item._id !== id));
      // Their documents and applications are gone too.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'users' });
    },
  });
}

/** POST /api/user (admin): a staff account, signed in to by the company's SSO or a sign-in link. */
export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; email: string; role: StaffRole }) =>
      apiRequest<UserListItem>('/api/user', 'The staff member could not be added', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** PATCH /api/user/{id}/access (admin): disabling ends the person's sessions at once. */
export function useSetAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest<UserListItem>(`/api/user/${encodeURIComponent(id)}/access`, 'The account could not be changed', {
        method: 'PATCH',
        body: { disabled },
      }),
    onSuccess: (row) =>
      patchCachedLists<UserListItem>(client, userKeys.all, (items) =>
        items.map((item) => (item._id === row._id ? { ...item, disabled: row.disabled } : item)),
      ),
  });
}
