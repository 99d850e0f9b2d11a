import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CandidateJobDto, type JobDto, type JobInput, type JobType, MESSAGES } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchPage, useCursorList } from './pages';

const FETCH_FAILED = MESSAGES.fetchJobsFailed;

/** What a job board filters by (the API's own filters); '' is "any". */
export interface JobBoardFilters {
  /** A word of the title. */
  q: string;
  department: string;
  location: string;
  jobType: JobType | '';
  /** 'true': remote jobs only. */
  remote: '' | 'true';
}

export const NO_JOB_FILTERS: JobBoardFilters = { q: '', department: '', location: '', jobType: '', remote: '' };

export const jobKeys = {
  all: ['jobs'] as const,
  /** GET /api/job pages: active jobs for candidates and employees, every job for staff. */
  list: (pageSize: number, filters: JobBoardFilters = NO_JOB_FILTERS) => ['jobs', 'list', pageSize, filters] as const,
  facets: ['jobs', 'facets'] as const,
  /** A picker's matches for what was typed. */
  search: (search: string) => ['jobs', 'search', search] as const,
  one: (id: string) => ['jobs', 'one', id] as const,
};

/**
 * A paged list of jobs, newest first, with "Load more". Staff get JobDto; candidates and employees get
 * CandidateJobDto (no kit, no internal stages): the caller names the view its role receives.
 */
export function useJobList<View extends CandidateJobDto | JobDto = JobDto>(
  pageSize: number,
  filters: JobBoardFilters = NO_JOB_FILTERS,
) {
  return useCursorList(
    jobKeys.list(pageSize, filters),
    (cursor) => fetchPage<View>('/api/job', { ...filters, limit: pageSize }, cursor, FETCH_FAILED),
    FETCH_FAILED,
  );
}

/** GET /api/job/facets: the departments and locations of the newest open jobs (the board's menus). */
export function useJobFacets() {
  return useQuery({
    queryKey: jobKeys.facets,
    queryFn: () => apiRequest<{ departments: string[]; locations: string[] }>('/api/job/facets', FETCH_FAILED),
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /api/job/{id}: one job in the caller's view (staff: with its stages and kit; a closed one is 404 for candidates and employees). */
export function useJob<View extends CandidateJobDto | JobDto = JobDto>(id: string | null) {
  return useQuery({
    queryKey: jobKeys.one(id ?? ''),
    queryFn: () => apiRequest<View>(`/api/job/${encodeURIComponent(id!)}`, FETCH_FAILED),
    enabled: Boolean(id),
  });
}

/** Several jobs by id, each cached as `useJob` caches it; those not (yet) read are left out. */
export function useJobsById(ids: string[]): JobDto[] {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: jobKeys.one(id),
      queryFn: () => apiRequest<JobDto>(`/api/job/${encodeURIComponent(id)}`, FETCH_FAILED),
    })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data] : [])),
  });
}

/** How many jobs a picker offers at once: the newest matches; typing more narrows them. */
const JOB_SEARCH_PAGE = 20;

/**
 * The newest jobs whose title has a word starting with the longest word of `search` (every job when empty), for
 * pickers: one page, asked for only while the picker is `enabled` (open). Staff get closed jobs too.
 */
export function useJobSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.search(search),
    queryFn: () => fetchPage<JobDto>('/api/job', { q: search, limit: JOB_SEARCH_PAGE }, null, FETCH_FAILED),
    enabled,
    // The previous matches stay listed while the next ones load.
    placeholderData: (previous) => previous,
  });
}

/** POST /api/job (the server sets postedBy), or PATCH /api/job/{id} when `id` is given. */
export function useSaveJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: JobInput }) =>
      id
        ? apiRequest<JobDto>(`/api/job/${encodeURIComponent(id)}`, MESSAGES.operationFailed, {
            method: 'PATCH',
            body: input,
          })
        : apiRequest<JobDto>('/api/job', MESSAGES.operationFailed, { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** DELETE /api/job/{id}: the job's applications stay readable. */
export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/job/${encodeURIComponent(id)}`, MESSAGES.deleteFailed, {
        method: 'DELETE',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
