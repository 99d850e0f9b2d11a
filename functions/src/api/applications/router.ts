import { Router } from 'express';
import { APPLICATION_STATUSES } from '@hr-portal/contract';
import { applyRequestSchema, statusUpdateSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from '../../lib/auth-middleware.js';
import { decodeCursor, parseLimit, setNextCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { requireSafeId } from '../../lib/ids.js';
import { byCaller, rateLimit, type RateLimits } from '../../lib/rate-limit.js';
import { sendPdf } from '../../lib/send-pdf.js';
import { optionalChoice, parseInput } from '../../lib/validate.js';
import { changeStatus, listApplications, listApplicationsOf, type ApplicationRecord } from './repository.js';
import { apply, openApplicationResume, toMyApplication, toStaffApplication } from './service.js';

/** Staff lists page by creation time, then id. */
const positionOf = (last: ApplicationRecord) => ({ at: last.createdAt?.getTime() ?? 0, id: last.id });

export function applicationsRoutes(limits: RateLimits): Router {
  const applicationsRouter = Router();

  const MY_APPLICATIONS_LIMIT = 200;

  applicationsRouter.get('/my', requireRole('candidate', 'employee'), async (req, res) => {
    const records = await listApplicationsOf(callerOf(req).uid, MY_APPLICATIONS_LIMIT);
    res.json(records.map(toMyApplication));
  });

  /** Applications for one job (spec §7), newest first, paged like GET /api/application. */
  applicationsRouter.get('/job/:jobId', requireRole('admin', 'hr'), async (req, res) => {
    const limit = parseLimit(req.query.limit, 100, 100);
    const records = await listApplications(
      { jobId: requireSafeId(req.params.jobId) },
      limit,
      decodeCursor(req.query.cursor),
    );
    setNextCursor(res, records, limit, positionOf);
    res.json(records.map(toStaffApplication));
  });

  /**
   * Every application for the staff screens in one call (no call per job): newest first, `?limit=` (default 50,
   * max 100), `?cursor=`, optional `?job=` and `?status=`; next cursor in the X-Next-Cursor header.
   */
  applicationsRouter.get('/', requireRole('admin', 'hr'), async (req, res) => {
    const limit = parseLimit(req.query.limit, 50, 100);
    const status = optionalChoice(req.query.status, APPLICATION_STATUSES, 'status');
    const jobId = req.query.job === undefined ? undefined : requireSafeId(req.query.job);
    const records = await listApplications({ jobId, status }, limit, decodeCursor(req.query.cursor));
    setNextCursor(res, records, limit, positionOf);
    res.json(records.map(toStaffApplication));
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
    if (!result) throw notFound('Application not found');
    res.json({ status: result });
  });

  /** Opened from a plain link in a new tab: authorised by the link's signature. */
  applicationsRouter.get('/:id/resume', async (req, res) => {
    const { bytes, fileName } = await openApplicationResume(
      requireSafeId(req.params.id),
      req.query.expires,
      req.query.signature,
    );
    sendPdf(res, bytes, fileName);
  });

  return applicationsRouter;
}
