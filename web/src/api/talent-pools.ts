import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationDto, JobSuggestionDto, TalentPoolDto, TalentPoolMemberDto } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, useCursorList } from './pages';
import { peopleKeys } from './people';

export const poolKeys = {
  all: ['talent-pools'] as const,
  list: (archived: boolean) => ['talent-pools', 'list', archived] as const,
  pool: (id: string) => ['talent-pools', 'pool', id] as const,
  members: (id: string) => ['talent-pools', 'members', id] as const,
  suggestions: (jobId: string) => ['talent-pools', 'suggestions', jobId] as const,
};

const path = (id: string) => `/api/talent-pools/${encodeURIComponent(id)}`;
const POOLS_FAILED = 'The talent pools could not be loaded';
const MEMBERS_FAILED = 'The members could not be loaded';

/** GET /api/talent-pools: active (or archived) pools, newest first, a page at a time. */
export function useTalentPools(archived: boolean) {
  return useCursorList<TalentPoolDto>(
    poolKeys.list(archived),
    (cursor) => fetchPage('/api/talent-pools', { archived: String(archived) }, cursor, POOLS_FAILED),
    POOLS_FAILED,
  );
}

export function useTalentPool(id: string) {
  return useQuery({
    queryKey: poolKeys.pool(id),
    queryFn: () => apiRequest<TalentPoolDto>(path(id), 'This talent pool could not be loaded'),
  });
}

/** GET /api/talent-pools/:id/members, newest first. */
export function usePoolMembers(id: string) {
  return useCursorList<TalentPoolMemberDto>(
    poolKeys.members(id),
    (cursor) => fetchPage(`${path(id)}/members`, {}, cursor, MEMBERS_FAILED),
    MEMBERS_FAILED,
  );
}

/** After any change to pools or memberships: every pool list, pool, member list and profile is fetched again. */
function useRefreshPools() {
  const client = useQueryClient();
  return async (uid?: string) => {
    await client.invalidateQueries({ queryKey: poolKeys.all });
    if (uid) await client.invalidateQueries({ queryKey: peopleKeys.person(uid) });
  };
}

export function useCreatePool() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<TalentPoolDto>('/api/talent-pools', 'The pool could not be created', {
        method: 'POST',
        body: { name },
      }),
    onSuccess: () => refresh(),
  });
}

export function useChangePool() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; archived?: boolean }) =>
      apiRequest<TalentPoolDto>(path(id), 'The pool could not be changed', { method: 'PATCH', body: change }),
    onSuccess: () => refresh(),
  });
}

export function useAddToPool() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ poolId, uid, note }: { poolId: string; uid: string; note?: string }) =>
      apiRequest(`${path(poolId)}/members`, 'The person could not be added to the pool', {
        method: 'POST',
        body: { uid, ...(note ? { note } : {}) },
      }),
    onSuccess: (_answer, { uid }) => refresh(uid),
  });
}

export function useRemoveFromPool() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ poolId, uid }: { poolId: string; uid: string }) =>
      apiRequest(`${path(poolId)}/members/${encodeURIComponent(uid)}`, 'The person could not be removed', {
        method: 'DELETE',
      }),
    onSuccess: (_answer, { uid }) => refresh(uid),
  });
}

export function useSetPoolNote() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ poolId, uid, note }: { poolId: string; uid: string; note: string }) =>
      apiRequest(`${path(poolId)}/members/${encodeURIComponent(uid)}/note`, 'The note could not be saved', {
        method: 'PUT',
        body: { note },
      }),
    onSuccess: (_answer, { uid }) => refresh(uid),
  });
}

/** GET /api/job/:id/suggestions: people in the talent pool whose resumes match the job. */
export function useJobSuggestions(jobId: string) {
  return useQuery({
    queryKey: poolKeys.suggestions(jobId),
    queryFn: () =>
      apiRequest<JobSuggestionDto[]>(
        `/api/job/${encodeURIComponent(jobId)}/suggestions`,
        'Suggestions could not be loaded',
      ),
    enabled: jobId !== '',
  });
}

/** POST /api/people/:uid/invitations: e-mails the person the job's link. */
export function useInviteToApply() {
  const refresh = useRefreshPools();
  return useMutation({
    mutationFn: ({ uid, jobId }: { uid: string; jobId: string }) =>
      apiRequest<InvitationDto>(
        `/api/people/${encodeURIComponent(uid)}/invitations`,
        'The invitation could not be sent',
        {
          method: 'POST',
          body: { jobId },
        },
      ),
    onSuccess: (_answer, { uid }) => refresh(uid),
  });
}
