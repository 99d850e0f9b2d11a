import { Router } from 'express';
import { JOB_TYPES } from '@hr-portal/contract';
import { jobInputSchema, jobUpdateSchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf, requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, parseLimit, setNextCursor } from '../../lib/cursor.js';
import { requireSafeId } from '../../lib/ids.js';
import { optionalChoice, optionalQueryText, parseInput } from '../../lib/validate.js';
import { addJob, changeJob, jobFor, jobsFor, removeJob } from './service.js';

export const jobsRouter = Router();

/**
 * GET /api/job -> JobDto[] (spec §7 keeps a plain array). Paging: `?limit=` (default 20, max 100) and
 * `?cursor=`; the next page's cursor comes back in the X-Next-Cursor header when there may be more.
 * Filters: jobType, department, location, tag, q (a word in the title).
 */
jobsRouter.get('/', anyRole(), async (req, res) => {
  const limit = parseLimit(req.query.limit, 20, 100);
  const search = {
    jobType: optionalChoice(optionalQueryText(req.query.jobType, 'jobType') || undefined, JOB_TYPES, 'jobType'),
    department: optionalQueryText(req.query.department, 'department'),
    location: optionalQueryText(req.query.location, 'location'),
    tag: optionalQueryText(req.query.tag, 'tag'),
    q: optionalQueryText(req.query.q, 'q'),
  };
  const jobs = await jobsFor(callerOf(req), search, limit, decodeCursor(req.query.cursor));
  setNextCursor(res, jobs, limit, (last) => ({ at: Date.parse(last.createdAt ?? '') || 0, id: last._id }));
  res.json(jobs);
});

jobsRouter.get('/:id', anyRole(), async (req, res) => {
  res.json(await jobFor(callerOf(req), requireSafeId(req.params.id)));
});

jobsRouter.post('/', requireRole('admin', 'hr'), async (req, res) => {
  res.status(201).json(await addJob(callerOf(req), parseInput(jobInputSchema, req.body)));
});

jobsRouter.patch('/:id', requireRole('admin', 'hr'), async (req, res) => {
  const id = requireSafeId(req.params.id);
  res.json(await changeJob(callerOf(req), id, parseInput(jobUpdateSchema, req.body)));
});

jobsRouter.delete('/:id', requireRole('admin', 'hr'), async (req, res) => {
  res.json(await removeJob(callerOf(req), requireSafeId(req.params.id)));
});
