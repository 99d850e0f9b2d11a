import { Router } from 'express';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@hr-portal/contract';
import { requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, parseLimit, setNextCursor } from '../../lib/cursor.js';
import { badRequest } from '../../lib/errors.js';
import { optionalChoice, optionalQueryText } from '../../lib/validate.js';
import { auditTrail } from './service.js';

export const auditRouter = Router();

/** A calendar day (YYYY-MM-DD, UTC) as epoch milliseconds; `endOfDay` gives the start of the next day. */
function day(value: unknown, name: string, endOfDay = false): number | undefined {
  if (value === undefined || value === '') return undefined;
  const millis =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(millis)) throw badRequest(`${name} must be a date like 2026-01-31`);
  return endOfDay ? millis + 24 * 60 * 60 * 1000 : millis;
}

/**
 * GET /api/audit -> AuditEntryDto[] (admin only), newest first. Filters: action, actorEmail, targetType,
 * targetId, from and to (YYYY-MM-DD, inclusive). Paging: `?limit=` (default 50, max 100) and `?cursor=`; the
 * next page's cursor comes back in the X-Next-Cursor header.
 */
auditRouter.get('/', requireRole('admin'), async (req, res) => {
  const fromMillis = day(req.query.from, 'from');
  const toMillis = day(req.query.to, 'to', true);
  const limit = parseLimit(req.query.limit, 50, 100);
  const entries = await auditTrail(
    {
      action: optionalChoice(req.query.action || undefined, AUDIT_ACTIONS, 'action'),
      actorEmail: optionalQueryText(req.query.actorEmail, 'actorEmail', 320)?.toLowerCase(),
      targetType: optionalChoice(req.query.targetType || undefined, AUDIT_TARGET_TYPES, 'targetType'),
      targetId: optionalQueryText(req.query.targetId, 'targetId', 320),
      fromMillis,
      toMillis,
    },
    limit,
    decodeCursor(req.query.cursor),
  );
  setNextCursor(res, entries, limit, (last) => ({ at: Date.parse(last.at ?? '') || 0, id: last._id }));
  res.json(entries);
});
