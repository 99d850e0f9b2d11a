import type { AuditEntryDto } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/paging.js';
import { listAudit, type AuditFilters } from './repository.js';

/** The audit trail, newest first: admins only (the router's role guard; rules let no client read it). */
export async function auditTrail(
  filters: AuditFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<AuditEntryDto[]> {
  return listAudit(filters, limit, after);
}
