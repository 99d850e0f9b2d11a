import { Router } from 'express';
import {
  isLanguage,
  MAIL_EVENTS,
  MAIL_MESSAGES,
  renderMail,
  SAMPLE_MAIL_VALUES,
  type MailEvent,
} from '@hr-portal/contract';
import {
  mailPreviewSchema,
  mailTemplateSchema,
  offerTemplateSchema,
  privacyNoticeSchema,
  rejectionReasonsSchema,
  retentionSettingsSchema,
  surveySettingsSchema,
  referralBonusSchema,
  signInSettingsSchema,
  stageRulesSchema,
} from '@hr-portal/contract/schemas';
import { callerOf, requireRole } from './auth-middleware.js';
import { parseInput } from './validate.js';
import { defaultRules, saveDefaultRules } from '../flows/stage-rules/rules.js';
import { badRequest, notFound } from '../lib/errors.js';
import { setSurveySettings, surveySettings } from '../flows/survey/survey.js';
import { bonusSettings, setBonusSettings } from '../flows/referrals/settings.js';
import {
  checkVariables,
  editableTemplates,
  requireTemplateEditor,
  saveTemplate,
  saveTranslation,
} from '../flows/mail/templates.js';
import { offerTemplate, saveOfferTemplate } from '../flows/offers/drafting.js';
import { rejectionReasons, retentionSettings } from '../flows/shared/settings.js';
import {
  setRejectionReasons,
  setRetentionSettings,
  privacyNoticeWithVersions,
  publishPrivacyNotice,
  setSignInSettings,
  signInSettings,
} from '../flows/settings/settings.js';

function eventOf(param: unknown): MailEvent {
  if (!MAIL_EVENTS.includes(param as MailEvent)) throw notFound(`No e-mail event ${String(param).slice(0, 60)}`);
  return param as MailEvent;
}

export const settingsRouter = Router();

/** GET /api/settings/sign-in -> SignInSettings (admin): the company's SSO and whether staff may use passwords. */
settingsRouter.get('/sign-in', requireRole('admin'), async (_req, res) => {
  res.json(await signInSettings());
});

/** PUT /api/settings/sign-in SignInSettings (admin): the whole settings, audited. */
settingsRouter.put('/sign-in', requireRole('admin'), async (req, res) => {
  res.json(await setSignInSettings(callerOf(req), parseInput(signInSettingsSchema, req.body)));
});

/** GET /api/settings/rejection-reasons -> { reasons } (hr, admin). */
settingsRouter.get('/rejection-reasons', requireRole('admin', 'hr'), async (_req, res) => {
  res.json({ reasons: await rejectionReasons() });
});

/** PUT /api/settings/rejection-reasons { reasons } (admin): the whole list, audited. */
settingsRouter.put('/rejection-reasons', requireRole('admin'), async (req, res) => {
  const { reasons } = parseInput(rejectionReasonsSchema, req.body);
  res.json({ reasons: await setRejectionReasons(callerOf(req), reasons) });
});

/** GET /api/settings/survey -> SurveySettingsDto (admin). */
/** GET/PUT /api/settings/stage-rules: the stage rules new jobs start with (admins set them; hr read them). */
settingsRouter.get('/stage-rules', requireRole('admin', 'hr'), async (_req, res) => {
  res.json(await defaultRules());
});

settingsRouter.put('/stage-rules', requireRole('admin'), async (req, res) => {
  res.json(await saveDefaultRules(callerOf(req), parseInput(stageRulesSchema, req.body)));
});

settingsRouter.get('/survey', requireRole('admin'), async (_req, res) => {
  res.json(await surveySettings());
});

/** PUT /api/settings/survey { enabled, intro, categories } (admin): the whole survey, audited. */
settingsRouter.put('/survey', requireRole('admin'), async (req, res) => {
  res.json(await setSurveySettings(callerOf(req), parseInput(surveySettingsSchema, req.body)));
});

/** GET /api/settings/referral-bonus -> ReferralBonusSettingsDto (admin). */
settingsRouter.get('/referral-bonus', requireRole('admin'), async (_req, res) => {
  res.json(await bonusSettings());
});

/** PUT /api/settings/referral-bonus { enabled, amount, currency, waitingDays } (admin): audited. */
settingsRouter.put('/referral-bonus', requireRole('admin'), async (req, res) => {
  res.json(await setBonusSettings(callerOf(req), parseInput(referralBonusSchema, req.body)));
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
  res.json(await privacyNoticeWithVersions());
});

/** PUT /api/settings/privacy-notice { text } (admin): publishes the next version (earlier ones stay), audited. */
settingsRouter.put('/privacy-notice', requireRole('admin'), async (req, res) => {
  const { text } = parseInput(privacyNoticeSchema, req.body);
  res.json(await publishPrivacyNotice(callerOf(req), text));
});

/** /api/settings/email-templates: one template per event; admins get and edit all, hr the hiring ones (security notices are admin-only). */
settingsRouter.get('/email-templates', requireRole('admin', 'hr'), async (req, res) => {
  res.json(await editableTemplates(callerOf(req)));
});

settingsRouter.put('/email-templates/:event', requireRole('admin', 'hr'), async (req, res) => {
  const event = eventOf(req.params.event);
  res.json(await saveTemplate(callerOf(req), event, parseInput(mailTemplateSchema, req.body)));
});

/** PUT /api/settings/email-templates/:event/:language {subject, text, html}: a candidate e-mail in de, fr or es. */
settingsRouter.put('/email-templates/:event/:language', requireRole('admin', 'hr'), async (req, res) => {
  const event = eventOf(req.params.event);
  const language = req.params.language;
  if (!isLanguage(language) || language === 'en') throw badRequest(MAIL_MESSAGES.unknownLanguage);
  res.json(await saveTranslation(callerOf(req), event, language, parseInput(mailPreviewSchema, req.body)));
});

/** The edited template filled with sample data; not saved. Unknown variables are refused as on save. */
settingsRouter.post('/email-templates/:event/preview', requireRole('admin', 'hr'), async (req, res) => {
  const event = eventOf(req.params.event);
  requireTemplateEditor(callerOf(req), event);
  const template = parseInput(mailPreviewSchema, req.body);
  checkVariables(event, template);
  res.json(renderMail(template, SAMPLE_MAIL_VALUES));
});

/** The offer letter template: hr reads it (to see the free fields), admins change it. */
settingsRouter.get('/offer-template', requireRole('hr', 'admin'), async (_req, res) => {
  res.json(await offerTemplate());
});
settingsRouter.put('/offer-template', requireRole('admin'), async (req, res) => {
  res.json(await saveOfferTemplate(callerOf(req), parseInput(offerTemplateSchema, req.body)));
});
