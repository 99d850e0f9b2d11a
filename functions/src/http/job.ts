import { Router } from 'express';
import {
  jobInputSchema,
  jobListQuerySchema,
  jobUpdateSchema,
  kitSchema,
  stageRulesSchema,
} from '@hr-portal/contract/schemas';
import { anyRole, callerOf, requireRole, requireRoleOrKey } from './auth-middleware.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { requireSafeId } from '../lib/ids.js';
import { parseInput } from './validate.js';
import { shortCache } from '../lib/short-cache.js';
import { config } from '../lib/config.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { jobSuggestions } from '../flows/talent-pools/suggestions.js';
import { addJob, changeJob, jobFor, jobsFor, openJobFacets, removeJob } from '../flows/jobs/jobs.js';
import { jobRules, saveJobRules } from '../flows/stage-rules/rules.js';

/** /api/job */
export function jobsRoutes(limits: RateLimits): Router {
  const jobsRouter = Router();
  // Every board visit asks for the menus: one instance reads them at most once a minute (none in tests).
  const cache = shortCache(config.careersCacheSeconds > 0 ? 60_000 : 0);
  const facets = () => cache('facets', openJobFacets);
  // Integrations read jobs as hr do (the staff view), with a key holding jobs:read.
  const readJobs = requireRoleOrKey(limits, 'jobs:read', 'admin', 'hr', 'employee', 'candidate');

  /**
   * GET /api/job -> JobDto[] (the API keeps a plain array). Paging: `?limit=` (default 20, max 100) and
   * `?cursor=`; the next page's cursor comes back in the X-Next-Cursor header when there may be more.
   * Filters: jobType, remote, department, location, tag, q (its longest word starts a word of the title).
   */
  jobsRouter.get('/', readJobs, async (req, res) => {
    const { limit, cursor, ...search } = parseInput(jobListQuerySchema, req.query);
    const jobs = await jobsFor(callerOf(req), search, limit, decodeCursor(cursor));
    sendPage(res, jobs, limit, (last) => ({ at: Date.parse(last.createdAt ?? '') || 0, id: last._id }));
  });

  /** GET /api/job/facets -> { departments, locations } of the newest open jobs (the job boards' filter menus). */
  jobsRouter.get('/facets', anyRole(), async (_req, res) => {
    res.set('Cache-Control', 'private, max-age=300').json(await facets());
  });

  /**
   * GET /api/job/:id/suggestions -> JobSuggestionDto[] (hr, admin): people in the talent pool whose resumes match
   * the job, best first, each with the words that matched. Counted against searchPerUser.
   */
  jobsRouter.get(
    '/:id/suggestions',
    requireRole('hr', 'admin'),
    rateLimit(limits, [['searchPerUser', byCaller]]),
    async (req, res) => {
      res.json(await jobSuggestions(requireSafeId(req.params.id)));
    },
  );

  jobsRouter.get('/:id', readJobs, async (req, res) => {
    res.json(await jobFor(callerOf(req), requireSafeId(req.params.id)));
  });

  jobsRouter.post('/', requireRole('admin', 'hr'), async (req, res) => {
    res.status(201).json(await addJob(callerOf(req), parseInput(jobInputSchema, req.body)));
  });

  jobsRouter.patch('/:id', requireRole('admin', 'hr'), async (req, res) => {
    const id = requireSafeId(req.params.id);
    res.json(await changeJob(callerOf(req), id, parseInput(jobUpdateSchema, req.body)));
  });

  /** The interview kit alone (the job form sends it with the other fields). */
  jobsRouter.put('/:id/kit', requireRole('admin', 'hr'), async (req, res) => {
    const id = requireSafeId(req.params.id);
    res.json(await changeJob(callerOf(req), id, { kit: parseInput(kitSchema, req.body) }));
  });

  /** GET/PUT /api/job/:id/stage-rules: what the portal does when an application enters or stays in a stage. */
  jobsRouter.get('/:id/stage-rules', requireRole('admin', 'hr'), async (req, res) => {
    res.json(await jobRules(requireSafeId(req.params.id)));
  });

  jobsRouter.put('/:id/stage-rules', requireRole('admin', 'hr'), async (req, res) => {
    const id = requireSafeId(req.params.id);
    res.json(await saveJobRules(callerOf(req), id, parseInput(stageRulesSchema, req.body)));
  });

  jobsRouter.delete('/:id', requireRole('admin', 'hr'), async (req, res) => {
    res.json(await removeJob(callerOf(req), requireSafeId(req.params.id)));
  });

  return jobsRouter;
}
