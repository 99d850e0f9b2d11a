import { z } from 'zod';
import { email, optionalField, personName, profileLink } from './person-fields.js';
import { optionalPhone } from './phone-field.js';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile.js';
import { SOURCING_MESSAGES, SOURCING_SOURCES } from './sourcing.js';

/**
 * POST /api/people (hr, admin): a person who did not apply. As JSON, or as multipart with the resume PDF in `file`
 * and `links` one per line. The phone is checked and stored in E.164 by the server.
 */
export const sourcePersonSchema = z.strictObject({
  name: personName,
  email,
  phone: optionalPhone,
  location: optionalField(
    z
      .string({ error: PROFILE_MESSAGES.locationTooLong })
      .trim()
      .max(PROFILE_LIMITS.location, { error: PROFILE_MESSAGES.locationTooLong }),
  ),
  links: optionalField(z.array(profileLink).max(PROFILE_LIMITS.links, { error: PROFILE_MESSAGES.tooManyLinks })),
  source: z.enum(SOURCING_SOURCES, { error: SOURCING_MESSAGES.sourceRequired }),
  /** Put them on this job's pipeline, in its first stage, with the source. */
  jobId: optionalField(
    z.string({ error: 'jobId must be a job id' }).regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'jobId must be a job id' }),
  ),
});
export type SourcePersonInput = z.infer<typeof sourcePersonSchema>;

/** The "Create my account" and "Remove my data" links: the person, the link's one-time value and its signature. */
export const personLinkSchema = z.strictObject({
  u: z.string({ error: SOURCING_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{1,128}$/, {
    error: SOURCING_MESSAGES.linkInvalid,
  }),
  n: z.string({ error: SOURCING_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{16,64}$/, {
    error: SOURCING_MESSAGES.linkInvalid,
  }),
  s: z.string({ error: SOURCING_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: SOURCING_MESSAGES.linkInvalid,
  }),
});

/** POST /api/auth/join: the link's fields and the password of the new account. */
export const joinRequestSchema = personLinkSchema.extend({
  password: z
    .string({ error: SOURCING_MESSAGES.passwordRequired })
    .min(8, { error: SOURCING_MESSAGES.passwordRequired })
    .max(128, { error: 'Password must be at most 128 characters' }),
});
