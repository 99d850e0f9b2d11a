import type { MyApplicationDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/application/my: the caller's applications with the job populated, newest first. */
export function fetchMyApplications(): Promise<MyApplicationDto[]> {
  return apiRequest<MyApplicationDto[]>('/api/application/my', 'Failed to fetch your applications');
}
