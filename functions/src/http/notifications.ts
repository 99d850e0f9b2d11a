import { Router } from 'express';
import { MESSAGES, NEXT_CURSOR_HEADER } from '@hr-portal/contract';
import { badRequest } from '../lib/errors.js';
import { markNotificationsReadSchema, notificationsQuerySchema } from '@hr-portal/contract/schemas';
import { config } from '../lib/config.js';
import { decodeCursor, encodeCursor } from '../lib/paging.js';
import { anyRole, callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { markRead, notificationsOf } from '../flows/notifications/notifications.js';
import { sweepNotifications } from '../flows/notifications/retention.js';

/** /api/notifications: what was addressed to the signed-in person, theirs alone. */
export const notificationsRouter = Router();

notificationsRouter.get('/', anyRole(), async (req, res) => {
  const { limit, cursor } = parseInput(notificationsQuerySchema, req.query);
  const after = decodeCursor(cursor);
  // Its cursors always name a notification (a document id is never empty).
  if (after && after.id === '') throw badRequest(MESSAGES.cursorInvalid);
  const { page, dto } = await notificationsOf(callerOf(req), limit, after);
  const last = page.at(-1);
  if (page.length === limit && last) {
    res.set(NEXT_CURSOR_HEADER, encodeCursor({ at: last.createdAt?.getTime() ?? 0, id: last.id }));
  }
  res.json(dto);
});

notificationsRouter.post('/read', anyRole(), async (req, res) => {
  const { ids } = parseInput(markNotificationsReadSchema, req.body);
  res.json(await markRead(callerOf(req), ids));
});

if (config.emulated) {
  /** Runs the daily retention sweep now (the emulators do not run schedules). */
  notificationsRouter.post('/sweep/run', requireRole('admin'), async (_req, res) => {
    res.json({ deleted: await sweepNotifications() });
  });
}
