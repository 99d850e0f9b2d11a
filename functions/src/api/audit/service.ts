import type { AuditEntryDto } from '@hr-portal/contract';
import type { CursorPosition } from '../../lib/cursor.js';
import { badRequest } from '../../lib/errors.js';
import { listAudit, type AuditFilters } from './repository.js';

/** The audit trail, newest first (admins only, checked by the router's role guard); a range must run forward. */
export async function auditTrail(
  filters: AuditFilters,
  limit: number,
  after: CursorPosition | null,
): Promise<AuditEntryDto[]> {
  const { fromMillis, toMillis } = filters;
  if (fromMillis !== undefined && toMillis !== undefined && fromMillis >= toMillis)
    throw badRequest('from must not be after to');
  return listAudit(filters, limit, after);
}
