import { Router } from 'express';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  NEXT_CURSOR_HEADER,
  type AuditAction,
  type AuditTargetType,
} from '@hr-portal/contract';
import { requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, encodeCursor, parseLimit } from '../../lib/cursor.js';
import { badRequest } from '../../lib/errors.js';
import { listAudit } from './repository.js';

export const auditRouter = Router();

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly unknown[]).includes(value))
    throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function shortText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 320)
    throw badRequest(`${name} must be text of at most 320 characters`);
  return value.trim();
}

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
  if (fromMillis !== undefined && toMillis !== undefined && fromMillis >= toMillis)
    throw badRequest('from must not be after to');
  const limit = parseLimit(req.query.limit, 50, 100);
  const entries = await listAudit(
    {
      action: oneOf<AuditAction>(req.query.action, AUDIT_ACTIONS, 'action'),
      actorEmail: shortText(req.query.actorEmail, 'actorEmail')?.toLowerCase(),
      targetType: oneOf<AuditTargetType>(req.query.targetType, AUDIT_TARGET_TYPES, 'targetType'),
      targetId: shortText(req.query.targetId, 'targetId'),
      fromMillis,
      toMillis,
    },
    limit,
    decodeCursor(req.query.cursor),
  );
  const last = entries.at(-1);
  if (entries.length === limit && last) {
    res.set(NEXT_CURSOR_HEADER, encodeCursor({ at: Date.parse(last.at ?? '') || 0, id: last._id }));
  }
  res.json(entries);
});
