import { z } from 'zod';
import { LANGUAGE_MESSAGES, LANGUAGES } from './languages.js';
import {
  EMAIL_DOMAIN_PATTERN,
  SIGN_IN_LIMITS,
  SIGN_IN_MESSAGES,
  SSO_PROVIDER_ID_PATTERN,
  STAFF_ROLES,
} from './sign-in.js';
import { email, personName } from './person-fields.js';

/** A proof-of-sign-in token is a JWT: bounded before anything parses it. */
const idToken = z
  .string({ error: 'idToken is required' })
  .min(1, { error: 'idToken is required' })
  .max(8192, { error: 'idToken is too long' });

/** The signed "add this provider" ticket of a 409 link_required answer. */
export const providerLinkTicket = z
  .string({ error: SIGN_IN_MESSAGES.linkInvalid })
  .min(1, { error: SIGN_IN_MESSAGES.linkInvalid })
  .max(2048, { error: SIGN_IN_MESSAGES.linkInvalid });

/** POST /api/auth/provider-session: the Firebase ID token of a just-finished provider sign-in. */
export const providerSessionSchema = z.strictObject({
  idToken,
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid }).optional(),
});

const domain = z
  .string({ error: SIGN_IN_MESSAGES.domainInvalid })
  .trim()
  .toLowerCase()
  .regex(EMAIL_DOMAIN_PATTERN, { error: SIGN_IN_MESSAGES.domainInvalid });

/** PUT /api/settings/sign-in (admins). */
export const signInSettingsSchema = z
  .strictObject({
    sso: z
      .strictObject({
        providerId: z
          .string({ error: SIGN_IN_MESSAGES.providerIdInvalid })
          .trim()
          .regex(SSO_PROVIDER_ID_PATTERN, { error: SIGN_IN_MESSAGES.providerIdInvalid }),
        label: z
          .string({ error: SIGN_IN_MESSAGES.labelRequired })
          .trim()
          .min(1, { error: SIGN_IN_MESSAGES.labelRequired })
          .max(SIGN_IN_LIMITS.label, { error: SIGN_IN_MESSAGES.labelTooLong }),
        domains: z
          .array(domain, { error: SIGN_IN_MESSAGES.domainsRequired })
          .min(1, { error: SIGN_IN_MESSAGES.domainsRequired })
          .max(SIGN_IN_LIMITS.domains, { error: SIGN_IN_MESSAGES.tooManyDomains })
          .transform((domains) => [...new Set(domains)]),
      })
      .nullable(),
    staffPasswordSignIn: z.boolean({ error: 'staffPasswordSignIn must be true or false' }),
  })
  .refine((settings) => settings.sso !== null || settings.staffPasswordSignIn, {
    error: SIGN_IN_MESSAGES.noSsoWithoutPassword,
  });

/** POST /api/user (admins): a staff account, signed in to by SSO or a sign-in link. */
export const staffCreateSchema = z.strictObject({
  name: personName,
  email,
  role: z.enum(STAFF_ROLES, { error: 'Role must be one of admin, hr, employee' }),
});

/** PATCH /api/user/:id/access (admins). */
export const userAccessSchema = z.strictObject({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
});
