import { Router } from 'express';
import { INTERVIEWER_ROLES } from '@hr-portal/contract';
import { config } from '../lib/config.js';
import { ownListQuerySchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { requireSafeId } from '../lib/ids.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { parseInput } from './validate.js';
import { interviewFor, interviewsOf } from '../flows/interviews/interviews.js';
import { sendOverdueReminders } from '../flows/interviews/reminders.js';

/** /api/interview: the caller's own interview assignments. */
export const interviewsRouter = Router();

interviewsRouter.get('/my', requireRole(...INTERVIEWER_ROLES), async (req, res) => {
  const { limit, cursor } = parseInput(ownListQuerySchema, req.query);
  const rows = await interviewsOf(callerOf(req), limit, decodeCursor(cursor));
  const position = ({ assignment }: (typeof rows)[number]) => ({
    at: assignment.assignedAt?.getTime() ?? 0,
    id: assignment.applicationId,
  });
  sendPage(res, rows, limit, position, (row) => row.dto);
});

if (config.emulated) {
  /** Runs the hourly scorecard reminder now (the emulators do not run schedules). */
  interviewsRouter.post('/reminders/run', requireRole('admin'), async (_req, res) => {
    res.json({ sent: await sendOverdueReminders() });
  });
}

interviewsRouter.get('/:applicationId', requireRole(...INTERVIEWER_ROLES), async (req, res) => {
  res.json(await interviewFor(callerOf(req), requireSafeId(req.params.applicationId)));
});
