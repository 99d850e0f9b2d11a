import type { MyApplicationDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** Ids of jobs the caller already applied to (GET /api/application/my), so those cards read Applied. */
export async function fetchAppliedJobIds(): Promise<Set<string>> {
  const applications = await apiRequest<MyApplicationDto[]>('/api/application/my', 'Failed to fetch your applications');
  return new Set(applications.map((application) => application.job._id));
}
