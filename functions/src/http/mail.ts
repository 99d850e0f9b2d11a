import { Router } from 'express';
import {
  MAIL_EVENTS,
  MAIL_EVENT_INFO,
  MAIL_MESSAGES,
  renderMail,
  SAMPLE_MAIL_VALUES,
  type MailEvent,
} from '@hr-portal/contract';
import {
  mailPreviewSchema,
  mailTemplateSchema,
  myApplicationsMailQuerySchema,
  ownListQuerySchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { config } from '../lib/config.js';
import { notFound } from '../lib/errors.js';
import { requireSafeId } from '../lib/ids.js';
import { decodeCursor, sendPage } from '../lib/paging.js';
import { parseInput } from './validate.js';
import {
  byCreated,
  caughtMessages,
  mailAboutApplicationsOf,
  mailTo,
  retryMail,
  toMailEntry,
} from '../flows/mail/mail.js';
import {
  checkVariables,
  loadTemplates,
  mayEditTemplate,
  requireTemplateEditor,
  saveTemplate,
} from '../flows/mail/templates.js';

function eventOf(param: unknown): MailEvent {
  if (!MAIL_EVENTS.includes(param as MailEvent)) throw notFound(`No e-mail event ${String(param).slice(0, 60)}`);
  return param as MailEvent;
}

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
  mailRouter.get('/mailbox', requireRole('admin'), async (_req, res) => {
    res.json(await caughtMessages());
  });
}

mailRouter.post('/:id/retry', requireRole('admin', 'hr'), async (req, res) => {
  await retryMail(callerOf(req), requireSafeId(req.params.id));
  res.json({ message: MAIL_MESSAGES.retrying });
});

/** /api/settings/email-templates: one template per event; admins edit all, hr the hiring ones. */
export const templatesRouter = Router();

/** Admins get every template; hr the hiring ones (security notices are admin-only). */
templatesRouter.get('/', requireRole('admin', 'hr'), async (req, res) => {
  const templates = await loadTemplates();
  const editable = MAIL_EVENTS.filter((event) => mayEditTemplate(callerOf(req), event));
  res.json(editable.map((event) => ({ event, ...MAIL_EVENT_INFO[event], ...templates[event] })));
});

templatesRouter.put('/:event', requireRole('admin', 'hr'), async (req, res) => {
  const event = eventOf(req.params.event);
  res.json(await saveTemplate(callerOf(req), event, parseInput(mailTemplateSchema, req.body)));
});

/** The edited template filled with sample data; not saved. Unknown variables are refused as on save. */
templatesRouter.post('/:event/preview', requireRole('admin', 'hr'), async (req, res) => {
  const event = eventOf(req.params.event);
  requireTemplateEditor(callerOf(req), event);
  const template = parseInput(mailPreviewSchema, req.body);
  checkVariables(event, template);
  res.json(renderMail(template, SAMPLE_MAIL_VALUES));
});
