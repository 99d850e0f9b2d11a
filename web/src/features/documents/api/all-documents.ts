import type { DocumentWithOwnerDto, Page } from '@hr-portal/contract';
import { apiRequest } from '../../../lib/api-client';

export const ADMIN_DOCUMENTS_PAGE_SIZE = 20;

/** GET /api/document (admin): every document with its owner, one page at a time. */
export function fetchAllDocuments(cursor: string | null): Promise<Page<DocumentWithOwnerDto>> {
  const query = new URLSearchParams({ limit: String(ADMIN_DOCUMENTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<Page<DocumentWithOwnerDto>>(`/api/document?${query}`, 'Failed to fetch documents');
}
