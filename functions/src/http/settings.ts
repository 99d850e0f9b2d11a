import { Router } from 'express';
import { privacyNoticeSchema, rejectionReasonsSchema, retentionSettingsSchema } from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import {
  listNoticeVersions,
  publishNotice,
  readCurrentNotice,
  rejectionReasons,
  retentionSettings,
  setRejectionReasons,
  setRetentionSettings,
} from '../flows/settings/settings.js';

/** How many earlier versions of the privacy notice the admin screen lists. */
const NOTICE_VERSIONS_LISTED = 20;

export const settingsRouter = Router();

/** GET /api/settings/rejection-reasons -> { reasons } (hr, admin). */
settingsRouter.get('/rejection-reasons', requireRole('admin', 'hr'), async (_req, res) => {
  res.json({ reasons: await rejectionReasons() });
});

/** PUT /api/settings/rejection-reasons { reasons } (admin): the whole list, audited. */
settingsRouter.put('/rejection-reasons', requireRole('admin'), async (req, res) => {
  const { reasons } = parseInput(rejectionReasonsSchema, req.body);
  res.json({ reasons: await setRejectionReasons(callerOf(req), reasons) });
});

/** GET /api/settings/retention -> RetentionSettings (admin). */
settingsRouter.get('/retention', requireRole('admin'), async (_req, res) => {
  res.json(await retentionSettings());
});

/** PUT /api/settings/retention { anonymiseAfterDays, talentPoolMonths, noticeDays } (admin): all three, audited. */
settingsRouter.put('/retention', requireRole('admin'), async (req, res) => {
  res.json(await setRetentionSettings(callerOf(req), parseInput(retentionSettingsSchema, req.body)));
});

/** GET /api/settings/privacy-notice -> { current, versions } (admin): the notice and its latest versions. */
settingsRouter.get('/privacy-notice', requireRole('admin'), async (_req, res) => {
  const [current, versions] = await Promise.all([readCurrentNotice(), listNoticeVersions(NOTICE_VERSIONS_LISTED)]);
  res.json({ current, versions });
});

/** PUT /api/settings/privacy-notice { text } (admin): publishes the next version (earlier ones stay), audited. */
settingsRouter.put('/privacy-notice', requireRole('admin'), async (req, res) => {
  const { text } = parseInput(privacyNoticeSchema, req.body);
  res.json(await publishNotice(callerOf(req), text));
});
