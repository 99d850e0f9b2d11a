import type { JobDto, JobInput } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/job as staff: every job, active or not (newest 100). */
export function fetchAllJobs(): Promise<JobDto[]> {
  return apiRequest<JobDto[]>('/api/job?limit=100', 'Failed to fetch jobs');
}

/** POST /api/job; the server sets postedBy from the signed-in user. */
export function createJob(input: JobInput): Promise<JobDto> {
  return apiRequest<JobDto>('/api/job', 'Operation failed', { method: 'POST', body: input });
}

export function updateJob(id: string, input: JobInput): Promise<JobDto> {
  return apiRequest<JobDto>(`/api/job/${encodeURIComponent(id)}`, 'Operation failed', { method: 'PATCH', body: input });
}

export function deleteJob(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/job/${encodeURIComponent(id)}`, 'Delete failed', { method: 'DELETE' });
}
