import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { SOURCING_MESSAGES } from '@hr-portal/contract';
import { badRequest } from '../../lib/errors.js';

/**
 * A phone number as given ("+49 30 1234567", "0049-30-1234567", "+1 (415) 555-0100") in E.164, or 400. The
 * country code is required: staff add people from anywhere, and a guessed country would file a wrong number.
 */
export function e164(given: string): string {
  const international = given.trim().replace(/^00/, '+');
  const parsed = international.startsWith('+') ? parsePhoneNumberFromString(international) : undefined;
  if (!parsed?.isValid()) throw badRequest(SOURCING_MESSAGES.badPhone);
  return parsed.number;
}
