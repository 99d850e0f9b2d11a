import type { MyApplicationDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/application/{jobId} with the chosen resume's filePath (spec §7). */
export function applyToJob(jobId: string, resumeUrl: string): Promise<MyApplicationDto> {
  return apiRequest<MyApplicationDto>(`/api/application/${encodeURIComponent(jobId)}`, 'Failed to apply', {
    method: 'POST',
    body: { resumeUrl },
  });
}
