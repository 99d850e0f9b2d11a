import { z } from 'zod';
import { optionalField } from './person-fields.js';
import { SOURCING_LIMITS, SOURCING_MESSAGES } from './sourcing.js';

/** A phone number as typed, optional (the server checks it and stores it in E.164): staff adding, referrals. */
export const optionalPhone = optionalField(
  z
    .string({ error: SOURCING_MESSAGES.badPhone })
    .trim()
    .max(SOURCING_LIMITS.phoneChars, { error: SOURCING_MESSAGES.badPhone }),
);
