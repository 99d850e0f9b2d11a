import { Router } from 'express';
import { CONSENT_MESSAGES, PRIVACY_MESSAGES } from '@hr-portal/contract';
import { availabilitySchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf, requireRole } from './auth-middleware.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { parseInput } from './validate.js';
import { zipDownloadHeaders } from './send-pdf.js';
import { withdrawTalentPool } from '../flows/users/users.js';
import { eraseOwnAccount, exportOwnData } from '../flows/privacy/privacy.js';
import { availabilityOf, setAvailability } from '../flows/scheduling/availability.js';
import { mySurvey, withdrawSurvey } from '../flows/survey/survey.js';

/** /api/me: who the caller is, their interview hours, and their own data downloaded or erased (GDPR Art. 15, 17, 20). */
export function meRoutes(limits: RateLimits): Router {
  const router = Router();

  /** Who am I: the verified caller, as the server sees it. */
  router.get('/', anyRole(), (req, res) => {
    const { uid, email, role } = callerOf(req);
    res.json({ uid, email, role });
  });

  /** GET /api/me/survey -> MySurveyResponseDto[]: the caller's own diversity survey answers. */
  router.get('/survey', anyRole(), async (req, res) => {
    res.json(await mySurvey(callerOf(req).uid));
  });

  /** DELETE /api/me/survey: withdraws the consent; every survey answer of the caller is deleted. */
  router.delete('/survey', anyRole(), async (req, res) => {
    res.json(await withdrawSurvey(callerOf(req).uid));
  });

  /** Interviewers are staff: employees, hr and admins set when they can interview. */
  const STAFF = ['employee', 'hr', 'admin'] as const;

  /**
   * GET /api/me/availability -> AvailabilityDto & { saved }: the caller's hours; only `saved: false` when never
   * set, so the screen starts from the browser's zone.
   */
  router.get('/availability', requireRole(...STAFF), async (req, res) => {
    const availability = await availabilityOf(callerOf(req).uid);
    res.json(availability ? { ...availability, saved: true } : { saved: false });
  });

  /** PUT /api/me/availability AvailabilityDto: replaces the caller's hours. */
  router.put('/availability', requireRole(...STAFF), async (req, res) => {
    const availability = await setAvailability(callerOf(req).uid, parseInput(availabilitySchema, req.body));
    res.json({ ...availability, saved: true });
  });

  router.get('/export', anyRole(), rateLimit(limits, [['exportPerUser', byCaller]]), async (req, res) => {
    const caller = callerOf(req);
    const archive = await exportOwnData(caller);
    res.set(zipDownloadHeaders(`hr-portal-data-${new Date().toISOString().slice(0, 10)}.zip`));
    await archive(res);
  });
  router.delete('/consents/talent-pool', anyRole(), async (req, res) => {
    await withdrawTalentPool(callerOf(req).uid);
    res.json({ message: CONSENT_MESSAGES.talentPoolWithdrawn });
  });
  router.delete('/', anyRole(), async (req, res) => {
    const outcome = await eraseOwnAccount(callerOf(req));
    if (outcome === 'erased') res.status(204).end();
    else res.status(202).json({ message: PRIVACY_MESSAGES.erasureRequested });
  });
  return router;
}
