import { Router } from 'express';
import { APPLICATION_MESSAGES } from '@hr-portal/contract';
import {
  applicationListQuerySchema,
  applyRequestSchema,
  jobApplicationsQuerySchema,
  ownListQuerySchema,
  statusUpdateSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from '../../lib/auth-middleware.js';
import { byCreation, decodeCursor, sendPage } from '../../lib/paging.js';
import { notFound } from '../../lib/errors.js';
import { requireSafeId } from '../../lib/ids.js';
import { byCaller, rateLimit, type RateLimits } from '../../lib/rate-limit.js';
import { signedPdfRoute } from '../../lib/send-pdf.js';
import { parseInput } from '../../lib/validate.js';
import { changeStatus, listApplications, listApplicationsOf } from './repository.js';
import { apply, openApplicationResume, toMyApplication, toStaffApplication } from './service.js';

export function applicationsRoutes(limits: RateLimits): Router {
  const applicationsRouter = Router();

  /** The caller's applications with the job populated, newest first, paged (`?limit=` default 100). */
  applicationsRouter.get('/my', requireRole('candidate', 'employee'), async (req, res) => {
    const { limit, cursor } = parseInput(ownListQuerySchema, req.query);
    const records = await listApplicationsOf(callerOf(req).uid, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toMyApplication);
  });

  /** Applications for one job (spec §7), newest first, paged like GET /api/application. */
  applicationsRouter.get('/job/:jobId', requireRole('admin', 'hr'), async (req, res) => {
    const { limit, cursor } = parseInput(jobApplicationsQuerySchema, req.query);
    const records = await listApplications({ jobId: requireSafeId(req.params.jobId) }, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toStaffApplication);
  });

  /**
   * Every application for the staff screens in one call (no call per job): newest first, `?limit=` (default 50,
   * max 100), `?cursor=`, optional `?job=` and `?status=`; next cursor in the X-Next-Cursor header.
   */
  applicationsRouter.get('/', requireRole('admin', 'hr'), async (req, res) => {
    const { limit, cursor, job, status } = parseInput(applicationListQuerySchema, req.query);
    const jobId = job === undefined ? undefined : requireSafeId(job);
    const records = await listApplications({ jobId, status }, limit, decodeCursor(cursor));
    sendPage(res, records, limit, byCreation, toStaffApplication);
  });

  applicationsRouter.post(
    '/:jobId',
    requireRole('candidate', 'employee'),
    rateLimit(limits, [['applyPerUser', byCaller]]),
    async (req, res) => {
      const { resumeUrl } = parseInput(applyRequestSchema, req.body);
      res.status(201).json(await apply(callerOf(req), requireSafeId(req.params.jobId), resumeUrl));
    },
  );

  applicationsRouter.patch('/:id/status', requireRole('admin', 'hr'), async (req, res) => {
    const { status } = parseInput(statusUpdateSchema, req.body);
    const result = await changeStatus(requireSafeId(req.params.id), status, callerOf(req));
    if (!result) throw notFound(APPLICATION_MESSAGES.notFound);
    res.json({ status: result });
  });

  applicationsRouter.get('/:id/resume', signedPdfRoute(openApplicationResume));

  return applicationsRouter;
}
