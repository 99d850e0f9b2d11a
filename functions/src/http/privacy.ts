import { Router } from 'express';
import { PRIVACY_MESSAGES } from '@hr-portal/contract';
import { privacyRequestListQuerySchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { requireSafeId } from '../lib/ids.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { parseInput } from './validate.js';
import { zipDownloadHeaders } from './send-pdf.js';
import { registerCsv, registerPage } from '../flows/privacy/register.js';
import { config } from '../lib/config.js';
import { csvHeaders } from '../lib/csv.js';
import { runRetention } from '../flows/privacy/retention.js';
import { answerByErasing, answerRequest, exportForRequest } from '../flows/privacy/privacy.js';

const byReceived = (last: { receivedAt: Date | null; id: string }) => ({
  at: last.receivedAt?.getTime() ?? 0,
  id: last.id,
});
/** The CSV holds at most this many rows (the newest). */
const CSV_ROWS = 5000;

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
  res.set(zipDownloadHeaders('personal-data.zip'));
  await archive(res);
});
