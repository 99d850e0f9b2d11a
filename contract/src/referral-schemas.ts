import { z } from 'zod';
import { email, optionalField, personName } from './person-fields.js';
import { optionalPhone } from './phone-field.js';
import { BONUS_STATES, REFERRAL_LIMITS, REFERRAL_MESSAGES } from './referrals.js';

const jobId = z
  .string({ error: 'jobId must be a job id' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'jobId must be a job id' });

/**
 * POST /api/referrals (employee, hr, admin): someone the caller knows, for an open job. JSON, or multipart with
 * the resume PDF in `file` (the caged upload checks).
 */
export const referralSchema = z.strictObject({
  jobId,
  name: personName,
  email,
  phone: optionalPhone,
  relationship: optionalField(
    z
      .string({ error: REFERRAL_MESSAGES.relationshipTooLong })
      .trim()
      .max(REFERRAL_LIMITS.relationship, { error: REFERRAL_MESSAGES.relationshipTooLong }),
  ),
  note: optionalField(
    z
      .string({ error: REFERRAL_MESSAGES.noteTooLong })
      .trim()
      .max(REFERRAL_LIMITS.note, { error: REFERRAL_MESSAGES.noteTooLong }),
  ),
});
export type ReferralInput = z.infer<typeof referralSchema>;

/** PUT /api/settings/referral-bonus (admins). */
export const referralBonusSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled is true or false' }),
  amount: z
    .number({ error: REFERRAL_MESSAGES.bonusAmount })
    .min(0, { error: REFERRAL_MESSAGES.bonusAmount })
    .max(REFERRAL_LIMITS.bonusAmount, { error: REFERRAL_MESSAGES.bonusAmount }),
  currency: z
    .string({ error: REFERRAL_MESSAGES.bonusCurrency })
    .regex(/^[A-Z]{3}$/, { error: REFERRAL_MESSAGES.bonusCurrency }),
  waitingDays: z
    .int({ error: REFERRAL_MESSAGES.bonusWaitingDays })
    .min(0, { error: REFERRAL_MESSAGES.bonusWaitingDays })
    .max(REFERRAL_LIMITS.bonusWaitingDays, { error: REFERRAL_MESSAGES.bonusWaitingDays }),
});

/** GET /api/referrals/bonuses?state=&format=csv (admins). */
export const referralBonusQuerySchema = z.strictObject({
  state: z.enum(BONUS_STATES, { error: `state is one of ${BONUS_STATES.join(', ')}` }).optional(),
  format: z.literal('csv', { error: 'format is csv' }).optional(),
});

/** POST /api/referrals/bonuses/run (admins, emulators only): the daily run, with the clock a test sets. */
export const bonusRunSchema = z.strictObject({
  now: z.iso.datetime({ error: 'now is an ISO date and time' }).optional(),
});
