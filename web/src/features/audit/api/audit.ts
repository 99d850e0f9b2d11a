import { NEXT_CURSOR_HEADER, type AuditAction, type AuditEntryDto, type AuditTargetType } from '@hr-portal/contract';
import { apiRequestWithHeaders } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  actorEmail: string;
  /** Calendar days, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: '', targetType: '', actorEmail: '', from: '', to: '' };

/** GET /api/audit: one page of the audit trail, newest first. */
export async function fetchAuditPage(filters: AuditFilters, cursor: string | null) {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value.trim());
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<AuditEntryDto[]>(
    `/api/audit?${query}`,
    'Failed to fetch the audit log',
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
}
