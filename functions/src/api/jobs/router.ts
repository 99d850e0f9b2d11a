import { Router } from 'express';
import { JOB_TYPES } from '@hr-portal/contract';
import { jobInputSchema, jobUpdateSchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf, requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, parseLimit, setNextCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { requireSafeId } from '../../lib/ids.js';
import { optionalChoice, optionalQueryText, parseInput } from '../../lib/validate.js';
import { countApplicationsFor, createJob, deleteJob, findJob, listJobs, titleWords, updateJob } from './repository.js';

export const jobsRouter = Router();

/**
 * GET /api/job -> JobDto[] (spec §7 keeps a plain array). Paging: `?limit=` (default 20, max 100) and
 * `?cursor=`; the next page's cursor comes back in the X-Next-Cursor header when there may be more.
 * Filters: jobType, department, location, tag, q (a word in the title). Candidates and employees see
 * active jobs only; hr and admin see all.
 */
jobsRouter.get('/', anyRole(), async (req, res) => {
  const caller = callerOf(req);
  const jobType = optionalChoice(optionalQueryText(req.query.jobType, 'jobType') || undefined, JOB_TYPES, 'jobType');
  const tag = optionalQueryText(req.query.tag, 'tag');
  const titleWord = titleWords(optionalQueryText(req.query.q, 'q') ?? '')[0];
  const limit = parseLimit(req.query.limit, 20, 100);
  const jobs = await listJobs(
    {
      activeOnly: caller.role === 'candidate' || caller.role === 'employee',
      jobType,
      department: optionalQueryText(req.query.department, 'department'),
      location: optionalQueryText(req.query.location, 'location'),
      tag,
      titleWord: tag ? undefined : titleWord,
    },
    limit,
    decodeCursor(req.query.cursor),
  );
  setNextCursor(res, jobs, limit, (last) => ({ at: Date.parse(last.createdAt ?? '') || 0, id: last._id }));
  res.json(jobs);
});

jobsRouter.get('/:id', anyRole(), async (req, res) => {
  const caller = callerOf(req);
  const job = await findJob(requireSafeId(req.params.id));
  const hidden = job && !job.isActive && (caller.role === 'candidate' || caller.role === 'employee');
  if (!job || hidden) throw notFound('Job not found');
  res.json(job);
});

jobsRouter.post('/', requireRole('admin', 'hr'), async (req, res) => {
  const input = parseInput(jobInputSchema, req.body);
  res.status(201).json(await createJob(input, callerOf(req)));
});

jobsRouter.patch('/:id', requireRole('admin', 'hr'), async (req, res) => {
  const id = requireSafeId(req.params.id);
  const job = await updateJob(id, parseInput(jobUpdateSchema, req.body), callerOf(req));
  if (!job) throw notFound('Job not found');
  res.json(job);
});

/** Applications keep their job snapshot, so they stay readable after the job is gone. */
jobsRouter.delete('/:id', requireRole('admin', 'hr'), async (req, res) => {
  const id = requireSafeId(req.params.id);
  if (!(await deleteJob(id, callerOf(req)))) throw notFound('Job not found');
  const remaining = await countApplicationsFor(id);
  res.json({
    message:
      remaining === 0
        ? 'Job deleted'
        : `Job deleted. Its ${remaining} application${remaining === 1 ? '' : 's'} stay readable.`,
    applications: remaining,
  });
});
