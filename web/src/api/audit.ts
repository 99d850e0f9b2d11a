import { type AuditAction, type AuditEntryDto, type AuditTargetType, MESSAGES } from '@hr-portal/contract';
import { fetchPage, useCursorList } from './pages';

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

export const auditKeys = { list: (filters: AuditFilters) => ['audit', filters] as const };

/** GET /api/audit: the audit trail, newest first, filtered, paged. */
export function useAuditLog(filters: AuditFilters) {
  return useCursorList(
    auditKeys.list(filters),
    (cursor) =>
      fetchPage<AuditEntryDto>('/api/audit', { ...filters, limit: AUDIT_PAGE_SIZE }, cursor, MESSAGES.fetchAuditFailed),
    MESSAGES.fetchAuditFailed,
  );
}
