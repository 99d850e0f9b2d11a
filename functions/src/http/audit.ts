import { Router } from 'express';
import { auditListQuerySchema } from '@hr-portal/contract/schemas';
import { requireRole } from './auth-middleware.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { parseInput } from './validate.js';
import { auditTrail } from '../flows/audit/audit.js';

export const auditRouter = Router();

/**
 * GET /api/audit -> AuditEntryDto[] (admin only), newest first. Filters: action, actorEmail, targetType,
 * targetId, from and to (YYYY-MM-DD, inclusive). Paging: `?limit=` (default 50, max 100) and `?cursor=`; the
 * next page's cursor comes back in the X-Next-Cursor header.
 */
auditRouter.get('/', requireRole('admin'), async (req, res) => {
  const { limit, cursor, from, to, ...filters } = parseInput(auditListQuerySchema, req.query);
  // `to` is inclusive: the range ends where the next day starts.
  const toMillis = to === undefined ? undefined : to + 24 * 60 * 60 * 1000;
  const entries = await auditTrail({ ...filters, fromMillis: from, toMillis }, limit, decodeCursor(cursor));
  sendPage(res, entries, limit, (last) => ({ at: Date.parse(last.at ?? '') || 0, id: last._id }));
});
