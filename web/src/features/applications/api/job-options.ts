import type { JobDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** Jobs to filter applications by (GET /api/job, first 100 newest; staff see inactive ones too). */
export function fetchJobOptions(): Promise<JobDto[]> {
  return apiRequest<JobDto[]>('/api/job?limit=100', 'Failed to fetch jobs');
}
