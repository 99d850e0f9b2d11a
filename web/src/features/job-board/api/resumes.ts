import type { DocumentDto } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

/** The caller's documents to choose a resume from (GET /api/document/my). */
export function fetchResumes(): Promise<DocumentDto[]> {
  return apiRequest<DocumentDto[]>('/api/document/my', 'Failed to fetch documents');
}
