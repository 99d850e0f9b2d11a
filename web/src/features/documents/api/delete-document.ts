import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/document/{id}: the owning candidate or an admin. */
export function deleteDocument(id: string): Promise<void> {
  return apiRequest<void>(`/api/document/${encodeURIComponent(id)}`, 'Delete failed', { method: 'DELETE' });
}
