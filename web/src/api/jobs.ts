import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CandidateJobDto, type JobDto, type JobInput, type JobType, MESSAGES } from '@hr-portal/contract';
import { apiRequest } from '../lib/api-client';
import { fetchEveryPage, fetchPage, useCursorList } from './pages';

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
  /** Every job, for pickers (e.g. the applications filter). */
  every: ['jobs', 'every'] as const,
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

/** Every job the caller may see, all pages (staff: active or not). */
export function useEveryJob() {
  return useQuery({ queryKey: jobKeys.every, queryFn: () => fetchEveryPage<JobDto>('/api/job', {}, FETCH_FAILED) });
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
