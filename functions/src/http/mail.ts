import { Router } from 'express';
import { MAIL_MESSAGES } from '@hr-portal/contract';
import { mailboxQuerySchema, myApplicationsMailQuerySchema, ownListQuerySchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { config } from '../lib/config.js';
import { requireSafeId } from '../lib/ids.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { parseInput } from './validate.js';
import { byCreated, mailAboutApplicationsOf, mailTo, toMailEntry } from '../flows/mail/mail.js';
import { caughtMessages } from '../flows/mail/mailbox.js';
import { retryMail } from '../flows/mail/retry.js';

/** /api/mail: a person's own messages, retrying a failed one, and (under the emulators only) the Mailbox. */
export const mailRouter = Router();

mailRouter.get('/my', requireRole('candidate', 'employee'), async (req, res) => {
  const { limit, cursor } = parseInput(ownListQuerySchema, req.query);
  const records = await mailTo(callerOf(req).uid, limit, decodeCursor(cursor));
  sendPage(res, records, limit, byCreated, toMailEntry);
});

/** The caller's messages about the applications named (My Applications asks per page of its cards). */
mailRouter.get('/my/applications', requireRole('candidate', 'employee'), async (req, res) => {
  const { ids } = parseInput(myApplicationsMailQuerySchema, req.query);
  res.json(await mailAboutApplicationsOf(callerOf(req).uid, ids));
});

if (config.emulated) {
  mailRouter.get('/mailbox', requireRole('admin'), async (req, res) => {
    const { q } = parseInput(mailboxQuerySchema, req.query);
    res.json(await caughtMessages(q));
  });
}

mailRouter.post('/:id/retry', requireRole('admin', 'hr'), async (req, res) => {
  await retryMail(callerOf(req), requireSafeId(req.params.id));
  res.json({ message: MAIL_MESSAGES.retrying });
});
