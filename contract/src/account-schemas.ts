import { z } from 'zod';
import { VERIFY_MESSAGES } from './address-proof.js';
import { newPassword } from './person-fields.js';

// Its own module: schemas.ts builds its schemas when loaded, and /login (which loads it) needs none of these.

/** POST /api/user/me/password: a signed-in person sets a (new) password. */
export const setPasswordSchema = z.strictObject({ password: newPassword });

/** The verification e-mail's link (/verify-email?u&x&s), sent back by the page that opened it. */
export const addressProofLinkSchema = z.strictObject({
  u: z.string({ error: VERIFY_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{1,128}$/, {
    error: VERIFY_MESSAGES.linkInvalid,
  }),
  x: z.coerce
    .number({ error: VERIFY_MESSAGES.linkInvalid })
    .int({ error: VERIFY_MESSAGES.linkInvalid })
    .positive({ error: VERIFY_MESSAGES.linkInvalid }),
  s: z.string({ error: VERIFY_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: VERIFY_MESSAGES.linkInvalid,
  }),
});
