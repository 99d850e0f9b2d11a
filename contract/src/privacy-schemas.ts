import { z } from 'zod';
import {
  CONSENT_MESSAGES,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_MAX_LENGTH,
  RETENTION_LIMITS,
  type RetentionSettings,
} from './privacy.js';

const wholeNumber = (field: keyof RetentionSettings) => {
  const { min, max } = RETENTION_LIMITS[field];
  return z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int({ error: `${field} must be a whole number from ${min} to ${max}` })
    .min(min, { error: `${field} must be a whole number from ${min} to ${max}` })
    .max(max, { error: `${field} must be a whole number from ${min} to ${max}` });
};

/** PUT /api/settings/retention: every setting, each within its bounds, the notice before the anonymisation. */
export const retentionSettingsSchema = z
  .strictObject({
    anonymiseAfterDays: wholeNumber('anonymiseAfterDays'),
    talentPoolMonths: wholeNumber('talentPoolMonths'),
    noticeDays: wholeNumber('noticeDays'),
  })
  .refine((settings) => settings.noticeDays < settings.anonymiseAfterDays, {
    error: PRIVACY_MESSAGES.noticeBeforeAnonymising,
  });

/** PUT /api/settings/privacy-notice: the text of a new version (blank lines separate paragraphs). */
export const privacyNoticeSchema = z.strictObject({
  text: z
    .string({ error: 'text must be the notice as text' })
    .trim()
    .min(1, { error: CONSENT_MESSAGES.noticeEmpty })
    .max(PRIVACY_NOTICE_MAX_LENGTH, { error: CONSENT_MESSAGES.noticeTooLong }),
});
