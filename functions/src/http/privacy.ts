import { Router } from 'express';
import { CONSENT_MESSAGES, PRIVACY_MESSAGES, USER_MESSAGES } from '@hr-portal/contract';
import { privacyRequestListQuerySchema } from '@hr-portal/contract/schemas';
import { anyRole, callerOf, requireRole } from './auth-middleware.js';
import { requireSafeId } from '../lib/ids.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { byCaller, rateLimit, type RateLimits } from '../lib/rate-limit.js';
import { parseInput } from './validate.js';
import { notFound } from '../lib/errors.js';
import { withdrawTalentPoolConsent } from '../flows/users/users.js';
import { registerCsv, registerPage } from '../flows/privacy/register.js';
import { config } from '../lib/config.js';
import { csvHeaders } from '../lib/csv.js';
import {
  runRetention,
  answerByErasing,
  answerRequest,
  eraseOwnAccount,
  eraseUser,
  exportOwnData,
  exportForRequest,
} from '../flows/privacy/privacy.js';

const byReceived = (last: { receivedAt: Date | null; id: string }) => ({
  at: last.receivedAt?.getTime() ?? 0,
  id: last.id,
});
const ZIP_HEADERS = (name: string) => ({
  'Content-Type': 'application/zip',
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});
/** The CSV holds at most this many rows (the newest). */
const CSV_ROWS = 5000;

/** /api/me: a person's own data, downloaded or erased (GDPR Art. 15, 17, 20). */
export function ownDataRoutes(limits: RateLimits): Router {
  const router = Router();
  router.get('/export', anyRole(), rateLimit(limits, [['exportPerUser', byCaller]]), async (req, res) => {
    const caller = callerOf(req);
    const archive = await exportOwnData(caller);
    res.set(ZIP_HEADERS(`hr-portal-data-${new Date().toISOString().slice(0, 10)}.zip`));
    await archive(res);
  });
  router.delete('/consents/talent-pool', anyRole(), async (req, res) => {
    if (!(await withdrawTalentPoolConsent(callerOf(req).uid))) throw notFound(CONSENT_MESSAGES.noTalentPool);
    res.json({ message: CONSENT_MESSAGES.talentPoolWithdrawn });
  });
  router.delete('/', anyRole(), async (req, res) => {
    const outcome = await eraseOwnAccount(callerOf(req));
    if (outcome === 'erased') res.status(204).end();
    else res.status(202).json({ message: PRIVACY_MESSAGES.erasureRequested });
  });
  return router;
}

/** DELETE /api/user/:id: an admin erases a person everywhere the registry knows. */
export const userErasureRouter = Router();
userErasureRouter.delete('/:id', requireRole('admin'), async (req, res) => {
  await eraseUser(callerOf(req), requireSafeId(req.params.id));
  res.json({ message: USER_MESSAGES.deleted });
});

/** /api/privacy: the register of requests (admins). */
export const privacyRouter = Router();
privacyRouter.get('/requests', requireRole('admin'), async (req, res) => {
  const { limit, cursor, status } = parseInput(privacyRequestListQuerySchema, req.query);
  const { rows, toDto } = await registerPage(status, limit, decodeCursor(cursor));
  sendPage(res, rows, limit, byReceived, toDto);
});
privacyRouter.get('/requests.csv', requireRole('admin'), async (_req, res) => {
  const { rows, toDto } = await registerPage(undefined, CSV_ROWS, null);
  res.set(csvHeaders('privacy-register.csv'));
  res.send(registerCsv(rows.map(toDto)));
});
privacyRouter.post('/requests/:id/erase', requireRole('admin'), async (req, res) => {
  await answerByErasing(callerOf(req), requireSafeId(req.params.id));
  res.json({ message: PRIVACY_MESSAGES.requestErased });
});
privacyRouter.post('/requests/:id/answer', requireRole('admin'), async (req, res) => {
  await answerRequest(callerOf(req), requireSafeId(req.params.id));
  res.json({ message: PRIVACY_MESSAGES.requestExported });
});
// The daily run is a scheduled function (index.ts), which the emulators do not run: here it runs on demand.
if (config.emulated) {
  privacyRouter.post('/retention/run', requireRole('admin'), async (_req, res) => {
    res.json(await runRetention());
  });
}

privacyRouter.get('/requests/:id/export', requireRole('admin'), async (req, res) => {
  const archive = await exportForRequest(callerOf(req), requireSafeId(req.params.id));
  res.set(ZIP_HEADERS('personal-data.zip'));
  await archive(res);
});
